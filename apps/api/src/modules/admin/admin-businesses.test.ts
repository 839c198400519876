import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let admin: string;
let dashboard: string;
let support: string;
let business: string;
let trainee: string;
let huberId: number;
let huberSiteId: number;
let passauChannelId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, dashboard, support, business, trainee] = await Promise.all(
    ['admin', 'dashboard', 'hilfe', 'betrieb', 'azubi'].map((n) => t.login(`${n}@oabat.example`)),
  );
  huberId = (await t.db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'baeckerei-huber'`))!.id;
  huberSiteId = (await t.db.one<{ id: number }>(`SELECT id FROM business_sites WHERE business_id = $1 ORDER BY id LIMIT 1`, [huberId]))!.id;
  passauChannelId = (await t.db.one<{ id: number }>(`SELECT id FROM channels WHERE slug = 'passau'`))!.id;
});
afterAll(() => t.close());

const get = (url: string, token: string | null = admin) => t.request({ method: 'GET', url, token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | null = admin, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const sessionPermissions = async () => (await get('/api/auth/user', business)).json().data.business.permissions as string[];

describe('the operator’s business list', () => {
  it('pages every business, 20 a page, without repeats', async () => {
    const first = (await get('/api/v2/admin/business')).json();
    const second = (await get('/api/v2/admin/business?page=2')).json();
    const total = (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM businesses`))!.n;
    expect(first).toMatchObject({ current_page: 1, per_page: 20, total, last_page: Math.ceil(total / 20) });
    expect(first.data).toHaveLength(20);
    const ids = new Set([...first.data, ...second.data].map((b: { id: number }) => b.id));
    expect(ids.size).toBe(first.data.length + second.data.length);
  });

  it('finds the demo bakery by name, town or its user’s address, with what the operator needs', async () => {
    for (const search of ['huber', 'Bäckerei H', 'betrieb@oabat', '94032']) {
      const res = await get(`/api/v2/admin/business?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((b: { slug: string }) => b.slug)).toContain('baeckerei-huber');
    }
    const huber = (await get('/api/v2/admin/business?search=huber')).json().data.find((b: { id: number }) => b.id === huberId);
    expect(huber).toMatchObject({
      name: 'Bäckerei Huber',
      city: 'Passau',
      postal_code: '94032',
      email: 'betrieb@oabat.example',
      user_id: expect.any(Number),
      is_visible: true,
      channels: [expect.objectContaining({ slug: 'oabat' })],
      subscription_types: [],
    });
    expect(huber.permissions).toContain('statistics');
    expect(huber.jobs_published).toBeGreaterThan(0);
    expect((await get('/api/v2/admin/business?search=%25')).json().total).toBe(0);
  });

  it('filters by channel and by subscription type', async () => {
    const members = (await t.db.query<{ id: number }>(`SELECT business_id AS id FROM business_channels WHERE channel_id = $1`, [passauChannelId])).map(
      (r) => r.id,
    );
    const passau = (await get('/api/v2/admin/business?channel=passau')).json();
    expect(passau.total).toBe(members.length);
    expect(members.length).toBeGreaterThan(0);
    for (const b of passau.data) expect(members).toContain(b.id);
    expect((await get('/api/v2/admin/business?channel=gibt-es-nicht')).json().total).toBe(0);

    expect((await get('/api/v2/admin/business?subscription_type=2')).json().total).toBe(0);
    await send('POST', `/api/business/${huberId}/subscription/2`);
    const premium = (await get('/api/v2/admin/business?subscription_type=2')).json();
    expect(premium.data.map((b: { id: number }) => b.id)).toEqual([huberId]);
    expect((await get('/api/v2/admin/business?subscription_type=2&channel=passau')).json().total).toBe(0);
    await send('DELETE', `/api/business/${huberId}/subscription/2`);
  });

  it('refuses bad filters with German messages', async () => {
    for (const query of ['page=0', 'page=1.5', 'subscription_type=99999999999', 'subscription_type=abc', 'channel=%3Cscript%3E', `search=${'x'.repeat(101)}`]) {
      const res = await get(`/api/v2/admin/business?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(
        Object.values(res.json().errors ?? {})
          .flat()
          .join(' '),
      ).toMatch(/[a-zäöü]/);
    }
  });

  it('lists the subscription types and opens one business with its sites', async () => {
    expect((await get('/api/subscription_types')).json().data).toEqual([
      { id: 1, name: 'Basis' },
      { id: 2, name: 'Premium' },
    ]);
    const one = await get(`/api/v2/admin/business/${huberId}`);
    expect(one.json().data).toMatchObject({ id: huberId, sites: [expect.objectContaining({ id: huberSiteId, is_main: true, city: 'Passau' })] });
    expect((await get('/api/v2/admin/business/2147483647')).statusCode).toBe(404);
    expect((await get('/api/v2/admin/business/99999999999')).statusCode).toBe(422);
  });
});

