// Simplifying the stemmed text query keeps exactly the jobs it matches (fewer index lookups, same result).
import { describe, expect, it } from 'vitest';
import { simplifyTsQuery } from './search.tsquery.ts';

describe('simplifyTsQuery', () => {
  it('drops repeated alternatives and prefixes covered by a shorter prefix', () => {
    expect(simplifyTsQuery(`'elektron':* | 'elektron':* | 'elektr':* | 'elektr':* | 'elektro':*`)).toBe(`'elektr':*`);
    expect(simplifyTsQuery(`'koch':* | 'koch' | 'kuch':*`)).toBe(`( 'koch':* | 'kuch':* )`);
    expect(simplifyTsQuery(`( 'back':* | 'backerin':* ) & 'passau':*`)).toBe(`'back':* & 'passau':*`);
  });
  it('keeps what it cannot cover: exact words, other groups, operators it does not know', () => {
    expect(simplifyTsQuery(`( 'kauffrau':* | 'kaufmann':* | 'kaufleut':* ) & 'passau':*`)).toBe(`( 'kauffrau':* | 'kaufmann':* | 'kaufleut':* ) & 'passau':*`);
    expect(simplifyTsQuery(`'koch' | 'kochin'`)).toBe(`( 'koch' | 'kochin' )`);
    expect(simplifyTsQuery(`!'a':*`)).toBe(`!'a':*`);
    expect(simplifyTsQuery(`( 'e-commerc':* & 'e':* & 'commerc':* | 'handel':* )`)).toBe(`( 'e-commerc':* & 'e':* & 'commerc':* | 'handel':* )`);
    expect(simplifyTsQuery(`'o''neil':* | 'o''neil':*`)).toBe(`'o''neil':*`);
    expect(simplifyTsQuery('')).toBe('');
  });
});
