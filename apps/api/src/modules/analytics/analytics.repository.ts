// SQL of analytics ingestion: one INSERT … SELECT FROM unnest(arrays) per batch (one statement, thirteen
// parameters, whatever the batch size), and the first-touch campaign of each session.
import type { Queryable } from '../../db.ts';

export interface AnalyticsRecord {
  oabalytics_user_id: string | null;
  user_id: number | null;
  screen_width: number | null;
  screen_height: number | null;
  route: string | null;
  event: string | null;
  entity_type: string;
  tracked_entity_type: string | null;
  tracked_entity_id: string | null;
  payload: string | null;
  campaign_id: string | null;
  source: string | null;
  medium: string | null;
}
const COLUMNS = [
  ['oabalytics_user_id', 'text'],
  ['user_id', 'int4'],
  ['screen_width', 'int4'],
  ['screen_height', 'int4'],
  ['route', 'text'],
  ['event', 'text'],
  ['entity_type', 'text'],
  ['tracked_entity_type', 'text'],
  ['tracked_entity_id', 'text'],
  ['payload', 'text'],
  ['campaign_id', 'text'],
  ['source', 'text'],
  ['medium', 'text'],
] as const;

export async function insertRecords(db: Queryable, records: AnalyticsRecord[]) {
  if (!records.length) return;
  const params = COLUMNS.map(([c]) => records.map((r) => r[c]));
  const select = COLUMNS.map(([c], i) => (c === 'payload' ? `(u.c${i})::jsonb` : `u.c${i}`)).join(', ');
  const unnest = COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const names = COLUMNS.map((_, i) => `c${i}`).join(', ');
  await db.query(`INSERT INTO analytics_records (${COLUMNS.map(([c]) => c).join(', ')}) SELECT ${select} FROM unnest(${unnest}) AS u(${names})`, params);
}

/**
 * Remembers each session's first campaign (later campaigns of the same session do not replace it) and
 * the account the session belongs to once someone logs in, so registrations and job interests can be
 * attributed to the campaign a person came with.
 */
export async function upsertSessions(db: Queryable, records: AnalyticsRecord[]) {
  const bySession = new Map<string, { campaign: string | null; source: string | null; medium: string | null; user: number | null }>();
  for (const r of records) {
    if (!r.oabalytics_user_id) continue;
    const s = bySession.get(r.oabalytics_user_id) ?? { campaign: null, source: null, medium: null, user: null };
    if (!s.campaign && r.campaign_id) Object.assign(s, { campaign: r.campaign_id, source: r.source, medium: r.medium });
    if (!s.user && r.user_id) s.user = r.user_id;
    bySession.set(r.oabalytics_user_id, s);
  }
  if (!bySession.size) return;
  const ids = [...bySession.keys()];
  const v = [...bySession.values()];
  await db.query(
    `INSERT INTO analytics_sessions (oabalytics_user_id, campaign_id, source, medium, user_id)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int4[])
     ON CONFLICT (oabalytics_user_id) DO UPDATE SET
       user_id = coalesce(analytics_sessions.user_id, EXCLUDED.user_id),
       source = CASE WHEN analytics_sessions.campaign_id IS NULL THEN EXCLUDED.source ELSE analytics_sessions.source END,
       medium = CASE WHEN analytics_sessions.campaign_id IS NULL THEN EXCLUDED.medium ELSE analytics_sessions.medium END,
       campaign_id = coalesce(analytics_sessions.campaign_id, EXCLUDED.campaign_id)
     WHERE (analytics_sessions.user_id IS NULL AND EXCLUDED.user_id IS NOT NULL)
        OR (analytics_sessions.campaign_id IS NULL AND EXCLUDED.campaign_id IS NOT NULL)`,
    [ids, v.map((s) => s.campaign), v.map((s) => s.source), v.map((s) => s.medium), v.map((s) => s.user)],
  );
}

/** Drops raw records and sessions older than the retention, a chunk at a time (no long lock). */
export async function dropExpired(db: Queryable, days: number, chunk = 10_000): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM analytics_records WHERE id IN (
         SELECT id FROM analytics_records WHERE created_at < now() - make_interval(days => $1) LIMIT $2) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [days, chunk],
    );
    total += rows[0]?.n ?? 0;
    if ((rows[0]?.n ?? 0) < chunk) break;
  }
  await db.query(`DELETE FROM analytics_sessions WHERE first_seen < now() - make_interval(days => $1)`, [days]);
  return total;
}
