// SQL of reviews: insert, list (filtered, paged, newest first), find, moderate, delete.
import type { Queryable } from '../../db.ts';

export interface ReviewRow {
  id: number;
  user_id: number;
  type: 'platform' | 'business';
  rating: number;
  message: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: Date;
  business: { id: number; slug: string; name: string } | null;
  author: { first_name: string };
}

const SELECT = `r.id, r.user_id, r.type, r.rating, r.message, r.status, r.created_at,
  CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'slug', b.slug, 'name', b.name) END AS business,
  json_build_object('first_name', u.firstname) AS author
  FROM reviews r JOIN users u ON u.id = r.user_id LEFT JOIN businesses b ON b.id = r.business_id`;

/** Inserts a pending review; undefined when the user already reviewed this target. */
export const insertReview = (q: Queryable, userId: number, r: { type: string; business_id: number | null; rating: number; message: string }) =>
  q.one<{ id: number }>(
    `INSERT INTO reviews (user_id, type, business_id, rating, message) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, type, coalesce(business_id, 0)) DO NOTHING RETURNING id`,
    [userId, r.type, r.business_id, r.rating, r.message],
  );

export const findReview = (q: Queryable, id: number) => q.one<ReviewRow>(`SELECT ${SELECT} WHERE r.id = $1`, [id]);

export const findBusiness = (q: Queryable, by: { id?: number; slug?: string }) =>
  q.one<{ id: number; name: string }>(`SELECT id, name FROM businesses WHERE id = $1 OR slug = $2`, [by.id ?? null, by.slug ?? null]);

export interface ReviewFilter {
  type: string | null;
  businessId: number | null;
  status: string | null;
  userId: number | null;
}

export async function listReviews(q: Queryable, f: ReviewFilter, limit: number, offset: number) {
  const where = `($1::text IS NULL OR r.type = $1) AND ($2::int IS NULL OR r.business_id = $2)
    AND ($3::text IS NULL OR r.status = $3) AND ($4::int IS NULL OR r.user_id = $4)`;
  const params = [f.type, f.businessId, f.status, f.userId];
  const [rows, count] = await Promise.all([
    q.query<ReviewRow>(`SELECT ${SELECT} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $5 OFFSET $6`, [...params, limit, offset]),
    q.one<{ n: number; avg: number | null }>(`SELECT count(*)::int AS n, round(avg(r.rating), 1)::float8 AS avg FROM reviews r WHERE ${where}`, params),
  ]);
  return { rows, total: count?.n ?? 0, average: count?.avg ?? null };
}

export const setStatus = (q: Queryable, id: number, status: string, by: number) =>
  q.query(`UPDATE reviews SET status = $2, moderated_at = now(), moderated_by = $3 WHERE id = $1`, [id, status, by]);

export const deleteReview = (q: Queryable, id: number) => q.query(`DELETE FROM reviews WHERE id = $1`, [id]);
