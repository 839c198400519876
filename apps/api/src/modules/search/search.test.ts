import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';

let t: TestContext;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
const ids: Record<string, { id: number; slug: string }> = {};
// Two spots far from the demo jobs (Sylt and Hamburg, about 170 km apart), so only this file's jobs are near.
const PASSAU = { lat: 54.9079, lon: 8.3117 };
const MUENCHEN = { lat: 53.5511, lon: 9.9937 };
const RUEGEN = { lat: 54.43, lon: 13.43 };

beforeAll(async () => {
  t = await createTestApp();
  biz = await buildBusiness(t, { slug: 'suchtest-gmbh' });
  ids.kaufmann = await buildJob(t, biz.id, { name: 'Ausbildung Kaufmann für Büromanagement', ...PASSAU, published_at: '2026-01-01' });
  ids.mechatronikerin = await buildJob(t, biz.id, { name: 'Mechatronikerin gesucht', lat: 54.913, lon: 8.32, published_at: '2026-02-01' });
  ids.praktikum = await buildJob(t, biz.id, { name: 'Schnupperpraktikum Schreinerei', type_id: 2, lat: 54.93, lon: 8.3, published_at: '2026-03-01' });
  ids.muenchen = await buildJob(t, biz.id, { name: 'Kauffrau im Einzelhandel', lat: MUENCHEN.lat, lon: MUENCHEN.lon, published_at: '2026-04-01' });
  ids.draft = await buildJob(t, biz.id, { name: 'Kaufmann Entwurf', status: 'draft', ...PASSAU });
  ids.job3 = await buildJob(t, biz.id, { name: 'Lagerhelfer Minijob', type_id: 3, ...PASSAU, description: 'Kommissionierung und Versand' });
  // Another business on Rügen, for the text rules, so the counts above stay theirs.
  const other = await buildBusiness(t, { slug: 'textregeln-gmbh' });
  ids.elektronik = await buildJob(t, other.id, { name: 'Ausbildung Elektroniker/in', ...RUEGEN, published_at: '2026-05-01' });
  ids.anlagen = await buildJob(t, other.id, { name: 'Praktikum Montage', type_id: 2, ...RUEGEN, description: 'Wir bauen Elektroanlagen.' });
});
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('GET /api/search', () => {
  it('defaults to apprenticeships, pages of 20, newest first without a point', async () => {
    const body = await get('/api/search?business=x');
    expect(body.result).toMatchObject({ current_page: 1, per_page: 20 });
    expect(body.result.data.every((j: { type_id: number }) => j.type_id === 1)).toBe(true);
    expect(body.filters).toMatchObject({ category: 'ausbildung', channel: 'oabat', sort: 'date' });
    expect(names(body.result.data)).not.toContain('Kaufmann Entwurf');
  });

  it('filters by radius around a point and sorts by distance, with distance and category counts', async () => {
    const body = await get(`/api/search?latitude=${PASSAU.lat}&longitude=${PASSAU.lon}&radius=20&category=alles`);
    expect(names(body.result.data)).toEqual(
      expect.arrayContaining(['Ausbildung Kaufmann für Büromanagement', 'Mechatronikerin gesucht', 'Schnupperpraktikum Schreinerei']),
    );
    expect(names(body.result.data)).not.toContain('Kauffrau im Einzelhandel');
    expect(body.result.data[0].distance_km).toBe(0);
    expect(body.filters.sort).toBe('distance');
    expect(body.filters.counts_at_least).toBe(false); // a few matches: the counts are exact
    const counts = Object.fromEntries(body.filters.categories.map((c: { key: string; count: number }) => [c.key, c.count]));
    expect(counts.praktikum).toBeGreaterThanOrEqual(1);
    expect(counts.alles).toBe(counts.ausbildung + counts.praktikum + (body.result.total - counts.ausbildung - counts.praktikum));
  });

  it('finds gender forms and synonyms: Kauffrau finds Kaufmann and the other way round', async () => {
    // Around this file's jobs: the demo data's many Kauffrau compounds (Automobilkauffrau, …) fill a page of their own.
    const a = await get(`/api/search?term=Kauffrau&category=ausbildung&latitude=${PASSAU.lat}&longitude=${PASSAU.lon}&radius=200`);
    expect(names(a.result.data)).toEqual(expect.arrayContaining(['Ausbildung Kaufmann für Büromanagement', 'Kauffrau im Einzelhandel']));
    const b = await get(`/api/search?filters=${encodeURIComponent(JSON.stringify({ term: 'kaufleute' }))}`);
    expect(b.result.total).toBeGreaterThanOrEqual(2);
    const c = await get(`/api/search?term=Mechatroniker`);
    expect(names(c.result.data)).toContain('Mechatronikerin gesucht');
    expect(c.filters.sort).toBe('relevance');
  });

  it('reads slash forms as words and looks for synonyms as whole words, only the typed word as a prefix', async () => {
    const near = `latitude=${RUEGEN.lat}&longitude=${RUEGEN.lon}&radius=20&category=alles`;
    // "Elektroniker/in" is the words Elektroniker and in: found by a gender form and by the synonym Elektriker.
    expect(names((await get(`/api/search?${near}&term=Elektronikerin`)).result.data)).toContain('Ausbildung Elektroniker/in');
    expect(names((await get(`/api/search?${near}&term=Elektriker`)).result.data)).toContain('Ausbildung Elektroniker/in');
    // The synonym 'elektr' of Elektroniker is a whole word: "Elektroanlagen" does not start a match of it.
    expect(names((await get(`/api/search?${near}&term=Elektroniker`)).result.data)).not.toContain('Praktikum Montage');
    // The typed word still finds what it starts (as-you-type).
    expect(names((await get(`/api/search?${near}&term=Elektroanl`)).result.data)).toContain('Praktikum Montage');
  });

  it('praktikum and unternehmen categories', async () => {
    const p = await get(`/api/search?category=praktikum&latitude=${PASSAU.lat}&longitude=${PASSAU.lon}`);
    expect(names(p.result.data)).toEqual(['Schnupperpraktikum Schreinerei']);
    // the business's site is in Passau (94032)
    const u = await get('/api/search?category=unternehmen&latitude=48.5748&longitude=13.4609&radius=5&per_page=100');
    expect(u.result.data.map((b: { slug: string }) => b.slug)).toContain('suchtest-gmbh');
    expect(u.result.data[0]).toMatchObject({ kind: 'business' });
  });

  it('marks the jobs the trainee liked', async () => {
    const trainee = await makeUser(t, { trainee: true });
    const token = await loginAs(t, trainee.email);
    await t.db.query(`INSERT INTO job_ratings (user_id, job_id, rating) VALUES ($1, $2, 80)`, [trainee.id, ids.kaufmann.id]);
    const body = await get(`/api/search?latitude=${PASSAU.lat}&longitude=${PASSAU.lon}&radius=5`, token);
    const liked = body.result.data.find((j: { id: number }) => j.id === ids.kaufmann.id);
    expect(liked.is_liked).toBe(true);
    expect(body.result.data.find((j: { id: number }) => j.id === ids.mechatronikerin.id).is_liked).toBe(false);
  });

  it('rejects bad parameters with 422 and German messages', async () => {
    const res = await t.request({ method: 'GET', url: '/api/search?latitude=100&radius=0&category=quatsch&filters=%7Bkaputt' });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.latitude).toEqual(['Ungültiger Breitengrad.']);
    expect(errors.radius).toEqual(['Der Umkreis muss größer als 0 sein.']);
    expect(errors.category).toEqual(['Unbekannte Kategorie.']);
    expect(errors.filters).toEqual(['Die Filter sind ungültig.']);
  });

  it('a hostile text never breaks the query', async () => {
    const body = await get(`/api/search?term=${encodeURIComponent("a' & | ! (:*) ;DROP")}`);
    expect(body.result.data).toBeInstanceOf(Array);
  });
});

