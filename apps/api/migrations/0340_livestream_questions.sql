-- Q&A in the livestream chat (issue #15, beyond): a viewer marks a message as a question, optionally
-- anonymous; an anonymous question is held until a moderator releases it (then shown without the nickname);
-- a moderator pins one question above the chat for everybody.
ALTER TABLE livestream_messages
  ADD COLUMN is_question boolean NOT NULL DEFAULT false,
  ADD COLUMN is_anonymous boolean NOT NULL DEFAULT false,
  ADD COLUMN released_at timestamptz;
ALTER TABLE livestreams ADD COLUMN pinned_message_id integer REFERENCES livestream_messages(id) ON DELETE SET NULL;
