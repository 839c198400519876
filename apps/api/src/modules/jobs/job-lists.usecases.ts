// Job lists: a curated selection of jobs. Platform lists belong to the admin; a business with the joblist_v2
// permission keeps lists of its own jobs. Anyone may open a list (its published jobs) by id or slug.
import { hasPermission, isAdmin } from '@oabat/domain/rights';
import { slugify } from '@oabat/domain/locations';
import type { TJobListInput, TJobListUpdate } from '@oabat/domain/jobs';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { Queryable } from '../../db.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import * as lists from './job-lists.repository.ts';
import { present } from './jobs.usecases.ts';
import type { JobDeps } from './jobs.deps.ts';

const listNotFound = () => notFound('job_lists.not_found', 'Diese Liste gibt es nicht.');

/** Who manages lists: the admin (platform lists) or a business with joblist_v2 (its own). */
function manager(d: JobDeps, viewer: SessionUser | null): { admin: boolean; businessId: number | null } {
  requireViewer(viewer);
  if (isAdmin(viewer)) return { admin: true, businessId: null };
  if (viewer.business && hasPermission(viewer, 'joblist_v2')) return { admin: false, businessId: viewer.business.id };
  throw forbidden('Du kannst keine Joblisten verwalten.');
}

export async function listLists(d: JobDeps, viewer: SessionUser | null) {
  const m = manager(d, viewer);
  return lists.listLists(d.db, m.admin, m.businessId);
}

export async function getList(d: JobDeps, viewer: SessionUser | null, ref: string) {
  const list = await lists.findList(d.db, ref);
  if (!list) throw listNotFound();
  const jobs = await lists.publishedJobsOf(d.db, list.id, viewer?.id ?? null);
  return { ...list, jobs: jobs.map(present) };
}

/** The given jobs must exist, be published and open (not expired) and (for a business) be its own; kept in the given order. */
async function setItems(q: Queryable, listId: number, jobIds: number[], businessId: number | null) {
  const ids = [...new Set(jobIds)];
  const ok = await lists.publishedJobIds(q, ids, businessId);
  if (ok.length !== ids.length)
    throw invalid(
      'job_ids',
      businessId ? 'Nur veröffentlichte, nicht abgelaufene Stellen deines Betriebs.' : 'Nur veröffentlichte, nicht abgelaufene Stellen.',
    );
  await lists.replaceItems(q, listId, ids);
}

export async function createList(d: JobDeps, viewer: SessionUser | null, input: TJobListInput) {
  const m = manager(d, viewer);
  const id = await d.db.tx(async (q) => {
    const id = await lists.nextListId(q);
    await lists.insertList(q, {
      id,
      slug: `${slugify(input.name)}-${id}`,
      name: input.name,
      description: input.description,
      businessId: m.businessId,
      createdBy: viewer!.id,
    });
    await setItems(q, id, input.job_ids, m.businessId);
    return id;
  });
  return getList(d, viewer, String(id));
}

async function ownList(d: JobDeps, viewer: SessionUser | null, id: number) {
  const m = manager(d, viewer);
  const list = await lists.listOwner(d.db, id);
  if (!list) throw listNotFound();
  if (!m.admin && list.business_id !== m.businessId) throw forbidden('Diese Liste gehört jemand anderem.');
  return { list, m };
}

export async function updateList(d: JobDeps, viewer: SessionUser | null, id: number, input: TJobListUpdate) {
  const { list, m } = await ownList(d, viewer, id);
  await d.db.tx(async (q) => {
    await lists.updateList(q, id, input.name ?? null, input.description ?? null);
    if (input.job_ids) await setItems(q, id, input.job_ids, m.admin ? list.business_id : m.businessId);
  });
  return getList(d, viewer, String(id));
}

export async function deleteList(d: JobDeps, viewer: SessionUser | null, id: number) {
  await ownList(d, viewer, id);
  await lists.deleteList(d.db, id);
}
