-- The operator switches a school or a region off (/admin/schulen, /admin/regionen): an inactive one keeps its
-- data and users but its public page answers 404 to everybody but its own users and the admin, and lists skip it.
ALTER TABLE schools ADD COLUMN is_active boolean NOT NULL DEFAULT true;
ALTER TABLE regions ADD COLUMN is_active boolean NOT NULL DEFAULT true;
