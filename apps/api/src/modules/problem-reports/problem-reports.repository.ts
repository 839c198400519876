// Problem reports: insert, the support queue (newest first, at most 200), status changes.
import type { Queryable } from '../../db.ts';

export interface ReportRow {
  id: number;
  category: string;
  text: string;
  status: 'open' | 'done';
  image_id: number | null;
  conversation_id: number | null;
  business_id: number;
  business_name: string;
  business_slug: string;
  user_id: number;
  firstname: string;
  lastname: string;
  email: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

const SELECT = `SELECT p.id, p.category, p.text, p.status, p.image_id, p.conversation_id, p.created_at, p.resolved_at,
         b.id AS business_id, b.name AS business_name, b.slug AS business_slug,
         u.id AS user_id, u.firstname, u.lastname, u.email
    FROM problem_reports p JOIN businesses b ON b.id = p.business_id JOIN users u ON u.id = p.user_id`;

export async function insertReport(
  db: Queryable,
  r: { businessId: number; userId: number; category: string; text: string; imageId: number | null; conversationId: number | null },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO problem_reports (business_id, user_id, category, text, image_id, conversation_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [r.businessId, r.userId, r.category, r.text, r.imageId, r.conversationId],
  );
  return row!.id;
}

export const findReport = (db: Queryable, id: number) => db.one<ReportRow>(`${SELECT} WHERE p.id = $1`, [id]);

export const listReports = (db: Queryable, status: 'open' | 'done' | 'all') =>
  db.query<ReportRow>(`${SELECT} WHERE $1 = 'all' OR p.status = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT 200`, [status]);

export const setStatus = (db: Queryable, id: number, status: 'open' | 'done') =>
  db.query(`UPDATE problem_reports SET status = $2, resolved_at = CASE WHEN $2 = 'done' THEN now() ELSE NULL END WHERE id = $1`, [id, status]);

export const userIdByEmail = async (db: Queryable, email: string) =>
  (await db.one<{ id: number }>(`SELECT id FROM users WHERE lower(email) = lower($1)`, [email]))?.id ?? null;
