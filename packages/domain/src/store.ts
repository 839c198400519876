// Store, subscriptions and invoices (spec 02 §3 Subscription/Product, §6, §7 Store and Admin, issue #16).
// Money is integer cents, net; VAT is 19 % rounded half up per invoice. A term is the contract period:
// a month or a year; a subscription renews by that period unless it was cancelled within the notice period.
import { z } from 'zod';
import { ZId } from './common.ts';

export const VAT_RATE_PERCENT = 19;
export const CURRENCY = 'EUR';
export const TERMS = ['month', 'year'] as const;
export type TTerm = (typeof TERMS)[number];
export const TERM_MONTHS: Record<TTerm, number> = { month: 1, year: 12 };
export const TERM_LABEL: Record<TTerm, string> = { month: 'monatlich', year: 'jährlich' };
export const PAYMENT_METHODS = ['invoice', 'sepa'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_LABEL: Record<TPaymentMethod, string> = { invoice: 'Rechnung (Überweisung)', sepa: 'SEPA-Lastschrift' };
/** Products with their own page under /betrieb/store/feature/{slug}. */
export const FEATURE_PAGES = ['premium', 'mail2chat', 'api_connection'] as const;
/** Days until an invoice paid by transfer is due. */
export const INVOICE_DUE_DAYS = 14;
export const MAX_PRICE_CENTS = 10_000_000;
const DAY_MS = 86_400_000;

/** VAT of a net amount in cents, rounded half up (integer arithmetic, no floating cents). */
export const vatOf = (netCents: number, ratePercent = VAT_RATE_PERCENT) => Math.floor((netCents * ratePercent + 50) / 100);
export const grossOf = (netCents: number, ratePercent = VAT_RATE_PERCENT) => netCents + vatOf(netCents, ratePercent);
export const amounts = (netCents: number) => ({ net_cents: netCents, vat_cents: vatOf(netCents), gross_cents: grossOf(netCents), vat_rate: VAT_RATE_PERCENT });

/** 12,34 € */
export const formatEuro = (cents: number) =>
  (cents / 100).toLocaleString('de-DE', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The same day `months` later (UTC); the 31st becomes the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * When a subscription cancelled at `now` ends: the first end of a contract period that is at least
 * `noticeDays` after `now` (a later cancellation runs one more period). `periodEnd` is the current period's end.
 */
export function cancellationEnd(periodEnd: Date, now: Date, noticeDays: number, termMonths: number): Date {
  let end = periodEnd;
  for (let i = 0; i < 1200 && end.getTime() - noticeDays * DAY_MS < now.getTime(); i++) end = addMonths(end, termMonths);
  return end;
}

/**
 * When the subscription ends if cancelled at `now` (issue #36, 3.): the one answer for the promise on the page, the
 * confirmation step and the cancellation itself (a cancellation 2.5 minutes after buying was promised the first
 * period end and got the second). An end already set before the period end stays.
 */
export function endIfCancelled(s: { ends_at: Date | null; current_period_end: Date; notice_days: number; term: TTerm }, now: Date): Date {
  if (s.ends_at && s.ends_at < s.current_period_end) return s.ends_at;
  return cancellationEnd(s.current_period_end, now, s.notice_days, TERM_MONTHS[s.term]);
}

/** The last moment a cancellation still ends the subscription at `periodEnd`. */
export const cancellationDeadline = (periodEnd: Date, noticeDays: number) => new Date(periodEnd.getTime() - noticeDays * DAY_MS);

/** IBAN by ISO 13616: country, check digits, mod 97 = 1. Spaces are ignored. */
export function normalizeIban(v: string) {
  return v.replace(/\s+/g, '').toUpperCase();
}
export function isValidIban(raw: string): boolean {
  const iban = normalizeIban(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('DE') && iban.length !== 22) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of v) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** The SEPA mandate text the checkout shows and the order confirmation repeats. */
export const sepaMandateText = (creditor: string, creditorId: string) =>
  `Ich ermächtige ${creditor} (Gläubiger-ID ${creditorId}), Zahlungen von meinem Konto mittels Lastschrift einzuziehen. ` +
  `Zugleich weise ich mein Kreditinstitut an, die von ${creditor} auf mein Konto gezogenen Lastschriften einzulösen. ` +
  'Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. ' +
  'Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.';

// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const line = (max: number, what: string) =>
  z
    .string({ error: `Bitte gib ${what} an.` })
    .trim()
    .max(max, `${what} ist zu lang (höchstens ${max} Zeichen).`)
    .regex(NO_CONTROL, `Bitte gib ${what} ohne Steuerzeichen an.`);

const ZPrice = z.object({ net_cents: z.number().int(), vat_cents: z.number().int(), gross_cents: z.number().int(), vat_rate: z.number() });
export const ZProductPrice = ZPrice.extend({ term: z.enum(TERMS) });
export const ZProduct = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  image: z.string().nullable(),
  background: z.string().nullable(),
  route: z.string().nullable(),
  notice_days: z.number(),
  trial_days: z.number(),
  prices: z.array(ZProductPrice),
  purchased: z.boolean(),
});
export type TProduct = z.infer<typeof ZProduct>;
/** GET /api/store/products: the catalogue, with the SEPA mandate's text the checkout shows. */
export const ZProductCatalogue = z.object({ data: z.array(ZProduct), sepa_mandate_text: z.string() });
export type TProductCatalogue = z.infer<typeof ZProductCatalogue>;

