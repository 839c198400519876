// Counts per cell kept by trigger (migration 0715): after every kind of write the table equals a recount of the listed
// jobs; the inner cells of a circle lie wholly inside it; a dense area is counted from the cells ("at least", never
// more than the jobs there), a sparse one and any search with more than a place by the scan as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import type { Db, QueryOptions } from '../../db.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { CELL_SIZES, innerCells } from './search.cells.ts';
import { cappedShares, plainArea } from './search.cell-counts.ts';
import { greatCircleM } from './search.geo.ts';
import { countJobs, typeCounts } from './search.repository.ts';
import { TYPE_COUNT_CAP } from './search.tuning.ts';
import { SEARCH_TOTAL_CAP } from '@oabat/domain/search';

let t: TestContext;
let bizId: number;
// The Uckermark, away from the other test files' spots.
const DENSE = { lat: 53.2, lon: 13.9 };
beforeAll(async () => {
  t = await createTestApp();
  bizId = (await buildBusiness(t, { slug: 'zellen-zaehlung' })).id;
});
afterAll(() => t.close());

const recountDiffers = () =>
  t.db.query(
    `WITH want AS (SELECT c AS cell, type_id, count(*)::int AS n FROM jobs, unnest(cells) c
                    WHERE status = 'published' AND NOT past_start GROUP BY 1, 2),
          have AS (SELECT cell, type_id, n FROM job_cell_counts WHERE n <> 0)
     SELECT * FROM (SELECT * FROM want EXCEPT SELECT * FROM have) a
     UNION ALL SELECT * FROM (SELECT * FROM have EXCEPT SELECT * FROM want) b`,
  );

describe('job_cell_counts', () => {
  it('equals a recount after inserts, edits, moves, expiry, deletes and bulk writes', async () => {
    const a = await buildJob(t, bizId, { name: 'Zählung A', lat: 53.21, lon: 13.91 });
    const b = await buildJob(t, bizId, { name: 'Zählung B', type_id: 2, lat: 53.22, lon: 13.92 });
    await buildJob(t, bizId, { name: 'Zählung Entwurf', status: 'draft', lat: 53.21, lon: 13.91 });
    expect(await recountDiffers()).toEqual([]);
    await t.db.query(`UPDATE jobs SET type_id = 3 WHERE id = $1`, [a.id]);
    await t.db.query(`UPDATE jobs SET latitude = 52.5, longitude = 13.4 WHERE id = $1`, [b.id]);
    expect(await recountDiffers()).toEqual([]);
    await t.db.query(`UPDATE jobs SET status = 'draft' WHERE id = $1`, [a.id]);
    await t.db.query(`UPDATE jobs SET status = 'published' WHERE id = $1`, [a.id]);
    await t.db.query(`UPDATE jobs SET past_start = true WHERE id = $1`, [b.id]);
    expect(await recountDiffers()).toEqual([]);
    await t.db.query(
      `INSERT INTO jobs (business_id, type_id, status, name, slug, latitude, longitude)
       SELECT $1, 1 + i % 3, 'published', 'Zählung ' || i, 'zaehlung-' || i, 53.1 + (i % 7) * 0.03, 13.8 + (i % 5) * 0.04
         FROM generate_series(1, 300) i`,
      [bizId],
    );
    await t.db.query(`UPDATE jobs SET status = 'draft' WHERE slug LIKE 'zaehlung-%' AND id % 4 = 0`);
    await t.db.query(`DELETE FROM jobs WHERE slug LIKE 'zaehlung-%' AND id % 5 = 0`);
    await t.db.query(`DELETE FROM jobs WHERE id = $1`, [b.id]);
    expect(await recountDiffers()).toEqual([]);
  });
});

