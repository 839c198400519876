-- API keys and mail2chat (issue #16, store products api_connection and mail2chat).
-- The product api_connection unlocks the business permission of the same name, switched by the store's apply job
-- like every other product; a key works only while its business holds it.
UPDATE store_products SET permissions = '["api_connection"]'::jsonb WHERE slug = 'api_connection';

-- Personal API keys: only the SHA-256 of the key is stored; the prefix (first characters) lets a person tell keys apart.
CREATE TABLE api_keys (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_business ON api_keys (business_id, created_at DESC);

-- mail2chat: one unguessable reply address per conversation and business-side participant (the token is the
-- local part of reply+<token>@REPLY_MAIL_DOMAIN). Alone it admits nothing: the sender must be that participant.
CREATE TABLE mail2chat_reply_tokens (
  token text PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conversation_id, user_id)
);
