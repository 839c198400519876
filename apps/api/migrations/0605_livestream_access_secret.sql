-- A protected livestream's key (from POST /api/livestreams/{id}/verify) is an HMAC under the stream's own secret,
-- and the secret changes with every change of protection or password (issue #35: a key handed out while the
-- stream was open still opened it after protection was switched back on, as the password had not changed).
-- A trigger, so that every way of changing a stream rotates it.
ALTER TABLE livestreams ADD COLUMN access_secret text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

CREATE FUNCTION livestreams_rotate_access_secret() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_secure IS DISTINCT FROM OLD.is_secure OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.access_secret := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER livestreams_rotate_access_secret BEFORE UPDATE ON livestreams
  FOR EACH ROW EXECUTE FUNCTION livestreams_rotate_access_secret();
