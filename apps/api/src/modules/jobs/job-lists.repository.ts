// SQL of job lists and their ordered items.
import type { Queryable } from '../../db.ts';
import { JOB_SELECT, type JobRow } from './jobs.repository.ts';
import { likedRating } from '../../lib/sql-rules.ts';
import { jobListedSql } from './job-expiry.ts';

export interface ListRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  business_id: number | null;
  created_at: Date;
  updated_at: Date;
  jobs_count: number;
}
// jobs_count: the jobs the list shows (published and not expired, issue 33), in the public answer as in the managers' overview.
const LIST_SELECT = `SELECT l.id, l.slug, l.name, l.description, l.business_id, l.created_at, l.updated_at,
  (SELECT count(*)::int FROM job_list_items i JOIN jobs j ON j.id = i.job_id WHERE i.job_list_id = l.id AND ${jobListedSql('j')}) AS jobs_count
  FROM job_lists l`;

/** All lists (admin) or a business's own. */
export const listLists = (q: Queryable, all: boolean, businessId: number | null) =>
  q.query<ListRow>(`${LIST_SELECT} WHERE ($1::boolean OR l.business_id = $2) ORDER BY l.name, l.id`, [all, businessId]);

/** By id (digits) or slug. */
export const findList = (q: Queryable, ref: string) => q.one<ListRow>(`${LIST_SELECT} WHERE ${/^\d+$/.test(ref) ? 'l.id = $1::int' : 'l.slug = $1'}`, [ref]);

/** The list's published jobs in its order, with the viewer's like. */
// Open ones only: anyone opens a list, so expired jobs (issue 33) are left out; their item stays for when they are extended.
export const publishedJobsOf = (q: Queryable, listId: number, viewerId: number | null) =>
  q.query<JobRow>(
    `SELECT ${JOB_SELECT}, EXISTS (SELECT 1 FROM job_ratings r WHERE r.job_id = j.id AND r.user_id = $2 AND ${likedRating('r')}) AS is_liked
     FROM job_list_items i JOIN jobs j ON j.id = i.job_id JOIN businesses b ON b.id = j.business_id
    WHERE i.job_list_id = $1 AND ${jobListedSql('j')} ORDER BY i.position, j.id`,
    [listId, viewerId],
  );

/** Which of the ids are published jobs (of the business, when given). */
// Open ones only (issue 33): an expired job would not show in the list, and the editor, which reads the list, would drop it.
export const publishedJobIds = (q: Queryable, ids: number[], businessId: number | null) =>
  q.query<{ id: number }>(`SELECT id FROM jobs j WHERE j.id = ANY($1::int[]) AND ${jobListedSql('j')} AND ($2::int IS NULL OR j.business_id = $2)`, [
    ids,
    businessId,
  ]);

export async function replaceItems(q: Queryable, listId: number, ids: number[]) {
  await q.query(`DELETE FROM job_list_items WHERE job_list_id = $1`, [listId]);
  if (ids.length) {
    await q.query(`INSERT INTO job_list_items (job_list_id, job_id, position) SELECT $1, id, ord FROM unnest($2::int[]) WITH ORDINALITY AS t(id, ord)`, [
      listId,
      ids,
    ]);
  }
}

export const nextListId = async (q: Queryable) => (await q.one<{ id: number }>(`SELECT nextval('job_lists_id_seq')::int AS id`))!.id;

export const insertList = (q: Queryable, l: { id: number; slug: string; name: string; description: string; businessId: number | null; createdBy: number }) =>
  q.query(`INSERT INTO job_lists (id, slug, name, description, business_id, created_by) VALUES ($1, $2, $3, $4, $5, $6)`, [
    l.id,
    l.slug,
    l.name,
    l.description,
    l.businessId,
    l.createdBy,
  ]);

export const listOwner = (q: Queryable, id: number) =>
  q.one<{ id: number; business_id: number | null }>(`SELECT id, business_id FROM job_lists WHERE id = $1`, [id]);

export const updateList = (q: Queryable, id: number, name: string | null, description: string | null) =>
  q.query(`UPDATE job_lists SET name = coalesce($2, name), description = coalesce($3, description), updated_at = now() WHERE id = $1`, [id, name, description]);

export const deleteList = (q: Queryable, id: number) => q.query(`DELETE FROM job_lists WHERE id = $1`, [id]);
