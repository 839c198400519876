-- Cookie consent record (issue #19, §25 TDDDG, Art. 7 DSGVO): every choice from the banner, append-only, with the
-- banner text's version and the time. Linked to the account when logged in, else only to the browser's random id;
-- no IP address is kept (the proof needs none).
CREATE TABLE cookie_consents (
  id serial PRIMARY KEY,
  consent_id uuid NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  text_version text NOT NULL,
  functional boolean NOT NULL,
  performance boolean NOT NULL,
  marketing boolean NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cookie_consents_consent_idx ON cookie_consents (consent_id, recorded_at);
CREATE INDEX cookie_consents_user_idx ON cookie_consents (user_id) WHERE user_id IS NOT NULL;
