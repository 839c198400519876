import { describe, expect, it } from 'vitest';
import { customDomainPath, hostName, ZCustomDomain } from './custom-domains.ts';

describe('custom domains', () => {
  it('reads a Host header without port, case and trailing dot', () => {
    expect(['Ausbildung-Landkreis.DE:443', 'ausbildung-landkreis.de.', ' ausbildung-landkreis.de '].map(hostName)).toEqual(
      Array(3).fill('ausbildung-landkreis.de'),
    );
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });

  it('accepts host names only', () => {
    expect(ZCustomDomain.parse(' Karriere.Huber.DE. ')).toBe('karriere.huber.de');
    expect(ZCustomDomain.parse('')).toBeNull();
    expect(ZCustomDomain.parse(null)).toBeNull();
    for (const bad of ['https://huber.de', 'huber', '10.0.0.1', 'huber.de/x', '-huber.de', 'hu_ber.de', 'a..de'])
      expect(ZCustomDomain.safeParse(bad).success, bad).toBe(false);
  });

  it("remaps only the domain's own directory", () => {
    expect(customDomainPath('/')).toBe('/customdomain/');
    expect(customDomainPath('/?a=1&b=2')).toBe('/customdomain/?a=1&b=2');
    expect(customDomainPath('/artikel/fest?x=1')).toBe('/customdomain/artikel/fest?x=1');
    // The editor's preview is not served on a domain (issue #35, finding 6): the redirect sends it to the platform.
    expect(customDomainPath('/artikelvorschau')).toBeNull();
    expect(customDomainPath('/artikel/erstellen')).toBeNull();
    for (const keep of ['/customdomain/', '/betriebe/huber', '/artikelx', '/api/site', '/assets/a.js']) expect(customDomainPath(keep)).toBeNull();
  });
});
