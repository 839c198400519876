-- The point of a job stored as a cube, so radius filters and counts read it instead of computing
-- ll_to_earth() for every candidate row (about 5x faster on PGlite at 100k jobs); the GiST index moves to it
-- and also serves nearest-first ordering (KNN, `earth <-> point`).
ALTER TABLE jobs ADD COLUMN earth cube GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED;
CREATE INDEX jobs_earth_point_idx ON jobs USING gist (earth) WHERE status = 'published';
DROP INDEX jobs_earth_idx;
