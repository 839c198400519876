-- Reference data: German places (postal code + place name rows) and apprenticeship occupations on
-- the KldB 2010 tree. Filled by the start-up import (modules/places, modules/occupations).

-- Which file was imported when; a restart with the same file hash skips the import.
CREATE TABLE reference_imports (
  name text PRIMARY KEY,
  file_hash text NOT NULL,
  rows integer NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);

-- Small key/value facts about this installation (e.g. that the demo data was seeded).
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per (postal code, place name, district): a "location". Ids are stable: a re-import
-- updates rows by (postal_code, name, district_code) and never renumbers them.
-- A city is the set of rows with the same name in the same district (Passau: 94032, 94034, 94036);
-- its representative is the row with the lowest postal code (city_id points to it, and on that row
-- id = city_id). postal_code_count (same on every row of a city) is the size measure for ranking.
CREATE TABLE places (
  id serial PRIMARY KEY,
  postal_code text NOT NULL,
  name text NOT NULL,
  name_slug text NOT NULL,
  -- `{name}-{id}`, e.g. passau-42 (spec 02 §2: a location slug ends in -{id})
  slug text GENERATED ALWAYS AS (name_slug || '-' || id::text) STORED,
  state text,
  state_code text,
  district text,
  district_code text NOT NULL DEFAULT '',
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  city_id integer REFERENCES places(id),
  postal_code_count integer NOT NULL DEFAULT 1,
  -- lower-case ASCII keys of the name: umlauts written out (muenchen) and dropped (munchen)
  search_name text NOT NULL,
  search_name_plain text NOT NULL,
  UNIQUE (postal_code, name, district_code)
);
CREATE INDEX places_postal_code_idx ON places (postal_code text_pattern_ops);
CREATE INDEX places_city_idx ON places (city_id);
CREATE INDEX places_search_name_trgm ON places USING gin (search_name gin_trgm_ops);
CREATE INDEX places_search_name_plain_trgm ON places USING gin (search_name_plain gin_trgm_ops);
CREATE INDEX places_search_name_prefix ON places (search_name text_pattern_ops);
CREATE INDEX places_earth_idx ON places USING gist (ll_to_earth(latitude, longitude));

-- The Klassifikation der Berufe 2010 tree: codes padded to their level's length (1 to 5 digits).
CREATE TABLE kldb_entries (
  code text PRIMARY KEY,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 5),
  parent_code text,
  title text NOT NULL,
  short_title text NOT NULL,
  description text
);
CREATE INDEX kldb_entries_parent_idx ON kldb_entries (parent_code);

-- Job categories shown to users; each covers KldB Berufshauptgruppen (two-digit prefixes).
CREATE TABLE job_categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  craft text,
  kldb_prefixes text[] NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0
);

-- Occupations that are trained for (BA groups 1110/1120/1130 dual, 1210/1220 school-based,
-- 1310 Fachpraktiker). id is the BA occupation id (stable across imports).
CREATE TABLE occupations (
  id integer PRIMARY KEY,
  bkz text NOT NULL,
  name text NOT NULL,
  short_name text NOT NULL,
  base_name text NOT NULL,
  slug text NOT NULL,
  kldb_code text NOT NULL,
  training_group text NOT NULL,
  training_kind text NOT NULL CHECK (training_kind IN ('dual', 'school', 'fachpraktiker')),
  is_dual boolean NOT NULL,
  category_id integer NOT NULL REFERENCES job_categories(id),
  search_name text NOT NULL
);
CREATE INDEX occupations_category_idx ON occupations (category_id);
CREATE INDEX occupations_kldb_idx ON occupations (kldb_code);
CREATE INDEX occupations_search_trgm ON occupations USING gin (search_name gin_trgm_ops);
