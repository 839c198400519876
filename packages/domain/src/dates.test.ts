import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayInGermany, formatCalendarDate, formatClock, formatDateTime, formatDay, yearInGermany } from './dates.ts';

// 23:30 UTC: already the next day in Germany (the hour in which server HTML and browser disagreed).
const LATE = '2026-11-29T23:30:00Z';
const NEW_YEAR = '2026-12-31T23:30:00Z';
const SUMMER = '2027-06-30T22:15:00Z'; // summer time: +2 h

describe('dates shown to people', () => {
  it('reads a moment in Germany, whatever the time zone of the machine', () => {
    expect(formatDay(LATE)).toBe('30.11.2026');
    expect(formatDay(LATE, 'long')).toBe('30. November 2026');
    expect(formatDay(new Date(LATE), 'month')).toBe('November 2026');
    expect(formatDay(SUMMER)).toBe('01.07.2027');
    expect(formatDateTime(LATE)).toBe('30.11.2026, 00:30');
    expect(formatDateTime(SUMMER, 'seconds')).toBe('01.07.27, 00:15:00');
    expect(formatDateTime(LATE, 'dayMonth')).toBe('30.11., 00:30');
    expect(formatClock(SUMMER)).toBe('00:15');
  });

  it('keeps a calendar date on its day', () => {
    expect(formatCalendarDate('2027-09-01')).toBe('1. September 2027');
    expect(formatCalendarDate('2027-09-01', 'month')).toBe('September 2027');
    expect(formatCalendarDate('2027-09-01', 'medium')).toBe('01.09.2027');
    expect(formatCalendarDate('2027-09-01T00:00:00.000Z', 'dayMonth')).toBe('01.09.');
  });

  it("names today's day and year in Germany", () => {
    expect(dayInGermany(LATE)).toBe('2026-11-30');
    expect(dayInGermany(NEW_YEAR)).toBe('2027-01-01');
    expect(yearInGermany(NEW_YEAR)).toBe(2027);
    expect(dayInGermany('2026-11-29T22:59:00Z')).toBe('2026-11-29');
  });
});

// Formatting a date with the machine's own time zone is the bug this module ends: the server (UTC) and the
// browser (Berlin) then write different days into the same page. Every source outside dates.ts is scanned.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/web/src', 'apps/api/src', 'packages/domain/src'];
const FORBIDDEN: [RegExp, string][] = [
  [/\.toLocaleDateString\(/, 'toLocaleDateString'],
  [/\.toLocaleTimeString\(/, 'toLocaleTimeString'],
  [/Intl\.DateTimeFormat\(/, 'Intl.DateTimeFormat'],
  [/\.get(FullYear|Month|Date|Day|Hours|Minutes)\(\)/, 'a getter in the local time zone'],
  [/Date\([^)]*\)\.toLocaleString\(/, 'a Date’s toLocaleString'],
  [/_at\)?\.toLocaleString\(/, 'a timestamp’s toLocaleString'],
  [/toLocaleString\([^)]*(dateStyle|timeStyle|hour:|month:|weekday:|timeZone)/, 'toLocaleString with date options'],
];

function* files(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'dates.ts') yield p;
  }
}

describe('no date is formatted past dates.ts', () => {
  it('finds no local-time formatting in the sources', () => {
    const found: string[] = [];
    let scanned = 0;
    for (const dir of SOURCES) {
      for (const file of files(path.join(ROOT, dir))) {
        scanned += 1;
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const [re, what] of FORBIDDEN) if (re.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1} ${what}`);
          });
      }
    }
    expect(scanned).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });

  it('would catch the formatting that broke hydration', () => {
    const hits = (line: string) => FORBIDDEN.filter(([re]) => re.test(line)).length;
    expect(hits("new Date(iso).toLocaleDateString('de-DE', { day: 'numeric', month: 'long', year: 'numeric' })")).toBeGreaterThan(0);
    expect(hits('© {new Date().getFullYear()} Oabat')).toBeGreaterThan(0);
    expect(hits("{new Date(i.created_at).toLocaleString('de-DE')}")).toBeGreaterThan(0);
    expect(hits("{total.toLocaleString('de-DE')} Angebote")).toBe(0);
  });
});
