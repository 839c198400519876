import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSAU = 'latitude=48.5665&longitude=13.4312&radius=20';

describe('GET /api/search?category=news', () => {
  it('answers the published posts around the place, the same page as the news route', async () => {
    const res = await t.request({ method: 'GET', url: `/api/search?category=news&${PASSAU}` });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.total).toBeGreaterThan(0);
    for (const p of result.data) {
      expect(p.status).toBe('published');
      expect(p.distance_km).toBeLessThanOrEqual(20);
    }
    const posts = (await t.request({ method: 'GET', url: `/api/posts?${PASSAU}` })).json();
    expect(result.data.map((p: { slug: string }) => p.slug)).toEqual(posts.data.map((p: { slug: string }) => p.slug));
    expect(result.total).toBe(posts.total);
  });
  it('is empty far away', async () => {
    const res = await t.request({ method: 'GET', url: '/api/search?category=news&latitude=53.55&longitude=9.99&radius=10' });
    expect(res.json().result.total).toBe(0);
  });
});
