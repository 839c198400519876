import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let admin: string;
let dashboard: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  dashboard = await t.login('dashboard@oabat.example');
});
afterAll(() => t.close());

const get = (url: string, token: string | null = admin) => t.request({ method: 'GET', url, token });

describe('the operator’s school and region lists', () => {
  it('finds the demo school with its user, channel and town', async () => {
    const res = await get('/api/v2/admin/schools?search=St.%20Nikola');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, per_page: 20, total: 1 });
    expect(res.json().data[0]).toMatchObject({
      slug: 'mittelschule-passau-st-nikola',
      name: 'Mittelschule Passau-St. Nikola',
      email: 'schule@oabat.example',
      users: 1,
      postal_code: '94032',
      channel: expect.objectContaining({ slug: 'mittelschule-passau-st-nikola' }),
    });
    expect((await get('/api/v2/admin/schools?search=schule@oabat')).json().total).toBe(1);
  });

  it('finds the demo region Passau with its counts, and filters by channel', async () => {
    const res = (await get('/api/v2/admin/regions?search=passau')).json();
    const passau = res.data.find((r: { slug: string }) => r.slug === 'passau');
    expect(passau).toMatchObject({ email: 'region@oabat.example', users: 1, channel: expect.objectContaining({ slug: 'passau' }) });
    expect(passau.businesses).toBeGreaterThan(0);
    const byChannel = (await get('/api/v2/admin/regions?channel=passau')).json();
    expect(byChannel.data.map((r: { slug: string }) => r.slug)).toEqual(['passau']);
    expect((await get('/api/v2/admin/schools?channel=gibt-es-nicht')).json().total).toBe(0);
    const all = (await get('/api/v2/admin/regions')).json();
    expect(all.total).toBe((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM regions`))!.n);
  });

  it('exports the lists as CSV with German column names', async () => {
    const schools = await get('/api/v2/admin/schools/export?search=Nikola');
    expect(schools.headers['content-disposition']).toMatch(/^attachment; filename="schulen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = schools.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Name;Kennung;PLZ;Ort;E-Mail;Nutzer;Kanal;Regionen;Angelegt am');
    expect(lines[1]).toContain(';Mittelschule Passau-St. Nikola;mittelschule-passau-st-nikola;94032;');
    const regions = (await get('/api/v2/admin/regions/export?channel=passau', dashboard)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(regions[0]).toBe('ID;Name;Kennung;E-Mail;Nutzer;Kanal;Schulen;Betriebe;Angelegt am');
    expect(regions).toHaveLength(2);
    expect(regions[1]).toContain(';passau;region@oabat.example;1;');
  });

  it('refuses bad filters with 422', async () => {
    for (const q of ['page=0', 'channel=%3Cx%3E', `search=${'x'.repeat(101)}`]) expect((await get(`/api/v2/admin/schools?${q}`)).statusCode, q).toBe(422);
  });

  it('the dashboard user reads; guests get 401; everyone else 403', async () => {
    const urls = ['/api/v2/admin/schools', '/api/v2/admin/regions', '/api/v2/admin/schools/export', '/api/v2/admin/regions/export'];
    for (const url of urls) {
      expect((await get(url, dashboard)).statusCode, url).toBe(200);
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    for (const who of ['hilfe', 'betrieb', 'schule', 'region', 'azubi']) {
      const token = await t.login(`${who}@oabat.example`);
      for (const url of urls) expect((await get(url, token)).statusCode, `${who} ${url}`).toBe(403);
    }
  });
});
