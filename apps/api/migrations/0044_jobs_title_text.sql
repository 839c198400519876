-- The words of a job's title and occupation (with business and place, the search_terms) in a vector and GIN index
-- of their own, beside the grid cells. Relevance puts these matches first (search.sql.ts, relevanceKeys), and a
-- text search around a place reads its page from the title matches of a circle (search.text-page.ts): a title word
-- is in far fewer jobs than the same word anywhere in a description, so the index reads shorter lists, and the
-- circle holds the page without ranking every job that mentions the word. Same words as the weights A and B of
-- search_vector (migration 0043).
ALTER TABLE jobs ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (
  to_tsvector('german', translate(name, '/', ' ')) || to_tsvector('german', translate(search_terms, '/', ' '))
) STORED;
CREATE INDEX jobs_title_place_idx ON jobs USING gin (title_vector, cells) WHERE status = 'published';
