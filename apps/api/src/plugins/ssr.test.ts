// The public pages' first HTML, as a search engine or a link preview reads it: title, description,
// canonical, picture, JSON-LD, and honest status codes. Uses the web build with its server renderer
// (built once by scripts/ensure-web-build.ts when missing or older than the sources).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { multipartBody, testJpeg } from '../../test/factories/media.ts';
import { serverEntryPath } from './ssr.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dist = path.join(repoRoot, 'apps/web/dist');
const PUBLIC_URL = 'https://oabat.example';

let t: TestContext;
let futureJob: string;
let expiredJob: string;
let draftJob: string;

beforeAll(async () => {
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-web-build.ts')], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0 || !fs.existsSync(serverEntryPath(dist))) throw new Error('web build with server renderer failed');
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL });
  const business = await t.db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'baeckerei-huber'`);
  // The business shows a picture and a logo: link previews and JSON-LD use them.
  const huber = await t.login('betrieb@oabat.example');
  const body = await multipartBody({ image: { bytes: await testJpeg(640, 480), name: 'foto.jpg' }, public: 'true' });
  const imageId = (await t.request({ method: 'POST', url: '/api/images', token: huber, ...body })).json().data.id;
  const put = await t.request({
    method: 'PUT',
    url: '/api/business/baeckerei-huber',
    token: huber,
    payload: { main_images: [imageId], logo_image_id: imageId, about_us: 'Frisch vom Ofen seit 1902.' },
  });
  if (put.statusCode !== 200) throw new Error(`profile update failed: ${put.body}`);
  const insert = async (name: string, start: string | null, status = 'published') =>
    (await t.db.one<{ slug: string }>(
      `INSERT INTO jobs (business_id, type_id, status, name, slug, description, latitude, longitude, place_id, start_date, salary_lower, published_at)
     SELECT $1, 1, $2, $3, $4, 'Teige kneten und früh aufstehen. </script><b>fett</b>', 48.5748, 13.4609, id, $5::date, 980, now()
     FROM places WHERE postal_code = '94032' LIMIT 1 RETURNING slug`,
      [business!.id, status, name, `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`, start],
    ))!.slug;
  futureJob = await insert('Ausbildung Brotsommelier', '2099-09-01');
  expiredJob = await insert('Ausbildung Altbaecker', '2020-09-01');
  draftJob = await insert('Ausbildung Entwurf', null, 'draft');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const page = async (url: string) => {
  const res = await t.request({ method: 'GET', url });
  return { status: res.statusCode, html: res.body, type: res.headers['content-type'] };
};
const tag = (html: string, re: RegExp) => html.match(re)?.[1];
const title = (html: string) => tag(html, /<title>([^<]*)<\/title>/);
const meta = (html: string, key: string) => tag(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const canonical = (html: string) => tag(html, /<link rel="canonical" href="([^"]*)"/);
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('server-rendered public pages', () => {
  it('home: German document with title, description, canonical and the page itself', async () => {
    const { status, html, type } = await page('/');
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toMatch(/<html lang="de"/);
    expect(title(html)).toMatch(/ \| Oabat$/);
    expect(meta(html, 'description')!.length).toBeGreaterThan(40);
    expect(canonical(html)).toBe(`${PUBLIC_URL}/`);
    expect(meta(html, 'og:title')).toBe(title(html));
    // The body is rendered, and the browser gets the data it needs to hydrate.
    expect(html).toMatch(/<div id="root"><.+<\/div><script type="application\/json" id="oabat-ssr-state" data-hydrate="interaction"[^>]*>/s);
    expect(html).toContain('<h1');
  });

  it('names the client files of every route of the table, also of entries spread over several lines and of helper-made pages', () => {
    // The table is routes.tsx and its areas in routes/.
    const tableDir = path.join(repoRoot, 'apps/web/src/app');
    const table = ['routes.tsx', ...fs.readdirSync(path.join(tableDir, 'routes')).map((f) => `routes/${f}`)]
      .map((f) => fs.readFileSync(path.join(tableDir, f), 'utf8'))
      .join('\n');
    const names = [...table.matchAll(/\bname: '([^']+)'/g)].map((m) => m[1]!);
    const assets = JSON.parse(fs.readFileSync(path.join(dist, 'server/route-assets.json'), 'utf8')) as { routes: Record<string, string[]> };
    expect(names.filter((n) => !(n in assets.routes))).toEqual([]);
    // Every route names its page's script: e.g. the internship search and the employer landing page (several lines),
    // the store and user management (helpers), and pages whose form another page shows too (the password change).
    expect(names.filter((n) => !assets.routes[n]!.some((f) => f.endsWith('.js')))).toEqual([]);
  });

  it('job page: title, description, canonical, og:image and a JobPosting with the required fields', async () => {
    const { status, html } = await page(`/betriebe/baeckerei-huber/jobs/${futureJob}`);
    expect(status).toBe(200);
    expect(title(html)).toBe('Ausbildung Brotsommelier bei Bäckerei Huber | Oabat');
    expect(meta(html, 'description')).toContain('Teige kneten und früh aufstehen.');
    expect(canonical(html)).toBe(`${PUBLIC_URL}/betriebe/baeckerei-huber/jobs/${futureJob}`);
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.*\/3\.jpg$/);
    expect(html).toMatch(/<h1[^>]*>Ausbildung Brotsommelier<\/h1>/);
    // A first visit loads no app before it is used (web ssr/wake.ts): the head names the styles only, and the
    // state block says to wait and which chunks the app will need. (The bundler names a chunk after whichever
    // module it starts with, so only the shape of the names is checked.)
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
    expect(html).not.toContain('rel="modulepreload"');
    const stateTag = tag(html, /(<script type="application\/json" id="oabat-ssr-state"[^>]*>)/) ?? '';
    expect(stateTag).toContain('data-hydrate="interaction"');
    expect(tag(stateTag, /data-preload="([^"]*)"/)?.split(' ')).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/start-[\w-]+\.js$/)]));
    // The visit counts for the business's statistics even if the app never loads: the boot sends it.
    const state = JSON.parse(tag(html, /id="oabat-ssr-state"[^>]*>(.*?)<\/script>/) ?? '{}') as { views?: unknown[] };
    expect(state.views).toEqual([{ business_id: expect.any(Number), type: 'job_view', payload: { job_id: expect.any(Number) } }]);
    const [posting] = jsonLd(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Ausbildung Brotsommelier',
      validThrough: '2099-09-01',
      employmentType: ['FULL_TIME'],
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: 'Bäckerei Huber', logo: expect.stringMatching(/^https:\/\/oabat\.example\/.*\.jpg$/) },
      jobLocation: { address: { '@type': 'PostalAddress', postalCode: '94032', addressCountry: 'DE' }, geo: { '@type': 'GeoCoordinates' } },
      baseSalary: { currency: 'EUR', value: { unitText: 'MONTH', value: 980 } },
    });
    expect(posting.description).toContain('</script><b>fett</b>');
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // User text cannot break out of the JSON-LD script.
    expect(html).not.toContain('</script><b>fett</b>');
  });

  it('an expired job answers 410 without JobPosting; an unknown or unpublished one 404', async () => {
    const expired = await page(`/betriebe/baeckerei-huber/jobs/${expiredJob}`);
    expect(expired.status).toBe(410);
    expect(jsonLd(expired.html)).toEqual([]);
    expect(meta(expired.html, 'robots')).toBe('noindex');
    for (const slug of [draftJob, 'gibt-es-nicht-123']) {
      const res = await page(`/betriebe/baeckerei-huber/jobs/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(jsonLd(res.html)).toEqual([]);
      expect(res.html).not.toContain('Ausbildung Entwurf');
    }
  });

  it('business profile: its SEO title, picture and Organization', async () => {
    const { status, html } = await page('/betriebe/baeckerei-huber');
    expect(status).toBe(200);
    expect(title(html)).toBe('Bäckerei Huber in Passau – Ausbildung, Praktikum &amp; Jobs | Oabat');
    expect(meta(html, 'description')).toContain('Frisch vom Ofen');
    expect(canonical(html)).toBe(`${PUBLIC_URL}/betriebe/baeckerei-huber`);
    expect(meta(html, 'og:image')).toMatch(/\/3\.jpg$/);
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Bäckerei Huber',
        url: `${PUBLIC_URL}/betriebe/baeckerei-huber`,
        logo: expect.stringMatching(/^https:\/\/oabat\.example\/.*\.jpg$/),
      }),
    ]);
    expect(html).toContain('Bäckerei Huber</h1>');
  });

  it('a place search holds its first job cards', async () => {
    const { status, html } = await page('/ausbildung/zip-passau-94032');
    expect(status).toBe(200);
    expect(title(html)).toMatch(/ \| Oabat$/);
    expect(meta(html, 'description')).toContain('in Passau');
    expect(canonical(html)).toBe(`${PUBLIC_URL}/ausbildung/zip-passau-94032`);
    expect(html).toMatch(/href="\/betriebe\/baeckerei-huber\/jobs\/[^"]+"/);
    expect((await page('/ausbildung/ort-den-es-nicht-gibt-99999999')).status).toBe(404);
  });

  it('school, region and legal pages have their own titles and descriptions', async () => {
    const school = await page('/schule/mittelschule-passau-st-nikola');
    expect([school.status, title(school.html)]).toEqual([200, 'Mittelschule Passau-St. Nikola | Oabat']);
    const region = await page('/region/passau');
    expect(region.status).toBe(200);
    expect(title(region.html)).toMatch(/Passau.* \| Oabat$/);
    expect(jsonLd(region.html)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    const imprint = await page('/impressum');
    expect([imprint.status, title(imprint.html), canonical(imprint.html)]).toEqual([200, 'Impressum | Oabat', `${PUBLIC_URL}/impressum`]);
    expect(imprint.html).toContain('Impressum</h1>');
  });

  it('the home page lists the upcoming fairs and the page of a fair is rendered with its exhibitors', async () => {
    const home = await page('/');
    expect(home.html).toContain('Kommende Ausbildungsmessen');
    expect(home.html).toContain('Digitale Ausbildungsmesse Passau');
    const slug = (await t.db.one<{ slug: string }>(
      `SELECT p.slug FROM job_fairs f JOIN places p ON p.id = f.place_id WHERE f.slug = 'digitale-ausbildungsmesse-passau'`,
    ))!.slug;
    const fair = await page(`/messe/${slug}/unternehmen`);
    expect(fair.status).toBe(200);
    expect(fair.html).toContain('Digitale Ausbildungsmesse Passau</h1>');
    expect(fair.html).toContain('Bäckerei Huber');
    expect(meta(fair.html, 'description')).toMatch(/^Digitale Ausbildungsmesse Passau: /);
  });

  it('a livestream and the alert mail links have their title, description and canonical', async () => {
    const id = (await t.db.one<{ id: number }>(`SELECT id FROM livestreams WHERE title = 'Ausbildungsmesse Passau live'`))!.id;
    const stream = await page(`/livestream/${id}`);
    expect(stream.status).toBe(200);
    expect(title(stream.html)).toBe('Ausbildungsmesse Passau live | Oabat');
    expect(meta(stream.html, 'description')?.length).toBeGreaterThan(20);
    expect(canonical(stream.html)).toBe(`${PUBLIC_URL}/livestream/${id}`);
    expect(stream.html).toContain('Ausbildungsmesse Passau live</h1>');
    // A livestream plays and chats on its own: its app starts at once, with its chunks named in the head.
    expect(stream.html).toContain('data-hydrate="now"');
    expect(stream.html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[\w-]+\.js">/);
    expect((await page('/livestream/999999')).status).toBe(404);
    expect((await page('/livestream/abc')).status).toBe(404);

    const confirm = await page('/suchauftrag/bestaetigen/abcdef123456');
    expect(confirm.status).toBe(200);
    expect(title(confirm.html)).toBe('Suchauftrag bestätigen | Oabat');
    expect(meta(confirm.html, 'description')).toMatch(/^Suchauftrag bei Oabat bestätigen/);
    expect(meta(confirm.html, 'robots')).toBe('noindex');
    expect(canonical(confirm.html)).toBe(`${PUBLIC_URL}/suchauftrag/bestaetigen/abcdef123456`);
    const unsubscribe = await page('/suchauftrag/abbestellen/abcdef123456');
    expect(title(unsubscribe.html)).toBe('Suchauftrag abbestellen | Oabat');
    expect(meta(unsubscribe.html, 'description')).toMatch(/^Suchauftrag bei Oabat abbestellen/);
  });

  it('unknown paths answer 404 with the not-found page; pages behind a login get the shell', async () => {
    const missing = await page('/diese/seite/gibt/es/nicht');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Diese Seite konnte nicht gefunden werden.');
    // Known routes with an unknown thing in them.
    for (const url of [
      '/betriebe/gibt-es-nicht',
      '/betriebe/baeckerei-huber/kein-standort',
      '/schule/gibt-es-nicht',
      '/auswahl/gibt-es-nicht',
      '/messe/keine-messe-1',
      '/messe/passau-1/gibt-es-nicht',
    ]) {
      expect((await page(url)).status, url).toBe(404);
    }
    // Every public declared route is built now; the one still to come (/admin/analytics/users/{id}/detailed) is behind
    // a login, so the browser shows its "noch nicht" page (e2e shell.spec.ts).
    for (const internal of ['/server/entry-server.js', '/server/route-assets.json', '/.vite/manifest.json']) {
      const res = await page(internal);
      expect(res.status, internal).toBe(404);
      expect(res.html, internal).toContain('Diese Seite konnte nicht gefunden werden.');
    }
    const head = await t.request({ method: 'HEAD', url: '/impressum' });
    expect([head.statusCode, head.body]).toEqual([200, '']);
    const settings = await page('/einstellungen');
    expect(settings.status).toBe(200);
    expect(settings.html).toContain('<div id="root"></div>');
    expect((await t.request({ method: 'GET', url: '/api/gibt-es-nicht' })).json()).toEqual({ message: 'Nicht gefunden.' });
  });
});
