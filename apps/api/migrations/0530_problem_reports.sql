-- Problem reports of businesses (/betrieb/problem): the support queue on /admin/uebersicht. The report also lands as
-- a chat message with the support account; conversation_id points at that conversation.
CREATE TABLE problem_reports (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('technik', 'konto', 'stellen', 'rechnung', 'sonstiges')),
  text text NOT NULL,
  image_id integer REFERENCES images(id) ON DELETE SET NULL,
  conversation_id integer REFERENCES conversations(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
CREATE INDEX problem_reports_queue_idx ON problem_reports (status, created_at DESC);
CREATE INDEX problem_reports_business_idx ON problem_reports (business_id);