describe('the admin changes a business', () => {
  it('removes and grants a permission, and the business’s session has it at once', async () => {
    expect(await sessionPermissions()).toContain('statistics');
    const removed = await send('DELETE', `/api/v2/admin/business/${huberId}/permissions/statistics`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.permissions).not.toContain('statistics');
    expect(await sessionPermissions()).not.toContain('statistics');
    expect((await send('DELETE', `/api/v2/admin/business/${huberId}/permissions/statistics`)).statusCode).toBe(200);

    const granted = await send('POST', `/api/v2/admin/business/${huberId}/permissions/statistics`);
    expect(granted.json().data.permissions).toContain('statistics');
    await send('POST', `/api/v2/admin/business/${huberId}/permissions/statistics`);
    expect((await sessionPermissions()).filter((p) => p === 'statistics')).toEqual(['statistics']);
  });

  it('refuses a permission that does not exist and a business that does not exist', async () => {
    const bad = await send('POST', `/api/v2/admin/business/${huberId}/permissions/is_admin`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.permission).toEqual(['Dieses Recht gibt es nicht.']);
    expect((await send('POST', '/api/v2/admin/business/2147483647/permissions/statistics')).statusCode).toBe(404);
  });

  it('grants and removes a subscription type: the business becomes premium and back', async () => {
    const added = await send('POST', `/api/business/${huberId}/subscription/2`);
    expect(added.json().data.subscription_types).toEqual([{ id: 2, name: 'Premium' }]);
    expect((await get('/api/auth/user', business)).json().data.business.subscription_types).toEqual([{ id: 2 }]);
    const removed = await send('DELETE', `/api/business/${huberId}/subscription/2`);
    expect(removed.json().data.subscription_types).toEqual([]);
    expect((await send('POST', `/api/business/${huberId}/subscription/77`)).statusCode).toBe(404);
    expect((await send('POST', '/api/business/2147483647/subscription/2')).statusCode).toBe(404);
  });

  it('hides a business from the public and shows it again', async () => {
    const hidden = await send('PUT', `/api/v2/admin/business/${huberId}`, admin, { is_visible: false });
    expect(hidden.json().data.is_visible).toBe(false);
    expect((await get('/api/v2/business/baeckerei-huber', null)).statusCode).toBe(404);
    expect((await send('PUT', `/api/v2/admin/business/${huberId}`, admin, { is_visible: 'ja' })).statusCode).toBe(422);
    await send('PUT', `/api/v2/admin/business/${huberId}`, admin, { is_visible: true });
    expect((await get('/api/v2/business/baeckerei-huber', null)).statusCode).toBe(200);
  });

  it('puts a site’s business into a channel and takes it out (the region sees the change)', async () => {
    const region = await t.login('region@oabat.example');
    const memberIds = async () => (await get('/api/regions/passau/members', region)).json().data.map((b: { id: number }) => b.id);
    const on = await send('POST', `/api/business_site/${huberSiteId}/channel/${passauChannelId}`, admin, { is_active: true });
    expect(on.json().data.channels.map((c: { slug: string }) => c.slug)).toContain('passau');
    expect(await memberIds()).toContain(huberId);
    const off = await send('POST', `/api/business_site/${huberSiteId}/channel/${passauChannelId}`, admin, { is_active: false });
    expect(off.json().data.channels.map((c: { slug: string }) => c.slug)).not.toContain('passau');
    expect(await memberIds()).not.toContain(huberId);
    expect((await send('POST', `/api/business_site/2147483647/channel/${passauChannelId}`, admin, { is_active: true })).statusCode).toBe(404);
    expect((await send('POST', `/api/business_site/${huberSiteId}/channel/2147483647`, admin, { is_active: true })).statusCode).toBe(404);
    expect((await send('POST', `/api/business_site/${huberSiteId}/channel/${passauChannelId}`, admin, {})).statusCode).toBe(422);
  });
});

