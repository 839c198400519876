// All SQL of the store: products, subscriptions, what the store granted, invoice numbers and invoices.
import type { Queryable } from '../../db.ts';

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  features: string[];
  image: string | null;
  background: string | null;
  route: string | null;
  price_month_cents: number | null;
  price_year_cents: number | null;
  notice_days: number;
  trial_days: number;
  subscription_type_id: number | null;
  permissions: string[];
  extra_job_slots: number;
  available_until: Date | null;
  is_active: boolean;
}

export const listProducts = (q: Queryable) => q.query<ProductRow>(`SELECT * FROM store_products WHERE is_active ORDER BY sort, id`);
export const findProduct = (q: Queryable, id: number) => q.one<ProductRow>(`SELECT * FROM store_products WHERE id = $1`, [id]);

export interface SubscriptionRow {
  id: number;
  business_id: number;
  product_id: number;
  product_slug: string;
  product_name: string;
  term: 'month' | 'year';
  price: number;
  starts_at: Date;
  ends_at: Date | null;
  trial_before_start: number;
  start_new_contract_period: boolean;
  notice_days: number;
  current_period_start: Date;
  current_period_end: Date;
  billed_period_start: Date | null;
  cancelled_at: Date | null;
  payment_method: 'invoice' | 'sepa';
  sepa_iban: string | null;
  sepa_account_holder: string | null;
  sepa_mandate_reference: string | null;
  sepa_mandate_date: Date | null;
  idempotency_key: string | null;
  created_at: Date;
}
const SUB = `SELECT s.*, p.slug AS product_slug, p.name AS product_name FROM subscriptions s JOIN store_products p ON p.id = s.product_id`;

export const listSubscriptions = (q: Queryable, businessId: number) =>
  q.query<SubscriptionRow>(`${SUB} WHERE s.business_id = $1 ORDER BY s.created_at DESC, s.id DESC`, [businessId]);
export const findSubscription = (q: Queryable, businessId: number, id: number) =>
  q.one<SubscriptionRow>(`${SUB} WHERE s.business_id = $1 AND s.id = $2`, [businessId, id]);
export const findByIdempotencyKey = (q: Queryable, businessId: number, key: string) =>
  q.one<SubscriptionRow>(`${SUB} WHERE s.business_id = $1 AND s.idempotency_key = $2`, [businessId, key]);
/** Locks the business's row so that two purchases of one business run one after the other. */
export const lockBusiness = (q: Queryable, businessId: number) => q.one(`SELECT id FROM businesses WHERE id = $1 FOR UPDATE`, [businessId]);

export interface NewSubscription {
  business_id: number;
  product_id: number;
  term: 'month' | 'year';
  price: number;
  starts_at: Date;
  ends_at: Date | null;
  trial_before_start: number;
  start_new_contract_period: boolean;
  notice_days: number;
  current_period_start: Date;
  current_period_end: Date;
  payment_method: 'invoice' | 'sepa';
  sepa_iban?: string | null;
  sepa_account_holder?: string | null;
  idempotency_key?: string | null;
  created_by: number | null;
}
export async function insertSubscription(q: Queryable, s: NewSubscription) {
  const row = await q.one<{ id: number }>(
    `INSERT INTO subscriptions (business_id, product_id, term, price, starts_at, ends_at, trial_before_start, start_new_contract_period, notice_days,
       current_period_start, current_period_end, payment_method, sepa_iban, sepa_account_holder, idempotency_key, created_by)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)
     ON CONFLICT (business_id, idempotency_key) DO NOTHING RETURNING id`,
    [
      s.business_id,
      s.product_id,
      s.term,
      s.price,
      s.starts_at,
      s.ends_at,
      s.trial_before_start,
      s.start_new_contract_period,
      s.notice_days,
      s.current_period_start,
      s.current_period_end,
      s.payment_method,
      s.sepa_iban ?? null,
      s.sepa_account_holder ?? null,
      s.idempotency_key ?? null,
      s.created_by,
    ],
  );
  if (!row) return undefined;
  // The mandate reference names the subscription, so it is set once its id exists.
  if (s.payment_method === 'sepa')
    await q.query(`UPDATE subscriptions SET sepa_mandate_reference = $2, sepa_mandate_date = now() WHERE id = $1`, [
      row.id,
      `OABAT-${s.business_id}-${row.id}`,
    ]);
  return row.id;
}

export const cancelSubscription = (q: Queryable, id: number, endsAt: Date) =>
  q.query(`UPDATE subscriptions SET cancelled_at = now(), ends_at = $2, start_new_contract_period = false WHERE id = $1`, [id, endsAt]);
export const updateSubscription = (q: Queryable, id: number, f: { price?: number; ends_at?: Date | null; start_new_contract_period?: boolean }) =>
  q.query(
    `UPDATE subscriptions SET price = COALESCE($2, price), ends_at = CASE WHEN $3::boolean THEN $4 ELSE ends_at END,
       start_new_contract_period = COALESCE($5, start_new_contract_period) WHERE id = $1`,
    [id, f.price ?? null, f.ends_at !== undefined, f.ends_at ?? null, f.start_new_contract_period ?? null],
  );
