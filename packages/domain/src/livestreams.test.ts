import { describe, expect, it } from 'vitest';
import { currentSlot, mentionableCompanies, nextSlot, ZMessageInput, type TSlot } from './livestreams.ts';
import { sortPolls, percentOf } from './livestream-polls.ts';

const T0 = Date.parse('2027-03-01T10:00:00Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const slot = (id: number, slug: string, from: number, to: number): TSlot => ({
  id,
  business: { id, slug, name: slug.toUpperCase() },
  starts_at: at(from),
  ends_at: at(to),
  title: null,
});
const slots = [slot(1, 'a', -30, 0), slot(2, 'b', 0, 30), slot(3, 'c', 30, 60), slot(4, 'd', 60, 90)];

describe('current and next business (02 §4)', () => {
  it('current: the latest slot that started, or starts within the next minute', () => {
    expect(currentSlot(slots, T0)?.id).toBe(2);
    expect(currentSlot(slots, T0 + 29 * 60_000 + 1_000)?.id).toBe(3); // 59 s before c: c is current
    expect(currentSlot(slots, T0 + 28 * 60_000)?.id).toBe(2);
    expect(currentSlot(slots, T0 - 40 * 60_000)).toBeNull();
  });
  it('next: the first slot starting more than a minute ahead', () => {
    expect(nextSlot(slots, T0)?.id).toBe(3);
    expect(nextSlot(slots, T0 + 29 * 60_000 + 1_000)?.id).toBe(4);
    expect(nextSlot(slots, T0 + 100 * 60_000)).toBeNull();
  });
  it('mentionable: the current business first, then the next', () => {
    expect(mentionableCompanies(slots, T0)).toEqual([
      { text: 'B', value: 'b' },
      { text: 'C', value: 'c' },
    ]);
  });
});

describe('chat input', () => {
  it('takes text, refuses control characters, overlong messages and missing nicknames', () => {
    expect(ZMessageInput.safeParse({ text: '<b>Hallo</b>', nickname: 'Lena' }).success).toBe(true);
    expect(ZMessageInput.safeParse({ text: 'a\u0000b', nickname: 'Lena' }).success).toBe(false);
    expect(ZMessageInput.safeParse({ text: 'x'.repeat(501), nickname: 'Lena' }).success).toBe(false);
    expect(ZMessageInput.safeParse({ text: 'Hallo', nickname: ' ' }).success).toBe(false);
  });
});

describe('polls', () => {
  it('active first, then newest; shares in whole percent', () => {
    const polls = [
      { id: 1, is_active: false },
      { id: 2, is_active: true },
      { id: 3, is_active: false },
    ];
    expect(sortPolls(polls).map((p) => p.id)).toEqual([2, 3, 1]);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });
});
