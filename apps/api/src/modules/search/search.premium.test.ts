// Premium first among equally near jobs (issue 16): every strategy that orders by distance puts a premium business's
// job (subscription type 2) before other jobs at the same distance, and never before a nearer job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { nearestTextPage } from './search.nearest.ts';
import { stemmedTsQuery } from './search.tsquery.ts';

let t: TestContext;
// A spot in the North Sea off Föhr, far from the demo and the other tests' jobs.
const TOWN = { lat: 54.72, lon: 8.5 };
const NEARER = { lat: 54.7, lon: 8.49 };
const CENTER = { lat: 54.69, lon: 8.48 };
const order: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const basic = await buildBusiness(t, { slug: 'rangfolge-basis' });
  const premium = await buildBusiness(t, { slug: 'rangfolge-premium' });
  await t.db.query(`INSERT INTO business_subscription_types (business_id, subscription_type_id) VALUES ($1, 2)`, [premium.id]);
  // The basic job of the town is older (smaller id): without the premium key the id would put it first.
  await buildJob(t, basic.id, { name: 'Ausbildung Koch Basis', ...TOWN });
  await buildJob(t, premium.id, { name: 'Ausbildung Koch Premium', ...TOWN });
  await buildJob(t, basic.id, { name: 'Ausbildung Koch näher', ...NEARER });
  order.push('Ausbildung Koch näher', 'Ausbildung Koch Premium', 'Ausbildung Koch Basis');
});
afterAll(() => t.close());

const names = async (url: string) => {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return ((body.result?.data ?? body.data) as { name: string; business: { is_premium?: boolean } }[]).map((j) => j.name);
};
const near = `latitude=${CENTER.lat}&longitude=${CENTER.lon}`;

describe('premium ranking', () => {
  it('nearest first without words: the nearer job, then the premium job of the town, then the other', async () => {
    expect(await names(`/api/search?${near}&radius=20&sort=distance`)).toEqual(order);
  });

  it('with words around a place (the circle), nearest first and by relevance', async () => {
    expect(await names(`/api/search?${near}&radius=20&term=Koch&sort=distance`)).toEqual(order);
    expect(await names(`/api/search?${near}&radius=20&term=Koch`)).toEqual(order);
  });

  it('a page boundary between equally near jobs keeps the order (v2, one per page)', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await names(`/api/v2/search/job?${near}&distance=20&sort=distance&per_page=1&page=${page}`)));
    expect(pages).toEqual(order);
  });

  it('the nearest-first walk of the point-and-words indexes merges with the same key', async () => {
    const tsquery = await stemmedTsQuery(t.db, 'Koch');
    const page = await nearestTextPage(t.db, { tsquery, lat: CENTER.lat, lon: CENTER.lon, radiusM: 20_000 }, 3, 0);
    const rows = await t.db.query<{ id: number; name: string }>(`SELECT id, name FROM jobs WHERE id = ANY($1::int[])`, [page.ids]);
    expect(page.ids.map((id) => rows.find((r) => r.id === id)!.name)).toEqual(order);
  });

  it('without premium the town keeps the id order', async () => {
    await t.db.query(
      `DELETE FROM business_subscription_types WHERE subscription_type_id = 2 AND business_id = (SELECT id FROM businesses WHERE slug = 'rangfolge-premium')`,
    );
    // Another radius: guests' results are cached per query.
    expect(await names(`/api/search?${near}&radius=21&sort=distance`)).toEqual(['Ausbildung Koch näher', 'Ausbildung Koch Basis', 'Ausbildung Koch Premium']);
  });
});
