-- Session replay (issue #17): rrweb recordings of business users who allowed statistics cookies. A recording is one
-- page load of one tab (its id is made by the browser); its events arrive in numbered chunks, stored gzip-compressed.
-- An account's erasure removes its recordings (CASCADE); the data export lists the recordings (this table's rows).
CREATE TABLE session_recordings (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now(),
  first_event_ms bigint NOT NULL,
  last_event_ms bigint NOT NULL,
  chunks integer NOT NULL DEFAULT 0,
  bytes integer NOT NULL DEFAULT 0
);
CREATE INDEX session_recordings_user_idx ON session_recordings (user_id, started_at DESC);
CREATE INDEX session_recordings_last_idx ON session_recordings (last_at);
CREATE TABLE session_recording_chunks (
  recording_id uuid NOT NULL REFERENCES session_recordings(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  events bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (recording_id, seq)
);
