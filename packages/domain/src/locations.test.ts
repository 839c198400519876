import { describe, expect, it } from 'vitest';
import { isPostalCodeQuery, locationSlug, parseLocationSlug, plainSearchKey, searchKey, slugify, zipSlug } from './locations.ts';

describe('location slugs', () => {
  it('writes slugs with umlauts spelled out', () => {
    expect(slugify('Mühldorf am Inn')).toBe('muehldorf-am-inn');
    expect(slugify('Kempten (Allgäu)')).toBe('kempten-allgaeu');
    expect(slugify('Weißenburg i.Bay.')).toBe('weissenburg-i-bay');
    expect(locationSlug('Passau', 42)).toBe('passau-42');
    expect(zipSlug('Passau', '94032')).toBe('zip-passau-94032');
  });

  it('reads nearby, zip-{name}-{number} and slugs ending in -{id}', () => {
    expect(parseLocationSlug('nearby')).toEqual({ kind: 'nearby' });
    expect(parseLocationSlug('zip-passau-94032')).toEqual({ kind: 'zip', postalCode: '94032', nameSlug: 'passau' });
    expect(parseLocationSlug('zip-muehldorf-am-inn-84453')).toEqual({ kind: 'zip', postalCode: '84453', nameSlug: 'muehldorf-am-inn' });
    expect(parseLocationSlug('passau-42')).toEqual({ kind: 'id', id: 42, nameSlug: 'passau' });
    expect(parseLocationSlug('42')).toEqual({ kind: 'id', id: 42, nameSlug: '' });
  });

  it('treats a slug without trailing id as unknown', () => {
    expect(parseLocationSlug('passau').kind).toBe('unknown');
    expect(parseLocationSlug('zip-passau-9403').kind).toBe('unknown');
    expect(parseLocationSlug('passau-0').kind).toBe('unknown');
    expect(parseLocationSlug('').kind).toBe('unknown');
  });

  it('builds search keys that meet in both spellings', () => {
    expect(searchKey('München')).toBe('muenchen');
    expect(plainSearchKey('München')).toBe('munchen');
    expect(searchKey('Neustadt a.d. Waldnaab')).toBe('neustadt a d waldnaab');
    expect(isPostalCodeQuery(' 940 ')).toBe(true);
    expect(isPostalCodeQuery('94032 Passau')).toBe(false);
  });
});
