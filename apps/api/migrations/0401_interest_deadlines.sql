-- Answers within a deadline (issue #19, anti-ghosting): each business has a response deadline (7..30 days, default
-- 14); each interest carries its deadline, when it was answered (by an answer template or any chat answer of a
-- member, see answers.repository.ts), the reminders sent at half time and one day before, and when it counted as
-- unanswered (the pupil got the friendly note).
ALTER TABLE businesses ADD COLUMN response_deadline_days integer NOT NULL DEFAULT 14 CHECK (response_deadline_days BETWEEN 7 AND 30);
ALTER TABLE job_interests
  ADD COLUMN deadline_at timestamptz NOT NULL DEFAULT (now() + interval '14 days'),
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answer_template text CHECK (answer_template IN ('talk', 'trial', 'decline')),
  ADD COLUMN reminded_half_at timestamptz,
  ADD COLUMN reminded_last_at timestamptz,
  ADD COLUMN expired_at timestamptz;
UPDATE job_interests SET deadline_at = created_at + interval '14 days';
CREATE INDEX job_interests_open_idx ON job_interests (deadline_at) WHERE answered_at IS NULL AND expired_at IS NULL;