describe('a dense area', () => {
  it('stops counting at the cap and says so; newest first still pages through the first matches in order', async () => {
    // 3,100 jobs on one spot in the Vosges, far from every other job of this file and of the demo.
    const dense = await buildBusiness(t, { slug: 'dichte-gmbh' });
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let i = 0; i < 3100; i++) {
      const k = values.length;
      tuples.push(`($${k + 1}, $${k + 2}, 'published', $${k + 3}, $${k + 4}, 48.1, 7.0, now() - ($${k + 5} || ' minutes')::interval)`);
      values.push(dense.id, 1 + (i % 2), `Dichtejob ${i}`, `dichtejob-${i}`, String(i));
    }
    await t.db.query(`INSERT INTO jobs (business_id, type_id, status, name, slug, latitude, longitude, published_at) VALUES ${tuples.join(', ')}`, values);
    const url = '/api/search?latitude=48.1&longitude=7.0&radius=10&category=praktikum&sort=date';
    const first = await get(`${url}&page=1`);
    expect(first.filters.counts_at_least).toBe(true);
    const alles = first.filters.categories.find((c: { key: string }) => c.key === 'alles').count;
    expect(alles).toBe(1000); // scanned up to the cap, a lower bound of the 3,100
    // The newest internships are Dichtejob 1, 3, 5, ... (one minute apart, odd numbers are type 2).
    expect(names(first.result.data).slice(0, 3)).toEqual(['Dichtejob 1', 'Dichtejob 3', 'Dichtejob 5']);
    const third = await get(`${url}&page=3`);
    expect(names(third.result.data)[0]).toBe('Dichtejob 81');
    // A few matches count exactly.
    expect((await get('/api/search?latitude=48.1&longitude=7.0&radius=10&category=praktikum&term=Dichtejob%201001')).filters.counts_at_least).toBe(false);
    // A text with more matches on one spot than a circle ranks: the counts stop at the cap, and no smaller circle
    // holds them apart, so the smallest full one is ranked whole for the page (title matches at one distance, by id).
    const text = await get('/api/search?latitude=48.1&longitude=7.0&radius=10&category=alles&term=Dichtejob');
    expect(text.filters.counts_at_least).toBe(true);
    expect(text.result.total).toBeGreaterThan(1000);
    expect(names(text.result.data).slice(0, 2)).toEqual(['Dichtejob 0', 'Dichtejob 1']);
  });

  it('a text over a wide radius reads the page from a smaller circle: counts are lower bounds, paging goes on to every match once', async () => {
    // 60 jobs on a line going north from a point in Burgundy, one every 3 km; those within 100 km are 0-33.
    const line = await buildBusiness(t, { slug: 'linien-gmbh' });
    for (let i = 0; i < 60; i++) await buildJob(t, line.id, { name: `Streujob ${i}`, type_id: 1 + (i % 3), lat: 47.0 + (i * 3) / 111.2, lon: 5.0 });
    const url = (page: number) => `/api/search?latitude=47.0&longitude=5.0&radius=100&category=alles&term=Streujob&per_page=5&page=${page}`;
    const first = await get(url(1));
    expect(names(first.result.data)).toEqual(['Streujob 0', 'Streujob 1', 'Streujob 2', 'Streujob 3', 'Streujob 4']);
    expect(first.filters.counts_at_least).toBe(true); // counted within the smaller circle only
    expect(first.result.total).toBeLessThan(34);
    expect(first.result.last_page).toBeGreaterThan(1);
    const seen: string[] = [];
    let last = first;
    for (let page = 1; page <= 20; page++) {
      last = page === 1 ? first : await get(url(page));
      seen.push(...names(last.result.data));
      if (last.result.current_page >= last.result.last_page) break;
    }
    expect(seen).toEqual(Array.from({ length: 34 }, (_, i) => `Streujob ${i}`));
    expect(last.result.total).toBe(34); // the last page, not full, ends the lower bound at what was shown
    // The businesses tab counts the jobs' tabs the same way.
    const firms = await get('/api/search?latitude=47.0&longitude=5.0&radius=100&category=unternehmen&term=Streujob');
    expect(firms.filters.counts_at_least).toBe(true);
    expect(firms.filters.categories.find((c: { key: string }) => c.key === 'alles').count).toBe(
      first.filters.categories.find((c: { key: string }) => c.key === 'alles').count,
    );
  });
});

