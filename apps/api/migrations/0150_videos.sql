-- Videos (spec 02 §3 Video, §4 video upload states, §7 Videos and materials) of a business, school or region.
-- An uploaded video arrives over tus (upload_id), is checked by content and rendered by ffmpeg in a background
-- job (H.264/AAC mp4 + thumbnail; is_rendered turns true). A link video (vimeo_url or link) needs no rendering.
CREATE TABLE videos (
  id serial PRIMARY KEY,
  uid uuid NOT NULL UNIQUE,
  owner_type text NOT NULL CHECK (owner_type IN ('business', 'school', 'region')),
  business_id integer REFERENCES businesses(id) ON DELETE CASCADE,
  school_id integer REFERENCES schools(id) ON DELETE CASCADE,
  region_id integer REFERENCES regions(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- what the video is about: a general video, or a trainee story (shown on /betriebe/{slug}/azubis)
  type text NOT NULL DEFAULT 'video' CHECK (type IN ('video', 'trainee_story')),
  source text NOT NULL CHECK (source IN ('upload', 'link')),
  vimeo_url text,
  vimeo_id text,
  link text,
  -- upload states (02 §4): pending (no bytes yet), uploading, processing (checked, waiting for ffmpeg), ready, error
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'uploading', 'processing', 'ready', 'error')),
  upload_id text UNIQUE,
  upload_size bigint,
  error text,
  is_rendered boolean NOT NULL DEFAULT false,
  -- storage keys of the rendition and the thumbnail (videos/<uid>/...), with the storage they were put in
  rendition_key text,
  thumbnail_key text,
  storage text,
  duration_seconds real,
  width integer,
  height integer,
  rendered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((owner_type = 'business') = (business_id IS NOT NULL)
     AND (owner_type = 'school') = (school_id IS NOT NULL)
     AND (owner_type = 'region') = (region_id IS NOT NULL))
);
CREATE INDEX videos_business_idx ON videos (business_id, created_at DESC) WHERE business_id IS NOT NULL;
CREATE INDEX videos_school_idx ON videos (school_id, created_at DESC) WHERE school_id IS NOT NULL;
CREATE INDEX videos_region_idx ON videos (region_id, created_at DESC) WHERE region_id IS NOT NULL;

-- Videos placed on channels, in an order the channel's region or school (or the video's owner) sets.
CREATE TABLE video_channels (
  video_id integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  sorting integer NOT NULL DEFAULT 0,
  type text NOT NULL DEFAULT 'video',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (video_id, channel_id)
);
CREATE INDEX video_channels_channel_idx ON video_channels (channel_id, sorting, video_id);
