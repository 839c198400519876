-- Words and place in one key (issue 33, speed). The text-and-cells index (0042) intersects two lists inside GIN: every
-- job near the place (all of a city's cells) and every job with one of the words (all of Germany). Its cost follows the
-- longer of the two, not the matches: "Kauffrau" within 7.9 km of Nürnberg at 1M jobs read about 7,600 cell entries and
-- skipped through 79,000 word entries for 552 matches (2.1-3.1 ms of a 3.2 ms statement, 29 Nov 2026). Here a key is
-- one word in one cell of 0.05° (level 1 of search.cells.ts, about 5.5 x 3.5 km), so a word around a place reads only
-- the entries of the jobs that have it there (0.2-0.6 ms). Coarser cells need fewer keys but read more rows that the
-- radius then drops (0.2°: 2,100 rows for 536 within 7.9 km of Augsburg; 0.1°: 1,941). A key is the first 32 bits of
-- md5(word || '@' || cell), which the application computes the same way (search.word-cells.ts); two keys that collide
-- cost a row more to read, never a wrong answer: the text condition still holds beside it.
CREATE FUNCTION job_word_cells(v tsvector, cell integer) RETURNS integer[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT array_agg(('x' || left(md5(w || '@' || cell), 8))::bit(32)::integer) FROM unnest(tsvector_to_array(v)) w $$;
CREATE INDEX jobs_word_cell_idx ON jobs USING gin (job_word_cells(search_vector, cells[1])) WHERE status = 'published' AND NOT past_start;
