-- Survey cards (/admin/umfragen, spec 01 §2 shell): the admin defines a question with answers for an audience; the
-- shell shows the card after its delay, once per survey name; each account answers once (a second answer replaces it).
CREATE TABLE surveys (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  question text NOT NULL,
  answers jsonb NOT NULL,
  audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'trainee', 'business', 'school', 'region')),
  delay_seconds integer NOT NULL DEFAULT 120 CHECK (delay_seconds BETWEEN 0 AND 86400),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE survey_answers (
  survey_id integer NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  answer_index smallint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (survey_id, user_id)
);
CREATE INDEX survey_answers_user_idx ON survey_answers (user_id);
