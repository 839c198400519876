// Personal API keys (store product api_connection): bought through the store, created and shown once, used on the
// business's own jobs, refused everywhere else and on other businesses, revoked, and dead when the subscription ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PREFIX } from '@oabat/domain/api-keys';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { sha256 } from '../../lib/tokens.ts';
import { applyUnlocks } from '../store/store.usecases.ts';

let t: TestContext;
type Biz = Awaited<ReturnType<typeof buildBusiness>>;
let a: Biz; // has api_connection
let b: Biz; // has not
const billing = {
  business_name: 'API Betrieb GmbH',
  contact_person_name: 'Anna Api',
  contact_person_email: 'rechnung@api-betrieb.example',
  street: 'Hauptstraße 1',
  postal_code: '94032',
  city: 'Passau',
};

async function buyApiConnection(biz: Biz) {
  await t.request({ method: 'POST', url: `/api/v2/business/${biz.id}/billing_address`, token: biz.token, payload: billing });
  const products = (await t.request({ method: 'GET', url: '/api/store/products' })).json().data as {
    id: number;
    slug: string;
    prices: { term: string; gross_cents: number }[];
  }[];
  const p = products.find((x) => x.slug === 'api_connection')!;
  const res = await t.request({
    method: 'POST',
    url: `/api/store/products/${p.id}/buy`,
    token: biz.token,
    payload: {
      business_id: biz.id,
      term: 'month',
      payment_method: 'invoice',
      accept_terms: true,
      expected_gross_cents: p.prices[0].gross_cents,
      idempotency_key: `api-${biz.id}-${Date.now()}`,
    },
  });
  expect(res.statusCode).toBe(201);
}

const keys = (biz: { id: number }, token: string | null) => t.request({ method: 'GET', url: `/api/v2/business/${biz.id}/api_keys`, token });
const create = (biz: { id: number }, token: string | null, name = 'Bewerbermanagement') =>
  t.request({ method: 'POST', url: `/api/v2/business/${biz.id}/api_keys`, token, payload: { name } });

beforeAll(async () => {
  t = await createTestApp();
  a = await buildBusiness(t, { slug: 'api-betrieb-a', permissions: [...ALL_JOB_PERMISSIONS, 'activate_job'] });
  b = await buildBusiness(t, { slug: 'api-betrieb-b', permissions: [...ALL_JOB_PERMISSIONS, 'activate_job'] });
  await buyApiConnection(a);
}, 120_000);
afterAll(() => t.close());

describe('managing keys', () => {
  it('needs the product, and the caller must be a user of the business', async () => {
    const none = await create(b, b.token);
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe('Die API-Anbindung ist für deinen Betrieb nicht gebucht.');
    expect((await create(a, b.token)).statusCode).toBe(403);
    expect((await keys(a, b.token)).statusCode).toBe(403);
    expect((await create(a, null)).statusCode).toBe(401);
    const bad = await create(a, a.token, '');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name[0]).toBe('Bitte gib dem Schlüssel einen Namen.');
    expect((await create(a, a.token, 'mit\u0007Steuerzeichen')).statusCode).toBe(422);
  });

  it('shows the key once, stores only its hash, lists name, prefix, created and last use', async () => {
    const res = await create(a, a.token, 'Personio');
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(created.prefix).toBe(`${created.key.slice(0, API_KEY_PREFIX.length + 6)}…`);
    const row = await t.db.one<{ key_hash: string; prefix: string }>(`SELECT key_hash, prefix FROM api_keys WHERE id = $1`, [created.id]);
    expect(row!.key_hash).toBe(sha256(created.key));
    expect(JSON.stringify(await t.db.query(`SELECT * FROM api_keys`))).not.toContain(created.key);
    const list = (await keys(a, a.token)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: created.id, name: 'Personio', prefix: created.prefix, last_used_at: null });
    expect(JSON.stringify(list)).not.toContain(created.key);
  });
});

