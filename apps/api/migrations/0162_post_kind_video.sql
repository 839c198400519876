-- A post's kind (issue #14): news, or a trainee story that the business's accounts (its trainees among them) write
-- and /betriebe/{slug}/azubis shows beside the trainee-story videos. And one video in a post: one of the author's
-- own videos, or a link to a video on Vimeo or YouTube (played in the host's privacy-friendly player).
ALTER TABLE posts ADD COLUMN kind text NOT NULL DEFAULT 'news' CHECK (kind IN ('news', 'trainee_story'));
ALTER TABLE posts ADD COLUMN video_id integer REFERENCES videos(id) ON DELETE SET NULL;
ALTER TABLE posts ADD COLUMN video_link text CHECK (video_link IS NULL OR length(video_link) <= 500);
ALTER TABLE posts ADD CONSTRAINT posts_one_video CHECK (video_id IS NULL OR video_link IS NULL);
CREATE INDEX posts_business_kind_idx ON posts (business_id, kind, published_at DESC) WHERE business_id IS NOT NULL AND status = 'published';
CREATE INDEX posts_video_idx ON posts (video_id) WHERE video_id IS NOT NULL;
