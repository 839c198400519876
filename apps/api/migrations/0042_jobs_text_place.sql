-- Text and place in one index: grid cells of the job's point at six levels (0.05° to 1.6°; the application picks the
-- level whose cells cover a search circle in a few cells, search.cells.ts) next to the text vector in one GIN
-- index. A text search in a radius then intersects both inside the index and reads only the rows near the place
-- instead of every job that mentions the word. The index also serves text searches without a place (first column).
ALTER TABLE jobs ADD COLUMN cells integer[] GENERATED ALWAYS AS (
  CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE ARRAY[
    100000000 + floor((latitude + 90) / 0.05)::int * 10000 + floor((longitude + 180) / 0.05)::int,
    200000000 + floor((latitude + 90) / 0.1)::int * 10000 + floor((longitude + 180) / 0.1)::int,
    300000000 + floor((latitude + 90) / 0.2)::int * 10000 + floor((longitude + 180) / 0.2)::int,
    400000000 + floor((latitude + 90) / 0.4)::int * 10000 + floor((longitude + 180) / 0.4)::int,
    500000000 + floor((latitude + 90) / 0.8)::int * 10000 + floor((longitude + 180) / 0.8)::int,
    600000000 + floor((latitude + 90) / 1.6)::int * 10000 + floor((longitude + 180) / 1.6)::int]
  END) STORED;
CREATE INDEX jobs_text_place_idx ON jobs USING gin (search_vector, cells) WHERE status = 'published';
DROP INDEX jobs_search_vector_idx;
