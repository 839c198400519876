// SQL of "related occupations" for a search without results (issue #33): open jobs of the given occupations under the
// same filters but without the words (search.related.ts picks the occupations from the vocabulary).
import type { Db } from '../../db.ts';
import { SEARCH_TOTAL_CAP } from '@oabat/domain/search';
import { centerOf, jobWhere, Params, type JobFilter } from './search.sql.ts';
import { indexed } from './search.repository.ts';

/**
 * Around a place, the related occupations are looked for among this many of the area's nearest open jobs (of the
 * search's types and filters). Counting them in the whole area read every job of it when none was related: 50 km
 * around Nürnberg at 1M jobs on PostgreSQL 65 ms for 20,000 internships; the nearest 1,000 are read in a few, and
 * what a pupil is offered ("Verwandte Berufe mit Stellen hier") is what is near.
 */
export const RELATED_NEAREST_JOBS = SEARCH_TOTAL_CAP;

/**
 * Open jobs per occupation under the filter (its words left out): around a place among its RELATED_NEAREST_JOBS
 * nearest, elsewhere up to the search's cap, as the page's counts stop there.
 */
export async function occupationsWithJobs(db: Db, f: JobFilter, occupationIds: number[]) {
  const p = new Params();
  const g = { ...f, tsquery: null, categoryIds: null };
  const where = jobWhere(g, p);
  const ids = p.add(occupationIds);
  const around = f.lat != null && f.lon != null && f.radiusM != null;
  const jobs = around
    ? `SELECT j.occupation_id FROM jobs j WHERE ${where} ORDER BY j.earth <-> ${centerOf(f, p)} LIMIT ${RELATED_NEAREST_JOBS}`
    : `SELECT j.occupation_id FROM jobs j WHERE ${where} AND j.occupation_id = ANY(${ids}::int[]) LIMIT ${SEARCH_TOTAL_CAP}`;
  return indexed<{ occupation_id: number; count: number }>(
    db,
    g,
    `SELECT occupation_id, count(*)::int AS count FROM (${jobs}) j WHERE occupation_id = ANY(${ids}::int[]) GROUP BY 1`,
    p.values,
  );
}
