// Job lists: a curated selection of jobs. Platform lists belong to the admin; a business with the joblist_v2
// permission keeps lists of its own jobs. Anyone may open a list (its published jobs) by id or slug.
import { hasPermission, isAdmin } from '@oabat/domain/rights';
import { slugify } from '@oabat/domain/locations';
import type { TJobListInput, TJobListUpdate } from '@oabat/domain/jobs';
import type { SessionUser } from '../accounts/session.repository.ts';
import type { Queryable } from '../../db.ts';
import { forbidden, invalid, notFound, unauthorized } from '../../lib/errors.ts';
import { JOB_SELECT, type JobRow } from './jobs.repository.ts';
import { present } from './jobs.usecases.ts';
import type { JobDeps } from './jobs.deps.ts';

interface ListRow { id: number; slug: string; name: string; description: string; business_id: number | null; created_at: Date; updated_at: Date; jobs_count: number }
const LIST_SELECT = `SELECT l.id, l.slug, l.name, l.description, l.business_id, l.created_at, l.updated_at,
  (SELECT count(*)::int FROM job_list_items i WHERE i.job_list_id = l.id) AS jobs_count FROM job_lists l`;
const listNotFound = () => notFound('job_lists.not_found', 'Diese Liste gibt es nicht.');

/** Who manages lists: the admin (platform lists) or a business with joblist_v2 (its own). */
function manager(d: JobDeps, viewer: SessionUser | null): { admin: boolean; businessId: number | null } {
  if (!viewer) throw unauthorized();
  if (isAdmin(viewer)) return { admin: true, businessId: null };
  if (viewer.business && hasPermission(viewer, 'joblist_v2')) return { admin: false, businessId: viewer.business.id };
  throw forbidden('Du kannst keine Joblisten verwalten.');
}

export async function listLists(d: JobDeps, viewer: SessionUser | null) {
  const m = manager(d, viewer);
  return d.db.query<ListRow>(`${LIST_SELECT} WHERE ($1::boolean OR l.business_id = $2) ORDER BY l.name, l.id`, [m.admin, m.businessId]);
}

export async function getList(d: JobDeps, viewer: SessionUser | null, ref: string) {
  const list = await d.db.one<ListRow>(`${LIST_SELECT} WHERE ${/^\d+$/.test(ref) ? 'l.id = $1::int' : 'l.slug = $1'}`, [ref]);
  if (!list) throw listNotFound();
  const jobs = await d.db.query<JobRow>(
    `SELECT ${JOB_SELECT}, EXISTS (SELECT 1 FROM job_ratings r WHERE r.job_id = j.id AND r.user_id = $2 AND r.rating > 50) AS is_liked
       FROM job_list_items i JOIN jobs j ON j.id = i.job_id JOIN businesses b ON b.id = j.business_id
      WHERE i.job_list_id = $1 AND j.status = 'published' ORDER BY i.position, j.id`, [list.id, viewer?.id ?? null]);
  return { ...list, jobs: jobs.map(present) };
}

/** The given jobs must exist, be published and (for a business) be its own; kept in the given order. */
async function setItems(q: Queryable, listId: number, jobIds: number[], businessId: number | null) {
  const ids = [...new Set(jobIds)];
  const ok = await q.query<{ id: number }>(
    `SELECT id FROM jobs WHERE id = ANY($1::int[]) AND status = 'published' AND ($2::int IS NULL OR business_id = $2)`, [ids, businessId]);
  if (ok.length !== ids.length) throw invalid('job_ids', businessId ? 'Nur veröffentlichte Stellen deines Betriebs.' : 'Nur veröffentlichte Stellen.');
  await q.query(`DELETE FROM job_list_items WHERE job_list_id = $1`, [listId]);
  if (ids.length) {
    await q.query(`INSERT INTO job_list_items (job_list_id, job_id, position) SELECT $1, id, ord FROM unnest($2::int[]) WITH ORDINALITY AS t(id, ord)`, [listId, ids]);
  }
}

export async function createList(d: JobDeps, viewer: SessionUser | null, input: TJobListInput) {
  const m = manager(d, viewer);
  const id = await d.db.tx(async (q) => {
    const id = (await q.one<{ id: number }>(`SELECT nextval('job_lists_id_seq')::int AS id`))!.id;
    await q.query(`INSERT INTO job_lists (id, slug, name, description, business_id, created_by) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, `${slugify(input.name)}-${id}`, input.name, input.description, m.businessId, viewer!.id]);
    await setItems(q, id, input.job_ids, m.businessId);
    return id;
  });
  return getList(d, viewer, String(id));
}

async function ownList(d: JobDeps, viewer: SessionUser | null, id: number) {
  const m = manager(d, viewer);
  const list = await d.db.one<{ id: number; business_id: number | null }>(`SELECT id, business_id FROM job_lists WHERE id = $1`, [id]);
  if (!list) throw listNotFound();
  if (!m.admin && list.business_id !== m.businessId) throw forbidden('Diese Liste gehört jemand anderem.');
  return { list, m };
}

export async function updateList(d: JobDeps, viewer: SessionUser | null, id: number, input: TJobListUpdate) {
  const { list, m } = await ownList(d, viewer, id);
  await d.db.tx(async (q) => {
    await q.query(`UPDATE job_lists SET name = coalesce($2, name), description = coalesce($3, description), updated_at = now() WHERE id = $1`,
      [id, input.name ?? null, input.description ?? null]);
    if (input.job_ids) await setItems(q, id, input.job_ids, m.admin ? list.business_id : m.businessId);
  });
  return getList(d, viewer, String(id));
}

export async function deleteList(d: JobDeps, viewer: SessionUser | null, id: number) {
  await ownList(d, viewer, id);
  await d.db.query(`DELETE FROM job_lists WHERE id = $1`, [id]);
}
