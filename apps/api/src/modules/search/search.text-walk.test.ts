// The nearest-first text walk answers exactly what ranking every match answers, or says it cannot tell: for random
// places, radii, types, pages and budgets small enough that it both answers and gives up. Its counts are exact when
// it reached the radius's end and lower bounds otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness } from '../jobs/jobs.testing.ts';
import { pageOfJobIds, relevancePage, typeCounts } from './search.repository.ts';
import { textWalk } from './search.text-walk.ts';
import { stemmedTsQuery } from './search.tsquery.ts';
import { buildTsQuery } from '@oabat/domain/search';

let t: TestContext;
let tsquery: string;
beforeAll(async () => {
  t = await createTestApp();
  const b = await buildBusiness(t, { slug: 'textlauf-betrieb' });
  // 400 jobs in Thuringia and Saxony (away from the other test files' spots): the word in the title (tier 0), only
  // in the description (tier 1), or not at all; every eighth on one of two spots (equal distances test the tiebreak).
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const values: unknown[] = [];
  const tuples: string[] = [];
  for (let i = 0; i < 400; i++) {
    const onSpot = i % 4 === 0;
    const spot = i % 8 === 0 ? [50.98, 11.03] : i % 8 === 4 ? [51.05, 12.37] : [50.5 + rnd() * 1.2, 10.5 + rnd() * 2.5];
    const kind = i % 3;
    const k = values.length;
    // Jobs on a spot get falling ids as they are stored, so the index meets them against the order of the tiebreak.
    const id = onSpot ? String(900_000 - i) : 'DEFAULT';
    tuples.push(`(${id}, $${k + 1}, $${k + 2}, 'published', $${k + 3}, $${k + 4}, $${k + 5}, $${k + 6}, $${k + 7}, now() - ($${k + 8} || ' minutes')::interval)`);
    values.push(b.id, 1 + (i % 3 === 2 ? 1 : i % 2), kind === 0 ? `Laufbursche ${i}` : `Aushilfe ${i}`,
      kind === 1 ? 'Als Laufbursche bei uns.' : 'Ohne das Wort.', `textlauf-${i}`, spot[0], spot[1], String(i % 23));
  }
  await t.db.query(`INSERT INTO jobs (id, business_id, type_id, status, name, description, slug, latitude, longitude, published_at) VALUES ${tuples.join(', ')}`, values);
  await t.db.exec('ANALYZE jobs');
  tsquery = (await stemmedTsQuery(t.db, buildTsQuery('Laufbursche')))!;
});
afterAll(() => t.close());

// Often on a spot: the walk then stops among jobs at one distance, where only the tiebreak orders them.
const place = fc.oneof(fc.record({ lat: fc.double({ min: 50.4, max: 51.8, noNaN: true }), lon: fc.double({ min: 10.4, max: 13.1, noNaN: true }) }),
  fc.constantFrom({ lat: 50.98, lon: 11.03 }, { lat: 51.05, lon: 12.37 }));

describe('text walk', () => {
  it('gives the page that ranking every match gives, or gives up; counts exact when it reached the end, else lower bounds', async () => {
    await fc.assert(fc.asyncProperty(place, fc.integer({ min: 5, max: 200 }), fc.constantFrom([1], [2], [1, 2, 3]), fc.constantFrom('relevance', 'distance') as fc.Arbitrary<'relevance' | 'distance'>,
      fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 500 }), async (c, km, typeIds, sort, limit, offset, budget) => {
        const f = { typeIds: [...typeIds], tsquery, lat: c.lat, lon: c.lon, radiusM: km * 1000 };
        const walk = await textWalk(t.db, f, sort, limit, offset, budget);
        const exact = sort === 'relevance' ? (await relevancePage(t.db, f, limit, offset)).ids : await pageOfJobIds(t.db, f, 'distance', limit, offset);
        if (walk.ids) expect(walk.ids).toEqual(exact);
        const all = (await typeCounts(t.db, f)).counts;
        for (const type of [1, 2, 3]) {
          if (walk.counts.stopped) expect(walk.counts.counts[type]).toBeLessThanOrEqual(all[type]);
          else expect(walk.counts.counts[type]).toBe(all[type]);
        }
      }), { numRuns: 60 });
  });

  it('answers with a budget that holds the area, and relevance puts title matches first, nearest first', async () => {
    const f = { typeIds: [1, 2, 3], tsquery, lat: 50.98, lon: 11.03, radiusM: 300_000 };
    const walk = await textWalk(t.db, f, 'relevance', 400, 0, 1000);
    expect(walk.counts.stopped).toBe(false);
    const rows = await t.db.query<{ id: number; name: string; d: number }>(
      `SELECT id, name, earth_distance(ll_to_earth(50.98, 11.03), earth) AS d FROM jobs WHERE id = ANY($1::int[])`, [walk.ids]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = walk.ids!.map((id) => byId.get(id)!);
    const titles = ordered.findIndex((r) => !r.name.startsWith('Laufbursche'));
    expect(titles).toBeGreaterThan(0);
    expect(ordered.slice(titles).every((r) => !r.name.startsWith('Laufbursche'))).toBe(true); // then the description matches
    for (const part of [ordered.slice(0, titles), ordered.slice(titles)]) {
      for (let i = 1; i < part.length; i++) expect(part[i].d).toBeGreaterThanOrEqual(part[i - 1].d - 1e-6);
    }
    expect(ordered.length).toBe(Object.values(walk.counts.counts).reduce((a, b) => a + b, 0));
  });
});
