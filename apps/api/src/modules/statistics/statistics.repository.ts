// SQL of the admin dashboard: analytics figures from the daily rollups (never raw records), platform
// figures from the platform's own tables, both over a day range in Europe/Berlin.
import { PLATFORM_TIME_ZONE } from '@oabat/domain/dates';
import type { Queryable } from '../../db.ts';
import { likedRating } from '../../lib/sql-rules.ts';
import { jobListedSql } from '../jobs/job-expiry.ts';

const TZ = PLATFORM_TIME_ZONE;
/** The range's bounds as instants: from the start of `from` to the end of `to`, Berlin time. */
const RANGE = `created_at >= ($1::date::timestamp AT TIME ZONE '${TZ}') AND created_at < (($2::date + 1)::timestamp AT TIME ZONE '${TZ}')`;
const dayOf = (col: string) => `(${col} AT TIME ZONE '${TZ}')::date`;
/** The businesses of a region's channel (regions relate to businesses via business_channels); `$3` is the slug or NULL. */
const REGION_BUSINESSES = `(SELECT bc.business_id FROM business_channels bc JOIN regions rg ON rg.channel_id = bc.channel_id WHERE rg.slug = $3)`;
/** True for every row without a region filter, else only rows of the region's businesses (`col` is a business id). */
const inRegion = (col: string) => `($3::text IS NULL OR ${col} IN ${REGION_BUSINESSES})`;
const jobInRegion = (col: string) => `($3::text IS NULL OR ${col} IN (SELECT id FROM jobs WHERE business_id IN ${REGION_BUSINESSES}))`;

/** The rollup rows (dimension and value) a series is read from: ('', '') is the total. */
export interface Slice {
  dimension: string;
  value: string;
}

/** New accounts and published jobs per week; with a region, businesses and jobs only of the region's channel. */
// Jobs published per week are history: an expired job counts in the week it was published (issue 33).
export async function weekly(db: Queryable, from: string, to: string, region: string | null) {
  const count = (table: string, col = 'created_at', where = 'true') =>
    `(SELECT date_trunc('week', ${dayOf(col)})::date AS week, count(*)::int AS n FROM ${table}
      WHERE ${RANGE.replaceAll('created_at', col)} AND ${where} GROUP BY 1)`;
  return db.query<{ week: string; trainees: number; businesses: number; schools: number; jobs_published: number }>(
    `SELECT w.week::text, coalesce(t.n, 0) AS trainees, coalesce(b.n, 0) AS businesses, coalesce(s.n, 0) AS schools, coalesce(j.n, 0) AS jobs_published
     FROM generate_series(date_trunc('week', $1::date), $2::date, interval '1 week') AS w0(w)
     CROSS JOIN LATERAL (SELECT w0.w::date AS week) w
     LEFT JOIN ${count('trainees')} t ON t.week = w.week
     LEFT JOIN ${count('businesses', 'created_at', inRegion('id'))} b ON b.week = w.week
     LEFT JOIN ${count('schools')} s ON s.week = w.week
     LEFT JOIN ${count(`(SELECT published_at, business_id FROM jobs WHERE published_at IS NOT NULL) pj`, 'published_at', inRegion('business_id'))} j ON j.week = w.week
     ORDER BY w.week`,
    [from, to, region],
  );
}

/**
 * Per day: visits from the `visits` slice, searches and job views from the `activity` slice (rollups);
 * likes and interests from the platform's tables (with a region only for jobs of the region's channel
 * businesses), messages always all.
 */
export async function daily(db: Queryable, from: string, to: string, visits: Slice, activity: Slice, region: string | null) {
  const perDay = (table: string, where = 'true') =>
    `(SELECT ${dayOf('created_at')} AS day, count(*)::int AS n FROM ${table} WHERE ${RANGE} AND ${where} GROUP BY 1)`;
  const isVisit = `metric = 'visit' AND dimension = $4 AND value = $5`;
  const isActivity = `dimension = $6 AND value = $7`;
  return db.query<{ day: string; visits: number; searches: number; job_views: number; likes: number; interests: number; messages: number }>(
    `WITH a AS (
       SELECT day,
              sum(n) FILTER (WHERE ${isVisit})::int AS visits,
              sum(n) FILTER (WHERE metric = 'search' AND ${isActivity})::int AS searches,
              sum(n) FILTER (WHERE metric = 'job_view' AND ${isActivity})::int AS job_views
       FROM analytics_daily WHERE metric IN ('visit', 'search', 'job_view') AND day BETWEEN $1::date AND $2::date
         AND ((${isVisit}) OR (metric IN ('search', 'job_view') AND ${isActivity}))
       GROUP BY day)
     SELECT d.day::text, coalesce(a.visits, 0) AS visits, coalesce(a.searches, 0) AS searches, coalesce(a.job_views, 0) AS job_views,
            coalesce(l.n, 0) + coalesce(la.n, 0) AS likes, coalesce(i.n, 0) AS interests, coalesce(m.n, 0) AS messages
     FROM generate_series($1::date, $2::date, interval '1 day') AS d0(d)
     CROSS JOIN LATERAL (SELECT d0.d::date AS day) d
     LEFT JOIN a ON a.day = d.day
     LEFT JOIN ${perDay('job_ratings', `${likedRating()} AND ${jobInRegion('job_id')}`)} l ON l.day = d.day
     LEFT JOIN ${perDay('job_anonymous_ratings', `${likedRating()} AND ${jobInRegion('job_id')}`)} la ON la.day = d.day
     LEFT JOIN ${perDay('job_interests', jobInRegion('job_id'))} i ON i.day = d.day
     LEFT JOIN ${perDay('messages', 'deleted_at IS NULL')} m ON m.day = d.day
     ORDER BY d.day`,
    [from, to, region, visits.dimension, visits.value, activity.dimension, activity.value],
  );
}

