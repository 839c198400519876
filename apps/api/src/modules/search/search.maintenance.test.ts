// PGlite has no autovacuum: after job changes the search's maintenance vacuums the jobs table, so the radius
// counts stay index-only scans (no row read from the table). On PostgreSQL the server's autovacuum does this.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';
import { clearSearchCaches } from './search.cache.ts';
import { JOB_LISTED } from './search.sql.ts';
import { jobsHaveStatistics } from './search.repository.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ SEARCH_VACUUM_SECONDS: '1' });
});
afterAll(() => t.close());

/** Rows the radius count around Passau reads from the table instead of the covering index. */
async function heapFetches() {
  const plan = await t.db.tx(async (q) => {
    await q.exec('SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off');
    return q.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) SELECT count(*) FROM jobs j WHERE ${JOB_LISTED}
      AND earth_box(ll_to_earth(48.57, 13.46), 50000) @> j.earth`);
  });
  const line = plan.map((r) => r['QUERY PLAN']).find((l) => l.includes('Heap Fetches'));
  return Number(/Heap Fetches: (\d+)/.exec(line ?? '')?.[1] ?? NaN);
}

describe('search maintenance', () => {
  it('vacuums the jobs table after job changes, so counts read no rows from the table', async (ctx) => {
    if (t.db.kind !== 'pglite') ctx.skip();
    const b = await buildBusiness(t, { slug: 'wartung-betrieb' });
    await t.db.query(
      `INSERT INTO jobs (business_id, type_id, status, name, slug, latitude, longitude, published_at)
      SELECT $1, 1, 'published', 'Wartungsjob ' || g, 'wartungsjob-' || g, 48.57 + g * 0.0001, 13.46, now() FROM generate_series(1, 200) g`,
      [b.id],
    );
    clearSearchCaches(t.db); // what every job write calls: marks the table for the next round
    let fetches = await heapFetches();
    for (let i = 0; i < 50 && fetches !== 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      fetches = await heapFetches();
    }
    expect(fetches).toBe(0);
  });

  it('later rounds vacuum without analyzing: statistics are taken at most every ANALYZE_EVERY_MS', async (ctx) => {
    if (t.db.kind !== 'pglite') ctx.skip();
    // ANALYZE of 100k jobs held every request on PGlite for 1.5 s; a round after job writes only vacuums.
    const counts = async () => {
      await t.db.query('SELECT pg_stat_force_next_flush()');
      return (await t.db.one<{ vacuums: number; analyzes: number }>(
        `SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyzes FROM pg_stat_user_tables WHERE relname = 'jobs'`,
      ))!;
    };
    expect(await jobsHaveStatistics(t.db)).toBe(true); // taken before, or by the first round
    const before = await counts();
    const b = await buildBusiness(t, { slug: 'wartung-betrieb-2' });
    await t.db.query(
      `INSERT INTO jobs (business_id, type_id, status, name, slug, latitude, longitude, published_at)
      SELECT $1, 1, 'published', 'Wartungsjob B' || g, 'wartungsjob-b-' || g, 48.57, 13.46, now() FROM generate_series(1, 20) g`,
      [b.id],
    );
    clearSearchCaches(t.db);
    let after = await counts();
    for (let i = 0; i < 50 && after.vacuums === before.vacuums; i++) {
      await new Promise((r) => setTimeout(r, 200));
      after = await counts();
    }
    expect(after.vacuums).toBeGreaterThan(before.vacuums);
    expect(after.analyzes).toBe(before.analyzes);
  });
});
