// Rules of the store: everybody sees the products; only a business's own users buy for it and see or cancel its
// subscriptions; prices come from the server (a different expected price is refused); a repeated idempotency key
// returns the first purchase. What a subscription unlocks is switched by the apply job when it starts or ends.
import { formatDay } from '@oabat/domain/dates';
import {
  addMonths,
  amounts,
  cancellationDeadline,
  endIfCancelled,
  formatEuro,
  normalizeIban,
  PAYMENT_LABEL,
  sepaMandateText,
  TERM_LABEL,
  TERM_MONTHS,
  TERMS,
  type TBuyInput,
  type TProduct,
  type TSubscription,
  type TTerm,
} from '@oabat/domain/store';
import { isAdmin } from '@oabat/domain/rights';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { Queryable } from '../../db.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import type { StoreDeps } from './store.deps.ts';
import { billCurrentPeriod } from './store.billing.ts';
import * as repo from './store.repository.ts';

export const APPLY_JOB = 'store.apply';
export interface ApplyJob {
  business_id: number;
}
const DAY_MS = 86_400_000;

export const priceOf = (p: repo.ProductRow, term: TTerm) => (term === 'month' ? p.price_month_cents : p.price_year_cents);
const productGone = (p: repo.ProductRow, now: Date) => !p.is_active || (p.available_until !== null && p.available_until <= now);
const running = (s: repo.SubscriptionRow, now: Date) =>
  s.starts_at.getTime() - s.trial_before_start * DAY_MS <= now.getTime() && (!s.ends_at || s.ends_at > now);

export function toProduct(p: repo.ProductRow, purchased: string[]): TProduct {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    features: p.features,
    image: p.image,
    background: p.background,
    route: p.route,
    notice_days: p.notice_days,
    trial_days: p.trial_days,
    prices: TERMS.flatMap((term) => {
      const net = priceOf(p, term);
      return net === null ? [] : [{ term, ...amounts(net) }];
    }),
    purchased: purchased.includes(p.slug),
  };
}

export function toSubscription(s: repo.SubscriptionRow, now = new Date()): TSubscription {
  const state: TSubscription['state'] =
    s.ends_at && s.ends_at <= now
      ? 'ended'
      : s.starts_at > now
        ? s.starts_at.getTime() - s.trial_before_start * DAY_MS <= now.getTime()
          ? 'trial'
          : 'scheduled'
        : s.cancelled_at
          ? 'cancelled'
          : 'active';
  return {
    id: s.id,
    business_id: s.business_id,
    product: { id: s.product_id, slug: s.product_slug, name: s.product_name },
    term: s.term,
    price: s.price,
    starts_at: s.starts_at.toISOString(),
    ends_at: s.ends_at?.toISOString() ?? null,
    trial_before_start: s.trial_before_start,
    start_new_contract_period: s.start_new_contract_period,
    current_period_start: s.current_period_start.toISOString(),
    current_period_end: s.current_period_end.toISOString(),
    notice_days: s.notice_days,
    cancellation_deadline: cancellationDeadline(s.current_period_end, s.notice_days).toISOString(),
    ends_if_cancelled_now: endIfCancelled(s, now).toISOString(),
    cancelled_at: s.cancelled_at?.toISOString() ?? null,
    payment_method: s.payment_method,
    sepa_mandate_reference: s.sepa_mandate_reference,
    state,
    created_at: s.created_at.toISOString(),
  };
}

export async function listProducts(d: StoreDeps, viewer: SessionUser | null) {
  const purchased = viewer?.business ? await repo.purchasedSlugs(d.db, viewer.business.id) : [];
  return (await repo.listProducts(d.db)).map((p) => toProduct(p, purchased));
}

/** The business named by the call, if the viewer is one of its users (the admin may read, see `read`). */
export async function ownBusiness(q: Queryable, viewer: SessionUser | null, id: number, read = false) {
  requireViewer(viewer);
  const b = await repo.findBusiness(q, id);
  if (!b) throw notFound('store.business_not_found', 'Diesen Betrieb gibt es nicht.');
  if (viewer.business?.id !== b.id && !(read && isAdmin(viewer))) throw forbidden('Nur die Nutzer dieses Betriebs dürfen das.');
  return b;
}

