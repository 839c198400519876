// SQL of a business's own statistics: profile visits and job views from its activities, likes and
// interests from its jobs' ratings and interests, per day, per job and per period (Europe/Berlin days).
import { PLATFORM_TIME_ZONE } from '@oabat/domain/dates';
import type { Queryable } from '../../db.ts';
import { likedRating } from '../../lib/sql-rules.ts';

const TZ = PLATFORM_TIME_ZONE;
const inRange = (col: string) => `${col} >= ($2::date::timestamp AT TIME ZONE '${TZ}') AND ${col} < (($3::date + 1)::timestamp AT TIME ZONE '${TZ}')`;

/** Every counted event of the business in the range, as (day, kind, job_id). */
const EVENTS = `
  SELECT (a.created_at AT TIME ZONE '${TZ}')::date AS day,
         CASE a.type WHEN 'profile_visit' THEN 'profile_visits' ELSE 'job_views' END AS kind,
         CASE WHEN a.type = 'job_view' AND (a.payload->>'job_id') ~ '^[0-9]{1,9}$' THEN (a.payload->>'job_id')::int END AS job_id
  FROM business_activities a WHERE a.business_id = $1 AND a.type IN ('profile_visit', 'job_view') AND ${inRange('a.created_at')}
  UNION ALL
  SELECT (r.created_at AT TIME ZONE '${TZ}')::date, 'likes', r.job_id FROM job_ratings r JOIN jobs j ON j.id = r.job_id
  WHERE j.business_id = $1 AND ${likedRating('r')} AND ${inRange('r.created_at')}
  UNION ALL
  SELECT (r.created_at AT TIME ZONE '${TZ}')::date, 'likes', r.job_id FROM job_anonymous_ratings r JOIN jobs j ON j.id = r.job_id
  WHERE j.business_id = $1 AND ${likedRating('r')} AND ${inRange('r.created_at')}
  UNION ALL
  SELECT (i.created_at AT TIME ZONE '${TZ}')::date, 'interests', i.job_id FROM job_interests i JOIN jobs j ON j.id = i.job_id
  WHERE j.business_id = $1 AND ${inRange('i.created_at')}`;

export async function dailyFigures(db: Queryable, businessId: number, from: string, to: string) {
  return db.query<{ day: string; profile_visits: number; job_views: number; likes: number; interests: number }>(
    `WITH e AS (${EVENTS})
     SELECT d.d::date::text AS day,
            count(e.kind) FILTER (WHERE e.kind = 'profile_visits')::int AS profile_visits,
            count(e.kind) FILTER (WHERE e.kind = 'job_views')::int AS job_views,
            count(e.kind) FILTER (WHERE e.kind = 'likes')::int AS likes,
            count(e.kind) FILTER (WHERE e.kind = 'interests')::int AS interests
     FROM generate_series($2::date, $3::date, interval '1 day') AS d(d)
     LEFT JOIN e ON e.day = d.d::date
     GROUP BY d.d ORDER BY d.d`,
    [businessId, from, to],
  );
}

export async function periodFigures(db: Queryable, businessId: number, from: string, to: string) {
  return (await db.one<{ profile_visits: number; job_views: number; likes: number; interests: number }>(
    `WITH e AS (${EVENTS})
     SELECT count(*) FILTER (WHERE kind = 'profile_visits')::int AS profile_visits,
            count(*) FILTER (WHERE kind = 'job_views')::int AS job_views,
            count(*) FILTER (WHERE kind = 'likes')::int AS likes,
            count(*) FILTER (WHERE kind = 'interests')::int AS interests
     FROM e`,
    [businessId, from, to],
  ))!;
}

// Every job of the business, expired ones too: its own figures about its past jobs (issue 33 leaves them to it).
export async function byJob(db: Queryable, businessId: number, from: string, to: string) {
  return db.query<{ job_id: number; name: string; slug: string; views: number; likes: number; interests: number }>(
    `WITH e AS (${EVENTS})
     SELECT j.id AS job_id, j.name, j.slug,
            count(e.kind) FILTER (WHERE e.kind = 'job_views')::int AS views,
            count(e.kind) FILTER (WHERE e.kind = 'likes')::int AS likes,
            count(e.kind) FILTER (WHERE e.kind = 'interests')::int AS interests
     FROM jobs j LEFT JOIN e ON e.job_id = j.id
     WHERE j.business_id = $1
     GROUP BY j.id ORDER BY 4 DESC, 6 DESC, j.name LIMIT 100`,
    [businessId, from, to],
  );
}
