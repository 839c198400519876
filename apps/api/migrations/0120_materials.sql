-- Materials of a channel (spec 02 §3 Material): a PDF or office file with title and description. Only the channel's
-- region or school (or the admin) writes them; deleting the file or the channel removes the material.
CREATE TABLE materials (
  id serial PRIMARY KEY,
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  file_id integer NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX materials_channel_idx ON materials (channel_id, created_at DESC);
CREATE INDEX materials_file_idx ON materials (file_id);
