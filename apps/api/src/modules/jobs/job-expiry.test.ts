// "Expired" is decided once in the domain (jobExpired) and mirrored once in SQL (jobOpenSql): both must agree on
// every case, including the instants around midnight in Europe/Berlin (winter and summer time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobExpired, jobToday } from '@oabat/domain/seo';
import { openPglite, type Db } from '../../db.ts';
import { jobOpenSql, jobTodaySql } from './job-expiry.ts';

let db: Db;
beforeAll(async () => {
  db = await openPglite(undefined);
});
afterAll(() => db.close());

// Instants (UTC) and the Berlin day they fall on.
const INSTANTS: [string, string][] = [
  ['2026-11-27T22:59:59Z', '2026-11-27'], // 23:59:59 CET, the day before
  ['2026-11-27T23:00:00Z', '2026-11-28'], // Berlin midnight, UTC still on the 27th
  ['2026-11-28T12:00:00Z', '2026-11-28'],
  ['2026-08-31T21:59:59Z', '2026-08-31'], // 23:59:59 CEST
  ['2026-08-31T22:00:00Z', '2026-09-01'], // Berlin midnight in summer time
];
// Start dates around those days (yesterday, today, tomorrow), far past and future, and none ("ab sofort").
const STARTS = [null, '2020-01-01', '2026-08-31', '2026-09-01', '2026-11-27', '2026-11-28', '2026-11-29', '2027-09-01'];
const TYPES = [1, 2, 3];

describe('jobExpired and jobOpenSql', () => {
  it('the domain and SQL agree on the day an instant falls on in Europe/Berlin', async () => {
    for (const [instant, day] of INSTANTS) {
      expect(jobToday(new Date(instant))).toBe(day);
      const row = await db.one<{ d: string }>(`SELECT ${jobTodaySql('$1::timestamptz')}::text AS d`, [instant]);
      expect(row!.d, instant).toBe(day);
    }
  });

  it('agree on every case of type, start date (validThrough) and instant', async () => {
    const cases = INSTANTS.flatMap(([instant]) => TYPES.flatMap((type_id) => STARTS.map((start_date) => ({ instant, type_id, start_date }))));
    const rows = await db.query<{ i: number; expired: boolean }>(
      `SELECT c.i, NOT ${jobOpenSql('j', jobTodaySql('c.instant'))} AS expired
         FROM unnest($1::timestamptz[], $2::smallint[], $3::date[]) WITH ORDINALITY AS c(instant, type_id, start_date, i)
         CROSS JOIN LATERAL (SELECT c.type_id, c.start_date) j ORDER BY c.i`,
      [cases.map((c) => c.instant), cases.map((c) => c.type_id), cases.map((c) => c.start_date)],
    );
    expect(rows).toHaveLength(cases.length);
    const domain = cases.map((c) => jobExpired(c, jobToday(new Date(c.instant))));
    expect(rows.map((r) => r.expired)).toEqual(domain);
    // And the table means what the issue says: yesterday's start is over, today's and tomorrow's are not.
    const at = (instant: string, type_id: number, start_date: string | null) =>
      domain[cases.findIndex((c) => c.instant === instant && c.type_id === type_id && c.start_date === start_date)];
    expect(at('2026-11-28T12:00:00Z', 1, '2026-11-27')).toBe(true);
    expect(at('2026-11-28T12:00:00Z', 1, '2026-11-28')).toBe(false);
    expect(at('2026-11-28T12:00:00Z', 2, '2026-11-29')).toBe(false);
    expect(at('2026-11-27T22:59:59Z', 1, '2026-11-27')).toBe(false); // still the 27th in Berlin
    expect(at('2026-11-27T23:00:00Z', 1, '2026-11-27')).toBe(true); // Berlin midnight has passed
    expect(at('2026-11-28T12:00:00Z', 1, '2026-09-01')).toBe(true); // the Passau case of issue 33
    expect(at('2026-11-28T12:00:00Z', 3, '2020-01-01')).toBe(false); // a regular job has no end
    expect(at('2026-11-28T12:00:00Z', 1, null)).toBe(false); // "ab sofort"
  });

  it("SQL's own today is the domain's today", async () => {
    const row = await db.one<{ d: string }>(`SELECT ${jobTodaySql()}::text AS d`);
    expect(row!.d).toBe(jobToday());
  });
});
