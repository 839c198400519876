-- Every school on the platform is a school base that pupils can pick in their profile (the suggestions
-- search school_bases only): existing schools get one now, new schools by trigger.
CREATE FUNCTION school_base_for_school() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE school_bases SET school_id = NEW.id
   WHERE school_id IS NULL AND lower(name) = lower(NEW.name) AND COALESCE(place_id, 0) = COALESCE(NEW.place_id, 0);
  IF NOT FOUND AND NOT EXISTS (SELECT 1 FROM school_bases WHERE school_id = NEW.id) THEN
    INSERT INTO school_bases (name, place_id, school_id) VALUES (NEW.name, NEW.place_id, NEW.id)
      ON CONFLICT (lower(name), COALESCE(place_id, 0)) DO NOTHING;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER schools_school_base AFTER INSERT ON schools FOR EACH ROW EXECUTE FUNCTION school_base_for_school();

INSERT INTO school_bases (name, place_id, school_id)
SELECT s.name, s.place_id, s.id FROM schools s
 WHERE NOT EXISTS (SELECT 1 FROM school_bases b WHERE b.school_id = s.id)
ON CONFLICT (lower(name), COALESCE(place_id, 0)) DO NOTHING;
