-- Issue #33: synonyms the admin adds from "Suchen ohne Treffer" (they work at once, without a release), and the
-- searches without results, counted by word and category only (no person, no place, no time of day).
CREATE TABLE search_synonyms (
  id serial PRIMARY KEY,
  term text NOT NULL CHECK (length(term) BETWEEN 2 AND 100),
  target text NOT NULL CHECK (length(target) BETWEEN 2 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX search_synonyms_term_idx ON search_synonyms (lower(term));

CREATE TABLE search_misses (
  term text NOT NULL CHECK (length(term) BETWEEN 1 AND 200),
  category text NOT NULL CHECK (length(category) BETWEEN 1 AND 40),
  count integer NOT NULL DEFAULT 1,
  last_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (term, category)
);
CREATE INDEX search_misses_last_idx ON search_misses (last_at DESC);
