// SQL of reports and moderation: whether the reporter may see what they report, the reports, the admin's queue with
// the reported content, and the admin's measures (hide the content, block the accounts behind it).
import type { ReportTarget } from '@oabat/domain/reports';
import type { Queryable } from '../../db.ts';
import { revokeCredentials } from '../accounts/credentials.ts';
import type { MessageRow } from '../chat/index.ts';

/**
 * Whether `viewerId` can see the content they report: a published job of a visible business, a visible profile, or a
 * message someone else wrote in one of their own conversations. Anything else reads as unknown (404), so a report
 * never tells whether a hidden object exists.
 */
export async function reportable(q: Queryable, type: ReportTarget, id: number, viewerId: number): Promise<boolean> {
  const sql = {
    job: `SELECT 1 FROM jobs j JOIN businesses b ON b.id = j.business_id WHERE j.id = $1 AND j.status = 'published' AND b.is_visible AND $2::int IS NOT NULL`,
    business: `SELECT 1 FROM businesses b WHERE b.id = $1 AND b.is_visible AND $2::int IS NOT NULL`,
    message: `SELECT 1 FROM messages m JOIN conversation_participants p ON p.conversation_id = m.conversation_id AND p.user_id = $2
               WHERE m.id = $1 AND m.deleted_at IS NULL AND m.sender_id IS DISTINCT FROM $2 AND m.type IN ('regular', 'image', 'file')`,
  }[type];
  return !!(await q.one(sql, [id, viewerId]));
}

export interface ReportRow {
  id: number;
  target_type: ReportTarget;
  target_id: number;
  reason: string;
  created_at: Date;
}

/** The new report, or undefined when this person already reported this content. */
export const insertReport = (q: Queryable, r: { reporterId: number; type: ReportTarget; id: number; reason: string; text: string | null }) =>
  q.one<ReportRow>(
    `INSERT INTO reports (reporter_id, target_type, target_id, reason, text) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (reporter_id, target_type, target_id) DO NOTHING
     RETURNING id, target_type, target_id, reason, created_at`,
    [r.reporterId, r.type, r.id, r.reason, r.text],
  );

export interface QueueRow {
  id: number;
  target_type: ReportTarget;
  target_id: number;
  reason: string;
  text: string | null;
  status: 'open' | 'closed';
  actions: string[];
  created_at: Date;
  handled_at: Date | null;
  reporter_id: number;
  reporter_name: string;
  reporter_email: string | null;
  reports_on_target: number;
  title: string | null;
  body: string | null;
  url: string | null;
  hidden: boolean | null;
}

/** The reported content as it is now: one LEFT JOIN per kind, so a deleted object still lists (exists = title set). */
const CONTENT = `
  LEFT JOIN jobs j ON r.target_type = 'job' AND j.id = r.target_id
  LEFT JOIN businesses jb ON jb.id = j.business_id
  LEFT JOIN businesses b ON r.target_type = 'business' AND b.id = r.target_id
  LEFT JOIN messages m ON r.target_type = 'message' AND m.id = r.target_id
  LEFT JOIN users mu ON mu.id = m.sender_id`;
const CONTENT_COLS = `
  CASE r.target_type WHEN 'job' THEN j.name WHEN 'business' THEN b.name
    WHEN 'message' THEN CASE WHEN m.id IS NULL THEN NULL ELSE coalesce(nullif(trim(mu.firstname || ' ' || mu.lastname), ''), 'Unbekannt') END END AS title,
  CASE r.target_type WHEN 'job' THEN 'bei ' || jb.name || E'\n' || left(j.description, 600) WHEN 'business' THEN coalesce(b.motto, '')
    WHEN 'message' THEN m.body END AS body,
  CASE r.target_type WHEN 'job' THEN '/betriebe/' || jb.slug || '/jobs/' || j.slug WHEN 'business' THEN '/betriebe/' || b.slug END AS url,
  CASE r.target_type WHEN 'job' THEN j.status <> 'published' OR NOT jb.is_visible WHEN 'business' THEN NOT b.is_visible
    WHEN 'message' THEN m.deleted_at IS NOT NULL END AS hidden`;

