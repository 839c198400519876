-- Expired jobs leave the search (issue 33: jobOpenSql, on type_id and start_date). The walks of the date and pay
-- indexes decide place and type from the index alone (index-only scans); with start_date included they decide
-- expiry there too, instead of reading every walked job from the table. The covering point index (0036) already
-- includes both columns.
DROP INDEX jobs_published_idx;
CREATE INDEX jobs_published_idx ON jobs (type_id, published_at DESC, id DESC) INCLUDE (earth, start_date) WHERE status = 'published';
DROP INDEX jobs_published_at_idx;
CREATE INDEX jobs_published_at_idx ON jobs (published_at DESC, id DESC) INCLUDE (type_id, earth, start_date) WHERE status = 'published';
DROP INDEX jobs_pay_year_1_idx;
CREATE INDEX jobs_pay_year_1_idx ON jobs (pay_year_1 DESC NULLS LAST, id DESC) INCLUDE (type_id, earth, start_date) WHERE status = 'published';
