-- Trainee profile fields of spec 02 §3 and the trainee's search interest (place and radius).
ALTER TABLE trainees ADD COLUMN school_base_id integer REFERENCES school_bases(id) ON DELETE SET NULL;
ALTER TABLE trainees ADD COLUMN temp_email text;
ALTER TABLE trainees ADD COLUMN number_trialwork integer;
ALTER TABLE trainees ADD COLUMN number_trialwork_missing integer;
ALTER TABLE trainees ADD COLUMN profile_picture_id integer REFERENCES images(id) ON DELETE SET NULL;
ALTER TABLE trainees ADD COLUMN crafts jsonb NOT NULL DEFAULT '[]';

CREATE TABLE trainee_interests (
  id serial PRIMARY KEY,
  trainee_id integer NOT NULL UNIQUE REFERENCES trainees(id) ON DELETE CASCADE,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  radius integer NOT NULL DEFAULT 30,
  job_type integer NOT NULL DEFAULT 1,
  crafts jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
