// Locations API over HTTP: lookups by id, slug, postal code; nearest place; nearby; search and autocomplete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { locationBySlug } from './places.usecases.ts';

let t: TestContext;
let passau: { id: number; slug: string };
const PASSAU = { latitude: 48.5732, longitude: 13.4506 };

beforeAll(async () => {
  t = await createTestApp();
  passau = (await t.db.one<{ id: number; slug: string }>(`SELECT id, slug FROM places WHERE postal_code = '94032' AND name = 'Passau'`))!;
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((l) => l.name);

describe('GET /api/v2/locations/{id|slug}', () => {
  it('returns a place by id with coordinates, state, district and the postal codes of its city', async () => {
    const res = await get(`/api/v2/locations/${passau.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: passau.id,
      name: 'Passau',
      slug: `passau-${passau.id}`,
      postal_code: '94032',
      postal_codes: ['94032', '94034', '94036'],
      latitude: 48.5732,
      longitude: 13.4506,
      state: 'Bayern',
      district: 'Passau',
    });
  });

  it('resolves passau-<id>, zip-passau-94032 and nearby as the spec says', async () => {
    const bySlug = await get(`/api/v2/locations/${passau.slug}`);
    expect(bySlug.json().data.id).toBe(passau.id);
    const zip = await get('/api/v2/locations/zip-passau-94034');
    expect(zip.statusCode).toBe(200);
    expect(zip.json().data).toMatchObject({ name: 'Passau', postal_code: '94034', slug: 'zip-passau-94034', latitude: 48.589, longitude: 13.3971 });
    const nearby = await get(`/api/v2/locations/nearby?latitude=${PASSAU.latitude}&longitude=${PASSAU.longitude}`);
    expect(nearby.statusCode).toBe(200);
    expect(nearby.json().data).toMatchObject({
      id: null,
      name: 'Umgebung',
      slug: 'nearby',
      latitude: PASSAU.latitude,
      longitude: PASSAU.longitude,
      postal_code: '94032',
    });
  });

  it('resolves the slug by its id even when the name part is outdated', async () => {
    const res = await get(`/api/v2/locations/alter-name-${passau.id}`);
    expect(res.json().data.name).toBe('Passau');
  });

  it('answers an unknown slug without id with 404 and reports it to the log', async () => {
    const res = await get('/api/v2/locations/irgendwo');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Dieser Ort wurde nicht gefunden.');
    // The route hands the report to req.log.warn; the use case calls it exactly for unknown slugs.
    const reported: string[] = [];
    await expect(locationBySlug(t.db, 'irgendwo', {}, (slug) => reported.push(slug))).rejects.toMatchObject({ statusCode: 404 });
    await locationBySlug(t.db, passau.slug, {}, (slug) => reported.push(slug));
    await locationBySlug(t.db, 'zip-passau-94032', {}, (slug) => reported.push(slug));
    expect(reported).toEqual(['irgendwo']);
  });

  it('answers an unknown id with 404, nearby without coordinates and bad coordinates with 422', async () => {
    expect((await get('/api/v2/locations/999999999')).statusCode).toBe(404);
    expect((await get('/api/v2/locations/passau-999999')).statusCode).toBe(404);
    const noCoords = await get('/api/v2/locations/nearby');
    expect(noCoords.statusCode).toBe(422);
    expect(noCoords.json().errors.latitude).toBeDefined();
    expect((await get('/api/v2/locations/nearby?latitude=200&longitude=13')).statusCode).toBe(422);
    expect((await get('/api/v2/locations/nearby?latitude=abc&longitude=13')).statusCode).toBe(422);
  });
});

describe('GET /api/v2/locations/zip/{zip}', () => {
  it('returns the place of a postal code', async () => {
    const res = await get('/api/v2/locations/zip/94036');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Passau', postal_code: '94036', slug: 'zip-passau-94036', state: 'Bayern' });
  });
  it('answers an unknown postal code with 404 and a malformed one with 422', async () => {
    expect((await get('/api/v2/locations/zip/00000')).statusCode).toBe(404);
    const bad = await get('/api/v2/locations/zip/94a');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.zip).toBeDefined();
  });
});

describe('GET /api/location/address_for_location', () => {
  it('returns the nearest place', async () => {
    const res = await get('/api/location/address_for_location?latitude=48.574&longitude=13.46');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Passau', postal_code: '94032' });
    expect(res.json().data.distance_km).toBeLessThan(2);
    const munich = await get('/api/location/address_for_location?latitude=48.137&longitude=11.575');
    expect(munich.json().data.name).toBe('München');
  });
  it('rejects missing or impossible coordinates with 422', async () => {
    expect((await get('/api/location/address_for_location?latitude=48.5')).statusCode).toBe(422);
    expect((await get('/api/location/address_for_location?latitude=91&longitude=13')).statusCode).toBe(422);
  });
});

describe('GET /api/search/nearby', () => {
  it('lists cities near the coordinates, nearest first, each once', async () => {
    const res = await get(`/api/search/nearby?latitude=${PASSAU.latitude}&longitude=${PASSAU.longitude}&radius=20`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { name: string; distance_km: number; id: number }[];
    expect(data[0].name).toBe('Passau');
    expect(data.length).toBeGreaterThan(3);
    expect(new Set(data.map((d) => d.id)).size).toBe(data.length);
    expect(data.every((d, i) => i === 0 || d.distance_km >= data[i - 1].distance_km)).toBe(true);
    expect(data.every((d) => d.distance_km <= 20)).toBe(true);
  });
  it('rejects a missing longitude or a radius out of range with 422', async () => {
    expect((await get('/api/search/nearby?latitude=48.5')).statusCode).toBe(422);
    expect((await get('/api/search/nearby?latitude=48.5&longitude=13&radius=-1')).statusCode).toBe(422);
  });
});

describe('city search and autocomplete', () => {
  const complete = (search: string) => t.request({ method: 'POST', url: '/api/search/autocomplete_city', payload: { search } });

  it('finds München written with umlaut, ue and u, first', async () => {
    for (const q of ['München', 'muenchen', 'munchen', 'Münch', 'MUENCHEN']) {
      const res = await complete(q);
      expect(res.statusCode).toBe(200);
      expect(names(res)[0]).toBe('München');
    }
  });

  it('tolerates typos', async () => {
    expect(names(await complete('Regensbrug'))[0]).toBe('Regensburg');
    expect(names(await complete('Pasau'))).toContain('Passau');
    expect(names(await complete('Nürnbreg'))).toContain('Nürnberg');
  });

  it('finds a city with several postal codes once, with all its codes', async () => {
    const res = await complete('Passau');
    const hits = res.json().data.filter((l: { name: string }) => l.name === 'Passau');
    expect(hits).toHaveLength(1);
    expect(hits[0].postal_codes).toEqual(['94032', '94034', '94036']);
    expect(hits[0].slug).toBe(passau.slug);
  });

  it('ranks prefix matches before typo matches and bigger places first, at most 10', async () => {
    const res = await complete('Mü');
    const data = res.json().data;
    expect(data.length).toBeLessThanOrEqual(10);
    expect(data[0].name).toBe('München');
    expect(data.every((l: { name: string }) => /^m(ü|u)/i.test(l.name))).toBe(true);
  });

  it('searches postal codes by prefix when the text is digits', async () => {
    const res = await complete('9403');
    const data = res.json().data as { postal_code: string; slug: string; name: string }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((l) => l.postal_code.startsWith('9403'))).toBe(true);
    expect(data[0]).toMatchObject({ postal_code: '94032', name: 'Passau', slug: 'zip-passau-94032' });
  });

  it('rejects an empty search with 422 and finds nothing for nonsense', async () => {
    const empty = await complete('  ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.search).toBeDefined();
    expect((await t.request({ method: 'POST', url: '/api/search/autocomplete_city', payload: {} })).statusCode).toBe(422);
    const none = await complete('xqzxqzxqz');
    expect(none.json().data).toEqual([]);
    expect((await complete('%_\'";--')).statusCode).toBe(200);
  });

  it('GET /api/search/cities takes search or name', async () => {
    expect(names(await get('/api/search/cities?search=Deggendorf'))[0]).toBe('Deggendorf');
    expect(names(await get('/api/search/cities?name=landshut'))[0]).toBe('Landshut');
    expect((await get('/api/search/cities?limit=0')).statusCode).toBe(422);
  });

  it('GET /api/search/popular_cities lists the big Bavarian cities in order', async () => {
    const res = await get('/api/search/popular_cities');
    expect(res.statusCode).toBe(200);
    expect(names(res).slice(0, 4)).toEqual(['München', 'Nürnberg', 'Augsburg', 'Regensburg']);
    expect(res.json().data.every((l: { state: string }) => l.state === 'Bayern')).toBe(true);
  });
});