/** Switches what the business's running subscriptions unlock on, and what the store granted before off. */
export async function applyUnlocks(q: Queryable, businessId: number, now = new Date()) {
  const rows = await repo.activeUnlocks(q, businessId, now);
  const types = new Set(rows.flatMap((r) => (r.subscription_type_id ? [String(r.subscription_type_id)] : [])));
  const perms = new Set(rows.flatMap((r) => r.permissions));
  for (const t of types) await repo.grantType(q, businessId, Number(t));
  for (const p of perms) await repo.grantPermission(q, businessId, p);
  for (const g of await repo.grantsOf(q, businessId)) {
    if (g.kind === 'subscription_type' && !types.has(g.value)) await repo.revokeType(q, businessId, Number(g.value));
    if (g.kind === 'permission' && !perms.has(g.value)) await repo.revokePermission(q, businessId, g.value);
  }
}

/** Queues the apply job for the moments a subscription's effect starts and ends. */
export async function scheduleApply(d: StoreDeps, s: { business_id: number; starts_at: Date; trial_before_start: number; ends_at: Date | null }) {
  const at = [new Date(s.starts_at.getTime() - s.trial_before_start * DAY_MS), s.ends_at].filter((x): x is Date => !!x && x.getTime() > Date.now());
  for (const when of at) await d.jobs.send<ApplyJob>(APPLY_JOB, { business_id: s.business_id }, { startAfter: when });
}

export async function buy(d: StoreDeps, viewer: SessionUser | null, productId: number, input: TBuyInput, now = new Date()) {
  const business = await ownBusiness(d.db, viewer, input.business_id);
  const product = await repo.findProduct(d.db, productId);
  if (!product) throw notFound('store.product_not_found', 'Dieses Produkt gibt es nicht.');
  const earlier = await repo.findByIdempotencyKey(d.db, business.id, input.idempotency_key);
  if (earlier) return { subscription: toSubscription(earlier, now), created: false };
  if (productGone(product, now)) throw invalid('product', 'Dieses Produkt ist nicht mehr erhältlich.');
  const net = priceOf(product, input.term);
  if (net === null) throw invalid('term', 'Diese Laufzeit gibt es für dieses Produkt nicht.');
  if (amounts(net).gross_cents !== input.expected_gross_cents)
    throw invalid('expected_gross_cents', `Der Preis hat sich geändert: ${formatEuro(amounts(net).gross_cents)} brutto. Bitte prüfe ihn und bestätige erneut.`);
  const billing = await repo.findBilling(d.db, business.id);
  if (!billing) throw invalid('billing_address', 'Bitte hinterlege zuerst eine Rechnungsadresse.');

  const result = await d.db.tx(async (q) => {
    await repo.lockBusiness(q, business.id);
    // A double click waits for the first purchase above, then finds it here.
    const again = await repo.findByIdempotencyKey(q, business.id, input.idempotency_key);
    if (again) return { sub: again, created: false };
    const mine = await repo.listSubscriptions(q, business.id);
    if (product.slug !== 'job' && mine.some((s) => s.product_id === product.id && running(s, now) && !s.cancelled_at))
      throw invalid('product', 'Dieses Produkt hast du bereits gebucht.');
    const start = now;
    const id = await repo.insertSubscription(q, {
      business_id: business.id,
      product_id: product.id,
      term: input.term,
      price: net,
      starts_at: new Date(start.getTime() + product.trial_days * DAY_MS),
      ends_at: null,
      trial_before_start: product.trial_days,
      start_new_contract_period: true,
      notice_days: product.notice_days,
      current_period_start: new Date(start.getTime() + product.trial_days * DAY_MS),
      current_period_end: addMonths(new Date(start.getTime() + product.trial_days * DAY_MS), TERM_MONTHS[input.term]),
      payment_method: input.payment_method,
      sepa_iban: input.payment_method === 'sepa' && input.iban ? normalizeIban(input.iban) : null,
      sepa_account_holder: input.payment_method === 'sepa' ? (input.account_holder ?? null) : null,
      idempotency_key: input.idempotency_key,
      created_by: viewer!.id,
    });
    const sub = (await repo.findSubscription(q, business.id, id!))!;
    await billCurrentPeriod(q, d, sub, now);
    await applyUnlocks(q, business.id, now);
    await sendConfirmation(d, q, sub, billing.contact_person_email, viewer!.email);
    return { sub: (await repo.findSubscription(q, business.id, id!))!, created: true };
  });
  if (result.created) await scheduleApply(d, result.sub);
  return { subscription: toSubscription(result.sub, now), created: result.created };
}

