// The figures over HTTP: who may read them, that the dashboard reads rollups and platform tables,
// the public figures, a business's own statistics, and campaigns with their attributed figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { makeUser, PASSWORD } from '../../../test/factories/accounts.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness } from '../../../test/factories/jobs.ts';
import { jobListedSql } from '../jobs/job-expiry.ts';
import { flushAnalytics, rollUp } from '../analytics/index.ts';
import type { TStatistics } from '@oabat/domain/statistics';

let t: TestContext;
let admin: string;
let dashboard: string;
let business: string;
let trainee: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  dashboard = await t.login('dashboard@oabat.example');
  business = await t.login('betrieb@oabat.example');
  trainee = await t.login('azubi@oabat.example');
});
afterAll(() => t.close());

const get = (url: string, token: string | null) => t.request({ method: 'GET', url, token });
const visit = (session: string, route: string, utm: Record<string, string> = {}, token: string | null = null) =>
  t.request({
    method: 'POST',
    url: '/api/oabalytics',
    token,
    payload: { oabalytics_user_id: session, screen_width: 390, data: [{ entity_type: 'page_visit', route, ...utm }] },
  });

describe('GET /api/statistics', () => {
  it('is for the admin and the dashboard user only', async () => {
    expect((await get('/api/statistics', null)).statusCode).toBe(401);
    for (const token of [business, trainee]) expect((await get('/api/statistics', token)).statusCode).toBe(403);
    expect((await get('/api/statistics', dashboard)).statusCode).toBe(200);
  });

  it('rejects a bad range with German field messages', async () => {
    const res = await get('/api/statistics?from=2026-13-01', admin);
    expect(res.statusCode).toBe(422);
    const reversed = await get('/api/statistics?from=2026-05-01&to=2026-04-01', admin);
    expect(reversed.statusCode).toBe(422);
    expect(JSON.stringify(reversed.json())).toContain('Der Beginn muss vor dem Ende liegen.');
    expect((await get('/api/statistics?from=2020-01-01&to=2026-01-01', admin)).statusCode).toBe(422);
  });

  it('shows visits, searches by place, job views and the funnel from the rollups', async () => {
    await visit('st-1', '/ausbildung/passau-1');
    await visit('st-1', '/betriebe/baeckerei-huber/jobs/irgendwas');
    await visit('st-2', '/suche', { campaign_id: 'test-kampagne', source: 'instagram', medium: 'social' });
    await flushAnalytics(t.db);
    await rollUp(t.db);
    const res = await get('/api/statistics', admin);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    const today = s.daily.at(-1);
    expect(today).toMatchObject({ visits: 3, searches: 2, job_views: 1 });
    expect(s.funnel.searches).toBeGreaterThanOrEqual(2);
    expect(s.places.map((p: { slug: string }) => p.slug)).toContain('passau-1');
    expect(s.channels).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'social', visits: 1 }), expect.objectContaining({ value: 'direkt' })]));
    expect(s.campaigns).toEqual(expect.arrayContaining([expect.objectContaining({ campaign_id: 'test-kampagne', visits: 1, sessions: 1 })]));
    expect(s.jobs_by_type).toHaveLength(3);
    expect(s.weekly.length).toBeGreaterThan(10);
  });
});

