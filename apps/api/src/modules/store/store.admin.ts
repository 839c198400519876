// The admin's subscription calls (02 §7 Admin: create for a business with send_confirmation_mail, change,
// delete, the dummy preview) and the invoices: the business's own list and files, the admin's list and credit notes.
import { addMonths, amounts, TERM_MONTHS, type TAdminSubscriptionInput, type TAdminSubscriptionUpdate, type TInvoice } from '@oabat/domain/store';
import { isAdmin } from '@oabat/domain/rights';
import { toPage } from '@oabat/domain/common';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import type { StoreDeps } from './store.deps.ts';
import { billCurrentPeriod, creditNote } from './store.billing.ts';
import { applyUnlocks, ownBusiness, scheduleApply, sendConfirmation, toSubscription } from './store.usecases.ts';
import { invoicePdf } from './store.pdf.ts';
import { facturXPdf, xrechnungXml } from './store.einvoice.ts';
import * as repo from './store.repository.ts';

const CRM_PAGE = 50;

function adminOnly(viewer: SessionUser | null) {
  requireViewer(viewer);
  if (!isAdmin(viewer)) throw forbidden('Nur die Verwaltung darf Abonnements anlegen und ändern.');
}
async function businessOrMissing(d: StoreDeps, id: number) {
  const b = await repo.findBusiness(d.db, id);
  if (!b) throw notFound('store.business_not_found', 'Diesen Betrieb gibt es nicht.');
  return b;
}
async function productOrInvalid(d: StoreDeps, id: number) {
  const p = await repo.findProduct(d.db, id);
  if (!p) throw invalid('product_id', 'Dieses Produkt gibt es nicht.');
  return p;
}

/** What a subscription would look like (the dummy preview): periods, price, VAT; nothing is stored. */
export async function dummy(d: StoreDeps, viewer: SessionUser | null, businessId: number, productId: number, now = new Date()) {
  adminOnly(viewer);
  const b = await businessOrMissing(d, businessId);
  const p = await repo.findProduct(d.db, productId);
  if (!p) throw notFound('store.product_not_found', 'Dieses Produkt gibt es nicht.');
  const term = p.price_month_cents !== null ? 'month' : 'year';
  const net = (term === 'month' ? p.price_month_cents : p.price_year_cents) ?? 0;
  return {
    business: { id: b.id, slug: b.slug, name: b.name },
    product: { id: p.id, slug: p.slug, name: p.name },
    term,
    starts_at: now.toISOString(),
    current_period_end: addMonths(now, TERM_MONTHS[term]).toISOString(),
    notice_days: p.notice_days,
    trial_before_start: p.trial_days,
    ...amounts(net),
    billing_address: (await repo.findBilling(d.db, b.id)) ?? null,
  };
}

export async function createSubscription(d: StoreDeps, viewer: SessionUser | null, businessId: number, input: TAdminSubscriptionInput, now = new Date()) {
  adminOnly(viewer);
  const b = await businessOrMissing(d, businessId);
  const p = await productOrInvalid(d, input.product_id);
  const starts = new Date(input.starts_at);
  const ends = input.ends_at ? new Date(input.ends_at) : null;
  const billing = await repo.findBilling(d.db, b.id);
  if (input.price > 0 && !billing) throw invalid('billing_address', 'Der Betrieb hat noch keine Rechnungsadresse.');
  const sub = await d.db.tx(async (q) => {
    const id = (await repo.insertSubscription(q, {
      business_id: b.id,
      product_id: p.id,
      term: input.term,
      price: input.price,
      starts_at: starts,
      ends_at: ends,
      trial_before_start: input.trial_before_start,
      start_new_contract_period: input.start_new_contract_period,
      notice_days: p.notice_days,
      current_period_start: starts,
      current_period_end: addMonths(starts, TERM_MONTHS[input.term]),
      payment_method: input.payment_method,
      created_by: viewer!.id,
    }))!;
    const row = (await repo.findSubscription(q, b.id, id))!;
    await billCurrentPeriod(q, d, row, now);
    await applyUnlocks(q, b.id, now);
    if (input.send_confirmation_mail && billing) await sendConfirmation(d, q, row, billing.contact_person_email);
    return (await repo.findSubscription(q, b.id, id))!;
  });
  await scheduleApply(d, sub);
  return toSubscription(sub, now);
}

