-- Nearest first among a text's matches, straight from an index: GiST over the job's point and its words, one
-- index per job type (search.nearest.ts). A KNN scan walks outward from the place and checks the words on the
-- index entries (each job's word hashes; every inner entry holds a signature of the words below it, 4,096 bits), so
-- it skips whole stretches without the word and stops after the page. One index per type keeps those signatures
-- telling (internship titles never say "Kauffrau": no internship entry is read for it) and puts the type in the index.
-- At 1M jobs on PostgreSQL the 100 nearest title matches of "Elektroniker" within 100 km take 3 ms, and an area
-- without any wanted match 0.1-0.6 ms, where circles of the text's GIN index took 20-90 ms.
CREATE INDEX jobs_title_near_1_idx ON jobs USING gist (earth, title_vector tsvector_ops (siglen = 512)) WHERE status = 'published' AND type_id = 1;
CREATE INDEX jobs_title_near_2_idx ON jobs USING gist (earth, title_vector tsvector_ops (siglen = 512)) WHERE status = 'published' AND type_id = 2;
CREATE INDEX jobs_title_near_3_idx ON jobs USING gist (earth, title_vector tsvector_ops (siglen = 512)) WHERE status = 'published' AND type_id = 3;
CREATE INDEX jobs_text_near_1_idx ON jobs USING gist (earth, search_vector tsvector_ops (siglen = 512)) WHERE status = 'published' AND type_id = 1;
CREATE INDEX jobs_text_near_2_idx ON jobs USING gist (earth, search_vector tsvector_ops (siglen = 512)) WHERE status = 'published' AND type_id = 2;
CREATE INDEX jobs_text_near_3_idx ON jobs USING gist (earth, search_vector tsvector_ops (siglen = 512)) WHERE status = 'published' AND type_id = 3;
-- The circles of title matches that read this index are gone (the title words are now read by the indexes above).
DROP INDEX jobs_title_place_idx;
