import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { lastMessage, loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { storeDeps } from './store.deps.ts';
import { runBilling } from './store.billing.ts';
import { overlappingRuns, pdfTextRuns, xrechnungViolations } from '../../../test/factories/einvoice-rules.ts';

let t: TestContext;
let huber: string;
let huberId: number;
let stranger: string;
let strangerBiz: number;
let admin: string;
let trainee: string;
const billing = {
  business_name: 'Bäckerei Huber GmbH',
  contact_person_name: 'Franz Huber',
  contact_person_email: 'rechnung@huber.example',
  street: 'Hauptstraße 1',
  postal_code: '94032',
  city: 'Passau',
};
let seq = 0;
const key = () => `test-key-${Date.now()}-${(seq += 1)}`;

beforeAll(async () => {
  t = await createTestApp();
  huber = await t.login('betrieb@oabat.example');
  admin = await t.login('admin@oabat.example');
  trainee = await t.login('azubi@oabat.example');
  huberId = (await t.db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'baeckerei-huber'`))!.id;
  const s = await makeUser(t, { business: 'fremder-betrieb-store' });
  stranger = await loginAs(t, s.email);
  strangerBiz = (await t.db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'fremder-betrieb-store'`))!.id;
});
afterAll(() => t.close());

const products = async (token: string | null = null) => (await t.request({ method: 'GET', url: '/api/store/products', token })).json().data;
const productId = async (slug: string) => (await products()).find((p: { slug: string }) => p.slug === slug).id as number;
const gross = async (slug: string, term = 'month') =>
  (await products()).find((p: { slug: string }) => p.slug === slug).prices.find((p: { term: string }) => p.term === term).gross_cents as number;
const buy = async (token: string | null, slug: string, body: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: `/api/store/products/${await productId(slug)}/buy`,
    token,
    payload: {
      business_id: huberId,
      term: 'month',
      payment_method: 'invoice',
      accept_terms: true,
      expected_gross_cents: await gross(slug),
      idempotency_key: key(),
      ...body,
    },
  });
const count = async (sql: string, params: unknown[] = []) => (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))!.n;
// Huber's bookings in these tests are paid; the demo's free extra job slots (price 0, store.demo.ts) are not counted.
const isPremium = async (id: number) => (await count(`business_subscription_types WHERE business_id = $1 AND subscription_type_id = 2`, [id])) === 1;

