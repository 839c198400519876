-- Youth protection (issue #19): internships state whom they take (age group), hours per day and week, working times
-- and breaks; the API checks them against the JArbSchG (packages/domain/src/youth-protection.ts).
ALTER TABLE jobs
  ADD COLUMN age_group text CHECK (age_group IN ('child', 'youth', 'adult')),
  ADD COLUMN daily_hours float8 CHECK (daily_hours > 0 AND daily_hours <= 24),
  ADD COLUMN weekly_hours float8 CHECK (weekly_hours > 0 AND weekly_hours <= 168),
  ADD COLUMN work_start text CHECK (work_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN work_end text CHECK (work_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN break_minutes smallint CHECK (break_minutes BETWEEN 0 AND 600);