export const ZIdempotencyKey = z
  .string({ error: 'Bitte lade die Seite neu.' })
  .min(8, 'Bitte lade die Seite neu.')
  .max(100, 'Bitte lade die Seite neu.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Bitte lade die Seite neu.');

/** POST /api/store/products/{id}/buy. `expected_gross_cents` is what the buyer saw: another price is refused. */
export const ZBuyInput = z
  .object({
    business_id: ZId,
    term: z.enum(TERMS, { error: 'Bitte wähle die Laufzeit.' }),
    payment_method: z.enum(PAYMENT_METHODS, { error: 'Bitte wähle die Zahlungsart.' }),
    iban: line(42, 'die IBAN').optional(),
    account_holder: line(120, 'den Kontoinhaber').optional(),
    accept_terms: z.literal(true, { error: 'Bitte akzeptiere die AGB.' }),
    expected_gross_cents: z.number({ error: 'Bitte lade die Seite neu.' }).int().min(0).max(MAX_PRICE_CENTS),
    idempotency_key: ZIdempotencyKey,
  })
  .superRefine((v, ctx) => {
    if (v.payment_method !== 'sepa') return;
    if (!v.iban || !isValidIban(v.iban))
      ctx.addIssue({ code: 'custom', path: ['iban'], message: 'Bitte gib eine gültige IBAN ein (Prüfziffer stimmt nicht).' });
    if (!v.account_holder || v.account_holder.length < 2) ctx.addIssue({ code: 'custom', path: ['account_holder'], message: 'Bitte gib den Kontoinhaber an.' });
  });
export type TBuyInput = z.infer<typeof ZBuyInput>;
export const ZProductParam = z.object({ id: ZId });

