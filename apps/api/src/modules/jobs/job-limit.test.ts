// The basic job limit over HTTP (issue #36, 3.): publishing beyond it is refused in German, drafts stay allowed,
// the store's extra slots and Premium lift it, and check_limit reports the same numbers the refusal uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness, buildJob } from '../../../test/factories/jobs.ts';

let t: TestContext;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
beforeAll(async () => {
  t = await createTestApp();
  biz = await buildBusiness(t, { slug: 'limit-schreinerei', permissions: [...ALL_JOB_PERMISSIONS, 'activate_job'] });
});
afterAll(() => t.close());

const base = { type_id: 3, name: 'Schreiner (m/w/d)', description: 'Möbel nach Maß.' };
const create = (status: string) => t.request({ method: 'POST', url: '/api/v2/jobs/', token: biz.token, payload: { ...base, status } });
const limit = async () => (await t.request({ method: 'GET', url: '/api/v2/jobs/check_limit', token: biz.token })).json().data;
const jobs = async () => (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE business_id = $1`, [biz.id]))!.n;

describe('the basic job limit', () => {
  it('counts published and pending jobs, not drafts or expired ones', async () => {
    for (let i = 0; i < 9; i += 1) await buildJob(t, biz.id, { type_id: 3 });
    await buildJob(t, biz.id, { type_id: 3, status: 'pending' });
    await buildJob(t, biz.id, { type_id: 3, status: 'draft' });
    const expired = await buildJob(t, biz.id, { type_id: 1 });
    await t.db.query(`UPDATE jobs SET start_date = '2020-08-01' WHERE id = $1`, [expired.id]);
    expect(await limit()).toEqual({ active_jobs: 10, total_jobs: 12, limit: 10, reached: true });
  });

  it('refuses publishing the 11th job with a German 403, and stores nothing', async () => {
    const before = await jobs();
    const res = await create('published');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Du hast schon 10 von 10 aktiven Stellen. Mit Premium hast du unbegrenzt viele aktive Stellen, im Store kannst du auch weitere Stellen dazukaufen. Als Entwurf kannst du die Stelle jederzeit speichern.',
    );
    expect(await jobs()).toBe(before);
  });

  it('keeps drafts allowed, refuses publishing a draft, and lets an active job be saved again', async () => {
    const draft = await create('draft');
    expect(draft.statusCode).toBe(201);
    const id = draft.json().data.id;
    const publish = await t.request({ method: 'PUT', url: `/api/v2/jobs/${id}`, token: biz.token, payload: { status: 'published' } });
    expect(publish.statusCode).toBe(403);
    expect((await t.db.one<{ status: string }>(`SELECT status FROM jobs WHERE id = $1`, [id]))!.status).toBe('draft');
    const active = (await t.db.one<{ id: number }>(`SELECT id FROM jobs WHERE business_id = $1 AND status = 'published' AND type_id = 3 LIMIT 1`, [biz.id]))!;
    const again = await t.request({ method: 'PUT', url: `/api/v2/jobs/${active.id}`, token: biz.token, payload: { name: 'Neu benannt', status: 'published' } });
    expect(again.statusCode).toBe(200);
  });

  it('refuses giving an expired job a new start when the limit is reached', async () => {
    const expired = (await t.db.one<{ id: number }>(`SELECT id FROM jobs WHERE business_id = $1 AND start_date = '2020-08-01'`, [biz.id]))!;
    const res = await t.request({ method: 'PUT', url: `/api/v2/jobs/${expired.id}`, token: biz.token, payload: { start_date: '2099-08-01' } });
    expect(res.statusCode).toBe(403);
  });

  it('adds the slots of the product job: publishing works again up to the new limit', async () => {
    const product = (await t.db.one<{ id: number }>(`SELECT id FROM store_products WHERE slug = 'job'`))!.id;
    await t.request({
      method: 'POST',
      url: `/api/v2/business/${biz.id}/billing_address`,
      token: biz.token,
      payload: {
        business_name: 'Schreinerei',
        contact_person_name: 'Eva Holz',
        contact_person_email: 'eva@holz.example',
        street: 'Weg 1',
        postal_code: '94032',
        city: 'Passau',
      },
    });
    const prices = (await t.request({ method: 'GET', url: '/api/store/products' })).json().data.find((p: { slug: string }) => p.slug === 'job').prices;
    const bought = await t.request({
      method: 'POST',
      url: `/api/store/products/${product}/buy`,
      token: biz.token,
      payload: {
        business_id: biz.id,
        term: 'month',
        payment_method: 'invoice',
        accept_terms: true,
        expected_gross_cents: prices.find((p: { term: string }) => p.term === 'month').gross_cents,
        idempotency_key: `limit-${Date.now()}`,
      },
    });
    expect(bought.statusCode).toBe(201);
    expect(await limit()).toMatchObject({ active_jobs: 10, limit: 15, reached: false });
    expect((await create('published')).statusCode).toBe(201);
    expect(await limit()).toMatchObject({ active_jobs: 11, limit: 15 });
  });

  it('has no limit with Premium', async () => {
    await t.db.query(`INSERT INTO business_subscription_types (business_id, subscription_type_id) VALUES ($1, 2) ON CONFLICT DO NOTHING`, [biz.id]);
    for (let i = 0; i < 4; i += 1) await buildJob(t, biz.id, { type_id: 3 });
    expect(await limit()).toMatchObject({ active_jobs: 15, limit: null, reached: false });
    expect((await create('published')).statusCode).toBe(201);
  });
});
