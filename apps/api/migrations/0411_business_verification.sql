-- "geprüfter Betrieb" (issue #19): the admin checked the business's identity (commercial register number or chamber
-- membership); recorded with what was checked, when and by whom. Only the admin sets it.
ALTER TABLE businesses ADD COLUMN verified_at timestamptz;
ALTER TABLE businesses ADD COLUMN verified_by integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE businesses ADD COLUMN verification_kind text CHECK (verification_kind IN ('register', 'chamber'));
ALTER TABLE businesses ADD COLUMN verification_reference text;
