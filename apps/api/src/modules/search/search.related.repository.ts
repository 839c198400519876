// SQL of "related occupations" for a search without results (issue #33): occupations of the same KldB groups as
// what the words meant, with open jobs under the same filters but without the words.
import type { Db } from '../../db.ts';
import { SEARCH_TOTAL_CAP } from '@oabat/domain/search';
import { jobWhere, Params, type JobFilter } from './search.sql.ts';
import { indexed } from './search.repository.ts';

/** An occupation as the vocabulary names it (search.vocabulary.ts, labelOf): its short name without the specialism. */
const LABEL = `regexp_replace(o.short_name, '\\s+-\\s+.*$', '')`;

/** The KldB 2010 Berufsgruppen (first three digits) of occupations by their names or labels. */
export const groupsOfOccupations = async (db: Db, names: string[]) =>
  (
    await db.query<{ g: string }>(
      `SELECT DISTINCT left(o.kldb_code, 3) AS g FROM occupations o
        WHERE (o.name = ANY($1::text[]) OR o.short_name = ANY($1::text[]) OR ${LABEL} = ANY($1::text[])) AND o.kldb_code <> ''`,
      [names],
    )
  ).map((r) => r.g);

/**
 * Occupations of these groups with the most open jobs under the filter (its words left out), at most `limit`. Counts
 * stop at the search's cap, as the page's counts do.
 */
export async function occupationsWithJobs(db: Db, f: JobFilter, groups: string[], limit: number) {
  const p = new Params();
  const where = jobWhere({ ...f, tsquery: null, categoryIds: null }, p);
  const g = p.add(groups);
  return indexed<{ name: string; count: number }>(
    db,
    { ...f, tsquery: null },
    `SELECT ${LABEL} AS name, count(*)::int AS count
       FROM (SELECT j.occupation_id FROM jobs j
              WHERE ${where} AND j.occupation_id IN (SELECT id FROM occupations WHERE left(kldb_code, 3) = ANY(${g}::text[]))
              LIMIT ${SEARCH_TOTAL_CAP}) j
       JOIN occupations o ON o.id = j.occupation_id
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${Number(limit)}`,
    p.values,
  );
}
