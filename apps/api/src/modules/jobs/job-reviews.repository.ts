// SQL of job publishing reviews (spec 02 §4 Job review).
import type { Queryable } from '../../db.ts';

export interface ReviewRow {
  id: number;
  job_id: number;
  status: string;
  comment: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  job: { id: number; slug: string; name: string; type_id: number; business: { id: number; slug: string; name: string } };
}

const REVIEW_SELECT = `r.id, r.job_id, r.status, r.comment, r.created_at, r.reviewed_at,
  json_build_object('id', j.id, 'slug', j.slug, 'name', j.name, 'type_id', j.type_id, 'status', j.status,
    'business', json_build_object('id', b.id, 'slug', b.slug, 'name', b.name)) AS job
  FROM job_reviews r JOIN jobs j ON j.id = r.job_id JOIN businesses b ON b.id = j.business_id`;

export const openReview = (q: Queryable, jobId: number, requestedBy: number) =>
  q.one<{ id: number }>(
    `INSERT INTO job_reviews (job_id, requested_by) VALUES ($1, $2) ON CONFLICT (job_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
    [jobId, requestedBy],
  );

export const findReview = (q: Queryable, id: number) => q.one<ReviewRow>(`SELECT ${REVIEW_SELECT} WHERE r.id = $1`, [id]);

export const pendingReviews = (q: Queryable) => q.query<ReviewRow>(`SELECT ${REVIEW_SELECT} WHERE r.status = 'pending' ORDER BY r.created_at, r.id LIMIT 200`);

export const recordDecision = (q: Queryable, id: number, status: string, comment: string | null, by: number) =>
  q.query(`UPDATE job_reviews SET status = $2, comment = $3, reviewed_by = $4, reviewed_at = now() WHERE id = $1`, [id, status, comment, by]);
