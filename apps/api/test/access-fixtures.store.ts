// Store objects of the demo business for the generated access test, made through the store's own routes (as the
// business and the admin would), so the rows name ids this run created and not the ids a fresh database happens to
// give: the job product (which a business may buy more than once) looked up by its slug, the business's purchase of
// it with its invoice, and two subscriptions the admin made (one to change, one to delete) with the invoice of the
// first for the credit note.
import type { TestContext } from './harness.ts';
import { billing } from './access-bodies.ts';

export interface StoreFixtures {
  /** The product `job` and its monthly gross price, as the checkout shows it. */
  jobProductId: number;
  jobGrossCents: number;
  /** The business's own purchase: the business cancels it. */
  purchaseId: number;
  /** The purchase's invoice: the business reads it as PDF and as e-invoice. */
  invoiceId: number;
  /** Subscriptions the admin made for the business: one the admin changes, one it deletes. */
  changeSubscriptionId: number;
  deleteSubscriptionId: number;
  /** The invoice of the subscription the admin changes: the admin issues a credit note on it. */
  creditInvoiceId: number;
}

type Json = { data: Record<string, unknown> | Record<string, unknown>[] };

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`store fixture ${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as Json;
}

export async function buildStoreFixtures(t: TestContext, businessId: number, tokens: { business: string; admin: string }): Promise<StoreFixtures> {
  const call = async (token: string, method: 'GET' | 'POST', url: string, what: string, payload?: Record<string, unknown>) =>
    (await ok(await t.request({ method, url, token, ...(payload ? { payload } : {}) }), what)).data;

  const products = (await call(tokens.business, 'GET', '/api/store/products', 'products')) as {
    id: number;
    slug: string;
    prices: { term: string; gross_cents: number }[];
  }[];
  const job = products.find((p) => p.slug === 'job');
  const gross = job?.prices.find((p) => p.term === 'month')?.gross_cents;
  if (!job || gross === undefined) throw new Error('store fixture: no monthly price of the product job');

  // A purchase needs the billing address; the business saves it as the checkout asks it to.
  await call(tokens.business, 'POST', `/api/v2/business/${businessId}/billing_address`, 'billing address', billing);
  const purchase = (await call(tokens.business, 'POST', `/api/store/products/${job.id}/buy`, 'purchase', {
    business_id: businessId,
    term: 'month',
    payment_method: 'invoice',
    accept_terms: true,
    expected_gross_cents: gross,
    idempotency_key: `zugriff-fixture-${Date.now().toString(36)}`,
  })) as { id: number };

  const adminSubscription = async (what: string) =>
    (
      (await call(tokens.admin, 'POST', `/api/v2/business/${businessId}/subscriptions`, what, {
        product_id: job.id,
        price: 1500,
        starts_at: new Date().toISOString(),
        send_confirmation_mail: false,
      })) as { id: number }
    ).id;
  const changeSubscriptionId = await adminSubscription('subscription to change');
  const deleteSubscriptionId = await adminSubscription('subscription to delete');

  // Both subscriptions with a price bill their first period at once; their invoices are found by subscription.
  const invoices = (await call(tokens.business, 'GET', `/api/v2/business/${businessId}/invoices`, 'invoices')) as {
    id: number;
    kind: string;
    subscription_id: number | null;
  }[];
  const invoiceOf = (subscriptionId: number) => {
    const found = invoices.find((i) => i.kind === 'invoice' && i.subscription_id === subscriptionId);
    if (!found) throw new Error(`store fixture: no invoice of subscription ${subscriptionId}`);
    return found.id;
  };
  return {
    jobProductId: job.id,
    jobGrossCents: gross,
    purchaseId: purchase.id,
    invoiceId: invoiceOf(purchase.id),
    changeSubscriptionId,
    deleteSubscriptionId,
    creditInvoiceId: invoiceOf(changeSubscriptionId),
  };
}
