-- Job fairs (spec 02 §3 Job fair, §7 Job fairs): the admin runs a channel's fair at a place of the places data
-- (its slug is the fair's location_slug) with its participating businesses. Only fairs not yet over are public.
CREATE TABLE job_fairs (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  title text,
  description text NOT NULL DEFAULT '',
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  logo_image_id integer REFERENCES images(id) ON DELETE SET NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  place_id integer NOT NULL REFERENCES places(id),
  location_name text,
  street text,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at)
);
CREATE INDEX job_fairs_end_idx ON job_fairs (end_at);
CREATE INDEX job_fairs_place_idx ON job_fairs (place_id, start_at);

CREATE TABLE job_fair_businesses (
  job_fair_id integer NOT NULL REFERENCES job_fairs(id) ON DELETE CASCADE,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job_fair_id, business_id)
);
-- The session asks per business whether it takes part in a fair not yet over (menu entry Profilbesucher).
CREATE INDEX job_fair_businesses_business_idx ON job_fair_businesses (business_id);
