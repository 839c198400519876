// Invoices: one per billing period with a gap-free number (counter row in the same transaction), a snapshot of
// issuer and recipient (§14 UStG), never changed afterwards (a correction is a credit note). The run job bills
// the current period of every due subscription and renews those whose period ended.
import { dayInGermany, yearInGermany } from '@oabat/domain/dates';
import { addMonths, amounts, INVOICE_DUE_DAYS, TERM_MONTHS, VAT_RATE_PERCENT, TERM_LABEL } from '@oabat/domain/store';
import type { Queryable } from '../../db.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import type { StoreDeps } from './store.deps.ts';
import * as repo from './store.repository.ts';

export const RUN_JOB = 'store.billing-run';
export const RUN_BATCH = 200;

/** "Musterstraße 1, 94032 Passau" → street, postal code, city. */
export function splitAddress(a: string) {
  const [street = a, rest = ''] = a.split(/,\s*/);
  const m = /^(\d{4,5})\s+(.+)$/.exec(rest.trim());
  return { street: street.trim(), postal_code: m?.[1] ?? '', city: m?.[2] ?? rest.trim() };
}

export function issuerOf(c: StoreDeps['config']): repo.InvoiceDocument['issuer'] {
  return {
    name: c.OPERATOR_NAME,
    ...splitAddress(c.OPERATOR_ADDRESS),
    country_code: 'DE',
    contact_name: c.OPERATOR_REPRESENTATIVE,
    email: c.OPERATOR_EMAIL,
    vat_id: c.OPERATOR_VAT_ID,
    tax_number: c.OPERATOR_TAX_NUMBER ?? null,
    iban: c.OPERATOR_IBAN,
    bic: c.OPERATOR_BIC,
    bank: c.OPERATOR_BANK,
    creditor_id: c.OPERATOR_CREDITOR_ID,
    register: c.OPERATOR_REGISTER,
  };
}

const masked = (iban: string) => `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
const formatNumber = (year: number, n: number) => `RE-${year}-${String(n).padStart(6, '0')}`;

/** Issues the invoice of one period of a subscription, in the caller's transaction. Returns its id (or null for 0 €). */
export async function issueInvoice(q: Queryable, d: StoreDeps, sub: repo.SubscriptionRow, period: { start: Date; end: Date }, now = new Date()) {
  if (sub.price <= 0) return null;
  const billing = await repo.findBilling(q, sub.business_id);
  if (!billing) throw invalid('billing_address', 'Bitte hinterlege zuerst eine Rechnungsadresse.');
  const year = yearInGermany(now);
  const number = formatNumber(year, await repo.nextInvoiceNumber(q, year));
  const a = amounts(sub.price);
  const due = dayInGermany(now.getTime() + INVOICE_DUE_DAYS * 86_400_000);
  return repo.insertInvoice(q, {
    number,
    kind: 'invoice',
    business_id: sub.business_id,
    subscription_id: sub.id,
    corrects_invoice_id: null,
    issued_at: now,
    period_start: period.start,
    period_end: period.end,
    net_cents: a.net_cents,
    vat_rate: VAT_RATE_PERCENT,
    vat_cents: a.vat_cents,
    gross_cents: a.gross_cents,
    payment_method: sub.payment_method,
    due_date: due,
    document: {
      issuer: issuerOf(d.config),
      recipient: {
        name: billing.business_name,
        contact_name: billing.contact_person_name,
        email: billing.contact_person_email,
        street: billing.street,
        postal_code: billing.postal_code,
        city: billing.city,
        country_code: billing.country_code || 'DE',
      },
      lines: [{ description: `${sub.product_name} (${TERM_LABEL[sub.term]})`, quantity: 1, unit_net_cents: sub.price, net_cents: sub.price }],
      sepa:
        sub.payment_method === 'sepa' && sub.sepa_mandate_reference && sub.sepa_iban
          ? {
              mandate_reference: sub.sepa_mandate_reference,
              mandate_date: (sub.sepa_mandate_date ?? now).toISOString(),
              iban_masked: masked(sub.sepa_iban),
              iban: sub.sepa_iban.replace(/\s+/g, ''),
            }
          : null,
      note: null,
    },
  });
}

/** Bills the subscription's current period if it began and is not billed yet; marks it billed. */
export async function billCurrentPeriod(q: Queryable, d: StoreDeps, sub: repo.SubscriptionRow, now = new Date()) {
  if (sub.current_period_start > now) return null;
  if (sub.billed_period_start && sub.billed_period_start.getTime() >= sub.current_period_start.getTime()) return null;
  const id = await issueInvoice(q, d, sub, { start: sub.current_period_start, end: sub.current_period_end }, now);
  await repo.markBilled(q, sub.id, sub.current_period_start);
  return id;
}

/**
 * One pass of the run: renews every subscription whose period ended (when it renews) and bills every current
 * period not billed yet. Each subscription in its own transaction, so one failure (no billing address) stops
 * only that one. Returns how many invoices were issued.
 */
export async function runBilling(d: StoreDeps, now = new Date()) {
  let issued = 0;
  const failed = new Set<number>();
  for (;;) {
    const due = (await repo.dueForBilling(d.db, now, RUN_BATCH + failed.size)).filter((s) => !failed.has(s.id));
    if (!due.length) break;
    for (const s of due) {
      try {
        issued += await d.db.tx(async (q) => {
          let sub = (await repo.lockSubscription(q, s.id))!;
          let n = 0;
          // Catch up period by period (a stopped server bills every missed period once).
          for (let i = 0; i < 240; i++) {
            if ((await billCurrentPeriod(q, d, sub, now)) !== null) n++;
            else if (!sub.billed_period_start || sub.billed_period_start < sub.current_period_start) await repo.markBilled(q, sub.id, sub.current_period_start);
            const renews = sub.start_new_contract_period && sub.current_period_end <= now && (!sub.ends_at || sub.ends_at > sub.current_period_end);
            if (!renews) break;
            const next = { start: sub.current_period_end, end: addMonths(sub.current_period_end, TERM_MONTHS[sub.term]) };
            await repo.advancePeriod(q, sub.id, next.start, next.end);
            sub = (await repo.lockSubscription(q, s.id))!;
          }
          return n;
        });
      } catch (err) {
        failed.add(s.id);
        d.log.warn({ err, subscription: s.id }, 'billing run: subscription not billed');
      }
    }
  }
  return issued;
}

/** A credit note for the whole invoice (the correction; the invoice itself stays as issued). */
export async function creditNote(d: StoreDeps, invoiceId: number, reason: string, now = new Date()) {
  return d.db.tx(async (q) => {
    const inv = await repo.findInvoice(q, invoiceId);
    if (!inv) return null;
    if (inv.kind !== 'invoice') throw invalid('invoice', 'Eine Gutschrift lässt sich nicht noch einmal gutschreiben.');
    if (await repo.hasCreditNote(q, inv.id)) throw conflict('store.already_credited', 'Zu dieser Rechnung gibt es schon eine Gutschrift.');
    const year = yearInGermany(now);
    const number = formatNumber(year, await repo.nextInvoiceNumber(q, year));
    return repo.insertInvoice(q, {
      ...inv,
      number,
      kind: 'credit_note',
      corrects_invoice_id: inv.id,
      issued_at: now,
      due_date: dayInGermany(now),
      document: { ...inv.document, note: `Grund: ${reason}` },
    });
  });
}
