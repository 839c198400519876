-- Posts on channels (issue #14: "/betrieb/channels", "/region/plattform"), in an order the channel's region or school
-- sets, like video_channels (migration 0150). A post is placed on every channel its author belongs to when it is
-- published for the first time (a trigger, so the demo data, the admin's approval and a direct publication all do
-- it); the channel's region or school removes it, its author may place it again.
CREATE TABLE post_channels (
  post_id integer NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  -- position in the channel (1 first); 0 for a new post, which therefore comes first (newest first among equals)
  sorting integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, channel_id)
);
CREATE INDEX post_channels_channel_idx ON post_channels (channel_id, sorting, post_id);

-- The channels an author belongs to: a business as member, a school or region as the channel's own.
CREATE FUNCTION post_author_channels(p posts) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT channel_id FROM business_channels WHERE business_id = p.business_id
  UNION SELECT channel_id FROM schools WHERE id = p.school_id AND channel_id IS NOT NULL
  UNION SELECT channel_id FROM regions WHERE id = p.region_id AND channel_id IS NOT NULL
$$;

CREATE FUNCTION posts_place_on_channels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_channels (post_id, channel_id) SELECT NEW.id, c FROM post_author_channels(NEW) c ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER posts_channels_on_insert AFTER INSERT ON posts FOR EACH ROW
  WHEN (NEW.published_at IS NOT NULL) EXECUTE FUNCTION posts_place_on_channels();
CREATE TRIGGER posts_channels_on_publish AFTER UPDATE OF published_at ON posts FOR EACH ROW
  WHEN (OLD.published_at IS NULL AND NEW.published_at IS NOT NULL) EXECUTE FUNCTION posts_place_on_channels();

INSERT INTO post_channels (post_id, channel_id)
  SELECT p.id, c FROM posts p, post_author_channels(p) c WHERE p.published_at IS NOT NULL ON CONFLICT DO NOTHING;
