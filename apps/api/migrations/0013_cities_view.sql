-- Cities: the representative row of each (name, district) group of places, with all its postal codes.
CREATE VIEW cities AS
  SELECT p.id, p.name, p.slug, p.postal_code, p.postal_code_count, p.state, p.district, p.district_code, p.latitude, p.longitude,
         (SELECT array_agg(DISTINCT x.postal_code ORDER BY x.postal_code) FROM places x WHERE x.city_id = p.id) AS postal_codes
    FROM places p WHERE p.id = p.city_id;
