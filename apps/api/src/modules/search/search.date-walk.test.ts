// Which way a newest-first page is read: walking the date index where matches are dense, sorting the box where
// they are sparse, trying a walk within a budget where a stopped count cannot tell (all give the same page; the
// property tests check that).
import { describe, expect, it } from 'vitest';
import { dateWalkBudget, preferDateWalk } from './search.repository.ts';

describe('preferDateWalk', () => {
  it('walks when the matches are dense enough that the page is found early', () => {
    expect(preferDateWalk(10_000, false, 20, 100_000)).toBe('walk'); // 1 match in 10 rows: about 200 rows walked
    expect(preferDateWalk(1_000, false, 20, 100_000)).toBe('box'); // sorting 1,000 beats walking 2,000
    expect(preferDateWalk(1_000, false, 20, 10_000)).toBe('walk');
  });
  it('tries a walk within a budget when the count stopped at its cap, whatever the lower bound says', () => {
    expect(preferDateWalk(3_000, true, 20, 100_000)).toBe('try');
    expect(preferDateWalk(300, true, 20, 1_000_000)).toBe('try');
    expect(preferDateWalk(3_000, true, 20, 0)).toBe('try');
  });
  it('without a table size, sorts the box of an exact count', () => {
    expect(preferDateWalk(500, false, 20, 0)).toBe('box');
  });
  it('gives the walk a budget that grows with the square root of the page end and the table', () => {
    expect(dateWalkBudget(20, 100_000)).toBe(2_828);
    expect(dateWalkBudget(20, 1_000_000)).toBe(8_944);
    expect(dateWalkBudget(100, 1_000_000)).toBe(20_000);
    expect(dateWalkBudget(20, 500)).toBe(1_000);
  });
});
