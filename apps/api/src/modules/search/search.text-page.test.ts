// Text pages: ranking every match gives the order of relevance (title matches first, then nearest) and of nearest
// first, checked against the jobs sorted here; ranking up to a cap gives the same page and counts when the matches
// fit, lower bounds when not; a page read from a smaller circle is the page of the whole circle, whatever circle it
// starts from. Random places, radii, types, pages and caps, often on spots with many jobs at one distance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';
import { chordOf } from './search.sql.ts';
import { nearestTextPage } from './search.nearest.ts';
import { circlePage, rankedTextPage } from './search.text-page.ts';
import { stemmedTsQuery } from './search.tsquery.ts';
import { buildTsQuery } from '@oabat/domain/search';

let t: TestContext;
let tsquery: string;
let rows: { id: number; type_id: number; name: string; description: string; published_at: Date }[];
beforeAll(async () => {
  t = await createTestApp();
  const b = await buildBusiness(t, { slug: 'textlauf-betrieb' });
  // 400 jobs in Thuringia and Saxony (away from the other test files' spots): the word in the title (tier 0), only
  // in the description (tier 1), or not at all; every eighth on one of two spots (equal distances test the tiebreak).
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const values: unknown[] = [];
  const tuples: string[] = [];
  for (let i = 0; i < 400; i++) {
    const onSpot = i % 4 === 0;
    const spot = i % 8 === 0 ? [50.98, 11.03] : i % 8 === 4 ? [51.05, 12.37] : [50.5 + rnd() * 1.2, 10.5 + rnd() * 2.5];
    const kind = i % 3;
    const k = values.length;
    // Jobs on a spot get falling ids as they are stored, so the index meets them against the order of the tiebreak.
    const id = onSpot ? String(900_000 - i) : 'DEFAULT';
    tuples.push(
      `(${id}, $${k + 1}, $${k + 2}, 'published', $${k + 3}, $${k + 4}, $${k + 5}, $${k + 6}, $${k + 7}, now() - ($${k + 8} || ' minutes')::interval)`,
    );
    values.push(
      b.id,
      1 + (i % 3 === 2 ? 1 : i % 2),
      kind === 0 ? `Laufbursche ${i}` : `Aushilfe ${i}`,
      kind === 1 ? 'Als Laufbursche bei uns.' : 'Ohne das Wort.',
      `textlauf-${i}`,
      spot[0],
      spot[1],
      String(i % 23),
    );
  }
  await t.db.query(
    `INSERT INTO jobs (id, business_id, type_id, status, name, description, slug, latitude, longitude, published_at) VALUES ${tuples.join(', ')}`,
    values,
  );
  await t.db.exec('ANALYZE jobs');
  tsquery = (await stemmedTsQuery(t.db, buildTsQuery('Laufbursche')))!;
  rows = await t.db.query(`SELECT id, type_id, name, description, published_at FROM jobs WHERE slug LIKE 'textlauf-%'`);
});
afterAll(() => t.close());

// Often on a spot: the circle then ends among jobs at one distance, where only the tiebreak orders them.
const place = fc.oneof(
  fc.record({ lat: fc.double({ min: 50.4, max: 51.8, noNaN: true }), lon: fc.double({ min: 10.4, max: 13.1, noNaN: true }) }),
  fc.constantFrom({ lat: 50.98, lon: 11.03 }, { lat: 51.05, lon: 12.37 }),
);
type Sort = 'relevance' | 'distance' | 'date';

/** The page sorted here: the text in the title (tier 0) or description (tier 1), distance from the database's sphere. */
async function expected(c: { lat: number; lon: number }, km: number, typeIds: number[], sort: Sort, limit: number, offset: number, tiers: number[] = [0, 1]) {
  const d = new Map(
    (
      await t.db.query<{ id: number; d: number }>(`SELECT id, earth <-> ll_to_earth($1::float8, $2::float8) AS d FROM jobs WHERE slug LIKE 'textlauf-%'`, [
        c.lat,
        c.lon,
      ])
    ).map((r) => [r.id, r.d]),
  );
  const tier = (r: (typeof rows)[number]) => (r.name.startsWith('Laufbursche') ? 0 : 1);
  const matches = rows.filter((r) => (r.name.startsWith('Laufbursche') || r.description.includes('Laufbursche')) && d.get(r.id)! <= chordOf(km * 1000));
  const wanted = matches.filter((r) => typeIds.includes(r.type_id) && tiers.includes(tier(r)));
  const by = {
    relevance: (a: (typeof rows)[number], b: (typeof rows)[number]) => tier(a) - tier(b) || d.get(a.id)! - d.get(b.id)! || a.id - b.id,
    distance: (a: (typeof rows)[number], b: (typeof rows)[number]) => d.get(a.id)! - d.get(b.id)! || a.id - b.id,
    date: (a: (typeof rows)[number], b: (typeof rows)[number]) => b.published_at.getTime() - a.published_at.getTime() || b.id - a.id,
  }[sort];
  const counts = { 1: 0, 2: 0, 3: 0 } as Record<number, number>;
  for (const m of matches) counts[m.type_id]++;
  return {
    ids: wanted
      .sort(by)
      .slice(offset, offset + limit)
      .map((r) => r.id),
    counts,
    wanted: wanted.length,
  };
}

