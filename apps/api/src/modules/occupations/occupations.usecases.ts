// The occupation list (GET /api/system_jobs) and the job categories (GET /api/job_categories).
import { searchKey } from '@oabat/domain/locations';
import type { Queryable } from '../../db.ts';
import * as repo from './occupations.repository.ts';

export const jobCategories = (q: Queryable) => repo.listCategories(q);

/** An unknown category gives an empty list, not an error: a filter that matches nothing. */
export async function systemJobs(q: Queryable, f: { search?: string; category?: string; kind?: string }) {
  const key = f.search ? searchKey(f.search) || null : null;
  const categoryIds = f.category ? await repo.findCategoryIds(q, f.category) : null;
  if (categoryIds && categoryIds.length === 0) return [];
  return repo.listOccupations(q, { key, categoryIds, kind: f.kind ?? null });
}