describe('products and checkout', () => {
  it('lists the products with net, VAT and gross from the server', async () => {
    const list = await products();
    expect(list.map((p: { slug: string }) => p.slug)).toEqual(['premium', 'job', 'mail2chat', 'api_connection', 'pro_portal']);
    expect(list[0].prices).toEqual([
      { term: 'month', net_cents: 4900, vat_cents: 931, gross_cents: 5831, vat_rate: 19 },
      { term: 'year', net_cents: 49000, vat_cents: 9310, gross_cents: 58310, vat_rate: 19 },
    ]);
  });

  it('refuses a purchase without billing address, a tampered price and a wrong IBAN, buying nothing', async () => {
    const none = await buy(huber, 'premium');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.billing_address[0]).toBe('Bitte hinterlege zuerst eine Rechnungsadresse.');
    expect((await t.request({ method: 'POST', url: `/api/v2/business/${huberId}/billing_address`, token: huber, payload: billing })).statusCode).toBe(200);
    const cheap = await buy(huber, 'premium', { expected_gross_cents: 100 });
    expect(cheap.statusCode).toBe(422);
    expect(cheap.json().errors.expected_gross_cents[0]).toContain('58,31');
    const iban = await buy(huber, 'premium', { payment_method: 'sepa', iban: 'DE89370400440532013001', account_holder: 'Franz Huber' });
    expect(iban.statusCode).toBe(422);
    expect(iban.json().errors.iban).toBeDefined();
    const terms = await buy(huber, 'premium', { accept_terms: false });
    expect(terms.statusCode).toBe(422);
    expect(await count(`subscriptions WHERE business_id = $1 AND price > 0`, [huberId])).toBe(0);
    expect(await count(`invoices`)).toBe(0);
  });

  it('refuses buying for another business, for trainees and guests', async () => {
    expect((await buy(stranger, 'premium')).statusCode).toBe(403);
    expect((await buy(trainee, 'premium')).statusCode).toBe(403);
    expect((await buy(null, 'premium')).statusCode).toBe(401);
    expect((await buy(admin, 'premium')).statusCode).toBe(403);
    expect(await count(`subscriptions WHERE business_id = $1 AND price > 0`, [huberId])).toBe(0);
  });

  it('buys premium once per idempotency key: invoice, confirmation mail and premium right away', async () => {
    const k = key();
    const first = await buy(huber, 'premium', { idempotency_key: k });
    expect(first.statusCode).toBe(201);
    const again = await buy(huber, 'premium', { idempotency_key: k });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(first.json().data).toMatchObject({ product: { slug: 'premium' }, price: 4900, state: 'active', ends_at: null, payment_method: 'invoice' });
    expect(await count(`subscriptions WHERE business_id = $1 AND price > 0`, [huberId])).toBe(1);
    expect(await count(`invoices WHERE business_id = $1`, [huberId])).toBe(1);
    expect(await isPremium(huberId)).toBe(true);
    const mail = await lastMessage(t, 'rechnung@huber.example');
    expect(mail).toMatchObject({ subject: 'Bestellbestätigung: Premium', template: 'store.order_confirmation' });
    expect(mail!.body_text).toContain('58,31');
    expect((await t.request({ method: 'GET', url: '/api/v2/jobs/check_limit', token: await t.login('betrieb@oabat.example') })).json().data.limit).toBeNull();
    expect((await buy(huber, 'premium')).statusCode).toBe(422); // already running
    expect((await products(huber)).find((p: { slug: string }) => p.slug === 'premium').purchased).toBe(true);
  });

  it('adds five job slots with the product job', async () => {
    const limit = async () => (await t.request({ method: 'GET', url: '/api/v2/jobs/check_limit', token: stranger })).json().data.limit;
    expect(await limit()).toBe(10);
    await t.request({
      method: 'POST',
      url: `/api/v2/business/${strangerBiz}/billing_address`,
      token: stranger,
      payload: { ...billing, business_name: 'Fremder Betrieb' },
    });
    expect((await buy(stranger, 'job', { business_id: strangerBiz })).statusCode).toBe(201);
    expect(await limit()).toBe(15);
  });

  it('stores a SEPA mandate with reference and date', async () => {
    const res = await buy(huber, 'mail2chat', { payment_method: 'sepa', iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Franz Huber' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.sepa_mandate_reference).toBe(`OABAT-${huberId}-${res.json().data.id}`);
    const row = await t.db.one<{ sepa_iban: string; sepa_mandate_date: Date }>(`SELECT sepa_iban, sepa_mandate_date FROM subscriptions WHERE id = $1`, [
      res.json().data.id,
    ]);
    expect(row).toMatchObject({ sepa_iban: 'DE89370400440532013000' });
    expect(row!.sepa_mandate_date).toBeInstanceOf(Date);
    const perms = await t.db.one<{ p: string[] }>(`SELECT permissions AS p FROM businesses WHERE id = $1`, [huberId]);
    expect(perms!.p).toContain('mail2chat');
    expect((await lastMessage(t, 'rechnung@huber.example'))!.body_text).toContain('Ich ermächtige');
  });
});

describe('subscriptions and cancellation', () => {
  const list = async (token: string, id = huberId) => t.request({ method: 'GET', url: `/api/v2/business/${id}/subscriptions`, token });

  it('shows the subscriptions to the business and the admin only', async () => {
    // The premium and mail2chat bookings above, and the demo's free extra job slots (store.demo.ts).
    expect((await list(huber)).json().data).toHaveLength(3);
    expect((await list(admin)).statusCode).toBe(200);
    expect((await list(stranger)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/v2/business/${huberId}/subscriptions` })).statusCode).toBe(401);
  });

  it('cancels at the period end; another business cannot; the end switches premium off through the job', async () => {
    const premium = (await list(huber)).json().data.find((s: { product: { slug: string } }) => s.product.slug === 'premium');
    const url = `/api/v2/business/${huberId}/subscriptions/${premium.id}/cancel`;
    expect((await t.request({ method: 'POST', url, token: stranger })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/v2/business/${strangerBiz}/subscriptions/${premium.id}/cancel`, token: stranger })).statusCode).toBe(
      404,
    );
    expect((await t.db.one<{ c: Date | null }>(`SELECT cancelled_at AS c FROM subscriptions WHERE id = $1`, [premium.id]))!.c).toBeNull();
    // What the page promises is what the cancellation does (issue #36: it promised the first period end, gave the second).
    const promised = premium.ends_if_cancelled_now;
    const res = await t.request({ method: 'POST', url, token: huber });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ends_at).toBe(promised);
    // Bought today with 30 days' notice on a one-month term: it ends one period later.
    expect(res.json().data).toMatchObject({ state: 'cancelled', start_new_contract_period: false });
    expect(new Date(res.json().data.ends_at) > new Date(res.json().data.current_period_end)).toBe(true);
    expect((await lastMessage(t, 'rechnung@huber.example'))!.subject).toBe('Kündigungsbestätigung: Premium');
    expect((await t.request({ method: 'POST', url, token: huber })).statusCode).toBe(422);
    expect(await isPremium(huberId)).toBe(true);
    // Time passes: the end is reached, the queued job runs.
    await t.db.query(`UPDATE subscriptions SET ends_at = now() - interval '1 second' WHERE id = $1`, [premium.id]);
    await t.app.jobs.send('store.apply', { business_id: huberId });
    await t.app.jobs.drain();
    expect(await isPremium(huberId)).toBe(false);
    expect((await list(huber)).json().data.find((s: { id: number }) => s.id === premium.id).state).toBe('ended');
  });

  it('keeps a premium the admin granted by hand when a store subscription ends', async () => {
    await t.db.query(`INSERT INTO business_subscription_types (business_id, subscription_type_id) VALUES ($1, 2)`, [strangerBiz]);
    await t.app.jobs.send('store.apply', { business_id: strangerBiz });
    await t.app.jobs.drain();
    expect(await isPremium(strangerBiz)).toBe(true);
  });
});

