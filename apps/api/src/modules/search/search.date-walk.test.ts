// Which way a newest-first page is read: walking the date index where matches are dense, sorting the box where
// they are sparse (both give the same page; the property tests check that).
import { describe, expect, it } from 'vitest';
import { preferDateWalk } from './search.repository.ts';

describe('preferDateWalk', () => {
  it('walks when the matches are dense enough that the page is found early', () => {
    expect(preferDateWalk(10_000, false, 20, 100_000)).toBe(true); // 1 match in 10 rows: about 200 rows walked
    expect(preferDateWalk(1_000, false, 20, 100_000)).toBe(false); // sorting 1,000 beats walking 2,000
    expect(preferDateWalk(1_000, false, 20, 10_000)).toBe(true);
  });
  it('walks on a stopped count only while its worst case stays small, also for deep pages', () => {
    expect(preferDateWalk(3_000, true, 20, 100_000)).toBe(true);
    expect(preferDateWalk(3_000, true, 20, 1_000_000)).toBe(true);
    expect(preferDateWalk(1_000, true, 20, 10_000_000)).toBe(false);
    expect(preferDateWalk(3_000, true, 1_000, 100_000)).toBe(false);
  });
  it('without a table size, trusts only a stopped count', () => {
    expect(preferDateWalk(500, false, 20, 0)).toBe(false);
    expect(preferDateWalk(3_000, true, 20, 0)).toBe(true);
  });
});