describe('GET /api/statistics with a channel or region filter', () => {
  const utm = { campaign_id: 'filter-kampagne', source: 'filterquelle', medium: 'filterkanal' };
  const today = (s: TStatistics) => s.daily.at(-1);
  const stats = async (query: string): Promise<TStatistics> => {
    const res = await get(`/api/statistics?${query}`, dashboard);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    // One session of the channel 'filterkanal' searches Passau, opens a job and the region page; a direct
    // session opens the region page too. Only today: the demo year ends yesterday.
    await visit('fk-1', '/ausbildung/passau-7', utm);
    await visit('fk-1', '/betriebe/baeckerei-huber/jobs/filterjob', utm);
    await visit('fk-1', '/region/passau', utm);
    await visit('fk-2', '/region/passau');
    await flushAnalytics(t.db);
    await rollUp(t.db);
  });

  it('reads visits, searches, job views, places and campaigns of the chosen channel only', async () => {
    const s = await stats('channel=filterkanal');
    expect(s.filter).toEqual({ channel: 'filterkanal', region: null });
    expect(today(s)).toMatchObject({ visits: 3, searches: 1, job_views: 1 });
    expect(s.daily.reduce((n, d) => n + d.visits, 0)).toBe(3);
    expect(s.funnel).toMatchObject({ searches: 1, job_views: 1 });
    expect(s.places).toEqual([expect.objectContaining({ slug: 'passau-7', searches: 1 })]);
    expect(s.campaigns).toEqual([expect.objectContaining({ campaign_id: 'filter-kampagne', visits: 3, sessions: 1 })]);
    // Likes, interests, messages and sign-ups know no channel: the answer says so.
    expect(s.unfiltered).toEqual({ channel: expect.arrayContaining(['likes', 'interests', 'messages', 'trainees']), region: [] });
    // The channel and region tables still list every choice.
    const all = await stats('');
    expect(s.channels).toEqual(all.channels);
    expect(all.channels.map((c) => c.value)).toEqual(expect.arrayContaining(['filterkanal', 'direkt']));
    expect(all.unfiltered).toEqual({ channel: [], region: [] });
  });

  it('reads the region pages’ visits and the region’s businesses, jobs and likes', async () => {
    const s = await stats('region=passau');
    expect(s.filter).toEqual({ channel: null, region: 'passau' });
    expect(today(s)).toMatchObject({ visits: 2 });
    expect(s.unfiltered.region).toEqual(expect.arrayContaining(['searches', 'job_views', 'places']));
    const inChannel = `(SELECT bc.business_id FROM regions r JOIN business_channels bc ON bc.channel_id = r.channel_id WHERE r.slug = 'passau')`;
    const expected = (await t.db.one<{ active: number; likes: number }>(
      `SELECT (SELECT count(*)::int FROM jobs j WHERE ${jobListedSql('j')} AND j.business_id IN ${inChannel}) AS active,
              (SELECT count(*)::int FROM job_ratings jr JOIN jobs j ON j.id = jr.job_id
                WHERE jr.rating > 50 AND j.business_id IN ${inChannel} AND (jr.created_at AT TIME ZONE 'Europe/Berlin')::date BETWEEN $1::date AND $2::date) AS likes`,
      [s.range.from, s.range.to],
    ))!;
    expect(s.jobs_by_type.reduce((n, j) => n + j.active, 0)).toBe(expected.active);
    const likes = s.daily.reduce((n, d) => n + d.likes, 0);
    const anonymous = (await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_anonymous_ratings jr JOIN jobs j ON j.id = jr.job_id
        WHERE jr.rating > 50 AND j.business_id IN ${inChannel} AND (jr.created_at AT TIME ZONE 'Europe/Berlin')::date BETWEEN $1::date AND $2::date`,
      [s.range.from, s.range.to],
    ))!.n;
    expect(likes).toBe(expected.likes + anonymous);
    // An unknown region has no pages visited and no businesses.
    const none = await stats('region=gibt-es-nicht');
    expect(none.daily.reduce((n, d) => n + d.visits, 0)).toBe(0);
    expect(none.jobs_by_type.every((j) => j.active === 0)).toBe(true);
  });

  it('combines channel and region', async () => {
    const s = await stats('channel=filterkanal&region=passau');
    expect(today(s)).toMatchObject({ visits: 1, searches: 1 });
    expect(s.filter).toEqual({ channel: 'filterkanal', region: 'passau' });
  });

  it('rejects bad filter values with German field messages and stays closed to businesses', async () => {
    for (const q of ['channel=a%01b', `channel=${'x'.repeat(201)}`, 'region=Passau%20Land', 'channel=', `region=${'a'.repeat(101)}`]) {
      const res = await get(`/api/statistics?${q}`, admin);
      expect(res.statusCode, q).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), q).toEqual([q.split('=')[0]]);
    }
    expect((await get('/api/statistics?region=Passau%20Land', admin)).json().errors.region).toEqual(['Diese Region gibt es nicht.']);
    expect((await get('/api/statistics?channel=filterkanal', business)).statusCode).toBe(403);
    expect((await get('/api/statistics?region=passau', null)).statusCode).toBe(401);
  });
});

describe('campaigns', () => {
  const body = {
    name: 'Herbstplakat Passau',
    template: 'plakat',
    utm_id: 'herbst-plakat',
    utm_source: 'plakat',
    utm_medium: 'print',
    target_path: '/ausbildung',
  };

  it('the admin creates one; the dashboard user reads but cannot create or delete; others get 403', async () => {
    expect((await t.request({ method: 'POST', url: '/api/admin/campaigns', token: dashboard, payload: body })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/admin/campaigns', token: business, payload: body })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/admin/campaigns', payload: body })).statusCode).toBe(401);
    expect(await t.db.one(`SELECT 1 FROM campaigns WHERE utm_id = $1`, [body.utm_id])).toBeUndefined();
    const res = await t.request({ method: 'POST', url: '/api/admin/campaigns', token: admin, payload: body });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect((await get('/api/admin/campaigns', dashboard)).json().data.map((c: { utm_id: string }) => c.utm_id)).toContain(body.utm_id);
    expect((await get('/api/admin/campaigns', trainee)).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/campaigns/${id}`, token: dashboard })).statusCode).toBe(403);
    expect((await get(`/api/admin/campaigns/${id}`, admin)).statusCode).toBe(200);
    expect((await get('/api/admin/campaigns/2147483647', admin)).statusCode).toBe(404);
  });

  it('refuses bad input and a taken utm_id with field messages', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/campaigns',
      token: admin,
      payload: { ...body, utm_id: 'Mit Leerzeichen', target_path: 'https://evil.example' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['utm_id', 'target_path']));
    const taken = await t.request({ method: 'POST', url: '/api/admin/campaigns', token: admin, payload: body });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.utm_id).toEqual(['Eine Kampagne mit dieser ID gibt es schon.']);
  });

  it('attributes a visit and the registration of a new guest to the campaign', async () => {
    await visit('camp-guest', '/ausbildung', { campaign_id: 'herbst-plakat', source: 'plakat', medium: 'print' });
    await flushAnalytics(t.db);
    const u = await makeUser(t);
    const token = await t.login(u.email, PASSWORD);
    await visit('camp-guest', '/', {}, token);
    expect((await t.request({ method: 'POST', url: '/api/admin/statistics/refresh', token: trainee })).statusCode).toBe(403);
    // The dashboard account is read-only: not even a refresh (issue #35); the admin starts it.
    const refused = await t.request({ method: 'POST', url: '/api/admin/statistics/refresh', token: dashboard });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Das Dashboard-Konto kann nur lesen und nichts ändern.');
    expect((await t.request({ method: 'POST', url: '/api/admin/statistics/refresh', token: admin })).statusCode).toBe(200);
    const c = (await get('/api/admin/campaigns', admin)).json().data.find((x: { utm_id: string }) => x.utm_id === 'herbst-plakat');
    expect(c).toMatchObject({ utm_id: 'herbst-plakat', visits: 1, sessions: 1, registrations: 1 });
  });
});

