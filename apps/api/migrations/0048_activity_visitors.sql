-- A business's statistics count a visitor once per day and kind of activity: the visitor is a hash of
-- the account or of the address with the day (no address is stored), unique per business, type and day.
ALTER TABLE business_activities ADD COLUMN visitor_hash text;
ALTER TABLE business_activities ADD COLUMN visit_day date;
CREATE UNIQUE INDEX business_activities_once_a_day ON business_activities (business_id, type, visitor_hash, visit_day)
  WHERE visitor_hash IS NOT NULL;
