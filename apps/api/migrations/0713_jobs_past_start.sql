-- Expired jobs out of the search's indexes (issue 33, speed). An apprenticeship or internship whose start date has
-- passed stays in the table (its page answers 410, the business's list shows it "Abgelaufen"), but every search
-- reads past it: at the bench's 100k jobs on 29 Nov 2026, 27 % of the published jobs had expired (half of the
-- apprenticeships, all starting 1 Sept 2026), and a wide text search read 415 rows to keep 182. The search's
-- partial indexes now leave out jobs marked `past_start`.
-- `past_start` is a mark, not the rule: true only when the start date had passed when it was set (so it implies
-- NOT jobOpenSql, apps/api/src/modules/jobs/job-expiry.ts), set by the trigger below on every write of the start
-- date or type and by the hourly sweep (job-expiry.repository.ts) for jobs that expired since. The searches keep the
-- exact date check beside it for the hour between midnight and the sweep. The time zone is JOB_TIME_ZONE's.
ALTER TABLE jobs ADD COLUMN past_start boolean NOT NULL DEFAULT false;
CREATE FUNCTION jobs_mark_past_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.past_start := NEW.type_id <> 3 AND NEW.start_date IS NOT NULL AND NEW.start_date < (now() AT TIME ZONE 'Europe/Berlin')::date;
  RETURN NEW;
END
$$;
CREATE TRIGGER jobs_mark_past_start BEFORE INSERT OR UPDATE OF start_date, type_id ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_mark_past_start();
UPDATE jobs SET past_start = true WHERE type_id <> 3 AND start_date < (now() AT TIME ZONE 'Europe/Berlin')::date;
-- The sweep's candidates: open dated jobs by start date.
CREATE INDEX jobs_start_open_idx ON jobs (start_date) WHERE NOT past_start AND type_id <> 3;

DROP INDEX jobs_earth_covering_idx;
CREATE INDEX jobs_earth_covering_idx ON jobs USING gist (earth)
  INCLUDE (type_id, category_id, graduation, start_date, duration_months, salary_lower, salary_upper, business_id, published_at)
  WHERE status = 'published' AND NOT past_start;
DROP INDEX jobs_name_trgm_idx;
CREATE INDEX jobs_name_trgm_idx ON jobs USING gin (lower(name) gin_trgm_ops) WHERE status = 'published' AND NOT past_start;
DROP INDEX jobs_pay_year_1_idx;
CREATE INDEX jobs_pay_year_1_idx ON jobs (pay_year_1 DESC NULLS LAST, id DESC) INCLUDE (type_id, earth, start_date)
  WHERE status = 'published' AND NOT past_start;
DROP INDEX jobs_published_at_idx;
CREATE INDEX jobs_published_at_idx ON jobs (published_at DESC, id DESC) INCLUDE (type_id, earth, start_date)
  WHERE status = 'published' AND NOT past_start;
DROP INDEX jobs_published_idx;
CREATE INDEX jobs_published_idx ON jobs (type_id, published_at DESC, id DESC) INCLUDE (earth, start_date)
  WHERE status = 'published' AND NOT past_start;
DROP INDEX jobs_text_near_1_idx;
CREATE INDEX jobs_text_near_1_idx ON jobs USING gist (earth, search_vector tsvector_ops (siglen = 512)) INCLUDE (type_id, start_date)
  WHERE status = 'published' AND NOT past_start AND type_id = 1;
DROP INDEX jobs_text_near_2_idx;
CREATE INDEX jobs_text_near_2_idx ON jobs USING gist (earth, search_vector tsvector_ops (siglen = 512)) INCLUDE (type_id, start_date)
  WHERE status = 'published' AND NOT past_start AND type_id = 2;
DROP INDEX jobs_title_near_1_idx;
CREATE INDEX jobs_title_near_1_idx ON jobs USING gist (earth, title_vector tsvector_ops (siglen = 512)) INCLUDE (type_id, start_date)
  WHERE status = 'published' AND NOT past_start AND type_id = 1;
DROP INDEX jobs_title_near_2_idx;
CREATE INDEX jobs_title_near_2_idx ON jobs USING gist (earth, title_vector tsvector_ops (siglen = 512)) INCLUDE (type_id, start_date)
  WHERE status = 'published' AND NOT past_start AND type_id = 2;
DROP INDEX jobs_text_place_idx;
CREATE INDEX jobs_text_place_idx ON jobs USING gin (search_vector, cells) WHERE status = 'published' AND NOT past_start;
DROP INDEX jobs_title_place_idx;
CREATE INDEX jobs_title_place_idx ON jobs USING gin (title_vector, cells) WHERE status = 'published' AND NOT past_start;
-- Regular jobs never expire, but the searches' condition names the mark for every type: only a predicate that
-- states it lets the type's walks stay index-only.
DROP INDEX jobs_text_near_3_idx;
CREATE INDEX jobs_text_near_3_idx ON jobs USING gist (earth, search_vector tsvector_ops (siglen = 512))
  WHERE status = 'published' AND NOT past_start AND type_id = 3;
DROP INDEX jobs_title_near_3_idx;
CREATE INDEX jobs_title_near_3_idx ON jobs USING gist (earth, title_vector tsvector_ops (siglen = 512))
  WHERE status = 'published' AND NOT past_start AND type_id = 3;
