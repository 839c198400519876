// One rule for "expired" (issue 33): a published job whose start date has passed (jobExpired) is out of every
// search strategy, suggest, the meta counts, the sitemaps, job alerts, the swipe deck, favourites and job lists; its
// business still lists it (to extend it). The public statistics are tested in statistics/statistics.test.ts.
// Its page answering 410 is tested with the server renderer in plugins/ssr.test.ts and in e2e/tests/jobs-expired.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { runAlerts } from '../alerts/alerts.usecases.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { jobOpenSql } from './job-expiry.ts';
import { clearSearchCaches } from '../search/search.cache.ts';
import { markExpiredJobs, PAST_START_JOB } from './job-expiry.sweep.ts';

const BASE = 'https://oabat.example';
// Sylt, far from the demo jobs: only this file's jobs are near.
const SYLT = { lat: 54.9079, lon: 8.3117 };
const WORD = 'Zyxomat';

let t: TestContext;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
const jobs: Record<string, { id: number; slug: string; name: string }> = {};

async function job(key: string, name: string, type_id: number, start: string | null) {
  const j = await buildJob(t, biz.id, { name, type_id, ...SYLT, search_terms: WORD });
  await t.db.query(`UPDATE jobs SET start_date = $2::date WHERE id = $1`, [j.id, start]);
  jobs[key] = { ...j, name };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: BASE });
  biz = await buildBusiness(t, { slug: 'zeitreise-gmbh' });
  await job('expired', `Ausbildung ${WORD} 2020`, 1, '2020-09-01');
  await job('expiredInternship', `Praktikum ${WORD} 2020`, 2, '2020-03-01');
  await job('open', `Ausbildung ${WORD} 2099`, 1, '2099-09-01');
  await job('noDate', `Ausbildung ${WORD} ab sofort`, 1, null);
  // A regular job has no end, whatever its start date.
  await job('regular', `Aushilfe ${WORD} Lager`, 3, '2020-01-01');
});
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (items: { id: number }[]) => items.map((i) => i.id);
const OPEN = ['open', 'noDate', 'regular'];
const EXPIRED = ['expired', 'expiredInternship'];
function expectOnlyOpen(found: number[], wanted = OPEN) {
  for (const k of wanted) expect(found, k).toContain(jobs[k]!.id);
  for (const k of EXPIRED) expect(found, k).not.toContain(jobs[k]!.id);
}

describe('expired jobs are out of the search', () => {
  const place = `latitude=${SYLT.lat}&longitude=${SYLT.lon}`;
  // One query per strategy of search.plan.ts (the strategy named for each).
  const V1: [string, string][] = [
    ['circle: words around a place', `term=${WORD}&${place}&radius=25&category=alles`],
    ['circle, newest first', `term=${WORD}&${place}&radius=25&category=alles&sort=date`],
    ['ranked-text: words without a place', `term=${WORD}&category=alles`],
    ['date-by-place: newest first around a place', `${place}&radius=25&category=alles&sort=date`],
    ['indexed: nearest first', `${place}&radius=25&category=alles&sort=distance`],
    ['indexed: newest first, no place', `category=alles&sort=date&business=zeitreise-gmbh`],
  ];
  for (const [name, query] of V1) {
    it(`/api/search, ${name}`, async () => {
      const body = await get(`/api/search?${query}`);
      // Only this business's jobs are near Sylt and hold the word; newest first without a place shows this file's
      // jobs first (published now), unless the page is full of the demo's, which is checked by the total below.
      const found = ids(body.result.data);
      if (query.includes(WORD) || query.includes('latitude')) expectOnlyOpen(found);
      else for (const k of EXPIRED) expect(found).not.toContain(jobs[k]!.id);
    });
  }

  it('/api/search counts per category leave expired jobs out', async () => {
    const body = await get(`/api/search?term=${WORD}&latitude=${SYLT.lat}&longitude=${SYLT.lon}&radius=25&category=alles`);
    const counts = Object.fromEntries(body.filters.categories.map((c: { key: string; count: number }) => [c.key, c.count]));
    expect(counts).toMatchObject({ ausbildung: 2, praktikum: 0 });
    expect(body.result.total).toBe(3);
  });

  it('/api/v2/search/job (nearest, newest, by pay) and its meta counts', async () => {
    for (const sort of ['distance', 'date', 'pay', 'relevance']) {
      const body = await get(`/api/v2/search/job?latitude=${SYLT.lat}&longitude=${SYLT.lon}&distance=25&sort=${sort}&term=${WORD}`);
      // Pay sorts only jobs stating a pay (none here): nothing, and certainly no expired job.
      if (sort === 'pay') for (const k of EXPIRED) expect(ids(body.data)).not.toContain(jobs[k]!.id);
      else expectOnlyOpen(ids(body.data));
    }
    const near = await get(`/api/v2/search/job?latitude=${SYLT.lat}&longitude=${SYLT.lon}&distance=25`);
    expectOnlyOpen(ids(near.data));
    expect(near.total).toBe(3);

    const meta = (await get(`/api/v2/search/job/meta?latitude=${SYLT.lat}&longitude=${SYLT.lon}&distance=25`)).data;
    expect(meta.total).toBe(3);
    expect(meta.types).toEqual(
      expect.arrayContaining([
        { id: 1, count: 2 },
        { id: 2, count: 0 },
        { id: 3, count: 1 },
      ]),
    );
  });

  it('a business card counts only open jobs', async () => {
    const { name } = (await t.db.one<{ name: string }>(`SELECT name FROM businesses WHERE id = $1`, [biz.id]))!;
    const body = await get(`/api/v2/search/business?term=${encodeURIComponent(name)}`);
    const card = body.data.find((b: { slug: string }) => b.slug === 'zeitreise-gmbh');
    expect(card?.jobs_count).toBe(3);
  });

  it('suggest names open jobs only', async () => {
    const labels = (await get(`/api/v2/search/job/suggest?term=${WORD}&limit=20`)).data.map((s: { label: string }) => s.label);
    expect(labels).toEqual(expect.arrayContaining([jobs.open!.name, jobs.regular!.name]));
    for (const k of EXPIRED) expect(labels).not.toContain(jobs[k]!.name);
  });
});

