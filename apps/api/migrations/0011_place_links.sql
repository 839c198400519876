-- Where things are: a link to a place row (postal code + place) for business sites, schools and
-- trainees. Search computes distances from places.latitude/longitude of the linked row.
ALTER TABLE business_sites ADD COLUMN place_id integer REFERENCES places(id);
ALTER TABLE schools ADD COLUMN place_id integer REFERENCES places(id);
ALTER TABLE trainees ADD COLUMN place_id integer REFERENCES places(id);
CREATE INDEX business_sites_place_idx ON business_sites (place_id);