describe('invoices', () => {
  it('lists and downloads PDF, XRechnung and ZUGFeRD for the business only', async () => {
    const list = (await t.request({ method: 'GET', url: `/api/v2/business/${huberId}/invoices`, token: huber })).json().data;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const inv = list.find((i: { gross_cents: number }) => i.gross_cents === 5831);
    expect(inv).toMatchObject({ kind: 'invoice', net_cents: 4900, vat_rate: 19, vat_cents: 931, business_name: 'Bäckerei Huber GmbH' });
    expect(inv.number).toMatch(/^RE-\d{4}-\d{6}$/);
    const pdf = await t.request({ method: 'GET', url: `/api/v2/business/${huberId}/invoices/${inv.id}/pdf`, token: huber });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await t.request({ method: 'GET', url: `/api/v2/business/${huberId}/invoices/${inv.id}/einvoice?format=xrechnung`, token: huber });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xml.body).toContain(`<ram:ID>${inv.number}</ram:ID>`.replace('<ram:ID>', '<ram:ID>'));
    expect(xml.body).toContain('58.31');
    expect(xml.body).toContain('Bäckerei Huber GmbH');
    const zugferd = await t.request({ method: 'GET', url: `/api/v2/business/${huberId}/invoices/${inv.id}/einvoice?format=facturx`, token: huber });
    expect(zugferd.statusCode).toBe(200);
    expect(zugferd.rawPayload.includes(Buffer.from('factur-x.xml'))).toBe(true);
    expect(await overlappingRuns(pdfTextRuns(pdf.rawPayload))).toEqual([]);
    for (const token of [stranger, trainee])
      expect((await t.request({ method: 'GET', url: `/api/v2/business/${huberId}/invoices/${inv.id}/pdf`, token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/v2/business/${strangerBiz}/invoices/${inv.id}/pdf`, token: stranger })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v2/business/${huberId}/invoices/${inv.id}/pdf`, token: admin })).statusCode).toBe(200);
  });

  it('every e-invoice passes the XRechnung rules, SEPA ones with creditor id and the full debited IBAN (issue #36)', async () => {
    const list = (await t.request({ method: 'GET', url: `/api/v2/business/${huberId}/invoices`, token: huber })).json().data;
    expect(list.some((i: { payment_method: string }) => i.payment_method === 'sepa')).toBe(true);
    for (const inv of list) {
      const xml = (await t.request({ method: 'GET', url: `/api/v2/business/${huberId}/invoices/${inv.id}/einvoice?format=xrechnung`, token: huber })).body;
      expect(xrechnungViolations(xml), inv.number).toEqual([]);
      if (inv.payment_method === 'sepa') expect(xml).toMatch(/<ram:IBANID>DE89370400440532013\d{3}<\/ram:IBANID>/);
    }
  });

  it('never changes an issued invoice; the admin corrects with a credit note', async () => {
    const inv = await t.db.one<{ id: number; number: string }>(`SELECT id, number FROM invoices ORDER BY id LIMIT 1`);
    await expect(t.db.query(`UPDATE invoices SET net_cents = 1 WHERE id = $1`, [inv!.id])).rejects.toThrow(/immutable/);
    await expect(t.db.query(`DELETE FROM invoices WHERE id = $1`, [inv!.id])).rejects.toThrow(/immutable/);
    const url = `/api/crm/invoices/${inv!.id}/credit_note`;
    expect((await t.request({ method: 'POST', url, token: huber, payload: { reason: 'Doppelt berechnet' } })).statusCode).toBe(403);
    const res = await t.request({ method: 'POST', url, token: admin, payload: { reason: 'Doppelt berechnet' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'credit_note', corrects_number: inv!.number });
    expect((await t.request({ method: 'POST', url, token: admin, payload: { reason: 'Noch einmal' } })).statusCode).toBe(409);
    const crm = await t.request({ method: 'GET', url: '/api/crm/invoices/', token: admin });
    expect(crm.statusCode).toBe(200);
    expect(crm.json().data.some((i: { kind: string }) => i.kind === 'credit_note')).toBe(true);
    expect(crm.json()).toMatchObject({ current_page: 1, last_page: expect.any(Number), per_page: 50, total: expect.any(Number) });
    expect((await t.request({ method: 'GET', url: '/api/crm/invoices/', token: huber })).statusCode).toBe(403);
  });

  it('numbers invoices without gap or duplicate under concurrent orders', async () => {
    const before = await t.db.query<{ number: string }>(`SELECT number FROM invoices`);
    const results = await Promise.all(Array.from({ length: 12 }, () => buy(huber, 'job')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const numbers = (await t.db.query<{ number: string }>(`SELECT number FROM invoices ORDER BY number`)).map((r) => Number(r.number.slice(-6)));
    expect(numbers).toHaveLength(before.length + 12);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => numbers[0]! + i));
  });

  it('the run bills the next period of due subscriptions once, and skips ended ones', async () => {
    const d = storeDeps(t.app);
    // The demo's subscription (Autohaus Wimmer) is not billed yet: the first run bills it.
    expect(await runBilling(d)).toBe(1);
    expect(await count(`invoices i JOIN businesses b ON b.id = i.business_id WHERE b.slug = 'autohaus-wimmer'`)).toBe(1);
    const sub = await t.db.one<{ id: number }>(
      `SELECT s.id FROM subscriptions s JOIN store_products p ON p.id = s.product_id WHERE p.slug = 'mail2chat' AND s.business_id = $1`,
      [huberId],
    );
    await t.db.query(
      `UPDATE subscriptions SET current_period_start = current_period_start - interval '1 month', current_period_end = now() - interval '1 minute',
         billed_period_start = current_period_start - interval '1 month' WHERE id = $1`,
      [sub!.id],
    );
    expect(await runBilling(d)).toBe(1);
    expect(await runBilling(d)).toBe(0);
    expect(await count(`invoices WHERE subscription_id = $1`, [sub!.id])).toBe(2);
  });
});

