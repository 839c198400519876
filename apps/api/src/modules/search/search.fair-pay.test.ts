// The "faire Vergütung" mark and filter for pupils (issue #36): the same rule as the editor's (§ 17 BBiG), on cards and
// as a search filter, for the web's search (filters JSON) and the v2 search (query parameter).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';

let t: TestContext;
// Near Görlitz, far from the demo jobs and other tests' points.
const at = { lat: 51.1526, lon: 14.9869 };
beforeAll(async () => {
  t = await createTestApp();
  const biz = await buildBusiness(t, { slug: 'faire-lehre-goerlitz' });
  const job = async (name: string, pay: Record<string, unknown>) => {
    const { id } = await buildJob(t, biz.id, { name, type_id: 1, ...at });
    await t.db.query(
      `UPDATE jobs SET start_date = (current_date + interval '1 year')::date, pay_year_1 = $2, pay_year_2 = $3, pay_year_3 = $4,
              collective_agreement = $5, salary_lower = $2 WHERE id = $1`,
      [id, pay.y1 ?? null, pay.y2 ?? null, pay.y3 ?? null, pay.tarif ?? false],
    );
  };
  await job('Fair bezahlt', { y1: 900, y2: 1000, y3: 1100 });
  // Stored before the editor's check (or by an import): below the minimum in the 2nd year.
  await job('Zu wenig im zweiten Jahr', { y1: 900, y2: 800 });
  await job('Tarifvertrag', { y1: 600, tarif: true });
  await job('Ohne Angabe', {});
});
afterAll(() => t.close());

const names = (rows: { name: string }[]) => rows.map((r) => r.name).sort();

describe('fair pay for pupils', () => {
  it('marks the cards: pay stated and at least the minimum every year, or a collective agreement', async () => {
    const res = await t.request({ method: 'GET', url: `/api/search?latitude=${at.lat}&longitude=${at.lon}&radius=5` });
    expect(res.statusCode, res.body).toBe(200);
    const marks = Object.fromEntries(res.json().result.data.map((j: { name: string; fair_pay: boolean }) => [j.name, j.fair_pay]));
    expect(marks).toEqual({ 'Fair bezahlt': true, 'Zu wenig im zweiten Jahr': false, Tarifvertrag: true, 'Ohne Angabe': false });
  });

  it('filters by it in the web search and in the v2 search', async () => {
    const filters = encodeURIComponent(JSON.stringify({ fair_pay: true }));
    const v1 = await t.request({ method: 'GET', url: `/api/search?latitude=${at.lat}&longitude=${at.lon}&radius=5&filters=${filters}` });
    expect(v1.statusCode, v1.body).toBe(200);
    expect(names(v1.json().result.data)).toEqual(['Fair bezahlt', 'Tarifvertrag']);
    const v2 = await t.request({ method: 'GET', url: `/api/v2/search/job?latitude=${at.lat}&longitude=${at.lon}&distance=5&type_id=1&fair_pay=1` });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(names(v2.json().data)).toEqual(['Fair bezahlt', 'Tarifvertrag']);
    expect((await t.request({ method: 'GET', url: `/api/v2/search/job?latitude=${at.lat}&longitude=${at.lon}&fair_pay=vielleicht` })).statusCode).toBe(422);
  });
});