describe('expired jobs elsewhere', () => {
  it('the sitemaps list open jobs, not expired ones', async () => {
    const index = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    const files = [...index.matchAll(/<loc>([^<]*\/sitemaps\/jobs-\d+\.xml)<\/loc>/g)].map((m) => m[1]!.slice(BASE.length));
    let all = '';
    for (const f of files) all += (await t.request({ method: 'GET', url: f })).body;
    const loc = (k: string) => `<loc>${BASE}/betriebe/${biz.slug}/jobs/${jobs[k]!.slug}</loc>`;
    for (const k of OPEN) expect(all).toContain(loc(k));
    for (const k of EXPIRED) expect(all).not.toContain(loc(k));
  });

  it('job alerts: an expired job is not matched or mailed, and a match that expires leaves the list and the badge', async () => {
    const u = await makeUser(t, { trainee: true });
    const token = await loginAs(t, u.email);
    const saved = await t.request({
      method: 'POST',
      url: '/api/saved-searches',
      token,
      payload: { category: 'alles', term: 'Quelloptik', latitude: SYLT.lat, longitude: SYLT.lon, radius: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const alertId = saved.json().data.id as number;
    // Published after the alert: the run's candidates.
    const fresh = async (name: string, start: string) => {
      const j = await buildJob(t, biz.id, { name, ...SYLT, search_terms: 'Quelloptik', published_at: new Date(Date.now() + 1000).toISOString() });
      await t.db.query(`UPDATE jobs SET start_date = $2::date WHERE id = $1`, [j.id, start]);
      return j;
    };
    const open = await fresh('Ausbildung Quelloptik 2099', '2099-09-01');
    const expired = await fresh('Ausbildung Quelloptik 2020', '2020-09-01');
    await runAlerts({ db: t.db, config: t.config, transports: t.app.transports }, null, new Date(Date.now() + 5000));
    const mails = await t.db.query<{ body_text: string }>(`SELECT body_text FROM outbox WHERE lower(recipient) = lower($1) AND template = 'alerts.digest'`, [
      u.email,
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain(`/jobs/${open.slug}`);
    expect(mails[0]!.body_text).not.toContain(`/jobs/${expired.slug}`);
    const matches = async () => (await get(`/api/saved-searches/${alertId}/matches`, token)).data.jobs.map((j: { id: number }) => j.id);
    expect(await matches()).toEqual([open.id]);
    expect((await get('/api/saved-searches/badge', token)).data.new_count).toBe(1);

    // The match expires (its start date passes): gone from the matches and the badge.
    await t.db.query(`UPDATE jobs SET start_date = '2020-09-01' WHERE id = $1`, [open.id]);
    expect(await matches()).toEqual([]);
    expect((await get('/api/saved-searches/badge', token)).data.new_count).toBe(0);
  });

  it("the business's own list keeps its expired jobs (to extend them); others see only open ones", async () => {
    const own = ids((await get(`/api/jobs?business=${biz.slug}`, biz.token)).data);
    for (const k of [...OPEN, ...EXPIRED]) expect(own).toContain(jobs[k]!.id);
    const guest = ids((await get(`/api/jobs?business=${biz.slug}`)).data);
    expectOnlyOpen(guest);
  });

  it('the swipe deck offers open jobs only, to guests and trainees; a liked or queued job that expires leaves deck and favourites', async () => {
    const deck = async (query: string, token?: string) => ids((await get(`/api/v2/jobs/ratings?${query}`, token)).data);
    expectOnlyOpen(await deck(`anonymous_user_id=zeitreise-gast-1&latitude=${SYLT.lat}&longitude=${SYLT.lon}`));

    const u = await makeUser(t, { trainee: true });
    const token = await loginAs(t, u.email);
    await t.db.query(`UPDATE trainees SET place_id = (SELECT id FROM places WHERE postal_code = '25980' ORDER BY id LIMIT 1) WHERE user_id = $1`, [u.id]);
    const later = await buildJob(t, biz.id, { name: `Ausbildung ${WORD} Deck`, ...SYLT, search_terms: WORD });
    await t.db.query(`UPDATE jobs SET start_date = '2099-09-01' WHERE id = $1`, [later.id]);
    const queued = await deck('append_jobs=1', token);
    expectOnlyOpen(queued);
    expect(queued).toContain(later.id);
    const like = await t.request({ method: 'POST', url: '/api/v2/jobs/ratings', token, payload: { job_id: jobs.open!.id, rating: 100 } });
    expect(like.statusCode, like.body).toBe(201);
    expect(ids((await get('/api/v2/jobs/ratings/liked', token)).data)).toEqual([jobs.open!.id]);

    // Both expire: out of the deck and the favourites; the like stays, so extending the job brings it back.
    await t.db.query(`UPDATE jobs SET start_date = '2020-09-01' WHERE id = ANY($1::int[])`, [[later.id, jobs.open!.id]]);
    try {
      expect(await deck('append_jobs=1', token)).not.toContain(later.id);
      expect(ids((await get('/api/v2/jobs/ratings/liked', token)).data)).toEqual([]);
    } finally {
      await t.db.query(`UPDATE jobs SET start_date = '2099-09-01' WHERE id = $1`, [jobs.open!.id]);
    }
    expect(ids((await get('/api/v2/jobs/ratings/liked', token)).data)).toEqual([jobs.open!.id]);
  });

  it('a job list shows and counts its open jobs only, takes no expired job, and the admin finds none to add', async () => {
    const admin = await t.login(t.config.ADMIN_EMAIL);
    const refused = await t.request({
      method: 'POST',
      url: '/api/job_lists',
      token: admin,
      payload: { name: 'Zeitreise', job_ids: [jobs.open!.id, jobs.expired!.id] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.job_ids).toEqual(['Nur veröffentlichte, nicht abgelaufene Stellen.']);
    const found = ids((await get(`/api/v2/admin/joblists/jobs?search=${WORD}`, admin)).data);
    expectOnlyOpen(found);

    const kept = await buildJob(t, biz.id, { name: `Ausbildung ${WORD} Liste`, ...SYLT });
    await t.db.query(`UPDATE jobs SET start_date = '2099-09-01' WHERE id = $1`, [kept.id]);
    const created = await t.request({ method: 'POST', url: '/api/job_lists', token: admin, payload: { name: 'Zeitreise', job_ids: [jobs.open!.id, kept.id] } });
    expect(created.statusCode, created.body).toBe(201);
    const slug = created.json().data.slug as string;
    // One of them expires: the list, read by a guest, neither shows nor counts it.
    await t.db.query(`UPDATE jobs SET start_date = '2020-09-01' WHERE id = $1`, [kept.id]);
    const list = (await get(`/api/job_lists/${slug}`)).data;
    expect(list).toMatchObject({ jobs_count: 1 });
    expect(ids(list.jobs)).toEqual([jobs.open!.id]);
  });

  it('an expired job reached by an old link takes no application, like or rating (410 in German); the open one does', async () => {
    const u = await makeUser(t, { trainee: true });
    const token = await loginAs(t, u.email);
    const traineeId = (await t.db.one<{ id: number }>(`SELECT id FROM trainees WHERE user_id = $1`, [u.id]))!.id;
    // The business has an account, so it can read applications on Oabat: only expiry can refuse.
    const refused = (res: { statusCode: number; body: string; json: () => { message: string } }) => {
      expect(res.statusCode, res.body).toBe(410);
      expect(res.json().message).toMatch(/abgelaufen/);
    };
    for (const key of EXPIRED) {
      const id = jobs[key]!.id;
      refused(await t.request({ method: 'GET', url: `/api/job_interests/reach?job_id=${id}`, token }));
      refused(
        await t.request({
          method: 'POST',
          url: '/api/job_interests',
          token,
          payload: { job_id: id, trainee_id: traineeId, message: 'Ich bewerbe mich.', file_ids: [] },
        }),
      );
      refused(await t.request({ method: 'POST', url: '/api/v2/jobs/ratings', token, payload: { job_id: id, rating: 100 } }));
      refused(
        await t.request({ method: 'POST', url: '/api/v2/jobs/anonymous_ratings', payload: { job_id: id, anonymous_user_id: 'zeitreise-gast-2', rating: 100 } }),
      );
    }
    expect(await t.db.one(`SELECT count(*)::int AS n FROM job_interests WHERE trainee_id = $1`, [traineeId])).toEqual({ n: 0 });
    // Reporting it still goes through: its page still shows what is reported.
    const report = await t.request({
      method: 'POST',
      url: '/api/reports',
      token,
      payload: { target_type: 'job', target_id: jobs.expired!.id, reason: 'wrong_data' },
    });
    expect(report.statusCode, report.body).toBe(201);

    const open = jobs.noDate!.id;
    expect((await t.request({ method: 'GET', url: `/api/job_interests/reach?job_id=${open}`, token })).statusCode).toBe(200);
    const applied = await t.request({
      method: 'POST',
      url: '/api/job_interests',
      token,
      payload: { job_id: open, trainee_id: traineeId, message: 'Ich bewerbe mich.', file_ids: [] },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await t.request({ method: 'POST', url: '/api/v2/jobs/ratings', token, payload: { job_id: open, rating: 100 } })).statusCode).toBe(201);
  });

  it('the job itself stays readable from old links (its page renders 410 from it)', async () => {
    const body = await get(`/api/jobs/${jobs.expired!.slug}`);
    expect(body.data).toMatchObject({ status: 'published', start_date: '2020-09-01' });
  });
});

// Migration 0713: the search's indexes leave out jobs marked `past_start`. The mark never decides alone: it is set
// when the start date has passed (on a write by the trigger, hourly by the sweep), and the date check stays.
describe('the past_start mark (expired jobs out of the search indexes)', () => {
  const marks = async () =>
    Object.fromEntries(
      (await t.db.query<{ id: number; past_start: boolean }>(`SELECT id, past_start FROM jobs WHERE business_id = $1`, [biz.id])).map((r) => [
        r.id,
        r.past_start,
      ]),
    );
  // Uncached: the start dates below change in SQL, not through the API (which empties the search caches).
  const search = async () => {
    clearSearchCaches(t.db);
    return ids((await get(`/api/search?term=${WORD}&latitude=${SYLT.lat}&longitude=${SYLT.lon}&radius=25&category=alles`)).result.data);
  };

  it('a write marks exactly the jobs the rule calls expired, by the same rule as jobOpenSql', async () => {
    const m = await marks();
    for (const k of EXPIRED) expect(m[jobs[k]!.id], k).toBe(true);
    for (const k of OPEN) expect(m[jobs[k]!.id], k).toBe(false);
    const disagree = await t.db.query(`SELECT id FROM jobs j WHERE j.past_start = ${jobOpenSql('j')}`);
    expect(disagree).toEqual([]);
  });

  it('a job that expired since its last write is left out by the date check until the sweep marks it', async () => {
    const id = jobs.expired!.id;
    // As on the evening its start date passed: written while still open, not yet swept.
    await t.db.query(`UPDATE jobs SET past_start = false WHERE id = $1`, [id]);
    expect(await search()).not.toContain(id);
    expect(await markExpiredJobs(t.db)).toBe(1);
    expect((await marks())[id]).toBe(true);
    expect(await markExpiredJobs(t.db)).toBe(0);
    // The hourly schedule runs the same sweep.
    await t.db.query(`UPDATE jobs SET past_start = false WHERE id = $1`, [id]);
    expect(await t.app.jobs.runNow(PAST_START_JOB)).not.toBeNull();
    await t.app.jobs.drain();
    expect((await marks())[id]).toBe(true);
  });

  it('extending an expired job (a new start date) clears its mark and brings it back into the search', async () => {
    const id = jobs.expiredInternship!.id;
    await t.db.query(`UPDATE jobs SET start_date = '2099-03-01' WHERE id = $1`, [id]);
    expect((await marks())[id]).toBe(false);
    expect(await search()).toContain(id);
    await t.db.query(`UPDATE jobs SET start_date = '2020-03-01' WHERE id = $1`, [id]);
    expect((await marks())[id]).toBe(true);
    expect(await search()).not.toContain(id);
  });
});
