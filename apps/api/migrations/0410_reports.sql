-- Reports and moderation (issue #19, trust and safety): a person reports a job, a business profile or a chat
-- message once; the admin hides the content, warns or blocks the account behind it, and closes the report.
CREATE TABLE reports (
  id serial PRIMARY KEY,
  reporter_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('job', 'business', 'message')),
  target_id bigint NOT NULL,
  reason text NOT NULL CHECK (reason IN ('fake', 'discriminating', 'inappropriate', 'wrong_data')),
  text text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  -- What the admin did about the content, in order (hide, warn, block).
  actions text[] NOT NULL DEFAULT '{}',
  handled_by integer REFERENCES users(id) ON DELETE SET NULL,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (reporter_id, target_type, target_id)
);
CREATE INDEX reports_queue_idx ON reports (status, created_at, id);
CREATE INDEX reports_target_idx ON reports (target_type, target_id);

-- Hidden by moderation: the owner cannot simply undo it (a job goes back through review, a profile stays hidden).
ALTER TABLE jobs ADD COLUMN moderated_at timestamptz;
ALTER TABLE businesses ADD COLUMN moderated_at timestamptz;
-- A message removed by moderation shows as "Nachricht entfernt" to both sides.
ALTER TABLE messages ADD COLUMN moderated_at timestamptz;
