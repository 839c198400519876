-- Reviews of the platform or of a business by its users (1..5 stars and a text). One per user and target;
-- public once an admin approved it.
CREATE TABLE reviews (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('platform', 'business')),
  business_id integer REFERENCES businesses(id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  message text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  moderated_at timestamptz,
  moderated_by integer REFERENCES users(id) ON DELETE SET NULL,
  CHECK ((type = 'business') = (business_id IS NOT NULL))
);
-- One review per user and target (the platform has no business id, hence the coalesce).
CREATE UNIQUE INDEX reviews_one_per_target ON reviews (user_id, type, coalesce(business_id, 0));
CREATE INDEX reviews_listing_idx ON reviews (type, business_id, status, created_at DESC, id DESC);
