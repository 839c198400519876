-- Posts (news articles) of a business, school or region (spec 02 §3 Post, §7 Posts). The body is sanitised HTML.
-- A post is placed where its author is (business main site, school, region); the point is copied at write
-- time so the news tab searches by radius on an index, like jobs.
CREATE TABLE posts (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  author_type text NOT NULL CHECK (author_type IN ('business', 'school', 'region')),
  business_id integer REFERENCES businesses(id) ON DELETE CASCADE,
  school_id integer REFERENCES schools(id) ON DELETE CASCADE,
  region_id integer REFERENCES regions(id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  excerpt text NOT NULL DEFAULT '',
  cover_image_id integer REFERENCES images(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending', 'published', 'rejected')),
  review_comment text,
  reviewed_by integer REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  place_id integer REFERENCES places(id) ON DELETE SET NULL,
  latitude double precision,
  longitude double precision,
  earth cube GENERATED ALWAYS AS (CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE ll_to_earth(latitude, longitude) END) STORED,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((author_type = 'business') = (business_id IS NOT NULL)
     AND (author_type = 'school') = (school_id IS NOT NULL)
     AND (author_type = 'region') = (region_id IS NOT NULL))
);
CREATE INDEX posts_business_idx ON posts (business_id, created_at DESC) WHERE business_id IS NOT NULL;
CREATE INDEX posts_school_idx ON posts (school_id, created_at DESC) WHERE school_id IS NOT NULL;
CREATE INDEX posts_region_idx ON posts (region_id, created_at DESC) WHERE region_id IS NOT NULL;
CREATE INDEX posts_pending_idx ON posts (created_at) WHERE status = 'pending';
CREATE INDEX posts_published_idx ON posts (published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX posts_earth_idx ON posts USING gist (earth) WHERE status = 'published';
