// SQL of "related occupations" for a search without results (issue #33): open jobs of the given occupations under the
// same filters but without the words (search.related.ts picks the occupations from the vocabulary).
import type { Db } from '../../db.ts';
import { SEARCH_TOTAL_CAP } from '@oabat/domain/search';
import { jobWhere, Params, type JobFilter } from './search.sql.ts';
import { indexed } from './search.repository.ts';

/** Open jobs per occupation under the filter (its words left out). Counts stop at the search's cap, as the page's do. */
export async function occupationsWithJobs(db: Db, f: JobFilter, occupationIds: number[]) {
  const p = new Params();
  const where = jobWhere({ ...f, tsquery: null, categoryIds: null }, p);
  const ids = p.add(occupationIds);
  return indexed<{ occupation_id: number; count: number }>(
    db,
    { ...f, tsquery: null },
    `SELECT occupation_id, count(*)::int AS count
       FROM (SELECT j.occupation_id FROM jobs j WHERE ${where} AND j.occupation_id = ANY(${ids}::int[]) LIMIT ${SEARCH_TOTAL_CAP}) j
      GROUP BY 1`,
    p.values,
  );
}
