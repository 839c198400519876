// SQL of the analytics rollups: raw records of whole days (Europe/Berlin) folded into analytics_daily per
// metric and dimension. Which page is a search and which a job view is read from the route here, once,
// so the dashboard never has to look at raw records.
import { PLATFORM_TIME_ZONE } from '@oabat/domain/dates';
import type { Db, Queryable } from '../../db.ts';

export const ROLLUP_TZ = PLATFORM_TIME_ZONE;

/** A page visit counts as 'visit' and, by its route, also as 'search' or 'job_view'. */
const METRICS = `CASE WHEN r.entity_type = 'page_visit' THEN ARRAY['visit',
    CASE WHEN r.route ~ '^/betriebe/[^/?#]+/jobs/[^/?#]+/?$' AND r.route !~ '^/betriebe/[^/]+/jobs/uebersicht' THEN 'job_view'
         WHEN r.route ~ '^/(suche|ausbildung|praktikum|unternehmen)(/|\\?|$)' THEN 'search' END]
  ELSE ARRAY[r.entity_type] END`;

const CHANNEL = `CASE WHEN r.campaign_id IS NULL AND r.source IS NULL THEN 'direkt' ELSE coalesce(r.medium, r.source, 'kampagne') END`;
const REGION = `substring(r.route from '^/region/([a-z0-9-]+)')`;
const PLACE = `CASE WHEN m.metric = 'search' THEN substring(r.route from '^/(?:ausbildung|praktikum|unternehmen|suche)/([a-z0-9-]+)') END`;
/**
 * A dimension within one channel: `place@social` with the value `passau-7`. The channel is part of the
 * dimension's name, so the dashboard's channel filter reads the same primary-key range as without a filter.
 */
export const inChannel = (dimension: string, channel: string) => `${dimension}@${channel}`;
const withChannel = (dimension: string) => `'${dimension}@' || (${CHANNEL})`;

/**
 * The dimensions of a record: '' is the total; place only for searches (the location slug of the route).
 * place@{channel}, campaign@{channel} and region@{channel} are those dimensions within one channel, so the
 * dashboard can show the places searched most, the campaigns and the region pages of the channel it filters by.
 */
const DIMENSIONS = `(VALUES ('', ''),
    ('campaign', r.campaign_id),
    ('source', r.source),
    ('medium', r.medium),
    ('channel', ${CHANNEL}),
    ('device', CASE WHEN r.screen_width IS NULL THEN NULL WHEN r.screen_width < 768 THEN 'mobil' ELSE 'desktop' END),
    ('region', ${REGION}),
    ('place', ${PLACE}),
    (${withChannel('place')}, ${PLACE}),
    (${withChannel('campaign')}, r.campaign_id),
    (${withChannel('region')}, ${REGION}),
    ('event', CASE WHEN r.entity_type = 'event' THEN r.event END),
    ('job', CASE WHEN m.metric = 'impression' AND r.tracked_entity_type = 'job' THEN r.tracked_entity_id END))`;

/** Rebuilds the rollups of the days from `from` to `to` (inclusive) from the raw records, in one transaction. */
export async function rebuildDays(db: Db, from: string, to: string) {
  await db.tx(async (q) => {
    // The five-minute job and the refresh button may run at once on PostgreSQL: one rebuild at a time.
    if (db.kind === 'postgres') await q.query(`SELECT pg_advisory_xact_lock(5005001)`);
    await rebuildDaysIn(q, from, to);
  });
}

/** The same inside the caller's transaction (the demo seed runs in one). */
export async function rebuildDaysIn(q: Queryable, from: string, to: string) {
  await q.query(`DELETE FROM analytics_daily WHERE day BETWEEN $1::date AND $2::date`, [from, to]);
  await q.query(
    `INSERT INTO analytics_daily (day, metric, dimension, value, n, sessions)
     SELECT r.day, m.metric, x.dimension, x.value, count(*), count(DISTINCT r.oabalytics_user_id)
     FROM (SELECT *, (created_at AT TIME ZONE '${ROLLUP_TZ}')::date AS day FROM analytics_records
           WHERE created_at >= ($1::date::timestamp AT TIME ZONE '${ROLLUP_TZ}')
             AND created_at < (($2::date + 1)::timestamp AT TIME ZONE '${ROLLUP_TZ}')) r
     CROSS JOIN LATERAL unnest(${METRICS}) AS m(metric)
     CROSS JOIN LATERAL ${DIMENSIONS} AS x(dimension, value)
     WHERE m.metric IS NOT NULL AND x.value IS NOT NULL
     GROUP BY 1, 2, 3, 4`,
    [from, to],
  );
}

export interface RollupState {
  closed_through: string | null;
  today: string;
  first_raw_day: string | null;
}
export async function rollupState(db: Queryable): Promise<RollupState> {
  return (await db.one<RollupState>(
    `SELECT closed_through::text,
            (now() AT TIME ZONE '${ROLLUP_TZ}')::date::text AS today,
            (SELECT (min(created_at) AT TIME ZONE '${ROLLUP_TZ}')::date::text FROM analytics_records) AS first_raw_day
     FROM analytics_rollup_state`,
  ))!;
}
export async function setClosedThrough(db: Queryable, day: string) {
  await db.query(`UPDATE analytics_rollup_state SET closed_through = $1::date`, [day]);
}

/** Day arithmetic in SQL (the database's calendar, not the process's). */
export async function addDays(db: Queryable, day: string, n: number): Promise<string> {
  return (await db.one<{ d: string }>(`SELECT ($1::date + $2::int)::text AS d`, [day, n]))!.d;
}

/** Raw counts per metric over the dimension's values for a day range (the property test's reference). */
export async function rawTotals(db: Queryable, from: string, to: string) {
  return db.query<{ metric: string; dimension: string; value: string; n: number }>(
    `SELECT m.metric, x.dimension, x.value, count(*)::int AS n
     FROM (SELECT * FROM analytics_records WHERE (created_at AT TIME ZONE '${ROLLUP_TZ}')::date BETWEEN $1::date AND $2::date) r
     CROSS JOIN LATERAL unnest(${METRICS}) AS m(metric)
     CROSS JOIN LATERAL ${DIMENSIONS} AS x(dimension, value)
     WHERE m.metric IS NOT NULL AND x.value IS NOT NULL
     GROUP BY 1, 2, 3`,
    [from, to],
  );
}