export const deleteSubscription = (q: Queryable, id: number) => q.query(`DELETE FROM subscriptions WHERE id = $1`, [id]);
export const advancePeriod = (q: Queryable, id: number, start: Date, end: Date) =>
  q.query(`UPDATE subscriptions SET current_period_start = $2, current_period_end = $3 WHERE id = $1`, [id, start, end]);

/** Subscriptions the run must look at: a begun period not billed yet, or an ended period that renews. */
export const dueForBilling = (q: Queryable, now: Date, limit: number) =>
  q.query<SubscriptionRow>(
    `${SUB} WHERE (s.current_period_start <= $1 AND (s.billed_period_start IS NULL OR s.billed_period_start < s.current_period_start))
        OR (s.start_new_contract_period AND s.current_period_end <= $1 AND (s.ends_at IS NULL OR s.ends_at > s.current_period_end))
     ORDER BY s.current_period_end, s.id LIMIT $2`,
    [now, limit],
  );
export const lockSubscription = (q: Queryable, id: number) => q.one<SubscriptionRow>(`${SUB} WHERE s.id = $1 FOR UPDATE OF s`, [id]);
export const markBilled = (q: Queryable, id: number, periodStart: Date) =>
  q.query(`UPDATE subscriptions SET billed_period_start = $2 WHERE id = $1`, [id, periodStart]);

/** Businesses whose store grants may be out of date: a subscription begins or ends before `now`, or a grant exists. */
export const businessesToApply = (q: Queryable) =>
  q.query<{ business_id: number }>(`SELECT DISTINCT business_id FROM subscriptions UNION SELECT DISTINCT business_id FROM store_grants`);

/** What the business's subscriptions unlock at `now` (trial days count before the start). */
export async function activeUnlocks(q: Queryable, businessId: number, now: Date) {
  const rows = await q.query<{ subscription_type_id: number | null; permissions: string[]; extra_job_slots: number }>(
    `SELECT p.subscription_type_id, p.permissions, p.extra_job_slots FROM subscriptions s JOIN store_products p ON p.id = s.product_id
      WHERE s.business_id = $1 AND s.starts_at - make_interval(days => s.trial_before_start) <= $2 AND (s.ends_at IS NULL OR s.ends_at > $2)`,
    [businessId, now],
  );
  return rows;
}

export const grantsOf = (q: Queryable, businessId: number) =>
  q.query<{ kind: 'subscription_type' | 'permission'; value: string }>(`SELECT kind, value FROM store_grants WHERE business_id = $1`, [businessId]);

export async function grantType(q: Queryable, businessId: number, typeId: number) {
  const added = await q.query(
    `INSERT INTO business_subscription_types (business_id, subscription_type_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING business_id`,
    [businessId, typeId],
  );
  // Only a type the store added is the store's to remove later.
  if (added.length)
    await q.query(`INSERT INTO store_grants (business_id, kind, value) VALUES ($1, 'subscription_type', $2) ON CONFLICT DO NOTHING`, [
      businessId,
      String(typeId),
    ]);
}
export async function revokeType(q: Queryable, businessId: number, typeId: number) {
  await q.query(`DELETE FROM business_subscription_types WHERE business_id = $1 AND subscription_type_id = $2`, [businessId, typeId]);
  await q.query(`DELETE FROM store_grants WHERE business_id = $1 AND kind = 'subscription_type' AND value = $2`, [businessId, String(typeId)]);
}
export async function grantPermission(q: Queryable, businessId: number, permission: string) {
  const added = await q.query(`UPDATE businesses SET permissions = permissions || to_jsonb($2::text) WHERE id = $1 AND NOT permissions ? $2 RETURNING id`, [
    businessId,
    permission,
  ]);
  if (added.length)
    await q.query(`INSERT INTO store_grants (business_id, kind, value) VALUES ($1, 'permission', $2) ON CONFLICT DO NOTHING`, [businessId, permission]);
}
export async function revokePermission(q: Queryable, businessId: number, permission: string) {
  await q.query(`UPDATE businesses SET permissions = permissions - $2::text WHERE id = $1`, [businessId, permission]);
  await q.query(`DELETE FROM store_grants WHERE business_id = $1 AND kind = 'permission' AND value = $2`, [businessId, permission]);
}

/** Extra job slots of the business's running subscriptions (product `job`). */
export async function extraJobSlots(q: Queryable, businessId: number, now = new Date()) {
  const rows = await activeUnlocks(q, businessId, now);
  return rows.reduce((sum, r) => sum + r.extra_job_slots, 0);
}

/** Product slugs of the business's running subscriptions (02 §6: a product counts as purchased by them). */
export const purchasedSlugs = async (q: Queryable, businessId: number, now = new Date()) =>
  (
    await q.query<{ slug: string }>(
      `SELECT DISTINCT p.slug FROM subscriptions s JOIN store_products p ON p.id = s.product_id
        WHERE s.business_id = $1 AND s.starts_at - make_interval(days => s.trial_before_start) <= $2 AND (s.ends_at IS NULL OR s.ends_at > $2)`,
      [businessId, now],
    )
  ).map((r) => r.slug);

