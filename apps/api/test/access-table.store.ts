// Access rows of the store (issue #16). Ids are those of a fresh demo database in route order: products come from
// migration 0200 (2 = job, which a business may buy more than once); subscription 1 is the demo's (Autohaus
// Wimmer), 2 the business's purchase below, 3 the admin's; invoice 1 is the purchase's, 2 the admin's.
import type { Rule } from './access-rules.ts';

let seq = 0;
const key = () => `zugriff-${Date.now().toString(36)}-${(seq += 1)}`;
const JOB_PRODUCT = 2;
const JOB_GROSS = 2261; // 19,00 € net + 19 % VAT

export const STORE_RULES: Record<string, Rule> = {
  'GET /api/store/products': { guest: 'Produkte und Preise stehen wie eine Preisliste offen' },
  'POST /api/store/products/:id/buy': {
    owner: 'business',
    call: (f) => ({
      url: `/api/store/products/${JOB_PRODUCT}/buy`,
      body: {
        business_id: f.business.id,
        term: 'month',
        payment_method: 'invoice',
        accept_terms: true,
        expected_gross_cents: JOB_GROSS,
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
      body: { product_id: JOB_PRODUCT, price: 1500, starts_at: new Date().toISOString(), send_confirmation_mail: false },
    }),
  },
  'PUT /api/v2/business/:id/subscriptions/:subId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/subscriptions/3`, body: { price: 1600 } }),
  },
  'DELETE /api/v2/business/:id/subscriptions/:subId': { owner: 'admin', call: (f) => ({ url: `/api/v2/business/${f.business.id}/subscriptions/3` }) },
  'POST /api/v2/business/:id/subscriptions/:subId/cancel': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/subscriptions/2/cancel` }),
  },
  'GET /api/v2/admin/subscriptions/:a/:b/dummy': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/admin/subscriptions/${f.business.id}/${JOB_PRODUCT}/dummy` }),
  },
  'GET /api/v2/business/:id/invoices': { owner: 'business', call: (f) => ({ url: `/api/v2/business/${f.business.id}/invoices` }) },
  'GET /api/v2/business/:id/invoices/:invoiceId/pdf': { owner: 'business', call: (f) => ({ url: `/api/v2/business/${f.business.id}/invoices/1/pdf` }) },
  'GET /api/v2/business/:id/invoices/:invoiceId/einvoice': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/invoices/1/einvoice?format=xrechnung` }),
  },
  'GET /api/crm/invoices/': { owner: 'admin', call: () => ({ url: '/api/crm/invoices/' }) },
  'POST /api/crm/invoices/:id/credit_note': { owner: 'admin', call: () => ({ url: '/api/crm/invoices/2/credit_note', body: { reason: 'Zugriffstest' } }) },
};
