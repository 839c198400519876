// Demo analytics: a year of visits (searches in towns around Passau, job views, a campaign in autumn),
// rolled up at once, so the dashboard, the campaign list and /statistiken show plots on first start.
// Deterministic (no random numbers) and idempotent (skipped when the demo sessions exist).
import type { Queryable } from '../../db.ts';
import { rebuildDaysIn, ROLLUP_TZ } from './analytics.rollups.repository.ts';

export const DEMO_CAMPAIGN = { utm_id: 'herbst-demo', name: 'Herbstplakate Passau (Demo)', source: 'plakat', medium: 'print' } as const;

export async function seedAnalyticsDemo(q: Queryable) {
  if (await q.one(`SELECT 1 FROM analytics_records WHERE oabalytics_user_id LIKE 'demo-%' LIMIT 1`)) return;
  const places = (
    await q.query<{ slug: string }>(
      `SELECT DISTINCT ON (p.name) p.slug FROM jobs j JOIN places p ON p.id = j.place_id WHERE j.status = 'published' ORDER BY p.name, p.id LIMIT 6`,
    )
  ).map((p) => p.slug);
  const jobs = (
    await q.query<{ path: string }>(
      `SELECT '/betriebe/' || b.slug || '/jobs/' || j.slug AS path FROM jobs j JOIN businesses b ON b.id = j.business_id
     WHERE j.status = 'published' ORDER BY j.id LIMIT 8`,
    )
  ).map((j) => j.path);
  const searches = [...places.map((p) => `/ausbildung/${p}`), '/suche', '/praktikum'];
  const pages = ['/', '/region/passau', '/unternehmen'];
  // Per day 8 to 30 sessions (more in spring and autumn, the application seasons); each session visits
  // a page, searches, and every second one opens a job. Sessions of September and October from the campaign.
  await q.query(
    `INSERT INTO analytics_records (oabalytics_user_id, screen_width, screen_height, route, event, entity_type, campaign_id, source, medium, created_at)
     SELECT 'demo-' || to_char(d, 'YYYYMMDD') || '-' || s, CASE WHEN s % 3 = 0 THEN 1440 ELSE 390 END, CASE WHEN s % 3 = 0 THEN 900 ELSE 844 END,
            v.route, 'page_visit', 'page_visit',
            CASE WHEN c.camp THEN $4 END, CASE WHEN c.camp THEN $5 ELSE NULL END, CASE WHEN c.camp THEN $6 END,
            d + make_interval(mins => (s * 37 + v.step * 3) % 900 + 420)
     FROM generate_series(date_trunc('day', now() AT TIME ZONE '${ROLLUP_TZ}') - interval '365 days',
                          date_trunc('day', now() AT TIME ZONE '${ROLLUP_TZ}') - interval '1 day', interval '1 day') AS d0(d0)
     CROSS JOIN LATERAL (SELECT (d0 AT TIME ZONE '${ROLLUP_TZ}') AS d) dd(d)
     CROSS JOIN LATERAL generate_series(1, 8 + (11 + 11 * cos(2 * pi() * (extract(doy FROM d0) - 75) / 182.5))::int) AS s
     CROSS JOIN LATERAL (SELECT extract(month FROM d0) IN (9, 10) AND s % 4 = 0 AS camp) c
     CROSS JOIN LATERAL (VALUES
       (0, ($1::text[])[1 + (s + extract(doy FROM d0)::int) % cardinality($1::text[])]),
       (1, ($2::text[])[1 + (s * 7 + extract(doy FROM d0)::int) % cardinality($2::text[])]),
       (2, CASE WHEN s % 2 = 0 AND cardinality($3::text[]) > 0 THEN ($3::text[])[1 + (s * 5 + extract(doy FROM d0)::int) % cardinality($3::text[])] END)
     ) AS v(step, route)
     WHERE v.route IS NOT NULL`,
    [pages, searches, jobs, DEMO_CAMPAIGN.utm_id, DEMO_CAMPAIGN.source, DEMO_CAMPAIGN.medium],
  );
  await q.query(
    `INSERT INTO analytics_sessions (oabalytics_user_id, campaign_id, source, medium, first_seen)
     SELECT oabalytics_user_id, min(campaign_id), min(source), min(medium), min(created_at) FROM analytics_records
     WHERE oabalytics_user_id LIKE 'demo-%' GROUP BY 1 ON CONFLICT DO NOTHING`,
  );
  await q.query(
    `INSERT INTO campaigns (utm_id, name, template, utm_source, utm_medium, target_path) VALUES ($1, $2, 'plakat', $3, $4, '/ausbildung')
     ON CONFLICT (utm_id) DO NOTHING`,
    [DEMO_CAMPAIGN.utm_id, DEMO_CAMPAIGN.name, DEMO_CAMPAIGN.source, DEMO_CAMPAIGN.medium],
  );
  const span = (await q.one<{ from: string; to: string }>(
    `SELECT ((now() AT TIME ZONE '${ROLLUP_TZ}')::date - 366)::text AS from, (now() AT TIME ZONE '${ROLLUP_TZ}')::date::text AS to`,
  ))!;
  await rebuildDaysIn(q, span.from, span.to);
  await q.query(`UPDATE analytics_rollup_state SET closed_through = (now() AT TIME ZONE '${ROLLUP_TZ}')::date - 2`);
}
