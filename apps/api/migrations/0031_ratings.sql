-- Ratings of jobs (0..100, above 50 is a like): trainees' on the server, guests' by their stored session id,
-- and the queue of jobs a trainee swipes through.
CREATE TABLE job_ratings (
  id serial PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 0 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, job_id)
);
CREATE INDEX job_ratings_job_idx ON job_ratings (job_id);

CREATE TABLE job_anonymous_ratings (
  id serial PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  anonymous_user_id text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 0 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (anonymous_user_id, job_id)
);

CREATE TABLE job_rating_queue (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (user_id, job_id)
);