describe('public and business statistics', () => {
  // Runs before any other call of GET /api/statistics/public in this file: the answer is kept 5 minutes per process.
  it('counts open jobs only: a job published with a start date in the past is no "offene Stelle" (issue 33)', async () => {
    const biz = await buildBusiness(t, { slug: 'statistik-zeitreise', permissions: [...ALL_JOB_PERMISSIONS, 'activate_job'] });
    const publish = async (name: string, start_date: string) => {
      const res = await t.request({ method: 'POST', url: '/api/v2/jobs', token: biz.token, payload: { type_id: 1, name, start_date, status: 'published' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.status).toBe('published');
      return res.json().data as { id: number };
    };
    const ausbildung = async () => (await get('/api/statistics', admin)).json().data.jobs_by_type.find((j: { type_id: number }) => j.type_id === 1);
    const before = await ausbildung();

    // The admin's "Aktiv" is the public figure: the expired job is not in it, though it counts as published today.
    const expired = await publish('Ausbildung Zeitreise 2020', '2020-09-01');
    expect(await ausbildung()).toEqual({ ...before, published: before.published + 1 });
    const open = await publish('Ausbildung Zeitreise 2099', '2099-09-01');
    expect(await ausbildung()).toEqual({ ...before, published: before.published + 2, active: before.active + 1 });

    const s = (await get('/api/statistics/public', null)).json().data;
    const dashboard = (await get('/api/statistics', admin)).json().data;
    expect(s.jobs_by_type.map((j: { active: number }) => j.active)).toEqual(dashboard.jobs_by_type.map((j: { active: number }) => j.active));
    expect(s.jobs_by_type[0]).toEqual({ type_id: 1, label: 'Ausbildung', active: before.active + 1 });
    // By district: the district of both jobs counts the open one and not the expired one.
    const district = (await t.db.one<{ region: string; listed: number; published: number }>(
      `SELECT coalesce(nullif(p.district, ''), p.name) AS region,
              count(*) FILTER (WHERE ${jobListedSql('j')})::int AS listed, count(*) FILTER (WHERE j.status = 'published')::int AS published
         FROM jobs j JOIN places p ON p.id = j.place_id
        WHERE coalesce(nullif(p.district, ''), p.name) = (SELECT coalesce(nullif(p2.district, ''), p2.name) FROM jobs j2 JOIN places p2 ON p2.id = j2.place_id WHERE j2.id = $1)
        GROUP BY 1`,
      [expired.id],
    ))!;
    expect(await t.db.one(`SELECT 1 FROM jobs j WHERE j.id = $1 AND ${jobListedSql('j')}`, [open.id])).toBeDefined();
    expect(district.published).toBeGreaterThan(district.listed);
    expect(s.jobs_by_region).toContainEqual({ region: district.region, active: district.listed });
  });

  it('shows the public figures to guests with a cache header', async () => {
    const res = await get('/api/statistics/public', null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const s = res.json().data;
    expect(s.businesses).toBeGreaterThan(0);
    expect(s.jobs_by_type.map((x: { label: string }) => x.label)).toEqual(['Ausbildung', 'Praktikum', 'Job']);
    expect(s.monthly).toHaveLength(12);
  });

  it('shows a business its own figures with the previous period, and nobody else', async () => {
    const res = await get('/api/business/baeckerei-huber/statistics?days=30', business);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s.daily).toHaveLength(30);
    expect(s.current).toEqual(expect.objectContaining({ profile_visits: expect.any(Number), likes: expect.any(Number) }));
    expect(s.by_job.length).toBeGreaterThan(0);
    expect((await get('/api/business/baeckerei-huber/statistics', trainee)).statusCode).toBe(403);
    expect((await get('/api/business/baeckerei-huber/statistics', null)).statusCode).toBe(401);
    expect((await get('/api/business/baeckerei-huber/statistics?days=12', business)).statusCode).toBe(422);
  });

  it('needs the business permission statistics: without it the figures and the job statistics are refused', async () => {
    const huber = `(SELECT id FROM businesses WHERE slug = 'baeckerei-huber')`;
    const job = (await t.db.one<{ slug: string }>(`SELECT slug FROM jobs WHERE business_id = ${huber} ORDER BY id LIMIT 1`))!;
    expect((await get(`/api/v2/jobs/${job.slug}/statistics`, business)).statusCode).toBe(200);
    await t.db.query(`UPDATE businesses SET permissions = permissions - 'statistics' WHERE id = ${huber}`);
    try {
      const res = await get('/api/business/baeckerei-huber/statistics?days=30', business);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Statistiken sind für deinen Betrieb nicht freigeschaltet.');
      expect((await get(`/api/v2/jobs/${job.slug}/statistics`, business)).statusCode).toBe(403);
      // The admin still reads a job's figures.
      expect((await get(`/api/v2/jobs/${job.slug}/statistics`, admin)).statusCode).toBe(200);
    } finally {
      await t.db.query(`UPDATE businesses SET permissions = permissions || '["statistics"]'::jsonb WHERE id = ${huber}`);
    }
  });
});
