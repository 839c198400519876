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

  it('opens a school with its users; the admin edits its address and regions', async () => {
    const id = (await t.db.one<{ id: number }>(`SELECT id FROM schools WHERE slug = 'mittelschule-passau-st-nikola'`))!.id;
    const open = await get(`/api/v2/admin/schools/${id}`, dashboard);
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({ id, is_active: true, members: [expect.objectContaining({ email: 'schule@oabat.example' })] });

    const put = (body: object, token: string | null = admin) => t.request({ method: 'PUT', url: `/api/v2/admin/schools/${id}`, token, payload: body });
    const res = await put({ name: 'Mittelschule Passau-St. Nikola', street: 'Nikolastraße 1', postal_code: '94032', city: 'Passau' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ street: 'Nikolastraße 1', postal_code: '94032', city: 'Passau' });
    expect((await put({ postal_code: '123' })).json().errors.postal_code).toBeDefined();
    expect((await put({ contact_email: 'a@b.example' })).statusCode).toBe(422);
    expect((await put({ name: 'x' })).statusCode).toBe(422);

    const other = (await t.db.one<{ id: number }>(`SELECT id FROM regions WHERE slug <> 'passau' ORDER BY id LIMIT 1`))!.id;
    const join = await t.request({ method: 'POST', url: `/api/v2/admin/schools/${id}/regions/${other}`, token: admin });
    expect(join.statusCode).toBe(200);
    expect(join.json().data.regions.map((r: { id: number }) => r.id)).toContain(other);
    const leave = await t.request({ method: 'DELETE', url: `/api/v2/admin/schools/${id}/regions/${other}`, token: admin });
    expect(leave.json().data.regions.map((r: { id: number }) => r.id)).not.toContain(other);
    expect((await t.request({ method: 'POST', url: `/api/v2/admin/schools/${id}/regions/2147483647`, token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/v2/admin/schools/2147483647/regions/${other}`, token: admin })).statusCode).toBe(404);
    expect((await get('/api/v2/admin/schools/2147483647')).statusCode).toBe(404);
    expect((await get('/api/v2/admin/schools/2147483648')).statusCode).toBe(422);
  });

  it('a deactivated school or region disappears for the public but not for its own users', async () => {
    const school = (await t.db.one<{ id: number; slug: string }>(`SELECT id, slug FROM schools WHERE slug = 'mittelschule-passau-st-nikola'`))!;
    const setSchool = (is_active: boolean) => t.request({ method: 'PUT', url: `/api/v2/admin/schools/${school.id}`, token: admin, payload: { is_active } });
    expect((await setSchool(false)).json().data.is_active).toBe(false);
    expect((await get(`/api/schools/${school.slug}`, null)).statusCode).toBe(404);
    expect((await get(`/api/schools/${school.slug}`, await t.login('schule@oabat.example'))).statusCode).toBe(200);
    expect((await get(`/api/v2/admin/schools?search=Nikola`)).json().data[0].is_active).toBe(false);
    await setSchool(true);
    expect((await get(`/api/schools/${school.slug}`, null)).statusCode).toBe(200);

    const region = (await t.db.one<{ id: number }>(`SELECT id FROM regions WHERE slug = 'passau'`))!;
    const setRegion = (body: object) => t.request({ method: 'PUT', url: `/api/v2/admin/regions/${region.id}`, token: admin, payload: body });
    expect((await setRegion({ is_active: false, contact_email: 'info@passau.example' })).json().data).toMatchObject({
      is_active: false,
      contact_email: 'info@passau.example',
    });
    expect((await setRegion({ city: 'Passau' })).statusCode).toBe(422);
    expect((await get('/api/regions/passau', null)).statusCode).toBe(404);
    expect((await get('/api/regions/passau', await t.login('region@oabat.example'))).statusCode).toBe(200);
    expect((await get('/api/regions', null)).json().data.map((r: { slug: string }) => r.slug)).not.toContain('passau');
    await setRegion({ is_active: true });
    expect((await get('/api/regions/passau', null)).statusCode).toBe(200);
  });

  it('only the admin changes: the dashboard user and everybody else get 403 and nothing changes; guests 401', async () => {
    const school = (await t.db.one<{ id: number; name: string }>(`SELECT id, name FROM schools ORDER BY id LIMIT 1`))!;
    const region = (await t.db.one<{ id: number }>(`SELECT id FROM regions ORDER BY id LIMIT 1`))!;
    const calls = [
      { method: 'PUT' as const, url: `/api/v2/admin/schools/${school.id}`, payload: { name: 'Gekapert', is_active: false } },
      { method: 'PUT' as const, url: `/api/v2/admin/regions/${region.id}`, payload: { name: 'Gekapert' } },
      { method: 'POST' as const, url: `/api/v2/admin/schools/${school.id}/regions/${region.id}` },
      { method: 'DELETE' as const, url: `/api/v2/admin/schools/${school.id}/regions/${region.id}` },
    ];
    const before = await t.db.query(`SELECT * FROM school_regions ORDER BY 1, 2`);
    for (const who of ['dashboard', 'hilfe', 'betrieb', 'schule', 'region', 'azubi']) {
      const token = await t.login(`${who}@oabat.example`);
      for (const c of calls) expect((await t.request({ ...c, token })).statusCode, `${who} ${c.method} ${c.url}`).toBe(403);
    }
    for (const c of calls) expect((await t.request({ ...c, token: null })).statusCode).toBe(401);
    expect((await t.db.one<{ name: string }>(`SELECT name FROM schools WHERE id = $1`, [school.id]))!.name).toBe(school.name);
    expect(await t.db.query(`SELECT * FROM school_regions ORDER BY 1, 2`)).toEqual(before);
    for (const who of ['hilfe', 'betrieb'])
      expect((await get(`/api/v2/admin/schools/${school.id}`, await t.login(`${who}@oabat.example`))).statusCode).toBe(403);
  });
});
