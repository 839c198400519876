-- The first tier of relevance (title_vector, migration 0044) held the job's name and its search_terms, which are the
-- occupation, the business and the place. A business's name then counted as a title: "Holz" put a CNC operator of
-- "Holzbau Maier" above every Tischler/in, "Bäcker" a Verkäufer/in of "Bäckerei Huber" beside the Bäcker/in (issue
-- 33). The tier now holds the job's name and its occupation alone; business and place stay searchable in
-- search_vector (weight B), so their matches rank in the second tier.
ALTER TABLE jobs ADD COLUMN occupation_name text NOT NULL DEFAULT '';
UPDATE jobs j SET occupation_name = o.name FROM occupations o WHERE o.id = j.occupation_id;

-- A generated column cannot be altered: dropped with its indexes and made again (same indexes as 0044, 0046, 0576).
ALTER TABLE jobs DROP COLUMN title_vector;
ALTER TABLE jobs ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (
  to_tsvector('german', translate(name, '/', ' ')) || to_tsvector('german', translate(occupation_name, '/', ' '))
) STORED;
CREATE INDEX jobs_title_place_idx ON jobs USING gin (title_vector, cells) WHERE status = 'published';
CREATE INDEX jobs_title_near_1_idx ON jobs USING gist (earth, title_vector tsvector_ops (siglen = 512)) INCLUDE (type_id, start_date)
  WHERE status = 'published' AND type_id = 1;
CREATE INDEX jobs_title_near_2_idx ON jobs USING gist (earth, title_vector tsvector_ops (siglen = 512)) INCLUDE (type_id, start_date)
  WHERE status = 'published' AND type_id = 2;
CREATE INDEX jobs_title_near_3_idx ON jobs USING gist (earth, title_vector tsvector_ops (siglen = 512)) WHERE status = 'published' AND type_id = 3;
