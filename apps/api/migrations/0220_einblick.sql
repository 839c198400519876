-- EinBlick.pro (issue #16; store products pro_portal and job_einblick): a business builds "insight" pages about its
-- training from its own posts and videos (trainee stories are videos of type trainee_story), each with a title, an
-- intro and the items in the business's order. The page is public under its uid (/embed/einblick/{uid}), framed on
-- the business's own website; the uid is random so a page is not found by counting.
CREATE TABLE insight_pages (
  id serial PRIMARY KEY,
  uid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  title text NOT NULL,
  intro text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX insight_pages_business_idx ON insight_pages (business_id, id);

-- One item of a page: a post or a video of the same business (checked on write), at its position.
CREATE TABLE insight_page_items (
  page_id integer NOT NULL REFERENCES insight_pages(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  post_id integer REFERENCES posts(id) ON DELETE CASCADE,
  video_id integer REFERENCES videos(id) ON DELETE CASCADE,
  PRIMARY KEY (page_id, position),
  CHECK ((post_id IS NULL) <> (video_id IS NULL))
);
