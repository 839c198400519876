-- Saved searches and job alerts (issue #19). A pupil's search is active at once; a guest's after the link in the
-- confirmation mail (double opt-in). checked_until: jobs published up to then were already looked at for it.
CREATE TABLE saved_searches (
  id serial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE CASCADE,
  email text,
  confirm_token_hash text UNIQUE,
  confirmed_at timestamptz,
  -- Kept as is (not hashed): every alert mail carries it again, and it can do nothing but end this alert.
  unsubscribe_token text NOT NULL UNIQUE,
  frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  label text NOT NULL,
  query jsonb NOT NULL,
  checked_until timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (email IS NULL))
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX saved_searches_email_idx ON saved_searches (email) WHERE email IS NOT NULL;
CREATE INDEX saved_searches_due_idx ON saved_searches (frequency, id) WHERE confirmed_at IS NOT NULL;

-- One row per alert and job: a job is found (and mailed) once per alert; the primary key makes a second run a no-op.
CREATE TABLE saved_search_matches (
  saved_search_id int NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  job_id int NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  found_at timestamptz NOT NULL DEFAULT now(),
  mailed_at timestamptz,
  seen_at timestamptz,
  PRIMARY KEY (saved_search_id, job_id)
);
CREATE INDEX saved_search_matches_unseen_idx ON saved_search_matches (saved_search_id) WHERE seen_at IS NULL;

-- Mail headers (List-Unsubscribe of the alert mails) travel with the outbox row to the SMTP transport.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS headers jsonb;