/** The order confirmation (text form, as distance selling asks), to the billing contact and the buyer. */
export async function sendConfirmation(d: StoreDeps, q: Queryable, sub: repo.SubscriptionRow, billingEmail: string, buyerEmail?: string | null) {
  const a = amounts(sub.price);
  const lines = [
    `vielen Dank für deine Bestellung von „${sub.product_name}“.`,
    '',
    `Laufzeit: ${TERM_LABEL[sub.term]}, verlängert sich automatisch um die Laufzeit, wenn nicht gekündigt wird.`,
    `Beginn: ${formatDay(sub.starts_at)}`,
    `Preis je Laufzeit: ${formatEuro(a.net_cents)} netto + ${a.vat_rate} % USt. ${formatEuro(a.vat_cents)} = ${formatEuro(a.gross_cents)} brutto`,
    `Zahlungsart: ${PAYMENT_LABEL[sub.payment_method]}`,
    `Kündigungsfrist: ${sub.notice_days} Tage zum Ende der Laufzeit. Kündigen kannst du jederzeit unter ${d.config.publicUrl}/betrieb/abonnements.`,
  ];
  if (sub.payment_method === 'sepa' && sub.sepa_mandate_reference)
    lines.push(
      '',
      `SEPA-Lastschriftmandat (Mandatsreferenz ${sub.sepa_mandate_reference}):`,
      sepaMandateText(d.config.OPERATOR_NAME, d.config.OPERATOR_CREDITOR_ID),
    );
  lines.push('', `Deine Rechnungen findest du unter ${d.config.publicUrl}/betrieb/abonnements.`, '', `Dein Team von ${d.config.OPERATOR_NAME}`);
  const recipients = [...new Set([billingEmail, buyerEmail].filter((x): x is string => !!x).map((x) => x.toLowerCase()))];
  for (const to of recipients)
    await d.transports.mail(
      { to, subject: `Bestellbestätigung: ${sub.product_name}`, text: `Hallo,\n\n${lines.join('\n')}`, template: 'store.order_confirmation' },
      q,
    );
}

export async function listSubscriptions(d: StoreDeps, viewer: SessionUser | null, businessId: number) {
  const b = await ownBusiness(d.db, viewer, businessId, true);
  const now = new Date();
  return (await repo.listSubscriptions(d.db, b.id)).map((s) => toSubscription(s, now));
}

/** "Kündigung": ends at the first period end that keeps the notice period; takes effect through the apply job. */
export async function cancel(d: StoreDeps, viewer: SessionUser | null, businessId: number, subId: number, now = new Date()) {
  const b = await ownBusiness(d.db, viewer, businessId);
  const sub = await d.db.tx(async (q) => {
    const s = await repo.findSubscription(q, b.id, subId);
    if (!s) throw notFound('store.subscription_not_found', 'Dieses Abonnement gibt es nicht.');
    if (s.cancelled_at || (s.ends_at && s.ends_at <= now)) throw invalid('subscription', 'Dieses Abonnement ist bereits gekündigt oder beendet.');
    const end = endIfCancelled(s, now);
    await repo.cancelSubscription(q, s.id, end);
    const billing = await repo.findBilling(q, b.id);
    const text =
      `Hallo,\n\nwir bestätigen deine Kündigung von „${s.product_name}“ vom ${formatDay(now)}.\n` +
      `Das Abonnement endet am ${formatDay(new Date(end.getTime() - 1))}; bis dahin bleibt alles freigeschaltet.\n\nDein Team von ${d.config.OPERATOR_NAME}`;
    for (const to of new Set([billing?.contact_person_email, viewer!.email].filter((x): x is string => !!x)))
      await d.transports.mail({ to, subject: `Kündigungsbestätigung: ${s.product_name}`, text, template: 'store.cancellation' }, q);
    return (await repo.findSubscription(q, b.id, s.id))!;
  });
  await scheduleApply(d, sub);
  return toSubscription(sub, now);
}