export async function updateSubscription(d: StoreDeps, viewer: SessionUser | null, businessId: number, subId: number, input: TAdminSubscriptionUpdate) {
  adminOnly(viewer);
  const b = await businessOrMissing(d, businessId);
  const sub = await d.db.tx(async (q) => {
    const s = await repo.findSubscription(q, b.id, subId);
    if (!s) throw notFound('store.subscription_not_found', 'Dieses Abonnement gibt es nicht.');
    const ends = input.ends_at === undefined ? undefined : input.ends_at === null ? null : new Date(input.ends_at);
    if (ends && ends <= s.starts_at) throw invalid('ends_at', 'Das Ende muss nach dem Beginn liegen.');
    // A new price applies from the next period: issued invoices stay as they are.
    await repo.updateSubscription(q, s.id, { price: input.price, ends_at: ends, start_new_contract_period: input.start_new_contract_period });
    await applyUnlocks(q, b.id);
    return (await repo.findSubscription(q, b.id, s.id))!;
  });
  await scheduleApply(d, sub);
  return toSubscription(sub);
}

export async function deleteSubscription(d: StoreDeps, viewer: SessionUser | null, businessId: number, subId: number) {
  adminOnly(viewer);
  const b = await businessOrMissing(d, businessId);
  await d.db.tx(async (q) => {
    const s = await repo.findSubscription(q, b.id, subId);
    if (!s) throw notFound('store.subscription_not_found', 'Dieses Abonnement gibt es nicht.');
    await repo.deleteSubscription(q, s.id);
    await applyUnlocks(q, b.id);
  });
}

export function toInvoice(i: repo.InvoiceRow): TInvoice {
  return {
    id: i.id,
    number: i.number,
    kind: i.kind,
    business_id: i.business_id,
    business_name: i.document.recipient.name,
    subscription_id: i.subscription_id,
    corrects_number: i.corrects_number,
    issued_at: i.issued_at.toISOString(),
    period_start: i.period_start.toISOString(),
    period_end: i.period_end.toISOString(),
    net_cents: i.net_cents,
    vat_rate: i.vat_rate,
    vat_cents: i.vat_cents,
    gross_cents: i.gross_cents,
    payment_method: i.payment_method,
    due_date: i.due_date,
  };
}

export async function listInvoices(d: StoreDeps, viewer: SessionUser | null, businessId: number) {
  const b = await ownBusiness(d.db, viewer, businessId, true);
  return (await repo.listInvoicesOf(d.db, b.id)).map(toInvoice);
}

export async function crmInvoices(d: StoreDeps, viewer: SessionUser | null, f: { business_id?: number; page: number }) {
  adminOnly(viewer);
  const { rows, total } = await repo.listAllInvoices(d.db, { businessId: f.business_id, limit: CRM_PAGE, offset: (f.page - 1) * CRM_PAGE });
  return toPage(rows.map(toInvoice), total, f.page, CRM_PAGE);
}

export async function crmCreditNote(d: StoreDeps, viewer: SessionUser | null, invoiceId: number, reason: string) {
  adminOnly(viewer);
  const id = await creditNote(d, invoiceId, reason);
  if (id === null) throw notFound('store.invoice_not_found', 'Diese Rechnung gibt es nicht.');
  return toInvoice((await repo.findInvoice(d.db, id))!);
}

export type InvoiceFile = 'pdf' | 'xrechnung' | 'facturx';
/** One invoice as a file for its business's users (and the admin). */
export async function invoiceFile(d: StoreDeps, viewer: SessionUser | null, businessId: number, invoiceId: number, kind: InvoiceFile) {
  const b = await ownBusiness(d.db, viewer, businessId, true);
  const inv = await repo.findInvoice(d.db, invoiceId);
  if (!inv || inv.business_id !== b.id) throw notFound('store.invoice_not_found', 'Diese Rechnung gibt es nicht.');
  // Invoices issued before the snapshot kept the full IBAN take it from their subscription's mandate (e-invoice BT-91).
  if (inv.document.sepa && !inv.document.sepa.iban && inv.subscription_id) {
    const iban = await repo.subscriptionIban(d.db, inv.subscription_id);
    if (iban) inv.document.sepa.iban = iban.replace(/\s+/g, '');
  }
  if (kind === 'xrechnung') return { name: `${inv.number}.xml`, type: 'application/xml; charset=utf-8', body: Buffer.from(await xrechnungXml(inv)) };
  const pdf = await invoicePdf(inv);
  if (kind === 'pdf') return { name: `${inv.number}.pdf`, type: 'application/pdf', body: Buffer.from(pdf) };
  return { name: `${inv.number}-zugferd.pdf`, type: 'application/pdf', body: Buffer.from(await facturXPdf(inv, pdf)) };
}
