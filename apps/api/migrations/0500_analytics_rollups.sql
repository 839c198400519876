-- Analytics rollups: the figures per day (Europe/Berlin), metric and dimension, so the dashboard never
-- scans raw events. `n` counts records, `sessions` distinct analytics sessions of that day. The
-- dimension '' with value '' is the day's total of the metric.
CREATE TABLE analytics_daily (
  day date NOT NULL,
  metric text NOT NULL,
  dimension text NOT NULL,
  value text NOT NULL,
  n bigint NOT NULL,
  sessions bigint NOT NULL,
  PRIMARY KEY (metric, dimension, day, value)
);
CREATE INDEX analytics_daily_day_idx ON analytics_daily (day);

-- Up to which day (inclusive) the rollup is final; later days are rebuilt on every run.
CREATE TABLE analytics_rollup_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  closed_through date
);
INSERT INTO analytics_rollup_state (id, closed_through) VALUES (true, NULL);

-- The first campaign a session arrived with, so a later registration or job interest of the same
-- session's account is attributed to it (first touch).
CREATE TABLE analytics_sessions (
  oabalytics_user_id text PRIMARY KEY,
  campaign_id text,
  source text,
  medium text,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  first_seen timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_sessions_user_idx ON analytics_sessions (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX analytics_sessions_campaign_idx ON analytics_sessions (campaign_id) WHERE campaign_id IS NOT NULL;

-- Campaigns built by the operator: a template, UTM parameters and the target path of the link.
CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  utm_id text NOT NULL UNIQUE,
  name text NOT NULL,
  template text NOT NULL,
  utm_source text NOT NULL,
  utm_medium text NOT NULL,
  target_path text NOT NULL,
  media_id integer,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The dashboard counts the platform's own tables per day over a range: these make that a range scan.
CREATE INDEX IF NOT EXISTS job_ratings_created_idx ON job_ratings (created_at);
CREATE INDEX IF NOT EXISTS job_anonymous_ratings_created_idx ON job_anonymous_ratings (created_at);
CREATE INDEX IF NOT EXISTS job_interests_created_idx ON job_interests (created_at);
CREATE INDEX IF NOT EXISTS messages_created_idx ON messages (created_at);