describe('text pages', () => {
  it('rank every match in the order of the sort, read either way; up to a cap they give the same page and counts, or lower bounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        place,
        fc.integer({ min: 5, max: 200 }),
        fc.constantFrom([1], [2], [1, 2, 3]),
        fc.constantFrom('relevance', 'distance', 'date') as fc.Arbitrary<Sort>,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 300 }),
        async (c, km, typeIds, sort, limit, offset, cap) => {
          const f = { typeIds: [...typeIds], tsquery, lat: c.lat, lon: c.lon, radiusM: km * 1000 };
          const want = await expected(c, km, [...typeIds], sort, limit, offset);
          const all = await rankedTextPage(t.db, f, sort, limit, offset, null);
          expect(all.ids).toEqual(want.ids);
          expect(all.counts).toEqual({ counts: want.counts, stopped: false });
          // Through the GIN index, and streaming through the point-and-words indexes: the same, up to a cap too.
          expect(await rankedTextPage(t.db, f, sort, limit, offset, null, true)).toEqual(all);
          // The wanted types alone: the same page, their own counts, none of the others.
          const own = await rankedTextPage(t.db, f, sort, limit, offset, null, true, true);
          expect(own.ids).toEqual(all.ids);
          for (const type of [1, 2, 3]) expect(own.counts.counts[type]).toBe((typeIds as readonly number[]).includes(type) ? want.counts[type] : 0);
          for (const stream of [false, true]) {
            const capped = await rankedTextPage(t.db, f, sort, limit, offset, cap, stream);
            if (capped.complete) expect(capped).toEqual(all);
            else {
              expect(capped.read).toBe(cap + 1);
              expect(capped.counts.stopped).toBe(true);
              for (const type of [1, 2, 3]) expect(capped.counts.counts[type]).toBeLessThanOrEqual(want.counts[type]);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a page read from a smaller circle is the page of the whole area, whatever circle it starts from; its counts are lower bounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        place,
        fc.integer({ min: 5, max: 200 }),
        fc.constantFrom([1], [2], [1, 2, 3]),
        fc.constantFrom('relevance', 'distance', 'date') as fc.Arbitrary<Sort>,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 10, max: 400 }),
        async (c, km, typeIds, sort, limit, offset, startKm, cap) => {
          const f = { typeIds: [...typeIds], tsquery, lat: c.lat, lon: c.lon, radiusM: km * 1000 };
          const want = await expected(c, km, [...typeIds], sort, limit, offset);
          const got = await circlePage(t.db, f, sort, limit, offset, startKm * 1000, cap);
          if (sort === 'date' && got.ids === null)
            expect(got.counts.stopped).toBe(true); // only the whole area, ranked, gives newest first
          else expect(got.ids).toEqual(want.ids);
          for (const type of [1, 2, 3]) {
            if (got.counts.stopped) expect(got.counts.counts[type]).toBeLessThanOrEqual(want.counts[type]);
            else expect(got.counts.counts[type]).toBe(want.counts[type]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the nearest-first walks of the point-and-words indexes give the page nearest first, ties by id, and the matches up to its end, in any order', async () => {
    const parts = [
      { tiers: [0, 1], g: {} },
      { tiers: [0], g: { titleOnly: true } },
      { tiers: [1], g: { notTitle: true } },
    ];
    // Wide areas mostly: a later walk is bounded only where an earlier type alone fills the page's end.
    await fc.assert(
      fc.asyncProperty(
        place,
        fc.integer({ min: 20, max: 200 }),
        fc.constantFrom([1], [2], [3], [1, 3], [1, 2], [1, 2, 3]),
        fc.constantFrom(...parts),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 60 }),
        fc.record({ 1: fc.nat(50), 2: fc.nat(50), 3: fc.nat(50) }),
        async (c, km, typeIds, part, limit, offset, share) => {
          const want = await expected(c, km, [...typeIds], 'distance', limit, offset, part.tiers);
          // Any order of the walks (the share decides which type is walked first and bounds the others).
          const got = await nearestTextPage(
            t.db,
            { typeIds: [...typeIds], tsquery, lat: c.lat, lon: c.lon, radiusM: km * 1000, ...part.g },
            limit,
            offset,
            share,
          );
          expect(got.ids).toEqual(want.ids);
          expect(got.matches).toBe(Math.min(want.wanted, offset + limit));
        },
      ),
      { numRuns: 500 },
    );
  });
});
