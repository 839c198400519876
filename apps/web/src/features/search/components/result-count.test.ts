import { describe, expect, it } from 'vitest';
import { resultCountLabel, tabCountLabel } from './result-count.ts';

describe('result counts', () => {
  it('says exact figures as they are', () => {
    expect(resultCountLabel(0, false)).toBe('Keine Treffer');
    expect(resultCountLabel(1, false)).toBe('1 Treffer');
    expect(resultCountLabel(2345, false)).toBe('2.345 Treffer');
    expect(tabCountLabel(12, false)).toBe('12');
  });
  it('says counts that stopped at their cap as lower bounds', () => {
    expect(resultCountLabel(3000, true)).toBe('Mindestens 3.000 Treffer');
    expect(tabCountLabel(1850, true)).toBe('1.850+');
    expect(resultCountLabel(0, true)).toBe('Keine Treffer');
  });
});
