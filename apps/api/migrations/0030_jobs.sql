-- Jobs (types 1 apprenticeship, 2 traineeship/internship, 3 job) with German full text and a radius index,
-- and their publishing reviews (pending -> approved / rejected).
CREATE TABLE jobs (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  business_site_id integer REFERENCES business_sites(id) ON DELETE SET NULL,
  place_id integer REFERENCES places(id),
  -- Copied from the place so that the radius index lives on this table (a million rows, no join).
  latitude double precision,
  longitude double precision,
  type_id smallint NOT NULL CHECK (type_id IN (1, 2, 3)),
  version smallint NOT NULL DEFAULT 2,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending', 'published')),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  occupation_id integer REFERENCES occupations(id),
  category_id integer REFERENCES job_categories(id),
  description text NOT NULL DEFAULT '',
  content_blocks jsonb NOT NULL DEFAULT '[]',
  start_date date,
  salary_lower integer,
  salary_upper integer,
  duration_months smallint,
  graduation text,
  positions integer,
  attributes jsonb NOT NULL DEFAULT '[]',
  advantages jsonb NOT NULL DEFAULT '[]',
  -- Occupation and business names, written by the application, so the generated vector finds them.
  search_terms text NOT NULL DEFAULT '',
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('german', name), 'A') ||
    setweight(to_tsvector('german', search_terms), 'B') ||
    setweight(to_tsvector('german', left(description, 4000)), 'C')
  ) STORED,
  published_at timestamptz,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_business_idx ON jobs (business_id);
CREATE INDEX jobs_search_vector_idx ON jobs USING gin (search_vector) WHERE status = 'published';
CREATE INDEX jobs_earth_idx ON jobs USING gist (ll_to_earth(latitude, longitude)) WHERE status = 'published';
CREATE INDEX jobs_published_idx ON jobs (type_id, published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX jobs_name_trgm_idx ON jobs USING gin (lower(name) gin_trgm_ops) WHERE status = 'published';

CREATE TABLE job_reviews (
  id serial PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  comment text,
  requested_by integer REFERENCES users(id) ON DELETE SET NULL,
  reviewed_by integer REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_reviews_job_idx ON job_reviews (job_id, created_at DESC);
-- At most one open review per job.
CREATE UNIQUE INDEX job_reviews_one_pending ON job_reviews (job_id) WHERE status = 'pending';