// ---- invoices ----

/**
 * The next invoice number of the year, in the caller's transaction: the counter row stays locked until the
 * invoice is committed, so numbers have no gap (a rollback returns the number) and no duplicate.
 */
export async function nextInvoiceNumber(q: Queryable, year: number) {
  const row = await q.one<{ last_number: number }>(
    `INSERT INTO invoice_counters (year, last_number) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = invoice_counters.last_number + 1 RETURNING last_number`,
    [year],
  );
  return row!.last_number;
}

export interface InvoiceRow {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  business_id: number;
  subscription_id: number | null;
  corrects_invoice_id: number | null;
  corrects_number: string | null;
  issued_at: Date;
  period_start: Date;
  period_end: Date;
  net_cents: number;
  vat_rate: number;
  vat_cents: number;
  gross_cents: number;
  payment_method: 'invoice' | 'sepa';
  due_date: string;
  document: InvoiceDocument;
}
export interface InvoiceParty {
  name: string;
  street: string;
  postal_code: string;
  city: string;
  country_code: string;
  contact_name?: string | null;
  email?: string | null;
  vat_id?: string | null;
  tax_number?: string | null;
}
export interface InvoiceDocument {
  issuer: InvoiceParty & { iban: string; bic: string; bank: string; creditor_id: string; register?: string | null };
  recipient: InvoiceParty;
  lines: { description: string; quantity: number; unit_net_cents: number; net_cents: number }[];
  /** `iban`: the debited account in full, for the e-invoice's BT-91 (the PDF shows `iban_masked`); older invoices lack it. */
  sepa?: { mandate_reference: string; mandate_date: string; iban_masked: string; iban?: string } | null;
  note?: string | null;
}
export type NewInvoice = Omit<InvoiceRow, 'id' | 'issued_at' | 'corrects_number'> & { issued_at: Date };

export async function insertInvoice(q: Queryable, i: NewInvoice) {
  return (await q.one<{ id: number }>(
    `INSERT INTO invoices (number, kind, business_id, subscription_id, corrects_invoice_id, issued_at, period_start, period_end, net_cents, vat_rate,
       vat_cents, gross_cents, payment_method, due_date, document)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15) RETURNING id`,
    [
      i.number,
      i.kind,
      i.business_id,
      i.subscription_id,
      i.corrects_invoice_id,
      i.issued_at,
      i.period_start,
      i.period_end,
      i.net_cents,
      i.vat_rate,
      i.vat_cents,
      i.gross_cents,
      i.payment_method,
      i.due_date,
      JSON.stringify(i.document),
    ],
  ))!.id;
}
const INV = `SELECT i.*, i.due_date::text AS due_date, c.number AS corrects_number FROM invoices i LEFT JOIN invoices c ON c.id = i.corrects_invoice_id`;
export const listInvoicesOf = (q: Queryable, businessId: number) => q.query<InvoiceRow>(`${INV} WHERE i.business_id = $1 ORDER BY i.id DESC`, [businessId]);
export const findInvoice = (q: Queryable, id: number) => q.one<InvoiceRow>(`${INV} WHERE i.id = $1`, [id]);
export const hasCreditNote = async (q: Queryable, id: number) => !!(await q.one(`SELECT 1 FROM invoices WHERE corrects_invoice_id = $1`, [id]));
export async function listAllInvoices(q: Queryable, f: { businessId?: number; limit: number; offset: number }) {
  const rows = await q.query<InvoiceRow>(`${INV} WHERE ($1::int IS NULL OR i.business_id = $1) ORDER BY i.id DESC LIMIT $2 OFFSET $3`, [
    f.businessId ?? null,
    f.limit,
    f.offset,
  ]);
  const total = await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM invoices WHERE ($1::int IS NULL OR business_id = $1)`, [f.businessId ?? null]);
  return { rows, total: total?.n ?? 0 };
}

export interface BillingRow {
  business_name: string;
  contact_person_name: string;
  contact_person_email: string;
  street: string;
  postal_code: string;
  city: string;
  country_code: string;
}
export const findBilling = (q: Queryable, businessId: number) =>
  q.one<BillingRow>(
    `SELECT business_name, contact_person_name, contact_person_email, street, postal_code, city, country_code FROM business_billing_addresses WHERE business_id = $1`,
    [businessId],
  );
export const findBusiness = (q: Queryable, id: number) =>
  q.one<{ id: number; slug: string; name: string }>(`SELECT id, slug, name FROM businesses WHERE id = $1`, [id]);

/** The IBAN of a subscription's SEPA mandate (for e-invoices of older invoices, whose snapshot kept it masked). */
export const subscriptionIban = async (q: Queryable, subscriptionId: number) =>
  (await q.one<{ sepa_iban: string | null }>(`SELECT sepa_iban FROM subscriptions WHERE id = $1`, [subscriptionId]))?.sepa_iban ?? null;
