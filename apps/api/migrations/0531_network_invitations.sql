-- Invitation links of schools and regions for businesses (/arbeitgeber/einladung). Only the token's SHA-256 is stored:
-- the link is shown once, when it is created. A link serves many businesses, each once (network_invitation_uses).
CREATE TABLE network_invitations (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  school_id integer REFERENCES schools(id) ON DELETE CASCADE,
  region_id integer REFERENCES regions(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK ((school_id IS NULL) <> (region_id IS NULL))
);
CREATE INDEX network_invitations_school_idx ON network_invitations (school_id) WHERE school_id IS NOT NULL;
CREATE INDEX network_invitations_region_idx ON network_invitations (region_id) WHERE region_id IS NOT NULL;
CREATE TABLE network_invitation_uses (
  invitation_id integer NOT NULL REFERENCES network_invitations(id) ON DELETE CASCADE,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invitation_id, business_id)
);
