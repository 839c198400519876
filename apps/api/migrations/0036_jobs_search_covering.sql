-- Radius counts and filters without reading the wide job rows: the GiST index on the stored point carries the
-- columns the search filters on (INCLUDE), and cube's GiST opclass can return its key, so capped counts and
-- tab counts in a radius become index-only scans (the heap rows are ~1.2 kB each, the index entries ~80 bytes).
-- Index-only scans need the visibility map: PostgreSQL's autovacuum keeps it; on PGlite the search module
-- vacuums the jobs table itself (search.maintenance.ts).
CREATE INDEX jobs_earth_covering_idx ON jobs USING gist (earth)
  INCLUDE (type_id, category_id, graduation, start_date, duration_months, salary_lower, salary_upper, business_id, published_at)
  WHERE status = 'published';
DROP INDEX jobs_earth_point_idx;
