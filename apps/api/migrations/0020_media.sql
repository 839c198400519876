-- Images (processed by sharp into sizes and formats) and files (documents, kept as uploaded).
-- The bytes live in the storage (DATA_DIR/uploads by default); rows hold who owns them and how to find them.
CREATE TABLE images (
  id serial PRIMARY KEY,
  uid uuid NOT NULL UNIQUE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  file_name text NOT NULL,
  -- storage folder of the generated files, e.g. images/<uid>
  file_path text NOT NULL,
  -- the keys generated (1.webp, 1.jpg, ..., p.jpg); the original is stored beside them, never served
  variants jsonb NOT NULL DEFAULT '[]',
  width integer NOT NULL,
  height integer NOT NULL,
  mime_type text NOT NULL,
  size integer NOT NULL,
  is_private boolean NOT NULL DEFAULT false,
  storage text NOT NULL DEFAULT 'local',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX images_user_idx ON images (user_id);

CREATE TABLE files (
  id serial PRIMARY KEY,
  -- what an upload made before login is claimed with (POST /api/claim_file/{id})
  uuid uuid NOT NULL UNIQUE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  original_filename text NOT NULL,
  mime_type text NOT NULL,
  size integer NOT NULL,
  storage_key text NOT NULL,
  storage text NOT NULL DEFAULT 'local',
  uploader_ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_user_idx ON files (user_id);
