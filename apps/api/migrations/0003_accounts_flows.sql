-- Accounts: verification state, deactivation requests, social login, contact messages, analytics.
ALTER TABLE users ADD COLUMN login_requires_verification boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN activation_expires_at timestamptz;
ALTER TABLE users ADD COLUMN deactivation_requested_at timestamptz;

CREATE TABLE account_deactivation_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason_message text,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_deactivation_requests_user_idx ON account_deactivation_requests (user_id);

-- OAuth round trips: the state is looked up by its hash; the PKCE verifier never leaves the server.
CREATE TABLE social_login_states (
  id serial PRIMARY KEY,
  provider text NOT NULL,
  state_hash text NOT NULL UNIQUE,
  code_verifier text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE social_identities (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject)
);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  context text,
  email text NOT NULL,
  name text,
  phone text,
  message text NOT NULL,
  receiver text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE analytics_records (
  id bigserial PRIMARY KEY,
  oabalytics_user_id text,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  screen_width integer,
  screen_height integer,
  route text,
  event text,
  entity_type text NOT NULL,
  tracked_entity_type text,
  tracked_entity_id text,
  payload jsonb,
  campaign_id text,
  source text,
  medium text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_records_created_idx ON analytics_records (created_at);
CREATE INDEX analytics_records_user_idx ON analytics_records (user_id, created_at) WHERE user_id IS NOT NULL;
CREATE INDEX analytics_records_entity_idx ON analytics_records (tracked_entity_type, tracked_entity_id, created_at);
