-- Viewer counts over several API processes (issue #15): each process keeps its own sockets' count per stream
-- here (refreshed while it runs; a row not refreshed for 90 s belongs to a gone process and is not counted),
-- and the stream remembers the combined count it last sent and when, so that across all processes one update
-- a second at most goes out, and only when the total changed.
CREATE TABLE livestream_viewer_counts (
  livestream_id integer NOT NULL REFERENCES livestreams(id) ON DELETE CASCADE,
  process_id text NOT NULL,
  viewers integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (livestream_id, process_id)
);
ALTER TABLE livestreams
  ADD COLUMN viewers_sent integer NOT NULL DEFAULT 0,
  ADD COLUMN viewers_sent_at timestamptz;
