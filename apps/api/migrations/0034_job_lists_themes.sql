-- Job lists (a curated selection of jobs, shown at /auswahl/{slug} and usable as a search filter) and the
-- themes of a business's job ads (colours and fonts by type).
CREATE TABLE job_lists (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- null: a platform list managed by the admin; else the business whose jobs it holds
  business_id integer REFERENCES businesses(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE job_list_items (
  job_list_id integer NOT NULL REFERENCES job_lists(id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (job_list_id, job_id)
);
CREATE INDEX job_list_items_job_idx ON job_list_items (job_id);

CREATE TABLE job_themes (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  type text NOT NULL,
  theme jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, type)
);
