// Access rows of the store (issue #16). Every id comes from the fixtures (access-fixtures.store.ts), which buy and
// create what the rows act on before any row runs: the product `job` (which a business may buy more than once) and its
// price, the business's purchase and its invoice, and the admin's subscriptions and the invoice of one of them.
import type { Rule } from './access-rules.ts';

let seq = 0;
const key = () => `zugriff-${Date.now().toString(36)}-${(seq += 1)}`;

export const STORE_RULES: Record<string, Rule> = {
  'GET /api/store/products': { guest: 'Produkte und Preise stehen wie eine Preisliste offen' },
  'POST /api/store/products/:id/buy': {
    owner: 'business',
    call: (f) => ({
      url: `/api/store/products/${f.store.jobProductId}/buy`,
      body: {
        business_id: f.business.id,
        term: 'month',
        payment_method: 'invoice',
        accept_terms: true,
        expected_gross_cents: f.store.jobGrossCents,
        idempotency_key: key(),
      },
    }),
    ownerStatus: [201],
  },
  'GET /api/v2/business/:id/subscriptions': { owner: 'business', call: (f) => ({ url: `/api/v2/business/${f.business.id}/subscriptions` }) },
  'POST /api/v2/business/:id/subscriptions': {
    owner: 'admin',
    call: (f) => ({
      url: `/api/v2/business/${f.business.id}/subscriptions`,
      body: { product_id: f.store.jobProductId, price: 1500, starts_at: new Date().toISOString(), send_confirmation_mail: false },
    }),
  },
  'PUT /api/v2/business/:id/subscriptions/:subId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/subscriptions/${f.store.changeSubscriptionId}`, body: { price: 1600 } }),
  },
  'DELETE /api/v2/business/:id/subscriptions/:subId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/subscriptions/${f.store.deleteSubscriptionId}` }),
  },
  'POST /api/v2/business/:id/subscriptions/:subId/cancel': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/subscriptions/${f.store.purchaseId}/cancel` }),
  },
  'GET /api/v2/admin/subscriptions/:a/:b/dummy': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/admin/subscriptions/${f.business.id}/${f.store.jobProductId}/dummy` }),
  },
  'GET /api/v2/business/:id/invoices': { owner: 'business', call: (f) => ({ url: `/api/v2/business/${f.business.id}/invoices` }) },
  'GET /api/v2/business/:id/invoices/:invoiceId/pdf': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/invoices/${f.store.invoiceId}/pdf` }),
  },
  'GET /api/v2/business/:id/invoices/:invoiceId/einvoice': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/invoices/${f.store.invoiceId}/einvoice?format=xrechnung` }),
  },
  'GET /api/crm/invoices/': { owner: 'admin', call: () => ({ url: '/api/crm/invoices/' }) },
  'POST /api/crm/invoices/:id/credit_note': {
    owner: 'admin',
    call: (f) => ({ url: `/api/crm/invoices/${f.store.creditInvoiceId}/credit_note`, body: { reason: 'Zugriffstest' } }),
  },
};
