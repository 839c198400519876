-- Livestreams (spec 02 §3 Livestream and Poll, §4, §7): a stream with its HLS video, slots of businesses,
-- its moderators, the chat (messages, blocks), polls with options, votes and viewers' proposals.
-- job_fair_id has no foreign key yet: job fairs come from another branch; the key is added after both are merged.
CREATE TABLE livestreams (
  id serial PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  planned_start timestamptz NOT NULL,
  planned_end timestamptz NOT NULL,
  is_live boolean NOT NULL DEFAULT false,
  is_secure boolean NOT NULL DEFAULT false,
  password_hash text,
  account_only_vote boolean NOT NULL DEFAULT false,
  thumbnail_url text,
  video_url text,
  replay_url text,
  message_threshold integer NOT NULL DEFAULT 0,
  self_message_threshold integer NOT NULL DEFAULT 0,
  is_chat_public boolean NOT NULL DEFAULT true,
  lower_bound text,
  like_count integer NOT NULL DEFAULT 0,
  job_fair_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (planned_end >= planned_start)
);
CREATE INDEX livestreams_start_idx ON livestreams (planned_start);
CREATE INDEX livestreams_job_fair_idx ON livestreams (job_fair_id);

-- Channel assignment (POST /api/livestreams/{id}/channel/{channelId} with active).
CREATE TABLE livestream_channels (
  livestream_id integer NOT NULL REFERENCES livestreams(id) ON DELETE CASCADE,
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  PRIMARY KEY (livestream_id, channel_id)
);

CREATE TABLE livestream_slots (
  id serial PRIMARY KEY,
  livestream_id integer NOT NULL REFERENCES livestreams(id) ON DELETE CASCADE,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  title text,
  CHECK (ends_at >= starts_at)
);
CREATE INDEX livestream_slots_stream_idx ON livestream_slots (livestream_id, starts_at);

-- The stream's moderators besides the platform admin.
CREATE TABLE livestream_admins (
  livestream_id integer NOT NULL REFERENCES livestreams(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (livestream_id, user_id)
);

CREATE TABLE livestream_messages (
  id serial PRIMARY KEY,
  livestream_id integer NOT NULL REFERENCES livestreams(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  chat_user_id text,
  nickname text NOT NULL,
  text text NOT NULL,
  mentions jsonb NOT NULL DEFAULT '[]'::jsonb,
  no_threshold boolean NOT NULL DEFAULT false,
  like_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX livestream_messages_stream_idx ON livestream_messages (livestream_id, id);
CREATE INDEX livestream_messages_user_idx ON livestream_messages (livestream_id, user_id);

CREATE TABLE livestream_blocks (
  id serial PRIMARY KEY,
  livestream_id integer NOT NULL REFERENCES livestreams(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  chat_user_id text,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR chat_user_id IS NOT NULL)
);
CREATE INDEX livestream_blocks_stream_idx ON livestream_blocks (livestream_id);

CREATE TABLE livestream_polls (
  id serial PRIMARY KEY,
  livestream_id integer NOT NULL REFERENCES livestreams(id) ON DELETE CASCADE,
  question text NOT NULL,
  is_active boolean NOT NULL DEFAULT false,
  allow_proposals boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX livestream_polls_stream_idx ON livestream_polls (livestream_id);

CREATE TABLE livestream_poll_options (
  id serial PRIMARY KEY,
  poll_id integer NOT NULL REFERENCES livestream_polls(id) ON DELETE CASCADE,
  text text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX livestream_poll_options_poll_idx ON livestream_poll_options (poll_id);

-- One vote per person and poll: voter is `u{user id}` or `c{chat user id}` for guests.
CREATE TABLE livestream_poll_votes (
  id serial PRIMARY KEY,
  poll_id integer NOT NULL REFERENCES livestream_polls(id) ON DELETE CASCADE,
  option_id integer NOT NULL REFERENCES livestream_poll_options(id) ON DELETE CASCADE,
  voter text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (poll_id, voter)
);
CREATE INDEX livestream_poll_votes_option_idx ON livestream_poll_votes (option_id);

-- A viewer's proposed answer to a poll (one per viewer and poll; moderators may turn it into an option).
CREATE TABLE livestream_poll_proposals (
  id serial PRIMARY KEY,
  poll_id integer NOT NULL REFERENCES livestream_polls(id) ON DELETE CASCADE,
  voter text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (poll_id, voter)
);
