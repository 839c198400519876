-- Resumable video uploads without a shared disk (issue #39): with the S3 storage a running tus upload's state lives
-- here and its bytes in the bucket (one object per received part), so consecutive PATCH requests may land on
-- different hosts. The lock replaces tus's per-process lock: one request at a time per upload across all hosts; a
-- holder renews it every few seconds (a killed host's lock runs out), a waiter sets `wanted` and the holder lets go.
CREATE TABLE video_upload_state (
  id uuid PRIMARY KEY,
  size bigint,
  upload_offset bigint NOT NULL DEFAULT 0,
  parts integer NOT NULL DEFAULT 0,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE upload_locks (
  id text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  wanted boolean NOT NULL DEFAULT false
);
