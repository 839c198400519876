-- Issue #38: the chat delay follows the video (item 6) and a publisher with a format the platform cannot carry is
-- refused at publish time.
-- Viewers' pages report their distance to the live edge; one row per viewer (a hash of the account or the address,
-- never the account itself) and stream, kept only minutes. The stream keeps the median of the recent reports, so
-- the chat reads one column instead of sorting reports on every message.
CREATE TABLE livestream_latency_reports (
  livestream_id integer NOT NULL REFERENCES livestreams (id) ON DELETE CASCADE,
  reporter text NOT NULL,
  seconds real NOT NULL,
  reported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (livestream_id, reporter)
);
ALTER TABLE livestreams
  ADD COLUMN chat_latency real,
  ADD COLUMN chat_latency_at timestamptz,
  -- Set when the running publish sends a format the platform cannot carry: nginx's next on_update is refused (403),
  -- which drops the publisher. A new publish clears it.
  ADD COLUMN ingest_format_error text;
