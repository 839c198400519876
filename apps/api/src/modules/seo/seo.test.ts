import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import xml from 'fast-xml-parser';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { sitemapChunks, sitemapFirstKey } from './seo.sitemap.ts';
import { jobListedSql } from '../jobs/job-expiry.ts';

const BASE = 'https://oabat.example';
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

function parse(body: string) {
  expect(xml.validate(body)).toBe(true);
  return xml.parse(body, { ignoreAttributes: false });
}

describe('robots.txt and sitemaps', () => {
  let t: TestContext;
  const PER_FILE = 100;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: BASE, SITEMAP_URLS_PER_FILE: String(PER_FILE) });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url });
  const count = async (sql: string) => (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))!.n;

  it('robots.txt names the sitemap and keeps the private areas out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const p of ['/admin', '/chat', '/einstellungen', '/i/', '/betrieb/', '/api/']) expect(lines).toContain(`Disallow: ${p}`);
    // Public pages stay crawlable: nothing disallows the business profiles or the search.
    expect(lines).not.toContain('Disallow: /betriebe');
    expect(lines).not.toContain('Disallow: /');
  });

  it('the index names every child file, the jobs split into files of at most the limit', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const index = parse(res.body).sitemapindex;
    expect(index['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = asList<{ loc: string }>(index.sitemap).map((s) => s.loc);
    const jobs = await count(`jobs j WHERE ${jobListedSql('j')}`);
    expect(jobs).toBeGreaterThan(PER_FILE * 2); // the demo data has ~330 published jobs, a few of them expired
    const jobFiles = Math.ceil(jobs / PER_FILE);
    expect(locs.filter((l) => l.startsWith(`${BASE}/sitemaps/jobs-`))).toEqual(
      Array.from({ length: jobFiles }, (_, i) => `${BASE}/sitemaps/jobs-${i + 1}.xml`),
    );
    for (const kind of ['businesses', 'schools', 'regions', 'places']) expect(locs).toContain(`${BASE}/sitemaps/${kind}-1.xml`);
  });

  it('the job files together list every open job once, with lastmod, and no draft, pending or expired one', async () => {
    const jobs = await count(`jobs j WHERE ${jobListedSql('j')}`);
    const urls: { loc: string; lastmod: string }[] = [];
    for (let page = 1; page <= Math.ceil(jobs / PER_FILE); page++) {
      const res = await get(`/sitemaps/jobs-${page}.xml`);
      expect(res.statusCode).toBe(200);
      const list = asList<{ loc: string; lastmod: string }>(parse(res.body).urlset.url);
      expect(list.length).toBeLessThanOrEqual(PER_FILE);
      urls.push(...list);
    }
    expect(urls.length).toBe(jobs);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(jobs);
    for (const u of urls) {
      expect(u.loc).toMatch(new RegExp(`^${BASE}/betriebe/[^/]+/jobs/[^/]+$`));
      expect(Number.isNaN(Date.parse(u.lastmod))).toBe(false);
    }
    const hidden = await t.db.query<{ path: string }>(
      `SELECT '/betriebe/' || b.slug || '/jobs/' || j.slug AS path FROM jobs j JOIN businesses b ON b.id = j.business_id WHERE j.status <> 'published'`,
    );
    expect(hidden.length).toBeGreaterThan(0); // Bäckerei Huber's draft and pending job
    for (const h of hidden) expect(urls.map((u) => u.loc)).not.toContain(BASE + h.path);
    // Expired (issue 33): published, but the start date has passed; its page answers 410, so it is not listed.
    const expired = await t.db.query<{ path: string }>(
      `SELECT '/betriebe/' || b.slug || '/jobs/' || j.slug AS path FROM jobs j JOIN businesses b ON b.id = j.business_id
        WHERE j.status = 'published' AND NOT ${jobListedSql('j')}`,
    );
    expect(expired.length).toBeGreaterThan(0); // the demo's apprenticeships that started on 1 September 2026
    for (const e of expired) expect(urls.map((u) => u.loc)).not.toContain(BASE + e.path);
    expect((await get(`/sitemaps/jobs-${Math.ceil(jobs / PER_FILE) + 1}.xml`)).statusCode).toBe(404);
  });

  it('lists visible businesses, schools, regions and the place searches that have results', async () => {
    const locs = async (kind: string) => asList<{ loc: string }>(parse((await get(`/sitemaps/${kind}-1.xml`)).body).urlset.url).map((u) => u.loc);
    const businesses = await locs('businesses');
    expect(businesses.length).toBe(await count('businesses WHERE is_visible'));
    const invisible = await t.db.query<{ slug: string }>('SELECT slug FROM businesses WHERE NOT is_visible');
    for (const b of invisible) expect(businesses).not.toContain(`${BASE}/betriebe/${b.slug}`);
    expect((await locs('schools')).length).toBe(await count('schools'));
    expect(await locs('regions')).toContain(`${BASE}/region/passau`);
    const places = await locs('places');
    const cities = await count(`(SELECT DISTINCT p.city_id, j.type_id FROM jobs j JOIN places p ON p.id = j.place_id
      WHERE ${jobListedSql('j')} AND j.type_id IN (1, 2)) x`);
    expect(places.length).toBe(cities);
    expect(places.some((l) => /\/ausbildung\/passau-\d+$/.test(l))).toBe(true);
    for (const l of places) expect(l).toMatch(new RegExp(`^${BASE}/(ausbildung|praktikum)/[a-z0-9-]+-\\d+$`));
  });

  it('reads a file batch by batch by key, never all rows at once', async () => {
    // The second file must be full: the demo data has about 280 open jobs (some of its 330 have expired).
    const perFile = 100;
    const first = await sitemapFirstKey(t.db, 'jobs', 2, perFile);
    const chunks: string[] = [];
    for await (const chunk of sitemapChunks(t.db, BASE, 'jobs', first!, perFile, 40)) chunks.push(chunk);
    // Head, three batches (40, 40, 20) and the end; together one valid file of exactly perFile URLs.
    expect(chunks.length).toBe(5);
    expect(chunks.slice(1, -1).map((c) => c.split('<url>').length - 1)).toEqual([40, 40, 20]);
    const urls = asList<{ loc: string }>(parse(chunks.join('')).urlset.url);
    expect(urls.length).toBe(perFile);
    const firstOfPage2 = await t.db.one<{ slug: string }>(`SELECT slug FROM jobs j WHERE ${jobListedSql('j')} ORDER BY id OFFSET ${perFile} LIMIT 1`);
    expect(urls[0]!.loc.endsWith(`/jobs/${firstOfPage2!.slug}`)).toBe(true);
  });

  it('an unknown sitemap name is 404', async () => {
    for (const url of ['/sitemaps/users-1.xml', '/sitemaps/jobs-0.xml', '/sitemaps/jobs-1', '/sitemaps/jobs-99999999999.xml']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});
