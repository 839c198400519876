-- Region landing pages are data: a title, texts, a hero image and free sections, edited by the region.
ALTER TABLE regions ADD COLUMN title text;
ALTER TABLE regions ADD COLUMN intro text;
ALTER TABLE regions ADD COLUMN description text;
ALTER TABLE regions ADD COLUMN hero_image_id integer REFERENCES images(id) ON DELETE SET NULL;
-- [{ "title": "...", "text": "..." }, ...]
ALTER TABLE regions ADD COLUMN sections jsonb NOT NULL DEFAULT '[]';
ALTER TABLE regions ADD COLUMN contact_email text;
