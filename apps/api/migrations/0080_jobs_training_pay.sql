-- Fair pay (issue #19): apprenticeships state their pay per training year, and whether a binding collective agreement
-- (Tarifvertrag) sets it (then it may be below the legal minimum of § 17 BBiG, which the API checks otherwise).
ALTER TABLE jobs
  ADD COLUMN pay_year_1 integer CHECK (pay_year_1 BETWEEN 0 AND 100000),
  ADD COLUMN pay_year_2 integer CHECK (pay_year_2 BETWEEN 0 AND 100000),
  ADD COLUMN pay_year_3 integer CHECK (pay_year_3 BETWEEN 0 AND 100000),
  ADD COLUMN pay_year_4 integer CHECK (pay_year_4 BETWEEN 0 AND 100000),
  ADD COLUMN collective_agreement boolean NOT NULL DEFAULT false;

-- An apprenticeship's "pay from" was its first-year pay.
UPDATE jobs SET pay_year_1 = salary_lower WHERE type_id = 1 AND salary_lower IS NOT NULL AND salary_lower <= 100000;

-- "Best first-year pay first" (search sort `pay`) walks this index and stops after the page; jobs without a stated
-- first-year pay come last, in the same index.
CREATE INDEX jobs_pay_year_1_idx ON jobs (pay_year_1 DESC NULLS LAST, id DESC) INCLUDE (type_id, earth) WHERE status = 'published';