describe('admin subscriptions', () => {
  const base = () => ({ product_id: 0, price: 2000, starts_at: new Date().toISOString(), send_confirmation_mail: true });

  it('creates with confirmation mail, changes, previews and deletes; nobody else may', async () => {
    const body = { ...base(), product_id: await productId('premium') };
    const url = `/api/v2/business/${huberId}/subscriptions`;
    for (const token of [huber, stranger, trainee]) expect((await t.request({ method: 'POST', url, token, payload: body })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    const res = await t.request({ method: 'POST', url, token: admin, payload: body });
    expect(res.statusCode).toBe(201);
    expect(await isPremium(huberId)).toBe(true);
    expect((await lastMessage(t, 'rechnung@huber.example'))!.subject).toBe('Bestellbestätigung: Premium');
    const id = res.json().data.id;
    const bad = await t.request({ method: 'POST', url, token: admin, payload: { ...body, ends_at: '2001-01-01T00:00:00Z' } });
    expect(bad.statusCode).toBe(422);
    expect((await t.request({ method: 'PUT', url: `${url}/${id}`, token: huber, payload: { price: 1 } })).statusCode).toBe(403);
    const put = await t.request({ method: 'PUT', url: `${url}/${id}`, token: admin, payload: { price: 2500, start_new_contract_period: false } });
    expect(put.json().data).toMatchObject({ price: 2500, start_new_contract_period: false });
    const dummy = await t.request({ method: 'GET', url: `/api/v2/admin/subscriptions/${huberId}/${body.product_id}/dummy`, token: admin });
    expect(dummy.json().data).toMatchObject({ gross_cents: 5831, term: 'month' });
    expect(Object.keys(dummy.json().data).sort()).toEqual([
      'billing_address',
      'business',
      'current_period_end',
      'gross_cents',
      'net_cents',
      'notice_days',
      'product',
      'starts_at',
      'term',
      'trial_before_start',
      'vat_cents',
      'vat_rate',
    ]);
    expect((await t.request({ method: 'GET', url: `/api/v2/admin/subscriptions/${huberId}/${body.product_id}/dummy`, token: huber })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `${url}/${id}`, token: huber })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `${url}/${id}`, token: admin })).statusCode).toBe(204);
    expect(await isPremium(huberId)).toBe(false);
    expect((await t.request({ method: 'DELETE', url: `${url}/${id}`, token: admin })).statusCode).toBe(404);
  });
});
