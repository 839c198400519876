// Occupations over HTTP: the job categories and the occupation list with its filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });
type Occ = { name: string; short_name: string; training_kind: string; category: { slug: string }; kldb_code: string; slug: string; id: number };

describe('GET /api/job_categories', () => {
  it('lists the categories with their craft and occupation counts', async () => {
    const res = await get('/api/job_categories');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { slug: string; name: string; craft: string | null; occupations_count: number }[];
    expect(data.map((c) => c.name)).toEqual(expect.arrayContaining(['IT', 'Büro & Verwaltung', 'Handwerk & Technik', 'Kunst & Gestaltung']));
    const crafts = new Set(data.map((c) => c.craft).filter(Boolean));
    expect([...crafts].sort()).toEqual(['art', 'craft', 'it', 'office', 'sales', 'social']);
    expect(data.find((c) => c.slug === 'it')!.occupations_count).toBeGreaterThan(5);
  });
});

describe('GET /api/system_jobs', () => {
  it('lists every apprenticeship with KldB code, kind and category', async () => {
    const res = await get('/api/system_jobs');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Occ[];
    expect(data.length).toBeGreaterThan(600);
    const baker = data.find((o) => o.name === 'Bäcker/Bäckerin')!;
    expect(baker).toMatchObject({ kldb_code: '29222', training_kind: 'dual', category: { slug: 'handwerk-technik' } });
    expect(baker.slug).toBe(`baecker-in-${baker.id}`);
  });

  it('filters by text, umlaut tolerant, every word must match', async () => {
    const data = (await get('/api/system_jobs?search=Bäcker')).json().data as Occ[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((o) => /b(ä|ae)cker/i.test(o.name + o.short_name))).toBe(true);
    expect(((await get('/api/system_jobs?search=baecker')).json().data as Occ[]).length).toBe(data.length);
    const it_ = (await get('/api/system_jobs?search=fachinformatiker%20anwendung')).json().data as Occ[];
    expect(it_.map((o) => o.short_name)).toEqual(['Fachinformatiker/in - Anwendungsentwicklung']);
  });

  it('filters by category id, slug or craft, and by kind', async () => {
    const bySlug = (await get('/api/system_jobs?category=it')).json().data as Occ[];
    expect(bySlug.length).toBeGreaterThan(5);
    expect(bySlug.every((o) => o.category.slug === 'it')).toBe(true);
    const social = (await get('/api/system_jobs?category=social')).json().data as Occ[];
    expect(new Set(social.map((o) => o.category.slug))).toEqual(new Set(['soziales-paedagogik', 'gesundheit']));
    const byId = (await get('/api/system_jobs?category=1')).json().data as Occ[];
    expect(byId.length).toBe(bySlug.length);
    const school = (await get('/api/system_jobs?kind=school')).json().data as Occ[];
    expect(school.length).toBeGreaterThan(0);
    expect(school.every((o) => o.training_kind === 'school')).toBe(true);
    expect((await get('/api/system_jobs?category=gibt-es-nicht')).json().data).toEqual([]);
  });

  it('rejects a bad kind and an over-long search with 422', async () => {
    expect((await get('/api/system_jobs?kind=studium')).statusCode).toBe(422);
    expect((await get(`/api/system_jobs?search=${'x'.repeat(200)}`)).statusCode).toBe(422);
    expect((await get(`/api/system_jobs?search=${encodeURIComponent('%_\'";--')}`)).statusCode).toBe(200);
  });
});
