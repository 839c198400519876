-- A trainee's interest in a job (an application): message and attached files, read by the business.
CREATE TABLE job_interests (
  id serial PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  trainee_id integer NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
  message text NOT NULL,
  file_ids jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_interests_job_idx ON job_interests (job_id, created_at DESC);
CREATE INDEX job_interests_trainee_idx ON job_interests (trainee_id, created_at DESC);
