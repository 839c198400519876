-- Business profiles: texts, images, logo, video, public contact person, site addresses, billing
-- address and activities (spec 02 §2, §3).
ALTER TABLE businesses ADD COLUMN motto text;
ALTER TABLE businesses ADD COLUMN about_us text;
ALTER TABLE businesses ADD COLUMN video_id integer;
ALTER TABLE businesses ADD COLUMN logo_image_id integer REFERENCES images(id) ON DELETE SET NULL;

-- Main (title) and gallery images in their order.
CREATE TABLE business_images (
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  image_id integer NOT NULL REFERENCES images(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('main', 'gallery')),
  position integer NOT NULL,
  PRIMARY KEY (business_id, kind, image_id)
);
CREATE INDEX business_images_image_idx ON business_images (image_id);

CREATE TABLE contact_persons (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  firstname text,
  lastname text,
  gender text NOT NULL DEFAULT 'Frau',
  position text,
  email text,
  phone text,
  profile_picture_id integer REFERENCES images(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_persons_business_idx ON contact_persons (business_id);
ALTER TABLE businesses ADD COLUMN public_contact_person_id integer REFERENCES contact_persons(id) ON DELETE SET NULL;

ALTER TABLE business_sites ADD COLUMN street text;
ALTER TABLE business_sites ADD COLUMN postal_code text;
ALTER TABLE business_sites ADD COLUMN city text;
ALTER TABLE business_sites ADD COLUMN phone text;
ALTER TABLE business_sites ADD COLUMN email text;
ALTER TABLE business_sites ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE business_billing_addresses (
  business_id integer PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  business_name text NOT NULL,
  contact_person_gender text NOT NULL DEFAULT 'Frau',
  contact_person_name text NOT NULL,
  contact_person_phone text,
  contact_person_email text NOT NULL,
  street text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  country_code text NOT NULL DEFAULT 'DE',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What visitors do on a profile (visits, clicks), counted for the business's own statistics.
CREATE TABLE business_activities (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  type text NOT NULL,
  payload jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_activities_business_idx ON business_activities (business_id, type, created_at);
