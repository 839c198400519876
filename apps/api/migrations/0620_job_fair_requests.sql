-- Issue #36: a business asks to take part in a fair (or, taking part, proposes a livestream slot); the admin accepts
-- (the business becomes a participant) or declines, and the business sees the state.
CREATE TABLE job_fair_requests (
  id serial PRIMARY KEY,
  job_fair_id integer NOT NULL REFERENCES job_fairs(id) ON DELETE CASCADE,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  message text NOT NULL DEFAULT '',
  slot_start timestamptz,
  slot_end timestamptz,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  requested_by integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One open request per business and fair: a new one replaces it.
CREATE UNIQUE INDEX job_fair_requests_pending_idx ON job_fair_requests (job_fair_id, business_id) WHERE status = 'pending';
CREATE INDEX job_fair_requests_business_idx ON job_fair_requests (business_id, id DESC);
