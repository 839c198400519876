-- Every lexeme of the jobs' texts, so that the word as typed (a prefix: as-you-type) is expanded in the application
-- to the lexemes that exist (search.tsquery.ts, expandPrefixes). For a prefix query GIN gathers every posting list of
-- every lexeme with that prefix into a bitmap before the place's grid cells narrow anything: at 1M jobs
-- 'elektron':* (two lexemes) around Landshut took 19 ms for 10 rows. The same lexemes named exactly let GIN skip
-- through their lists with the cells': 3 ms. Kept by a statement trigger in the writing transaction, so a search
-- sees the lexemes of every job it can see. Lexemes of deleted or changed jobs stay: they only add a term that
-- matches nothing.
CREATE TABLE search_lexemes (lexeme text COLLATE "C" PRIMARY KEY);

INSERT INTO search_lexemes SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM jobs ON CONFLICT DO NOTHING;

CREATE FUNCTION jobs_keep_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes SELECT DISTINCT unnest(tsvector_to_array(n.search_vector)) FROM new_jobs n ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE FUNCTION jobs_keep_changed_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose text changed (a status change or an edit of the salary adds nothing).
  INSERT INTO search_lexemes SELECT DISTINCT unnest(tsvector_to_array(n.search_vector)) FROM new_jobs n
   WHERE NOT EXISTS (SELECT 1 FROM old_jobs o WHERE o.id = n.id AND o.search_vector = n.search_vector)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_lexemes_on_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_keep_lexemes();
CREATE TRIGGER jobs_lexemes_on_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_keep_changed_lexemes();
