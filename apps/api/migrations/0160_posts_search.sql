-- The news tab's search term (issue #14): the words of a post's title and text in a German tsvector with a GIN
-- index, the way jobs are searched (migration 0043: slash forms split into words; search.ts buildTsQuery adds the
-- gender forms and synonyms). The body is sanitised HTML: its tags are cut out before slashes become spaces (a
-- closing tag with its slash turned into a space would be read as the word "strong"), so only the words a reader
-- sees are found.
ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('german', translate(title, '/', ' ')), 'A') ||
  setweight(to_tsvector('german', translate(regexp_replace(left(body, 20000), '<[^>]*>', ' ', 'g'), '/', ' ')), 'C')
) STORED;
CREATE INDEX posts_search_idx ON posts USING gin (search_vector) WHERE status = 'published';
