// SQL of /statistiken: the platform's public figures (visible businesses, trainees, schools, open jobs
// by type and by district, growth per month over the last year).
import type { Queryable } from '../../db.ts';
import { jobListedSql } from '../jobs/job-expiry.ts';

export async function totals(db: Queryable) {
  return (await db.one<{ businesses: number; trainees: number; schools: number }>(
    `SELECT (SELECT count(*)::int FROM businesses WHERE is_visible) AS businesses,
            (SELECT count(*)::int FROM trainees) AS trainees,
            (SELECT count(*)::int FROM schools) AS schools`,
  ))!;
}

// "Offene Stellen" for everybody: published and not expired (issue 33), the jobs a search finds.
export async function activeJobsByType(db: Queryable) {
  return db.query<{ type_id: number; active: number }>(
    `SELECT t.type_id::int, (SELECT count(*)::int FROM jobs j WHERE ${jobListedSql('j')} AND j.type_id = t.type_id) AS active
     FROM (VALUES (1), (2), (3)) AS t(type_id) ORDER BY 1`,
  );
}

// "Offene Stellen nach Landkreis" for everybody: published and not expired (issue 33), as by type.
export async function activeJobsByDistrict(db: Queryable, limit: number) {
  return db.query<{ region: string; active: number }>(
    `SELECT coalesce(nullif(p.district, ''), p.name) AS region, count(*)::int AS active
     FROM jobs j JOIN places p ON p.id = j.place_id WHERE ${jobListedSql('j')}
     GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT $1`,
    [limit],
  );
}

// New jobs per month are history, not "offene Stellen": a job that has expired since was still new in its month (issue 33).
export async function monthly(db: Queryable) {
  const per = (table: string, col: string, where = 'true') =>
    `(SELECT date_trunc('month', ${col})::date AS month, count(*)::int AS n FROM ${table}
      WHERE ${col} >= date_trunc('month', now()) - interval '11 months' AND ${where} GROUP BY 1)`;
  return db.query<{ month: string; businesses: number; trainees: number; jobs: number }>(
    `SELECT to_char(m.m, 'YYYY-MM') AS month, coalesce(b.n, 0) AS businesses, coalesce(t.n, 0) AS trainees, coalesce(j.n, 0) AS jobs
     FROM generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') AS m(m)
     LEFT JOIN ${per('businesses', 'created_at', 'is_visible')} b ON b.month = m.m::date
     LEFT JOIN ${per('trainees', 'created_at')} t ON t.month = m.m::date
     LEFT JOIN ${per('jobs', 'published_at', "status = 'published'")} j ON j.month = m.m::date
     ORDER BY m.m`,
  );
}