describe('using a key', () => {
  let key: string;
  let keyId: number;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, token = key) =>
    t.request({ method, url, token, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    const created = (await create(a, a.token, 'ATS')).json().data;
    key = created.key;
    keyId = created.id;
  });

  it('creates, updates, publishes and closes the business’s own jobs', async () => {
    const made = await call('POST', '/api/v2/jobs', { type_id: 3, name: 'Lagerhelfer (API)', status: 'draft' });
    expect(made.statusCode, made.body).toBe(201);
    const job = made.json().data;
    expect(job.business_id ?? a.id).toBe(a.id);
    const row = await t.db.one<{ business_id: number }>(`SELECT business_id FROM jobs WHERE id = $1`, [job.id]);
    expect(row!.business_id).toBe(a.id);
    const renamed = await call('PUT', `/api/v2/jobs/${job.id}`, { name: 'Lagerhelfer (m/w/d)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Lagerhelfer (m/w/d)');
    const published = await call('PUT', `/api/v2/jobs/${job.id}`, { status: 'published' });
    expect(published.json().data.status).toBe('published');
    const closed = await call('PUT', `/api/v2/jobs/${job.id}`, { status: 'draft' });
    expect(closed.json().data.status).toBe('draft');
    expect((await call('GET', `/api/v2/jobs/${job.id}`)).statusCode).toBe(200);
    const mine = (await call('GET', '/api/v2/jobs')).json().data as { id: number }[];
    expect(mine.map((j) => j.id)).toContain(job.id);
    const used = await t.db.one<{ last_used_at: Date | null }>(`SELECT last_used_at FROM api_keys WHERE id = $1`, [keyId]);
    expect(used!.last_used_at).not.toBeNull();
  });

  it('is refused (403) on everything but its own jobs', async () => {
    const foreign = await buildJob(t, b.id, { name: 'Fremde Stelle' });
    for (const [method, url, body] of [
      ['GET', '/api/chat/conversations'],
      ['POST', '/api/chat/messages', { receiver_id: 1, body: 'Hallo' }],
      ['GET', '/api/auth/me'],
      ['PUT', '/api/account/settings', { firstname: 'X' }],
      ['GET', `/api/v2/business/${a.id}/api_keys`],
      ['POST', `/api/v2/business/${a.id}/api_keys`, { name: 'noch einer' }],
      ['GET', `/api/v2/business/${a.id}/subscriptions`],
      ['PUT', `/api/v2/jobs/${foreign.id}`, { name: 'Übernommen' }],
      ['GET', `/api/v2/jobs/${foreign.slug}`],
      ['GET', `/api/v2/jobs?business=${b.slug}`],
      ['DELETE', `/api/v2/jobs/${foreign.id}`],
      ['GET', '/api/jobs'],
      ['GET', '/api/search'],
    ] as const) {
      const res = await call(method, url, body as Record<string, unknown> | undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.db.one<{ name: string }>(`SELECT name FROM jobs WHERE id = $1`, [foreign.id]))!.name).toBe('Fremde Stelle');
  });

  it('another business cannot list or revoke the key; a foreign key id is not found', async () => {
    expect((await t.request({ method: 'DELETE', url: `/api/v2/business/${a.id}/api_keys/${keyId}`, token: b.token })).statusCode).toBe(403);
    await buyApiConnection(b);
    expect((await t.request({ method: 'DELETE', url: `/api/v2/business/${b.id}/api_keys/${keyId}`, token: b.token })).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/jobs')).statusCode).toBe(200);
  });

  it('a revoked key is refused with 401', async () => {
    expect((await t.request({ method: 'DELETE', url: `/api/v2/business/${a.id}/api_keys/${keyId}`, token: a.token })).statusCode).toBe(204);
    const res = await call('GET', '/api/v2/jobs');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Dieser API-Schlüssel ist ungültig oder wurde widerrufen.');
    expect((await call('GET', '/api/v2/jobs', undefined, `${API_KEY_PREFIX}erfunden`)).statusCode).toBe(401);
    expect((await keys(a, a.token)).json().data.map((k: { id: number }) => k.id)).not.toContain(keyId);
  });

  it('stops working when the subscription ends', async () => {
    const fresh = (await create(a, a.token, 'Nach Ende')).json().data.key as string;
    expect((await call('GET', '/api/v2/jobs', undefined, fresh)).statusCode).toBe(200);
    await t.db.query(
      `UPDATE subscriptions SET ends_at = now() - interval '1 second' WHERE business_id = $1 AND product_id = (SELECT id FROM store_products WHERE slug = 'api_connection')`,
      [a.id],
    );
    await t.db.tx((q) => applyUnlocks(q, a.id));
    const res = await call('GET', '/api/v2/jobs', undefined, fresh);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Die API-Anbindung ist für diesen Betrieb nicht (mehr) gebucht.');
    expect((await keys(a, a.token)).statusCode).toBe(403);
  });
});

describe('documentation', () => {
  it('describes keys and their scope in the OpenAPI document', () => {
    const doc = t.app.swagger() as unknown as { info: { description: string }; paths: Record<string, Record<string, unknown>> };
    expect(doc.info.description).toContain('oabat_key_');
    expect(doc.info.description).toContain('`PUT /api/v2/jobs/:ref`');
    expect(Object.keys(doc.paths['/api/v2/business/{id}/api_keys'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(doc.paths['/api/v2/business/{id}/api_keys/{keyId}'].delete).toBeDefined();
  });
});
