import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

describe('custom domains', () => {
  let t: TestContext;
  let admin: string;
  let business: string;
  let region: string;
  beforeAll(async () => {
    // A web build of its own (the page shell and one script), so pages answer 200 without building the web app.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-cd-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><div id="root"></div></html>');
    fs.writeFileSync(path.join(dist, 'assets/app.js'), 'export {};');
    t = await createTestApp({ PUBLIC_URL: 'https://oabat.example', WEB_DIST: dist });
    admin = await t.login('admin@oabat.example');
    business = await t.login('betrieb@oabat.example');
    region = await t.login('region@oabat.example');
  });
  afterAll(() => t.close());

  const put = (token: string | null, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/admin/custom-domains', token, payload });
  const check = (domain: string) => t.request({ method: 'GET', url: `/api/custom-domains/check?domain=${encodeURIComponent(domain)}` });
  const onHost = (host: string, url: string) => t.request({ method: 'GET', url, headers: { host } });

  it('only the admin sets or lists domains', async () => {
    const body = { type: 'region', slug: 'passau', domain: 'gekapert.de' };
    expect((await put(null, body)).statusCode).toBe(401);
    expect((await put(business, body)).statusCode).toBe(403);
    expect((await put(region, body)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/custom-domains', token: region })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/custom-domains' })).statusCode).toBe(401);
    expect((await check('gekapert.de')).statusCode).toBe(404);
  });

  it('the admin gives a region its domain; the domain answers with the region and the proxy check says yes', async () => {
    const res = await put(admin, { type: 'region', slug: 'passau', domain: ' Ausbildung-Landkreis.DE. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ domain: 'ausbildung-landkreis.de', type: 'region', slug: 'passau' });
    expect((await check('ausbildung-landkreis.de')).statusCode).toBe(200);
    expect((await check('AUSBILDUNG-landkreis.de')).statusCode).toBe(200);
    expect((await check('andere-domain.de')).statusCode).toBe(404);
    expect((await check('')).statusCode).toBe(404);
    expect((await check('oabat.example')).statusCode).toBe(404);

    const current = await onHost('ausbildung-landkreis.de:443', '/api/custom-domains/current');
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ type: 'region', slug: 'passau', name: expect.any(String) });
    expect((await onHost('oabat.example', '/api/custom-domains/current')).statusCode).toBe(404);
    expect((await onHost('unbekannt.de', '/api/custom-domains/current')).statusCode).toBe(404);

    const list = await t.request({ method: 'GET', url: '/api/admin/custom-domains', token: admin });
    expect(list.json().data).toEqual([expect.objectContaining({ domain: 'ausbildung-landkreis.de', type: 'region', slug: 'passau' })]);
  });

  it("remaps the domain's own directory into /customdomain; the editor is on the platform's origin", async () => {
    for (const [from, to] of [
      ['/', '/customdomain/'],
      ['/?utm_source=x', '/customdomain/?utm_source=x'],
      ['/artikel', '/customdomain/artikel'],
      ['/artikel/sommerfest', '/customdomain/artikel/sommerfest'],
      ['/artikel/erstellen', 'https://oabat.example/beitrag'],
      ['/artikelvorschau', 'https://oabat.example/artikel/vorschau'],
      ['/customdomain/artikel/erstellen', 'https://oabat.example/beitrag'],
      ['/customdomain/artikelvorschau', 'https://oabat.example/artikel/vorschau'],
    ]) {
      const res = await onHost('ausbildung-landkreis.de', from);
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location).toBe(to);
    }
    // The platform's own host and unknown hosts are never remapped.
    expect((await onHost('oabat.example', '/')).statusCode).not.toBe(302);
    expect((await onHost('unbekannt.de', '/')).statusCode).not.toBe(302);
    expect((await onHost('oabat.example', '/einstellungen')).statusCode).toBe(200);
  });

  // Issue 35, finding 6: the domain's DNS belongs to the region, so nothing logged-in lives there.
  it("serves only the owner's public pages, files and guest reads; other pages go to the platform's origin", async () => {
    const host = 'ausbildung-landkreis.de';
    for (const path of [
      '/customdomain/',
      '/customdomain/artikel',
      '/region/passau',
      '/region/passau/ausbildung',
      '/region/passau/ausbildung_embed',
      '/embed/jobs?region=passau',
      '/robots.txt',
      '/api/site',
      '/api/custom-domains/current',
      '/api/regions/passau',
    ]) {
      expect((await onHost(host, path)).statusCode, path).toBe(200);
    }
    expect((await onHost(host, '/assets/app.js')).statusCode).toBe(200);

    for (const [from, to] of [
      ['/einstellungen', '/einstellungen'],
      ['/betrieb/stellen', '/betrieb/stellen'],
      ['/admin/uebersicht', '/admin/uebersicht'],
      ['/anmelden?redirect=/einstellungen', '/anmelden?redirect=/einstellungen'],
      ['/registrierung', '/registrierung'],
      ['/region/einstellungen', '/region/einstellungen'],
      ['/region/passau/anmeldung', '/region/passau/anmeldung'],
      ['/region/oberland', '/region/oberland'],
      ['/betriebe/baeckerei-huber', '/betriebe/baeckerei-huber'],
      ['/impressum', '/impressum'],
      ['/socket.io/?EIO=4&transport=websocket', '/socket.io/?EIO=4&transport=websocket'],
      // Path tricks: decided on the normalised path, and never served.
      ['/customdomain/../einstellungen', '/einstellungen'],
      ['/customdomain/%2e%2e/einstellungen', '/einstellungen'],
      ['/customdomain/%2E%2E%2Feinstellungen', '/einstellungen'],
      ['/region/passau/..%2f..%2fadmin/uebersicht', '/admin/uebersicht'],
      ['/customdomain\\..\\einstellungen', '/einstellungen'],
      ['/assets/../einstellungen', '/einstellungen'],
      ['/einstellungen/..%2f..%2fcustomdomain/', '/customdomain/'],
      ['//customdomain/', '//customdomain/'],
      ['/api/../einstellungen', '/einstellungen'],
    ]) {
      const res = await onHost(host, from);
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location, from).toBe(`https://oabat.example${to}`);
    }
    // A path that cannot be decoded is refused before any hook.
    expect((await onHost(host, '/customdomain/%E0%A4%A')).statusCode).toBe(400);
  });

  it('refuses every API request with a token and every write on a custom domain', async () => {
    const host = 'ausbildung-landkreis.de';
    for (const [method, url, token] of [
      ['GET', '/api/user', region],
      ['GET', '/api/site', region],
      ['GET', '/api/regions/passau', 'nicht-einmal-gueltig'],
      ['GET', '/customdomain/', region],
      ['GET', '/assets/x.js', region],
      ['POST', '/api/login', null],
      ['POST', '/api/account/deletion', region],
      ['PUT', '/api/admin/custom-domains', admin],
      ['DELETE', '/api/posts/1', null],
      ['POST', '/customdomain/', null],
      ['OPTIONS', '/einstellungen', null],
    ] as const) {
      const res = await t.request({ method, url, token, headers: { host }, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message, `${method} ${url}`).toContain('eigenen Domain');
    }
    // A login attempt never reaches the login.
    const login = await t.request({ method: 'POST', url: '/api/login', headers: { host }, payload: { email: 'region@oabat.example', password: 'x' } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).not.toHaveProperty('token');
    // The same calls on the platform's own host are untouched.
    expect((await t.request({ method: 'GET', url: '/api/site', token: region, headers: { host: 'oabat.example' } })).statusCode).toBe(200);
  });

  it("a business's domain serves its profile, its jobs and posts, not another business", async () => {
    const host = 'karriere.huber-test.de';
    expect((await put(admin, { type: 'business', slug: 'baeckerei-huber', domain: host })).statusCode).toBe(200);
    for (const p of ['/customdomain/', '/betriebe/baeckerei-huber', '/betriebe/baeckerei-huber/jobs/uebersicht', '/betriebe/baeckerei-huber/beitrag']) {
      expect((await onHost(host, p)).statusCode, p).toBe(200);
    }
    for (const p of ['/betriebe/baeckerei-huber/bearbeiten', '/betriebe/baeckerei-huber/jobs/erstellen', '/betriebe/andere', '/region/passau']) {
      const res = await onHost(host, p);
      expect(res.statusCode, p).toBe(302);
      expect(res.headers.location).toBe(`https://oabat.example${p}`);
    }
    expect((await put(admin, { type: 'business', slug: 'baeckerei-huber', domain: null })).statusCode).toBe(200);
  });

  it('a domain belongs to one owner and must be a host name', async () => {
    const taken = await put(admin, { type: 'business', slug: 'baeckerei-huber', domain: 'ausbildung-landkreis.de' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('schon');
    for (const domain of [
      'https://huber.de',
      'huber',
      '1.2.3.4',
      'a..de',
      'huber.de/jobs',
      'hu ber.de',
      'huber\u0000.de',
      `${'a'.repeat(64)}.de`,
      'x'.repeat(300),
    ]) {
      const res = await put(admin, { type: 'business', slug: 'baeckerei-huber', domain });
      expect(res.statusCode, domain).toBe(422);
      expect(res.json().errors.domain[0]).toMatch(/Domain|Steuerzeichen/);
    }
    const own = await put(admin, { type: 'business', slug: 'baeckerei-huber', domain: 'oabat.example' });
    expect(own.statusCode).toBe(422);
    expect((await put(admin, { type: 'business', slug: 'gibt-es-nicht', domain: 'neu.de' })).statusCode).toBe(404);
    expect((await put(admin, { type: 'schule', slug: 'x', domain: 'neu.de' })).statusCode).toBe(422);
    const ok = await put(admin, { type: 'business', slug: 'baeckerei-huber', domain: 'karriere.baeckerei-huber.de' });
    expect(ok.statusCode).toBe(200);
    expect((await onHost('karriere.baeckerei-huber.de', '/api/custom-domains/current')).json().data).toMatchObject({
      type: 'business',
      slug: 'baeckerei-huber',
    });
  });

  it('removing a domain ends it at once in this process', async () => {
    expect((await check('karriere.baeckerei-huber.de')).statusCode).toBe(200);
    const res = await put(admin, { type: 'business', slug: 'baeckerei-huber', domain: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
    expect((await check('karriere.baeckerei-huber.de')).statusCode).toBe(404);
    expect((await onHost('karriere.baeckerei-huber.de', '/')).statusCode).not.toBe(302);
  });
});