describe('inner cells', () => {
  it('lie wholly inside the circle: corners, edge middles and centres within the radius', () => {
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let checked = 0;
    for (let i = 0; i < 300; i++) {
      const [lat, lon, r] = [47 + rnd() * 8, 6 + rnd() * 9, 1000 + rnd() * 150_000];
      for (const cell of innerCells(lat, lon, r) ?? []) {
        const level = Math.floor(cell / 100_000_000);
        const s = CELL_SIZES[level - 1]!;
        const south = Math.floor((cell % 100_000_000) / 10_000) * s - 90;
        const west = (cell % 10_000) * s - 180;
        for (const fy of [0, 0.5, 1]) for (const fx of [0, 0.5, 1]) expect(greatCircleM(lat, lon, south + fy * s, west + fx * s)).toBeLessThanOrEqual(r);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('split a count past the cap in proportion, never above an inner count', () => {
    expect(cappedShares({ 1: 10, 2: 5, 3: 0 }, 100)).toBeNull();
    const s = cappedShares({ 1: 1500, 2: 700, 3: 2 }, 1000)!;
    expect(s[1]! + s[2]! + s[3]!).toBe(1000);
    expect(s[1]).toBeLessThanOrEqual(1500);
    expect(s[3]).toBeLessThanOrEqual(2);
    expect(cappedShares({ 1: 1000, 2: 0, 3: 0 }, 1000)).toEqual({ 1: 1000, 2: 0, 3: 0 });
  });
});

describe('type counts of a place', () => {
  const exact = async (lat: number, lon: number, radiusM: number) =>
    Object.fromEntries(
      (
        await t.db.query<{ type_id: number; n: number }>(
          `SELECT type_id, count(*)::int AS n FROM jobs WHERE status = 'published' AND NOT past_start
             AND earth_distance(ll_to_earth($1, $2), ll_to_earth(latitude, longitude)) <= $3 GROUP BY 1`,
          [lat, lon, radiusM],
        )
      ).map((r) => [r.type_id, r.n]),
    );

  it('counts a dense area from its cells: at least the cap, never more than the jobs there', async () => {
    await t.db.query(
      `INSERT INTO jobs (business_id, type_id, status, name, slug, latitude, longitude)
       SELECT $1, 1 + i % 3, 'published', 'Dicht ' || i, 'dicht-' || i, $2::float8 + (i % 11) * 0.002, $3::float8 + (i % 13) * 0.002
         FROM generate_series(1, 1500) i`,
      [bizId, DENSE.lat, DENSE.lon],
    );
    const f = { lat: DENSE.lat + 0.01, lon: DENSE.lon + 0.01, radiusM: 30_000, typeIds: [1] };
    expect(plainArea(f)).toBe(true);
    // The statements it sends: the cells' counts alone, no scan of the jobs.
    const sent: string[] = [];
    const recording = {
      ...t.db,
      query: ((sql: string, params?: unknown[], opts?: QueryOptions) => (sent.push(sql), t.db.query(sql, params, opts))) as Db['query'],
      queryWith: ((settings: readonly string[], sql: string, params?: unknown[], opts?: QueryOptions) => (
        sent.push(sql), t.db.queryWith(settings, sql, params, opts)
      )) as Db['queryWith'],
    } as Db;
    const got = await typeCounts(recording, f);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('FROM job_cell_counts');
    const want = await exact(f.lat, f.lon, f.radiusM);
    expect(got.stopped).toBe(true);
    expect(got.counts[1] + got.counts[2] + got.counts[3]).toBe(TYPE_COUNT_CAP);
    for (const type of [1, 2, 3]) expect(got.counts[type]).toBeLessThanOrEqual(want[type] ?? 0);
    // v2's total: all types reach the cap from the cells; apprenticeships alone do not, and are counted exactly.
    expect(await countJobs(t.db, { ...f, typeIds: null })).toBe(SEARCH_TOTAL_CAP);
    expect(await countJobs(t.db, f)).toBe(want[1]);
  });

  it('counts a sparse area and any search with more than a place by the scan, exactly', async () => {
    const sparse = { lat: 53.15, lon: 13.85, radiusM: 3_000 };
    const want = await exact(sparse.lat, sparse.lon, sparse.radiusM);
    const got = await typeCounts(t.db, sparse);
    expect(got.stopped).toBe(false);
    for (const type of [1, 2, 3]) expect(got.counts[type]).toBe(want[type] ?? 0);
    // With a graduation the cells cannot tell: the scan answers (the demo's and this file's jobs ask for none).
    const withGraduation = { lat: DENSE.lat, lon: DENSE.lon, radiusM: 30_000, graduations: ['none', 'main'] };
    expect(plainArea(withGraduation)).toBe(false);
    expect((await typeCounts(t.db, withGraduation)).stopped).toBe(true);
  });
});
