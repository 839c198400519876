import { describe, expect, it } from 'vitest';
import { ZEventFields, berlinWallTimeToIso, formatEventTime, isoToBerlinWallTime, splitEvents } from './events.ts';

describe('Berlin wall time', () => {
  it('turns a form time into an instant with the offset of that day, winter and summer', () => {
    expect(berlinWallTimeToIso('2027-01-15T18:00')).toBe('2027-01-15T18:00:00+01:00');
    expect(berlinWallTimeToIso('2027-07-10T14:00')).toBe('2027-07-10T14:00:00+02:00');
    // the nights the clocks change
    expect(berlinWallTimeToIso('2027-03-28T01:30')).toBe('2027-03-28T01:30:00+01:00');
    expect(berlinWallTimeToIso('2027-03-28T03:30')).toBe('2027-03-28T03:30:00+02:00');
    expect(berlinWallTimeToIso('morgen')).toBeNull();
    expect(isoToBerlinWallTime('2027-01-15T17:00:00.000Z')).toBe('2027-01-15T18:00');
    expect(isoToBerlinWallTime('2027-07-10T12:00:00.000Z')).toBe('2027-07-10T14:00');
  });

  it('formats the time span in German, Berlin time', () => {
    expect(formatEventTime('2027-01-15T17:00:00.000Z', '2027-01-15T19:30:00.000Z')).toBe('Fr., 15. Januar 2027, 18:00 – 20:30 Uhr');
    expect(formatEventTime('2027-01-15T17:00:00.000Z', '2027-01-16T11:00:00.000Z')).toBe('Fr., 15. Januar 2027, 18:00 Uhr – Sa., 16. Januar 2027, 12:00 Uhr');
  });
});

describe('events', () => {
  it('splits upcoming (soonest first) from past (latest first) by start', () => {
    const now = new Date('2027-01-10T12:00:00Z');
    const e = (start_at: string) => ({ start_at });
    const { upcoming, past } = splitEvents([e('2027-01-20T10:00:00Z'), e('2027-01-01T10:00:00Z'), e('2027-01-12T10:00:00Z'), e('2026-12-01T10:00:00Z')], now);
    expect(upcoming.map((x) => x.start_at)).toEqual(['2027-01-12T10:00:00Z', '2027-01-20T10:00:00Z']);
    expect(past.map((x) => x.start_at)).toEqual(['2027-01-01T10:00:00Z', '2026-12-01T10:00:00Z']);
  });

  it('needs a place or an online link and an end after the start', () => {
    const base = { title: 'Messe', description: '<p>Text</p>', start_at: '2027-01-15T18:00:00+01:00', end_at: '2027-01-15T20:00:00+01:00', channel: 'passau' };
    expect(ZEventFields.safeParse({ ...base, city: 'Passau' }).success).toBe(true);
    expect(ZEventFields.safeParse({ ...base, online_url: 'https://meet.example.org/x' }).success).toBe(true);
    expect(ZEventFields.safeParse(base).error?.issues[0]?.message).toBe('Bitte gib einen Ort oder einen Online-Link an.');
    expect(ZEventFields.safeParse({ ...base, city: 'Passau', end_at: '2027-01-15T17:00:00+01:00' }).error?.issues[0]?.message).toBe(
      'Das Ende darf nicht vor dem Beginn liegen.',
    );
    expect(ZEventFields.safeParse({ ...base, online_url: 'http://unsicher.example' }).success).toBe(false);
  });
});
