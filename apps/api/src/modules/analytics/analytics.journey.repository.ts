// One person's analytics records: an account's (its own records and those of every session it logged in with) or an
// anonymous session's. Newest first, bounded; the totals come from the same rows' kinds over all of them.
import type { Queryable } from '../../db.ts';

export interface JourneyRow {
  id: number;
  session: string | null;
  route: string | null;
  event: string | null;
  entity_type: string;
  tracked_entity_type: string | null;
  tracked_entity_id: string | null;
  campaign_id: string | null;
  source: string | null;
  medium: string | null;
  created_at: Date;
}
export interface SessionRow {
  id: string;
  first_seen: Date;
  campaign_id: string | null;
  source: string | null;
  medium: string | null;
}

const COLUMNS = `r.id::int AS id, r.oabalytics_user_id AS session, r.route, r.event, r.entity_type, r.tracked_entity_type, r.tracked_entity_id,
  r.campaign_id, r.source, r.medium, r.created_at`;

export const findAccount = (db: Queryable, id: number) =>
  db.one<{ id: number; name: string; email: string | null; is_business: boolean }>(
    `SELECT u.id, trim(u.firstname || ' ' || u.lastname) AS name, u.email, EXISTS (SELECT 1 FROM business_users b WHERE b.user_id = u.id) AS is_business
       FROM users u WHERE u.id = $1`,
    [id],
  );

export const sessionsOfUser = (db: Queryable, userId: number) =>
  db.query<SessionRow>(
    `SELECT oabalytics_user_id AS id, first_seen, campaign_id, source, medium FROM analytics_sessions WHERE user_id = $1 ORDER BY first_seen DESC LIMIT 100`,
    [userId],
  );
export const sessionById = (db: Queryable, id: string) =>
  db.query<SessionRow>(`SELECT oabalytics_user_id AS id, first_seen, campaign_id, source, medium FROM analytics_sessions WHERE oabalytics_user_id = $1`, [id]);

/** Records of an account or of sessions, newest first, at most `limit`, with the totals by kind. */
export async function recordsOf(db: Queryable, by: { userId: number | null; sessions: string[] }, limit: number) {
  const where = `(($1::int IS NOT NULL AND r.user_id = $1) OR r.oabalytics_user_id = ANY($2::text[]))`;
  const records = await db.query<JourneyRow>(`SELECT ${COLUMNS} FROM analytics_records r WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $3`, [
    by.userId,
    by.sessions,
    limit,
  ]);
  const totals = await db.one<{ page_visits: number; events: number; impressions: number }>(
    `SELECT count(*) FILTER (WHERE entity_type = 'page_visit')::int AS page_visits, count(*) FILTER (WHERE entity_type = 'event')::int AS events,
            count(*) FILTER (WHERE entity_type = 'impression')::int AS impressions
       FROM analytics_records r WHERE ${where}`,
    [by.userId, by.sessions],
  );
  return { records, totals: totals ?? { page_visits: 0, events: 0, impressions: 0 } };
}
