-- Events of a channel (spec 02 §3 Event, §7 Events). The channel's region or school (or the admin) creates and
-- edits them; the description is sanitised HTML. A place has an address, an online link, or both.
CREATE TABLE events (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  location_name text,
  street text,
  postal_code text,
  city text,
  online_url text,
  cover_image_id integer REFERENCES images(id) ON DELETE SET NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at >= start_at),
  CHECK (city IS NOT NULL OR online_url IS NOT NULL)
);
CREATE INDEX events_channel_start_idx ON events (channel_id, start_at);
CREATE INDEX events_start_idx ON events (start_at);
