-- Their data in their hands (issue #19): data exports (Art. 15/20 DSGVO) and account deletion with a grace period
-- (Art. 17): `deletion_requested_at` starts the 14 days in which a login restores the account, `erased_at` marks
-- the anonymised row that stays behind (so chats with businesses keep their other side, as "Gelöschter Nutzer").
ALTER TABLE users ADD COLUMN deletion_requested_at timestamptz, ADD COLUMN erased_at timestamptz;
CREATE INDEX users_deletion_due_idx ON users (deletion_requested_at) WHERE deletion_requested_at IS NOT NULL AND erased_at IS NULL;

CREATE TABLE data_exports (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  storage_key text,
  size integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX data_exports_user_idx ON data_exports (user_id);