describe('GET /api/v2/search/{type}', () => {
  it('filters by business, excludes a job, and pages', async () => {
    const body = await get(`/api/v2/search/job?business_slug=suchtest-gmbh&category=alles&exclude_job_slug=${ids.kaufmann.slug}&per_page=2`);
    expect(body).toMatchObject({ current_page: 1, per_page: 2, total: 4, last_page: 2 });
    const page2 = await get(`/api/v2/search/job?business_slug=suchtest-gmbh&category=alles&exclude_job_slug=${ids.kaufmann.slug}&per_page=2&page=2`);
    const all = [...body.data, ...page2.data].map((j: { id: number }) => j.id);
    expect(new Set(all).size).toBe(4);
    expect(all).not.toContain(ids.kaufmann.id);
  });

  it('filters by type ids, text and distance', async () => {
    const body = await get(`/api/v2/search/job?term=lager&type_id=3&latitude=${PASSAU.lat}&longitude=${PASSAU.lon}&distance=10`);
    expect(names(body.data)).toEqual(['Lagerhelfer Minijob']);
    const desc = await get(`/api/v2/search/job?term=versand`);
    expect(names(desc.data)).toContain('Lagerhelfer Minijob');
  });

  it('meta counts matches per type; suggest completes as you type; businesses are searchable', async () => {
    const meta = await get('/api/v2/search/job/meta?business_slug=suchtest-gmbh');
    expect(meta.data.total).toBe(5);
    expect(meta.data.types).toEqual([
      { id: 1, count: 3 },
      { id: 2, count: 1 },
      { id: 3, count: 1 },
    ]);
    const sug = await get('/api/v2/search/job/suggest?term=Mechatronikerin%20ges');
    expect(sug.data.map((s: { label: string }) => s.label)).toContain('Mechatronikerin gesucht');
    const biz = await get('/api/v2/search/business?term=suchtest');
    expect(biz.data[0]).toMatchObject({ slug: 'suchtest-gmbh', jobs_count: 5 });
    expect((await t.request({ method: 'GET', url: '/api/v2/search/raumschiff' })).statusCode).toBe(422);
  });
});

