import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

describe('custom domains', () => {
  let t: TestContext;
  let admin: string;
  let business: string;
  let region: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://oabat.example' });
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

  it("remaps the domain's own directory into /customdomain and leaves platform paths alone", async () => {
    for (const [from, to] of [
      ['/', '/customdomain/'],
      ['/?utm_source=x', '/customdomain/?utm_source=x'],
      ['/artikel', '/customdomain/artikel'],
      ['/artikel/sommerfest', '/customdomain/artikel/sommerfest'],
      ['/artikelvorschau', '/customdomain/artikelvorschau'],
    ]) {
      const res = await onHost('ausbildung-landkreis.de', from);
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location).toBe(to);
    }
    for (const path of ['/customdomain/', '/betriebe/baeckerei-huber', '/impressum', '/api/site', '/robots.txt']) {
      expect((await onHost('ausbildung-landkreis.de', path)).statusCode, path).not.toBe(302);
    }
    // The platform's own host and unknown hosts are never remapped.
    expect((await onHost('oabat.example', '/')).statusCode).not.toBe(302);
    expect((await onHost('unbekannt.de', '/')).statusCode).not.toBe(302);
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
