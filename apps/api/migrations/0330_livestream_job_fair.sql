-- A livestream belongs to at most one job fair (02 §3): the reference the two branches could not make
-- while apart. A deleted fair leaves its streams standing, without a fair.
UPDATE livestreams SET job_fair_id = NULL WHERE job_fair_id IS NOT NULL AND job_fair_id NOT IN (SELECT id FROM job_fairs);
ALTER TABLE livestreams ADD CONSTRAINT livestreams_job_fair_fk FOREIGN KEY (job_fair_id) REFERENCES job_fairs (id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS livestreams_job_fair_idx ON livestreams (job_fair_id) WHERE job_fair_id IS NOT NULL;
