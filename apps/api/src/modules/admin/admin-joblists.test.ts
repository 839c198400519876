import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let admin: string;
let dashboard: string;
let business: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  dashboard = await t.login('dashboard@oabat.example');
  business = await t.login('betrieb@oabat.example');
});
afterAll(() => t.close());

const get = (url: string, token: string | null = admin) => t.request({ method: 'GET', url, token });

describe('the admin’s job lists and themes', () => {
  it('finds published jobs by job or business name and curates a platform list with them', async () => {
    const found = await get('/api/v2/admin/joblists/jobs?search=huber');
    expect(found.statusCode).toBe(200);
    const jobs = found.json().data as { id: number; business: { name: string } }[];
    expect(jobs.length).toBeGreaterThan(1);
    expect(jobs.every((j) => /huber/i.test(JSON.stringify(j)))).toBe(true);
    const drafts = await t.db.query<{ id: number }>(`SELECT id FROM jobs WHERE status <> 'published'`);
    const all = (await get('/api/v2/admin/joblists/jobs')).json().data as { id: number }[];
    expect(all.some((j) => drafts.some((d) => d.id === j.id))).toBe(false);

    const created = await t.request({
      method: 'POST',
      url: '/api/job_lists',
      token: admin,
      payload: { name: 'Ausbildung in Passau', job_ids: [jobs[0]!.id, jobs[1]!.id] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const reordered = await t.request({ method: 'PUT', url: `/api/job_lists/${id}`, token: admin, payload: { job_ids: [jobs[1]!.id, jobs[0]!.id] } });
    expect(reordered.json().data.jobs.map((j: { id: number }) => j.id)).toEqual([jobs[1]!.id, jobs[0]!.id]);
    expect((await get('/api/job_lists')).json().data.some((l: { id: number }) => l.id === id)).toBe(true);
    expect((await get('/api/v2/admin/joblists/jobs?search=' + 'x'.repeat(101))).statusCode).toBe(422);
  });

  it('lists every business’s themes with the business name, and the admin changes one', async () => {
    const huber = (await t.db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'baeckerei-huber'`))!.id;
    const mine = await t.request({
      method: 'POST',
      url: '/api/v2/themes',
      token: business,
      payload: { business_id: huber, type: 'job', theme: { primary_color: '#112233' } },
    });
    expect(mine.statusCode).toBe(201);
    const themes = (await get('/api/v2/admin/themes?search=huber', dashboard)).json().data;
    const theme = themes.find((x: { id: number }) => x.id === mine.json().data.id);
    expect(theme).toMatchObject({ type: 'job', theme: { primary_color: '#112233' }, business: expect.objectContaining({ slug: 'baeckerei-huber' }) });

    const changed = await t.request({
      method: 'PUT',
      url: `/api/v2/themes/${theme.id}`,
      token: admin,
      payload: { theme: { primary_color: '#445566', font: 'rounded' } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.theme).toEqual({ primary_color: '#445566', font: 'rounded' });
    expect((await t.request({ method: 'PUT', url: `/api/v2/themes/${theme.id}`, token: admin, payload: { theme: { primary_color: 'rot' } } })).statusCode).toBe(
      422,
    );

    // The dashboard user reads but changes nothing.
    expect((await t.request({ method: 'PUT', url: `/api/v2/themes/${theme.id}`, token: dashboard, payload: { theme: { font: 'serif' } } })).statusCode).toBe(
      403,
    );
    expect((await t.db.one<{ theme: object }>(`SELECT theme FROM job_themes WHERE id = $1`, [theme.id]))!.theme).toEqual({
      primary_color: '#445566',
      font: 'rounded',
    });
  });

  it('refuses the dashboard user’s changes and everybody else; guests 401', async () => {
    expect((await get('/api/v2/admin/joblists/jobs', dashboard)).statusCode).toBe(403);
    const lists = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM job_lists`);
    expect((await t.request({ method: 'POST', url: '/api/job_lists', token: dashboard, payload: { name: 'Gekaperte Liste' } })).statusCode).toBe(403);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM job_lists`))!.n).toBe(lists!.n);
    for (const who of ['hilfe', 'betrieb', 'schule', 'region', 'azubi']) {
      const token = await t.login(`${who}@oabat.example`);
      expect((await get('/api/v2/admin/joblists/jobs', token)).statusCode, who).toBe(403);
      expect((await get('/api/v2/admin/themes', token)).statusCode, who).toBe(403);
    }
    expect((await get('/api/v2/admin/joblists/jobs', null)).statusCode).toBe(401);
    expect((await get('/api/v2/admin/themes', null)).statusCode).toBe(401);
  });
});
