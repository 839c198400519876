-- Listed jobs per grid cell and type, kept by trigger (issue 33, speed: "counts kept by trigger"). A search without
-- text counts its area's jobs per type up to a cap of 1,000 (search.repository.ts, typeCounts and countJobs): in a city
-- that scan read 1,000 rows every time, 0.7-0.9 ms of a search's 2.5 ms of database time at 1M jobs. The cells that lie
-- wholly inside the circle are now summed here first; when they alone reach the cap the counts are lower bounds
-- without a scan (search.cell-counts.ts). A job counts while it is published and not marked past_start (the search
-- indexes' predicate); every cell level of `cells` (0042) has its rows. The sweep that marks expired jobs each hour
-- (job-expiry.sweep.ts) updates them here too; between midnight and that sweep (3 minutes) a job that expired at
-- midnight is still counted.
CREATE TABLE job_cell_counts (
  cell integer NOT NULL,
  type_id integer NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (cell, type_id)
);

CREATE FUNCTION job_cell_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_cell_counts;
    RETURN NULL;
  END IF;
  -- Rows in one order, so two writers never wait on each other's rows crosswise.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_cell_counts (cell, type_id, n)
    SELECT c, type_id, count(*)::int FROM new_jobs, unnest(cells) c
     WHERE status = 'published' AND NOT past_start GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (cell, type_id) DO UPDATE SET n = job_cell_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_cell_counts (cell, type_id, n)
    SELECT c, type_id, -count(*)::int FROM old_jobs, unnest(cells) c
     WHERE status = 'published' AND NOT past_start GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (cell, type_id) DO UPDATE SET n = job_cell_counts.n + EXCLUDED.n;
  ELSE
    INSERT INTO job_cell_counts (cell, type_id, n)
    SELECT c, type_id, sum(d)::int FROM (
      SELECT c, type_id, -1 AS d FROM old_jobs, unnest(cells) c WHERE status = 'published' AND NOT past_start
      UNION ALL
      SELECT c, type_id, 1 FROM new_jobs, unnest(cells) c WHERE status = 'published' AND NOT past_start
    ) x GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (cell, type_id) DO UPDATE SET n = job_cell_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER job_cell_counts_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_cell_counts_apply();
CREATE TRIGGER job_cell_counts_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_cell_counts_apply();
CREATE TRIGGER job_cell_counts_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_cell_counts_apply();
CREATE TRIGGER job_cell_counts_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_cell_counts_apply();

INSERT INTO job_cell_counts (cell, type_id, n)
SELECT c, type_id, count(*)::int FROM jobs, unnest(cells) c WHERE status = 'published' AND NOT past_start GROUP BY 1, 2;