describe('the CSV export', () => {
  it('gives the filtered list with German column names as a download', async () => {
    const res = await get('/api/v2/admin/business/export?search=huber');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="betriebe-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Name;Kennung;PLZ;Ort;E-Mail;Sichtbar;Kanäle;Abo-Arten;Rechte;Veröffentlichte Stellen;Angelegt am');
    const huber = lines.find((l) => l.startsWith(`${huberId};`))!;
    expect(huber).toContain(';Bäckerei Huber;baeckerei-huber;94032;Passau;betrieb@oabat.example;Ja;Oabat;;');
    expect(huber).toContain('Statistiken');
    const all = (await get('/api/v2/admin/business/export')).body.trim().split('\r\n');
    expect(all.length - 1).toBe((await get('/api/v2/admin/business')).json().total);
  });
});

describe('who may do what', () => {
  const reads = () => ['/api/v2/admin/business', '/api/v2/admin/business/export', `/api/v2/admin/business/${huberId}`, '/api/subscription_types'];
  const writes = (): ['POST' | 'PUT' | 'DELETE', string, object?][] => [
    ['PUT', `/api/v2/admin/business/${huberId}`, { is_visible: false }],
    ['POST', `/api/v2/admin/business/${huberId}/permissions/pro_portal`],
    ['DELETE', `/api/v2/admin/business/${huberId}/permissions/statistics`],
    ['POST', `/api/business/${huberId}/subscription/2`],
    ['DELETE', `/api/business/${huberId}/subscription/1`],
    ['POST', `/api/business_site/${huberSiteId}/channel/${passauChannelId}`, { is_active: true }],
  ];
  const state = () =>
    t.db.one(
      `SELECT b.is_visible, b.permissions,
      (SELECT json_agg(subscription_type_id) FROM business_subscription_types WHERE business_id = b.id) AS types,
      (SELECT json_agg(channel_id ORDER BY channel_id) FROM business_channels WHERE business_id = b.id) AS channels
    FROM businesses b WHERE b.id = $1`,
      [huberId],
    );

  it('the dashboard user reads the list and the export but changes nothing', async () => {
    for (const url of reads()) expect((await get(url, dashboard)).statusCode, url).toBe(200);
    const before = await state();
    for (const [method, url, body] of writes()) expect((await send(method, url, dashboard, body)).statusCode, `${method} ${url}`).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('a guest gets 401; the business itself, support, a school and a trainee get 403, and nothing changes', async () => {
    const school = await t.login('schule@oabat.example');
    const before = await state();
    for (const url of reads()) expect((await get(url, null)).statusCode, url).toBe(401);
    for (const [method, url, body] of writes()) expect((await send(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    for (const token of [business, support, school, trainee]) {
      for (const url of reads()) expect((await get(url, token)).statusCode, url).toBe(403);
      for (const [method, url, body] of writes()) expect((await send(method, url, token, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await state()).toEqual(before);
  });
});
