// Properties of search: a radius search returns exactly what a brute-force great-circle filter returns,
// and paging through any result yields every match exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';
import { pageOfJobIds, textPageByDate } from './search.repository.ts';
import { JOB_LISTED } from './search.sql.ts';

/** The earth radius of the earthdistance extension (earth()), so both sides measure the same sphere. */
const EARTH_RADIUS_M = 6378168;
const rad = (d: number) => (d * Math.PI) / 180;
function haversine(lat1: number, lon1: number, lat2: number, lon2: number) {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

let t: TestContext;
let rows: {
  id: number;
  latitude: number;
  longitude: number;
  type_id: number;
  name: string;
  published_at: Date;
  description: string | null;
  salary_lower: number | null;
  salary_upper: number | null;
}[];
beforeAll(async () => {
  t = await createTestApp();
  const b = await buildBusiness(t, { slug: 'property-betrieb' });
  // 400 jobs spread over Bavaria, some on the same spot (equal distances test the tiebreak).
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const values: unknown[] = [];
  const tuples: string[] = [];
  for (let i = 0; i < 400; i++) {
    const lat = i % 10 === 0 ? 48.5748 : 47.4 + rnd() * 3.2;
    const lon = i % 10 === 0 ? 13.4609 : 9.0 + rnd() * 4.8;
    const k = values.length;
    tuples.push(
      `($${k + 1}, $${k + 2}, 'published', $${k + 3}, $${k + 4}, $${k + 5}, $${k + 6}, now() - ($${k + 7} || ' minutes')::interval, $${k + 8}, $${k + 9})`,
    );
    // Every fourth mentions a word, every third pays: text and filters for the newest-first walk below.
    values.push(
      b.id,
      1 + (i % 3),
      `Eigenschaftsjob ${i}`,
      `eigenschaftsjob-${i}`,
      lat,
      lon,
      String(i % 17),
      i % 4 === 0 ? 'Mit dem Gabelstapler im Lager.' : 'Im Büro.',
      i % 3 === 0 ? 1200 : null,
    );
  }
  await t.db.query(
    `INSERT INTO jobs (business_id, type_id, status, name, slug, latitude, longitude, published_at, description, salary_lower)
    VALUES ${tuples.join(', ')}`,
    values,
  );
  // Known table size: newest-first then walks the date index where matches are dense and sorts the box where they
  // are sparse, so both ways are checked below.
  await t.db.exec('ANALYZE jobs');
  rows = await t.db.query(
    `SELECT id, latitude, longitude, type_id, name, published_at, description, salary_lower, salary_upper FROM jobs j WHERE ${JOB_LISTED}`,
  );
});
afterAll(() => t.close());

async function allPages(url: (page: number) => string) {
  const ids: number[] = [];
  let total = -1;
  for (let page = 1; page <= 1000; page++) {
    const res = await t.request({ method: 'GET', url: url(page) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const p = body.result ?? body;
    total = p.total;
    ids.push(...p.data.map((d: { id: number }) => d.id));
    if (p.current_page >= p.last_page) break;
  }
  return { ids, total };
}

const point = fc.record({ lat: fc.double({ min: 47.3, max: 50.6, noNaN: true }), lon: fc.double({ min: 8.9, max: 13.9, noNaN: true }) });

describe('search properties', () => {
  it('radius search equals the brute-force distance filter, with and without a text', async () => {
    await fc.assert(
      fc.asyncProperty(point, fc.integer({ min: 1, max: 250 }), fc.constantFrom('distance', 'date'), fc.boolean(), async (c, km, sort, withText) => {
        const { ids } = await allPages(
          (page) =>
            `/api/v2/search/job?latitude=${c.lat}&longitude=${c.lon}&distance=${km}&per_page=100&page=${page}&sort=${sort}${withText ? '&term=Eigenschaftsjob' : ''}`,
        );
        const r = km * 1000;
        const candidates = withText ? rows.filter((j) => j.name.startsWith('Eigenschaftsjob')) : rows;
        const inside = candidates.filter((j) => haversine(c.lat, c.lon, j.latitude, j.longitude) <= r - 0.5).map((j) => j.id);
        const possible = new Set(candidates.filter((j) => haversine(c.lat, c.lon, j.latitude, j.longitude) <= r + 0.5).map((j) => j.id));
        for (const id of inside) expect(ids).toContain(id);
        for (const id of ids) expect(possible.has(id)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('a newest-first walk within a budget gives the page the box gives, or gives up and the box answers; with a text and filters too', async () => {
    await fc.assert(
      fc.asyncProperty(
        point,
        fc.integer({ min: 5, max: 300 }),
        fc.constantFrom([1], [2], [1, 2, 3]),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 500 }),
        fc.boolean(),
        fc.boolean(),
        async (c, km, typeIds, limit, offset, budget, text, paid) => {
          const f = {
            typeIds: [...typeIds],
            lat: c.lat,
            lon: c.lon,
            radiusM: km * 1000,
            tsquery: text ? `'gabelstapl'` : null,
            salaryLower: paid ? 1000 : null,
          };
          const box = await pageOfJobIds(t.db, f, 'date', limit, offset, 'box');
          // The jobs filtered and sorted here (the demo jobs too; a match on the radius's very edge would differ by chance only).
          const want = rows
            .filter(
              (j) =>
                (typeIds as readonly number[]).includes(j.type_id) &&
                (!text || /Gabelstapler/.test(`${j.name} ${j.description ?? ''}`)) &&
                (!paid || (j.salary_upper ?? j.salary_lower ?? 0) >= 1000) &&
                haversine(c.lat, c.lon, j.latitude, j.longitude) <= km * 1000,
            )
            .sort((a, b) => b.published_at.getTime() - a.published_at.getTime() || b.id - a.id)
            .slice(offset, offset + limit)
            .map((j) => j.id);
          expect(box).toEqual(want);
          expect(await pageOfJobIds(t.db, f, 'date', limit, offset, 'try', budget)).toEqual(box);
          // A text's newest-first page, whatever the area's estimate, with any cap of the sorted read and any walk budget.
          if (text) for (const guess of [0, 1e9]) expect(await textPageByDate(t.db, f, limit, offset, guess, budget % 60, budget)).toEqual(want);
          expect(await pageOfJobIds(t.db, f, 'date', limit, offset, 'walk')).toEqual(box);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('paging yields every match exactly once, whatever the page size and sort', async () => {
    await fc.assert(
      fc.asyncProperty(
        point,
        fc.integer({ min: 20, max: 400 }),
        fc.integer({ min: 5, max: 60 }),
        fc.constantFrom('alles', 'ausbildung', 'praktikum'),
        fc.constantFrom('distance', 'date', 'relevance'),
        async (c, km, perPage, category, sort) => {
          const { ids, total } = await allPages(
            (page) => `/api/search?latitude=${c.lat}&longitude=${c.lon}&radius=${km}&category=${category}&sort=${sort}&per_page=${perPage}&page=${page}`,
          );
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBe(total);
          const types = category === 'alles' ? [1, 2, 3] : category === 'ausbildung' ? [1] : [2];
          const expected = rows.filter((j) => types.includes(j.type_id) && haversine(c.lat, c.lon, j.latitude, j.longitude) <= km * 1000 - 0.5);
          expect(ids.length).toBeGreaterThanOrEqual(expected.length);
        },
      ),
      { numRuns: 20 },
    );
  });
});
