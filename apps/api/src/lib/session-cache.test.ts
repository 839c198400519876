import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

describe('session cache', () => {
  it('keeps a session for its time, then looks it up again', () => {
    let now = 1000;
    const cache = new SessionCache<string>(5000, 10, () => now);
    cache.set('a', 'Anna', cache.generation);
    expect(cache.get('a')).toBe('Anna');
    now += 5000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used session when full', () => {
    const cache = new SessionCache<string>(5000, 2);
    cache.set('a', 'A', cache.generation);
    cache.set('b', 'B', cache.generation);
    cache.get('a');
    cache.set('c', 'C', cache.generation);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('does not store what a lookup read before an invalidation', () => {
    const cache = new SessionCache<string>(5000, 10);
    const before = cache.generation;
    cache.clear(); // a logout while the lookup was on its way
    cache.set('a', 'revoked', before);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores nothing when switched off', () => {
    const cache = new SessionCache<string>(0, 10);
    cache.set('a', 'A', cache.generation);
    expect(cache.get('a')).toBeUndefined();
  });
});
