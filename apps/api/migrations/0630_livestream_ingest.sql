-- Going live from the platform (issue #38): the stream key OBS publishes with, the publisher nginx-rtmp reported
-- (one at a time), the state the admin page shows, and the automatic replay made from nginx's recording.
-- The key is shown to the stream's managers again and again (copy button), so it is stored like a credential, not
-- hashed; "neu erzeugen" replaces it and a deleted stream takes it with it.
ALTER TABLE livestreams
  ADD COLUMN ingest_secret text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  ADD COLUMN ingest_client text,
  ADD COLUMN ingest_seen_at timestamptz,
  ADD COLUMN ingest_state text,
  ADD COLUMN replay_recording text,
  ADD COLUMN replay_key text,
  ADD COLUMN replay_duration double precision,
  ADD COLUMN replay_trim_start double precision NOT NULL DEFAULT 0,
  ADD COLUMN replay_trim_end double precision,
  ADD COLUMN replay_published boolean NOT NULL DEFAULT true;
