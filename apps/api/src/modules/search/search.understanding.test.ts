// Issue #33: the search understands how pupils type, on the demo data (every word below has fitting jobs there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { DEMO } from '../../../test/factories/chat.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (term: string, category = 'alles') => {
  const res = await t.request({ method: 'GET', url: `/api/search?category=${category}&term=${encodeURIComponent(term)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Promise<{
    result: { total: number; data: { name: string }[] };
    filters: { understood: { corrections: { from: string; to: string }[]; interests: { label: string; occupations: string[] }[] } | null };
  }>;
};
/** The first n titles of a search all fit: each contains one of the words. */
const firstFit = async (term: string, words: RegExp, n = 3, category = 'alles') => {
  const body = await search(term, category);
  const titles = body.result.data.slice(0, n).map((j) => j.name);
  expect(titles.length, `${term}: nothing found`).toBeGreaterThan(0);
  for (const title of titles) expect(title, `${term} -> ${titles.join(' | ')}`).toMatch(words);
  return body;
};

describe('what pupils type', () => {
  it('typos: one edit from 5 letters, two from 9, and the page says what it searched', async () => {
    const b = await firstFit('Mechatronicker', /mechatroniker/i);
    expect(b.filters.understood?.corrections).toEqual([{ from: 'mechatronicker', to: 'mechatroniker' }]);
    await firstFit('Elecktroniker', /Elektr|Photovoltaik/);
    await firstFit('Anlagenmechanikre', /Anlagenmechaniker/);
  });

  it('compound parts: Mechaniker finds Industriemechaniker/in', async () => {
    await firstFit('Mechaniker', /mechaniker/i);
  });

  it('gender and spelling forms: Frisörin, Friseuse, Baecker, Kfz-Mechaniker', async () => {
    await firstFit('Frisörin', /Friseur/);
    await firstFit('Friseuse', /Friseur/);
    await firstFit('Kfz-Mechaniker', /Kfz|Kraftfahrzeug|Autohaus/);
    await firstFit('Bäckerin', /Bäcker|Konditor/);
  });

  it('old and colloquial names: Klempner, Zahnarzthelferin, Lagerist, Automechaniker', async () => {
    await firstFit('Klempner', /Anlagenmechaniker/);
    await firstFit('Installateur', /Anlagenmechaniker/);
    await firstFit('Zahnarzthelferin', /Zahnmedizinische/);
    await firstFit('Lagerist', /Lager/);
    await firstFit('Automechaniker', /Kfz|Kraftfahrzeug|Autohaus/);
  });

  it("a business's name is no title: the bakery's other jobs rank below its bakers, a wood business's below joiners", async () => {
    // Before migration 0595 "Bäckerei Huber" and "Holz…" in a business's name put its sales or CNC jobs first.
    await firstFit('Bäcker', /Bäcker/, 2);
    await firstFit('Holz', /Tischler|Schreiner|Zimmer|Holz/);
  });

  it('interests map to occupation groups, and the page names them', async () => {
    const b = await firstFit('Computer', /IT|Informatik|Software|System/);
    expect(b.filters.understood?.interests[0]).toMatchObject({ label: 'Computer' });
    expect(b.filters.understood?.interests[0].occupations.join(' ')).toMatch(/Fachinformatiker/);
    await firstFit('was mit Autos', /Kfz|Kraftfahrzeug|Fahrzeug|Auto|Baumaschinen/);
    await firstFit('Strom', /Elektr|Photovoltaik|Mechatroniker/);
    await firstFit('Geld', /Bank|Steuer|Versicherung|Buchhalt/);
    await firstFit('Holz', /Tischler|Schreiner|Zimmer|Holz|Maurer/);
    await firstFit('Menschen helfen', /Pflege|Medizin|Erzieh|Sozial/i);
  });

  it('nothing found near a place: occupations of the same group with jobs there are offered', async () => {
    // Sylt, far from the demo jobs: one bakery apprenticeship; a pupil there looks for a butcher's.
    const sylt = { lat: 54.9079, lon: 8.3117 };
    const biz = await buildBusiness(t, { slug: 'inselbaeckerei-sylt' });
    const baker = (await t.db.one<{ id: number; name: string; category_id: number }>(
      `SELECT id, name, category_id FROM occupations WHERE short_name = 'Bäcker/in'`,
    ))!;
    const job = await buildJob(t, biz.id, { name: 'Ausbildung Bäcker/in', ...sylt, occupation_name: baker.name, category_id: baker.category_id });
    await t.db.query(`UPDATE jobs SET occupation_id = $2 WHERE id = $1`, [job.id, baker.id]);
    const res = await t.request({
      method: 'GET',
      url: `/api/search?category=ausbildung&term=Fleischer&latitude=${sylt.lat}&longitude=${sylt.lon}&radius=10`,
    });
    const body = res.json();
    expect(body.result.total).toBe(0);
    expect(body.filters.understood.related).toEqual([{ name: 'Bäcker/in', count: 1 }]);
    // With results there is nothing related to offer.
    const found = await t.request({
      method: 'GET',
      url: `/api/search?category=ausbildung&term=B%C3%A4cker&latitude=${sylt.lat}&longitude=${sylt.lon}&radius=10`,
    });
    expect(found.json().result.total).toBe(1);
    expect(found.json().filters.understood.related).toEqual([]);
  });

  it('an exact word is not corrected: a job with the word as typed is found as typed', async () => {
    const b = await search('Brezen');
    expect(b.filters.understood?.corrections ?? []).toEqual([]);
  });

  it('counts a search without results; the admin adds a synonym from the list and the next search finds jobs', async () => {
    expect((await search('Teigkünstlerin')).result.total).toBe(0);
    const admin = await t.login(DEMO.admin);
    const misses = await t.request({ method: 'GET', url: '/api/admin/search-misses', token: admin });
    expect(misses.json().data.misses).toContainEqual(expect.objectContaining({ term: 'teigkünstlerin', category: 'alles', count: 1 }));
    const pupil = await t.login(DEMO.trainee);
    expect((await t.request({ method: 'GET', url: '/api/admin/search-misses', token: pupil })).statusCode).toBe(403);
    const bad = await t.request({ method: 'POST', url: '/api/admin/search-synonyms', token: admin, payload: { term: 'Teigkünstlerin', target: '' } });
    expect(bad.statusCode).toBe(422);
    const added = await t.request({
      method: 'POST',
      url: '/api/admin/search-synonyms',
      token: admin,
      payload: { term: 'Teigkünstlerin', target: 'Bäcker/in' },
    });
    expect(added.statusCode, added.body).toBe(201);
    await firstFit('Teigkünstlerin', /Bäcker/);
    // Answered: gone from the list; removed again: the word finds nothing again.
    const after = (await t.request({ method: 'GET', url: '/api/admin/search-misses', token: admin })).json().data;
    expect(after.misses.map((m: { term: string }) => m.term)).not.toContain('teigkünstlerin');
    const removed = await t.request({ method: 'DELETE', url: `/api/admin/search-synonyms/${added.json().data.id}`, token: admin });
    expect(removed.statusCode).toBe(204);
    expect((await search('Teigkünstlerin')).result.total).toBe(0);
  });

  it('suggest uses the same vocabulary: other names and typos complete to the occupation', async () => {
    const sug = async (term: string) =>
      ((await t.request({ method: 'GET', url: `/api/v2/search/job/suggest?term=${encodeURIComponent(term)}` })).json().data as { label: string }[]).map(
        (s) => s.label,
      );
    expect((await sug('Klempn')).join(' ')).toMatch(/Anlagenmechaniker/);
    expect((await sug('Zahnarzthelf')).join(' ')).toMatch(/Zahnmedizinische/);
    expect((await sug('Mechatronicker')).join(' ')).toMatch(/Mechatroniker/);
  });
});