export const SUBSCRIPTION_STATES = ['trial', 'active', 'cancelled', 'scheduled', 'ended'] as const;
export const SUBSCRIPTION_STATE_LABEL: Record<(typeof SUBSCRIPTION_STATES)[number], string> = {
  trial: 'Testphase',
  active: 'Aktiv',
  cancelled: 'Gekündigt',
  scheduled: 'Beginnt bald',
  ended: 'Beendet',
};
export const ZSubscription = z.object({
  id: z.number(),
  business_id: z.number(),
  product: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  term: z.enum(TERMS),
  price: z.number(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  trial_before_start: z.number(),
  start_new_contract_period: z.boolean(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  notice_days: z.number(),
  cancellation_deadline: z.string(),
  /** The end a cancellation now would give (endIfCancelled): what the page promises before the button. */
  ends_if_cancelled_now: z.string(),
  cancelled_at: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  sepa_mandate_reference: z.string().nullable(),
  state: z.enum(SUBSCRIPTION_STATES),
  created_at: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

const ZInstant = (what: string) =>
  z.iso.datetime({ offset: true, error: `Bitte gib ${what} an.` }).refine((v) => {
    const y = new Date(v).getUTCFullYear();
    return y >= 2000 && y <= 2100;
  }, `Bitte gib ${what} zwischen 2000 und 2100 an.`);

/** The admin's subscription (02 §7 Admin): price is net cents per contract period. */
export const ZAdminSubscriptionInput = z
  .object({
    product_id: ZId,
    term: z.enum(TERMS, { error: 'Bitte wähle die Laufzeit.' }).default('month'),
    price: z.number({ error: 'Bitte gib den Preis in Cent an.' }).int('Bitte gib den Preis in Cent an.').min(0).max(MAX_PRICE_CENTS),
    starts_at: ZInstant('den Beginn'),
    ends_at: ZInstant('das Ende').nullable().default(null),
    trial_before_start: z.number().int().min(0, 'Die Testphase kann nicht negativ sein.').max(365, 'Die Testphase darf höchstens 365 Tage dauern.').default(0),
    start_new_contract_period: z.boolean().default(true),
    send_confirmation_mail: z.boolean().default(false),
    payment_method: z.enum(PAYMENT_METHODS).default('invoice'),
  })
  .refine((v) => !v.ends_at || new Date(v.ends_at) > new Date(v.starts_at), { path: ['ends_at'], message: 'Das Ende muss nach dem Beginn liegen.' });
export type TAdminSubscriptionInput = z.infer<typeof ZAdminSubscriptionInput>;
export const ZAdminSubscriptionUpdate = z.object({
  price: z.number().int().min(0).max(MAX_PRICE_CENTS).optional(),
  ends_at: ZInstant('das Ende').nullable().optional(),
  start_new_contract_period: z.boolean().optional(),
});
export type TAdminSubscriptionUpdate = z.infer<typeof ZAdminSubscriptionUpdate>;
export const ZBusinessSubParam = z.object({ id: ZId, subId: ZId });
export const ZDummyParam = z.object({ a: ZId, b: ZId });
/** The dummy preview (GET /api/v2/admin/subscriptions/{a}/{b}/dummy): a subscription of product b for business a; nothing is stored. */
export const ZSubscriptionPreview = z.object({
  business: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  product: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  term: z.enum(TERMS),
  starts_at: z.string(),
  current_period_end: z.string(),
  notice_days: z.number(),
  trial_before_start: z.number(),
  net_cents: z.number(),
  vat_cents: z.number(),
  gross_cents: z.number(),
  vat_rate: z.number(),
  billing_address: z
    .object({
      business_name: z.string(),
      contact_person_name: z.string(),
      contact_person_email: z.string(),
      street: z.string(),
      postal_code: z.string(),
      city: z.string(),
      country_code: z.string(),
    })
    .nullable(),
});
export type TSubscriptionPreview = z.infer<typeof ZSubscriptionPreview>;

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export const ZInvoice = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  business_id: z.number(),
  business_name: z.string(),
  subscription_id: z.number().nullable(),
  corrects_number: z.string().nullable(),
  issued_at: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  net_cents: z.number(),
  vat_rate: z.number(),
  vat_cents: z.number(),
  gross_cents: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  due_date: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoiceParam = z.object({ id: ZId, invoiceId: ZId });
export const E_INVOICE_FORMATS = ['xrechnung', 'facturx'] as const;
export const ZInvoiceFileQuery = z.object({ format: z.enum(E_INVOICE_FORMATS).default('xrechnung') });
export const ZCrmInvoiceQuery = z.object({
  business_id: ZId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ZCreditNoteInput = z.object({ reason: line(300, 'den Grund').pipe(z.string().min(3, 'Bitte gib den Grund an.')) });
