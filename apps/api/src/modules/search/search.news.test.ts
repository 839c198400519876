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
  it('honours the search term: words of the title and the text, stemmed, as the job search does', async () => {
    const slugs = async (url: string) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return (res.json().result.data as { slug: string; title: string }[]).map((p) => p.title);
    };
    // a title word in another form ("Azubi" finds "Azubis"), a word of the text only ("Sauerteig" in a list item)
    expect(await slugs(`/api/search?category=news&${PASSAU}&term=Azubi`)).toEqual(['Drei neue Azubis in der Backstube']);
    expect(await slugs(`/api/search?category=news&${PASSAU}&term=sauerteig`)).toEqual(['Drei neue Azubis in der Backstube']);
    // every word must match; the term of the filters works too (the search form sends it there)
    expect(await slugs(`/api/search?category=news&${PASSAU}&term=Ausbildungsmesse%20Dreil%C3%A4nderhalle`)).toEqual([
      'Ausbildungsmesse in der Dreiländerhalle',
    ]);
    expect(await slugs(`/api/search?category=news&${PASSAU}&filters=${encodeURIComponent(JSON.stringify({ term: 'Praktikumswoche' }))}`)).toEqual([
      'Praktikumswoche der 8. Klassen',
    ]);
    expect(await slugs(`/api/search?category=news&${PASSAU}&term=Raumfahrt`)).toEqual([]);
    // markup is not text: a tag's name or a link's address finds nothing
    expect(await slugs(`/api/search?category=news&${PASSAU}&term=strong`)).toEqual([]);
    // stop words only: no term, every post around the place
    const all = await t.request({ method: 'GET', url: `/api/search?category=news&${PASSAU}&term=und%20die` });
    const none = await t.request({ method: 'GET', url: `/api/search?category=news&${PASSAU}` });
    expect(all.json().result.total).toBe(none.json().result.total);
    // the news route answers the same
    const posts = (await t.request({ method: 'GET', url: `/api/posts?${PASSAU}&term=Schnuppertag` })).json();
    expect(posts.data.map((p: { title: string }) => p.title)).toEqual(['Schnuppertag am Samstag']);
  });
  it('refuses an overlong term with a field message', async () => {
    const res = await t.request({ method: 'GET', url: `/api/posts?${PASSAU}&term=${'a'.repeat(201)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.term).toBeDefined();
  });
});
