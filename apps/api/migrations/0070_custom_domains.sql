-- Custom domains: a region or a business may have its own host name (e.g. ausbildung-landkreis.de), stored lower
-- case without a trailing dot. One host belongs to at most one of them, across both tables (trigger).
ALTER TABLE regions ADD COLUMN custom_domain text;
ALTER TABLE businesses ADD COLUMN custom_domain text;
ALTER TABLE regions ADD CONSTRAINT regions_custom_domain_host CHECK (custom_domain IS NULL OR (length(custom_domain) <= 253
  AND custom_domain ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$'));
ALTER TABLE businesses ADD CONSTRAINT businesses_custom_domain_host CHECK (custom_domain IS NULL OR (length(custom_domain) <= 253
  AND custom_domain ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$'));
CREATE UNIQUE INDEX regions_custom_domain_key ON regions (custom_domain) WHERE custom_domain IS NOT NULL;
CREATE UNIQUE INDEX businesses_custom_domain_key ON businesses (custom_domain) WHERE custom_domain IS NOT NULL;

CREATE FUNCTION custom_domain_unique_across() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.custom_domain IS NOT NULL AND (
    (TG_TABLE_NAME = 'regions' AND EXISTS (SELECT 1 FROM businesses WHERE custom_domain = NEW.custom_domain)) OR
    (TG_TABLE_NAME = 'businesses' AND EXISTS (SELECT 1 FROM regions WHERE custom_domain = NEW.custom_domain))) THEN
    RAISE EXCEPTION 'custom domain % is taken', NEW.custom_domain USING ERRCODE = '23505';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER regions_custom_domain_unique BEFORE INSERT OR UPDATE OF custom_domain ON regions
  FOR EACH ROW EXECUTE FUNCTION custom_domain_unique_across();
CREATE TRIGGER businesses_custom_domain_unique BEFORE INSERT OR UPDATE OF custom_domain ON businesses
  FOR EACH ROW EXECUTE FUNCTION custom_domain_unique_across();
