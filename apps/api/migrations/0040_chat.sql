-- Chat (spec 02 §3 Conversation, Message): one-to-one conversations, their participants with read
-- state, block and unread-mail bookkeeping, and the messages.
CREATE TABLE conversations (
  id serial PRIMARY KEY,
  type text NOT NULL DEFAULT 'single' CHECK (type IN ('single')),
  -- The two user ids in order, so that one pair has one conversation (found without a join).
  user_low integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_high integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- Who opened it: an empty conversation shows only in its creator's list until a message exists.
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_low < user_high),
  UNIQUE (user_low, user_high)
);
CREATE INDEX conversations_user_high_idx ON conversations (user_high);

CREATE TABLE conversation_participants (
  conversation_id integer NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  last_read_message_id bigint NOT NULL DEFAULT 0,
  last_read_at timestamptz,
  blocked_at timestamptz,
  -- Highest message id an unread-mail was sent for, so each unread message is mailed about once.
  mailed_message_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_participants_user_idx ON conversation_participants (user_id, conversation_id);

CREATE TABLE messages (
  id bigserial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  sender_id integer REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'regular' CHECK (type IN ('regular', 'image', 'file', 'action', 'system', 'form')),
  -- References into the images/files tables of the media feature, checked by the chat usecases
  -- (no foreign key: those tables come from another migration range and may be absent).
  file_id integer,
  image_id integer,
  visible_to_sender boolean NOT NULL DEFAULT true,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, id DESC);
CREATE INDEX messages_sender_idx ON messages (sender_id);
