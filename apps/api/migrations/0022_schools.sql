-- School profiles, the bulletin board flag, the trainee invitation, the company network between
-- schools and business sites, school bases (the schools trainees name) and school-region links.
ALTER TABLE schools ADD COLUMN type text;
ALTER TABLE schools ADD COLUMN about_us text;
ALTER TABLE schools ADD COLUMN video_id integer;
ALTER TABLE schools ADD COLUMN logo_image_id integer REFERENCES images(id) ON DELETE SET NULL;
ALTER TABLE schools ADD COLUMN street text;
ALTER TABLE schools ADD COLUMN postal_code text;
ALTER TABLE schools ADD COLUMN city text;
ALTER TABLE schools ADD COLUMN is_minibat_unlocked boolean NOT NULL DEFAULT false;
-- random code in the invitation link; a new one makes old links invalid
ALTER TABLE schools ADD COLUMN trainee_invitation_code text UNIQUE;

CREATE TABLE school_images (
  school_id integer NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  image_id integer NOT NULL REFERENCES images(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('main', 'gallery')),
  position integer NOT NULL,
  PRIMARY KEY (school_id, kind, image_id)
);

CREATE TABLE school_network_requests (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  business_site_id integer NOT NULL REFERENCES business_sites(id) ON DELETE CASCADE,
  accepted boolean NOT NULL DEFAULT false,
  accepted_at timestamptz,
  created_by_type text NOT NULL CHECK (created_by_type IN ('school', 'business')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (school_id, business_site_id)
);
CREATE INDEX school_network_requests_site_idx ON school_network_requests (business_site_id);

CREATE TABLE school_network_messages (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES school_network_requests(id) ON DELETE CASCADE,
  message text NOT NULL,
  sent_by_type text NOT NULL CHECK (sent_by_type IN ('school', 'business')),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX school_network_messages_request_idx ON school_network_messages (request_id, id);

CREATE TABLE school_bases (
  id serial PRIMARY KEY,
  name text NOT NULL,
  place_id integer REFERENCES places(id),
  school_id integer REFERENCES schools(id) ON DELETE SET NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX school_bases_name_place_key ON school_bases (lower(name), COALESCE(place_id, 0));

CREATE TABLE school_regions (
  school_id integer NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  region_id integer NOT NULL REFERENCES regions(id) ON DELETE CASCADE,
  PRIMARY KEY (school_id, region_id)
);
CREATE INDEX school_regions_region_idx ON school_regions (region_id);