export const countQueue = async (q: Queryable, status: string) =>
  (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM reports WHERE status = $1`, [status]))!.n;

export const queue = (q: Queryable, status: string, limit: number, offset: number) =>
  q.query<QueueRow>(
    `SELECT r.id, r.target_type, r.target_id, r.reason, r.text, r.status, r.actions, r.created_at, r.handled_at, r.reporter_id,
            coalesce(nullif(trim(u.firstname || ' ' || u.lastname), ''), 'Ohne Namen') AS reporter_name, u.email AS reporter_email,
            (SELECT count(*)::int FROM reports o WHERE o.target_type = r.target_type AND o.target_id = r.target_id) AS reports_on_target,
            ${CONTENT_COLS}
       FROM reports r JOIN users u ON u.id = r.reporter_id ${CONTENT}
      WHERE r.status = $1
      ORDER BY ${status === 'open' ? 'r.created_at, r.id' : 'r.handled_at DESC NULLS LAST, r.id DESC'}
      LIMIT $2 OFFSET $3`,
    [status, limit, offset],
  );

export const oneReport = (q: Queryable, id: number) =>
  q.one<QueueRow>(
    `SELECT r.id, r.target_type, r.target_id, r.reason, r.text, r.status, r.actions, r.created_at, r.handled_at, r.reporter_id,
            coalesce(nullif(trim(u.firstname || ' ' || u.lastname), ''), 'Ohne Namen') AS reporter_name, u.email AS reporter_email,
            (SELECT count(*)::int FROM reports o WHERE o.target_type = r.target_type AND o.target_id = r.target_id) AS reports_on_target,
            ${CONTENT_COLS}
       FROM reports r JOIN users u ON u.id = r.reporter_id ${CONTENT}
      WHERE r.id = $1`,
    [id],
  );

/** Records a measure on every open report of the same content (one decision per content); `close` also closes them. */
export const recordAction = (q: Queryable, type: ReportTarget, targetId: number, action: string, adminId: number) =>
  q.query(
    `UPDATE reports SET actions = CASE WHEN $3 = 'close' OR $3 = ANY(actions) THEN actions ELSE array_append(actions, $3) END,
            status = CASE WHEN $3 = 'close' THEN 'closed' ELSE status END,
            handled_at = now(), handled_by = $4
      WHERE target_type = $1 AND target_id = $2 AND status = 'open'`,
    [type, targetId, action, adminId],
  );

export const hideJob = (q: Queryable, id: number) =>
  q.query(`UPDATE jobs SET status = 'draft', published_at = NULL, moderated_at = now(), updated_at = now() WHERE id = $1 RETURNING id`, [id]);
export const hideBusiness = (q: Queryable, id: number) =>
  q.query(`UPDATE businesses SET is_visible = false, moderated_at = now(), updated_at = now() WHERE id = $1 RETURNING id`, [id]);
/** Hides a chat message as deleted; answers the row so the participants' open chats can be told. */
export const hideMessage = (q: Queryable, id: number) =>
  q.one<MessageRow>(`UPDATE messages SET deleted_at = coalesce(deleted_at, now()), moderated_at = now() WHERE id = $1 RETURNING *`, [id]);

/** The accounts behind the content: the business's members for a job or profile, the sender for a message. */
export const accountsBehind = (q: Queryable, type: ReportTarget, id: number) =>
  q.query<{ id: number; email: string | null; firstname: string }>(
    type === 'message'
      ? `SELECT u.id, u.email, u.firstname FROM messages m JOIN users u ON u.id = m.sender_id WHERE m.id = $1`
      : `SELECT u.id, u.email, u.firstname FROM business_users bu JOIN users u ON u.id = bu.user_id
          WHERE bu.business_id = ${type === 'job' ? '(SELECT business_id FROM jobs WHERE id = $1)' : '$1'}`,
    [id],
  );

export async function blockUsers(q: Queryable, ids: number[]) {
  await q.query(`UPDATE users SET is_active = false, updated_at = now() WHERE id = ANY($1::int[])`, [ids]);
  for (const id of ids) await revokeCredentials(q, id, 'admin_block');
}
