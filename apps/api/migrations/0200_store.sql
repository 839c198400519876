-- Store (issue #16): products, subscriptions of businesses, what the store granted, invoices with a
-- gap-free number per year. Products are the platform's catalogue (reference data, not demo data).
CREATE TABLE store_products (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  features jsonb NOT NULL DEFAULT '[]'::jsonb,
  image text,
  background text,
  route text,
  price_month_cents integer CHECK (price_month_cents >= 0),
  price_year_cents integer CHECK (price_year_cents >= 0),
  notice_days integer NOT NULL DEFAULT 30,
  trial_days integer NOT NULL DEFAULT 0,
  -- What an active subscription unlocks: a subscription type (2 = premium), business permissions, job slots.
  subscription_type_id integer REFERENCES subscription_types(id),
  permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
  extra_job_slots integer NOT NULL DEFAULT 0,
  available_until timestamptz,
  is_active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

INSERT INTO store_products (slug, name, description, features, image, background, route, price_month_cents, price_year_cents, notice_days, subscription_type_id, permissions, extra_job_slots, sort) VALUES
  ('premium', 'Premium', 'Mehr Sichtbarkeit für Ihre Stellen: Premium-Kennzeichen, Vorrang in der Suche und unbegrenzt viele Stellen.',
   '["Premium-Kennzeichen an allen Stellen", "Vorrang bei gleich weit entfernten Suchergebnissen", "Unbegrenzt viele aktive Stellen"]',
   'premium', '#fff4e0', '/betrieb/store/feature/premium', 4900, 49000, 30, 2, '[]', 0, 1),
  ('job', 'Zusätzliche Stellen', 'Fünf aktive Stellen mehr, als Ihr Basiszugang erlaubt.',
   '["5 zusätzliche aktive Stellen", "Monatlich kündbar"]',
   'job', '#e8f3ff', NULL, 1900, 19000, 14, NULL, '[]', 5, 2),
  ('mail2chat', 'Mail2Chat', 'Bewerbungen und Chat-Nachrichten kommen per E-Mail; Ihre Antwort per E-Mail landet im Chat.',
   '["Benachrichtigung per E-Mail mit Link zum Gespräch", "Antworten per E-Mail direkt in den Chat"]',
   'mail2chat', '#eaf7ee', '/betrieb/store/feature/mail2chat', 1500, 15000, 30, NULL, '["mail2chat"]', 0, 3),
  ('api_connection', 'API-Anbindung', 'Stellen aus Ihrem Bewerbermanagement anlegen, ändern und schließen: mit persönlichen API-Schlüsseln.',
   '["Persönliche API-Schlüssel, jederzeit widerrufbar", "Nur für die eigenen Stellen"]',
   'api_connection', '#f1ecff', '/betrieb/store/feature/api_connection', 2900, 29000, 30, NULL, '[]', 0, 4),
  ('pro_portal', 'EinBlick.pro', 'Einblicks-Seiten über Ihre Ausbildung aus Beiträgen, Videos und Azubi-Geschichten, als iFrame für Ihre Website.',
   '["Einblicks-Seiten aus Ihren Beiträgen und Videos", "iFrame-Code für Ihre eigene Website"]',
   'pro_portal', '#fdeef3', '/betrieb/einblick', 3900, 39000, 30, NULL, '["pro_portal", "job_einblick"]', 0, 5);

CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES store_products(id),
  term text NOT NULL CHECK (term IN ('month', 'year')),
  -- Net cents per contract period.
  price integer NOT NULL CHECK (price >= 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  trial_before_start integer NOT NULL DEFAULT 0,
  start_new_contract_period boolean NOT NULL DEFAULT true,
  notice_days integer NOT NULL,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  -- The start of the last period that was billed (NULL: none yet); the run bills the current one when it differs.
  billed_period_start timestamptz,
  cancelled_at timestamptz,
  payment_method text NOT NULL CHECK (payment_method IN ('invoice', 'sepa')),
  sepa_iban text,
  sepa_account_holder text,
  sepa_mandate_reference text,
  sepa_mandate_date timestamptz,
  idempotency_key text,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, idempotency_key)
);
CREATE INDEX subscriptions_business ON subscriptions (business_id);
CREATE INDEX subscriptions_due ON subscriptions (current_period_end);

-- Grants made by the store, so that an end removes only what the store gave (an admin's manual grant stays).
CREATE TABLE store_grants (
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('subscription_type', 'permission')),
  value text NOT NULL,
  PRIMARY KEY (business_id, kind, value)
);

CREATE TABLE invoice_counters (
  year integer PRIMARY KEY,
  last_number integer NOT NULL
);

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  business_id integer NOT NULL,
  subscription_id integer,
  corrects_invoice_id integer REFERENCES invoices(id),
  issued_at timestamptz NOT NULL DEFAULT now(),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  net_cents integer NOT NULL,
  vat_rate integer NOT NULL,
  vat_cents integer NOT NULL,
  gross_cents integer NOT NULL,
  payment_method text NOT NULL,
  due_date date NOT NULL,
  -- Snapshot at issue (issuer, recipient, lines, mandate): the documents are rendered from it, always the same.
  document jsonb NOT NULL,
  UNIQUE (subscription_id, period_start, kind)
);
CREATE INDEX invoices_business ON invoices (business_id, issued_at DESC);

-- An issued invoice is never changed nor deleted (GoBD, 10 years); a correction is a credit note. Hence no
-- foreign keys that would cascade into it: the document snapshot names the business.
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoices are immutable';
END $$;
CREATE TRIGGER invoices_no_change BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
