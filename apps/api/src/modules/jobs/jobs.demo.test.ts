import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo jobs', () => {
  it('hold a few hundred published jobs of all three types with real occupations across Bavaria', async () => {
    const byType = await t.db.query<{ type_id: number; n: number; occ: number; places: number }>(
      `SELECT type_id, count(*)::int AS n, count(occupation_id)::int AS occ, count(DISTINCT place_id)::int AS places
         FROM jobs WHERE status = 'published' GROUP BY type_id ORDER BY type_id`,
    );
    expect(byType.map((r) => r.type_id)).toEqual([1, 2, 3]);
    expect(byType.reduce((n, r) => n + r.n, 0)).toBeGreaterThan(250);
    expect(byType[0].occ).toBe(byType[0].n);
    expect(byType[0].places).toBeGreaterThan(30);
    const outside = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM jobs j JOIN places p ON p.id = j.place_id WHERE p.state <> 'Bayern'`);
    expect(outside!.n).toBe(0);
  });

  it('are found by a guest searching around Passau 94032, and the demo bakery has a job awaiting review', async () => {
    const loc = (await t.request({ method: 'GET', url: '/api/v2/locations/zip/94032' })).json().data;
    const res = await t.request({ method: 'GET', url: `/api/search?latitude=${loc.latitude}&longitude=${loc.longitude}&radius=25` });
    expect(res.json().result.total).toBeGreaterThan(5);
    const review = await t.db.one<{ name: string }>(
      `SELECT j.name FROM job_reviews r JOIN jobs j ON j.id = r.job_id JOIN businesses b ON b.id = j.business_id WHERE b.slug = 'baeckerei-huber' AND r.status = 'pending'`,
    );
    expect(review!.name).toBe('Praktikum Konditorei in den Osterferien');
  });
});