describe('search cache', () => {
  it("keeps a guest's result briefly; job writes and the admin's cache clear empty it; others may not clear", async () => {
    const url = `/api/v2/search/job?business_slug=suchtest-gmbh&category=alles&per_page=50`;
    const before = (await get(url)).total;
    await buildJob(t, biz.id, { name: 'Nachzügler ohne API', ...PASSAU }); // straight into the table: the cache cannot know
    expect((await get(url)).total).toBe(before);
    const trainee = await loginAs(t, (await makeUser(t, { trainee: true })).email);
    expect((await t.request({ method: 'POST', url: '/api/admin/cache/clear', token: trainee, payload: { tags: ['search'] } })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/admin/cache/clear', payload: { tags: ['search'] } })).statusCode).toBe(401);
    const admin = await t.login(t.config.ADMIN_EMAIL);
    const res = await t.request({ method: 'POST', url: '/api/admin/cache/clear', token: admin, payload: { tags: ['search'] } });
    expect(res.json().data).toEqual({ cleared: ['search'] });
    expect((await get(url)).total).toBe(before + 1);
    // a job written through the API is visible at once
    await t.request({ method: 'DELETE', url: `/api/v2/jobs/${ids.job3.id}`, token: biz.token });
    expect((await get(url)).total).toBe(before);
  });
});
