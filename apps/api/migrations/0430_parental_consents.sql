-- Parental consent for pupils under 16 (issue #19, Art. 8 DSGVO): one row per pupil, the latest request. The
-- parent's link carries a random token of which only the SHA-256 is kept; a new request replaces it (old links die).
CREATE TABLE parental_consents (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  parent_email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  revoked_at timestamptz
);
