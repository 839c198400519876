-- Users, sessions, one-time codes, the outbox, and the organisations a user can belong to.
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text,
  password_hash text,
  firstname text NOT NULL DEFAULT '',
  lastname text NOT NULL DEFAULT '',
  birthdate date,
  phone_number text,
  one_signal_id text,
  profile_path text,
  tutorial_steps jsonb NOT NULL DEFAULT '[]',
  ever_liked_job boolean NOT NULL DEFAULT false,
  permissions jsonb NOT NULL DEFAULT '[]',
  newsletter_confirmed boolean NOT NULL DEFAULT false,
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  activation_code text,
  is_active boolean NOT NULL DEFAULT true,
  is_unread_messages_mail_active boolean NOT NULL DEFAULT true,
  is_job_interest_mail_active boolean NOT NULL DEFAULT true,
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_phone_key ON users (phone_number) WHERE phone_number IS NOT NULL;
CREATE UNIQUE INDEX users_activation_code_key ON users (activation_code) WHERE activation_code IS NOT NULL;

CREATE TABLE auth_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  impersonated_by integer REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

-- One-time codes (SMS, e-mail verification, e-mail change); only a hash of the code is kept.
CREATE TABLE one_time_codes (
  id serial PRIMARY KEY,
  purpose text NOT NULL,
  target text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  payload jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_target_idx ON one_time_codes (purpose, target, created_at DESC);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Counters for rate limits that must hold across processes (login per account, OTP per number).
CREATE TABLE rate_events (
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_key_idx ON rate_events (key, at);

-- Every e-mail and SMS goes through here: sent by SMTP/SMS when configured, otherwise kept for
-- the admin page and the tests to read.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('mail', 'sms')),
  recipient text NOT NULL,
  subject text,
  body_text text NOT NULL,
  body_html text,
  template text NOT NULL,
  transport text NOT NULL,
  sent_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, created_at DESC);

CREATE TABLE channels (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'oabat',
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO channels (slug, name, type) VALUES ('oabat', 'Oabat', 'oabat');

CREATE TABLE businesses (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  permissions jsonb NOT NULL DEFAULT '[]',
  is_visible boolean NOT NULL DEFAULT false,
  is_job_fair_participant boolean NOT NULL DEFAULT false,
  has_pro_portal boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE business_users (
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'owner',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, user_id)
);
CREATE UNIQUE INDEX business_users_user_key ON business_users (user_id);
CREATE TABLE business_channels (
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  PRIMARY KEY (business_id, channel_id)
);
CREATE TABLE business_sites (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  slug text NOT NULL,
  name text NOT NULL,
  is_main boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, slug)
);
CREATE TABLE subscription_types (
  id integer PRIMARY KEY,
  name text NOT NULL
);
INSERT INTO subscription_types (id, name) VALUES (1, 'Basis'), (2, 'Premium');
CREATE TABLE business_subscription_types (
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  subscription_type_id integer NOT NULL REFERENCES subscription_types(id),
  PRIMARY KEY (business_id, subscription_type_id)
);

CREATE TABLE schools (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  channel_id integer REFERENCES channels(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE school_users (
  school_id integer NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (school_id, user_id)
);
CREATE UNIQUE INDEX school_users_user_key ON school_users (user_id);

CREATE TABLE regions (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  channel_id integer REFERENCES channels(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE region_users (
  region_id integer NOT NULL REFERENCES regions(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (region_id, user_id)
);
CREATE UNIQUE INDEX region_users_user_key ON region_users (user_id);

CREATE TABLE trainees (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  gender text,
  highest_graduation text,
  onboarding_completed boolean NOT NULL DEFAULT false,
  allows_chat_notification boolean NOT NULL DEFAULT true,
  allows_newsletter boolean NOT NULL DEFAULT false,
  allows_application_notification boolean NOT NULL DEFAULT true,
  allows_recommendations boolean NOT NULL DEFAULT true,
  referal_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