/** Jobs per type; with a region only those of the region's channel businesses. */
// "Aktiv" is what "offene Stellen" on /statistiken is (published and not expired, issue 33); "published" is history.
export async function jobsByType(db: Queryable, from: string, to: string, region: string | null) {
  return db.query<{ type_id: number; published: number; active: number }>(
    `SELECT t.type_id::int,
            (SELECT count(*)::int FROM jobs WHERE type_id = t.type_id AND ${RANGE.replaceAll('created_at', 'published_at')} AND ${inRegion('business_id')}) AS published,
            (SELECT count(*)::int FROM jobs j WHERE j.type_id = t.type_id AND ${jobListedSql('j')} AND ${inRegion('j.business_id')}) AS active
     FROM (VALUES (1), (2), (3)) AS t(type_id) ORDER BY 1`,
    [from, to, region],
  );
}

/** Sums of a metric's rollup over the range per value of one dimension, largest first. */
export async function byDimension(db: Queryable, metric: string, dimension: string, from: string, to: string, limit: number) {
  return db.query<{ value: string; n: number; sessions: number }>(
    `SELECT value, sum(n)::int AS n, sum(sessions)::int AS sessions FROM analytics_daily
     WHERE metric = $3 AND dimension = $4 AND day BETWEEN $1::date AND $2::date
     GROUP BY value ORDER BY 2 DESC, 1 LIMIT $5`,
    [from, to, metric, dimension, limit],
  );
}

export async function places(db: Queryable, slugs: string[]) {
  return db.query<{ slug: string; name: string; latitude: number; longitude: number }>(
    `SELECT slug, name, latitude, longitude FROM places WHERE slug = ANY($1::text[])`,
    [slugs],
  );
}

export async function businessesPerRegion(db: Queryable, slugs: string[]) {
  return db.query<{ slug: string; n: number }>(
    `SELECT r.slug, count(bc.business_id)::int AS n FROM regions r LEFT JOIN business_channels bc ON bc.channel_id = r.channel_id
     WHERE r.slug = ANY($1::text[]) GROUP BY r.slug`,
    [slugs],
  );
}

/** Registrations and job interests in the range by the first campaign of the person's analytics sessions. */
export async function campaignConversions(db: Queryable, from: string, to: string, campaignIds: string[]) {
  return db.query<{ campaign_id: string; registrations: number; interests: number }>(
    `WITH c AS (SELECT campaign_id, user_id, min(first_seen) AS first_seen FROM analytics_sessions
                WHERE campaign_id = ANY($3::text[]) AND user_id IS NOT NULL GROUP BY 1, 2)
     SELECT x.campaign_id,
            (SELECT count(*)::int FROM c JOIN users u ON u.id = c.user_id
              WHERE c.campaign_id = x.campaign_id AND u.created_at >= c.first_seen AND ${RANGE.replaceAll('created_at', 'u.created_at')}) AS registrations,
            (SELECT count(*)::int FROM c JOIN trainees t ON t.user_id = c.user_id JOIN job_interests ji ON ji.trainee_id = t.id
              WHERE c.campaign_id = x.campaign_id AND ${RANGE.replaceAll('created_at', 'ji.created_at')}) AS interests
     FROM unnest($3::text[]) AS x(campaign_id)`,
    [from, to, campaignIds],
  );
}

export async function today(db: Queryable): Promise<string> {
  return (await db.one<{ d: string }>(`SELECT (now() AT TIME ZONE '${TZ}')::date::text AS d`))!.d;
}
export async function addDays(db: Queryable, day: string, n: number): Promise<string> {
  return (await db.one<{ d: string }>(`SELECT ($1::date + $2::int)::text AS d`, [day, n]))!.d;
}
