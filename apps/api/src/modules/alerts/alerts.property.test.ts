// Property: an alert run mails every person exactly the new jobs their saved searches find on the search page, each
// job once, and nothing else; a second run mails nothing. Random jobs (type, place, words, before or after the alert
// was saved) and random alerts (type, words, place, radius), checked against GET /api/search for the same search.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { runAlerts, type AlertDeps } from './alerts.usecases.ts';

let t: TestContext;
let d: AlertDeps;
let bizId: number;
beforeAll(async () => {
  t = await createTestApp();
  d = { db: t.db, config: t.config, transports: t.app.transports };
  bizId = (await buildBusiness(t, { slug: 'eigenschaft-betrieb', permissions: [...ALL_JOB_PERMISSIONS] })).id;
});
afterAll(() => t.close());

const WORDS = ['Bäcker', 'Maurer', 'Koch', 'Gärtner'];
const CENTER = { lat: 48.5748, lon: 13.4609 };
const CATEGORIES = ['ausbildung', 'praktikum', 'alles'] as const;
const TYPE_OF = { ausbildung: [1], praktikum: [2], alles: [1, 2, 3] } as const;

const jobArb = fc.record({
  type: fc.constantFrom(1, 2, 3),
  word: fc.constantFrom(...WORDS),
  // Offsets of up to about 35 km: inside and outside the radii below, near enough that alerts do match.
  dLat: fc.integer({ min: -30, max: 30 }),
  dLon: fc.integer({ min: -45, max: 45 }),
  before: fc.boolean(),
});
const alertArb = fc.record({
  person: fc.integer({ min: 0, max: 2 }),
  category: fc.constantFrom(...CATEGORIES),
  word: fc.option(fc.constantFrom(...WORDS), { nil: undefined }),
  radius: fc.constantFrom(10, 25, 50),
  dLat: fc.integer({ min: -20, max: 20 }),
});

let round = 0;
let mailedTotal = 0;
const mailedSlugs = async (email: string) =>
  (await t.db.query<{ body_text: string }>(`SELECT body_text FROM outbox WHERE recipient = $1 AND template = 'alerts.digest'`, [email])).flatMap((m) =>
    [...m.body_text.matchAll(/\/jobs\/([a-z0-9-]+)/g)].map((x) => x[1]),
  );

describe('an alert run', () => {
  it('sends each matching new job once to each person, and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(jobArb, { minLength: 1, maxLength: 8 }), fc.array(alertArb, { minLength: 1, maxLength: 4 }), async (jobs, alerts) => {
        round += 1;
        await runAlerts(d, null); // earlier rounds' leftovers are not this round's business
        const place = (j: { dLat: number; dLon?: number }) => ({ lat: CENTER.lat + j.dLat / 100, lon: CENTER.lon + (j.dLon ?? 0) / 100 });
        const mk = (j: (typeof jobs)[number], i: number) =>
          buildJob(t, bizId, { name: `Stelle ${round}-${i} ${j.word}`, search_terms: j.word, type_id: j.type, ...place(j) });
        const olds = await Promise.all(jobs.map((j, i) => (j.before ? mk(j, i) : null)));
        const people = await Promise.all([0, 1, 2].map(async () => makeUser(t, { trainee: true })));
        const tokens = await Promise.all(people.map((p) => loginAs(t, p.email)));
        for (const a of alerts) {
          const p = place(a);
          const res = await t.request({
            method: 'POST',
            url: '/api/saved-searches',
            token: tokens[a.person],
            payload: { category: a.category, term: a.word, place: 'Passau', latitude: p.lat, longitude: p.lon, radius: a.radius },
          });
          expect(res.statusCode).toBe(201);
        }
        const news = await Promise.all(jobs.map((j, i) => (j.before ? null : mk(j, i))));
        const newSlugs = new Set(news.filter((j) => j).map((j) => j!.slug));

        // What the search page shows for each saved search, among this round's new jobs.
        const expected = people.map(() => new Set<string>());
        for (const a of alerts) {
          const p = place(a);
          const q = new URLSearchParams({ category: a.category, latitude: String(p.lat), longitude: String(p.lon), radius: String(a.radius), per_page: '100' });
          if (a.word) q.set('term', a.word);
          const found = (await t.request({ method: 'GET', url: `/api/search?${q}` })).json().result.data as { slug: string; type_id: number }[];
          for (const j of found) {
            expect(TYPE_OF[a.category]).toContain(j.type_id);
            if (newSlugs.has(j.slug)) expected[a.person].add(j.slug);
          }
        }
        await runAlerts(d, null);
        await runAlerts(d, null);
        for (const [i, p] of people.entries()) {
          const got = await mailedSlugs(p.email);
          expect(got.length).toBe(new Set(got).size); // never twice
          expect(new Set(got)).toEqual(expected[i]);
          mailedTotal += got.length;
          for (const o of olds) if (o) expect(got).not.toContain(o.slug);
        }
      }),
      { numRuns: 12, seed: 1907 },
    );
    expect(mailedTotal).toBeGreaterThan(0); // the rounds did mail something: the property is not empty
  }, 600_000);
});
