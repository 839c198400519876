// A text search around a place, read nearest first: walks the point index (KNN) outward from the place for at most
// a budget of jobs, checks the text on each, and counts the matches per type on the way. A common word over a wide
// radius has thousands of matches (Elektroniker, 100 km: 5,000 at 100k jobs, 50,000 at 1M); ranking and counting
// every one of them took 20-50 ms on PGlite and 250-450 ms on PostgreSQL, while the page's 20 matches lie among the
// nearest few hundred jobs. The cost of the walk depends on how dense the matches are, not on the table's size.
import type { Db } from '../../db.ts';
import type { SearchSort } from '@oabat/domain/search';
import type { TypeCounts } from './search.repository.ts';
import { jobWhere, Params, type JobFilter } from './search.sql.ts';
import { titleTsQuery } from './search.tsquery.ts';

/**
 * Jobs a walk reads at most: about 7 ms on PGlite (2.5 µs a job with the text check), enough for a page of 20 where
 * one job in 100 of the area matches in its title, and for counts of a few hundred as lower bounds.
 */
export const TEXT_WALK_BUDGET = 3000;

export interface TextWalk {
  /** The page in the wanted order, or null when the walk cannot tell it (then every match must be ranked). */
  ids: number[] | null;
  /** Matches per type among the jobs walked: exact when the walk reached the radius, else lower bounds (`stopped`). */
  counts: TypeCounts;
}

interface WalkRow {
  walked: number; edge: number | null; n1: number; n2: number; n3: number;
  n0: number; ids0: number[] | null; last0: number | null; ids1: number[] | null; ids: number[] | null; last: number | null;
}

/**
 * Walks the nearest `budget` jobs of the radius and returns the page of
 * the relevance order (title matches nearest first, then the other matches nearest first) or of nearest first, when
 * the walk holds it, and the type counts. A page is known when the walk reached the radius's end, or when its last
 * job lies nearer than the farthest job walked (jobs exactly as far may not all have been read). `sort: 'date'`
 * walks for the counts alone (ids null): a date page comes from the date index (search.repository.ts).
 */
export async function textWalk(db: Db, f: JobFilter, sort: SearchSort, limit: number, offset: number,
  budget = TEXT_WALK_BUDGET): Promise<TextWalk> {
  if (!f.tsquery || f.lat == null || f.lon == null || f.radiusM == null) throw new Error('textWalk needs a text and a place');
  const p = new Params();
  // The budget bounds the jobs read: the area alone limits the walk, the other filters are checked on its rows (as
  // conditions of the walk, a rare filter such as a job list would have it read the whole area for its budget).
  const area = jobWhere({ lat: f.lat, lon: f.lon, radiusM: f.radiusM }, p);
  const ok = jobWhere({ ...f, tsquery: null, typeIds: null, lat: null, lon: null, radiusM: null }, p);
  const center = `ll_to_earth(${p.add(f.lat)}::float8, ${p.add(f.lon)}::float8)`;
  const text = p.add(f.tsquery);
  const title = p.add(titleTsQuery(f.tsquery));
  const types = p.add(f.typeIds?.length ? f.typeIds : [1, 2, 3]);
  let endParam: string | null = null; // added only when used: an unused parameter has no type
  const end = () => (endParam ??= p.add(offset + limit));
  // tier: null when the text does not match, 0 for a title match, 1 for a match elsewhere. The page's arrays are cut
  // at its end; `last*` is the distance of the page's last job, to compare with the edge of the walk.
  const agg = (cond: string) => `(array_agg(id ORDER BY d, id) FILTER (WHERE ${cond}))[1:${end()}]`;
  const lastOf = (cond: string) => `(array_agg(d ORDER BY d, id) FILTER (WHERE ${cond}))[${end()}]`;
  const sql = `SELECT count(*)::int AS walked, max(d) AS edge,
      count(*) FILTER (WHERE tier IS NOT NULL AND type_id = 1)::int AS n1, count(*) FILTER (WHERE tier IS NOT NULL AND type_id = 2)::int AS n2,
      count(*) FILTER (WHERE tier IS NOT NULL AND type_id = 3)::int AS n3,
      ${sort === 'relevance' ? `count(*) FILTER (WHERE tier = 0 AND wanted)::int AS n0, ${agg('tier = 0 AND wanted')} AS ids0,
        ${lastOf('tier = 0 AND wanted')} AS last0, ${agg('tier = 1 AND wanted')} AS ids1,` : ''}
      ${sort === 'distance' ? `${agg('tier IS NOT NULL AND wanted')} AS ids, ${lastOf('tier IS NOT NULL AND wanted')} AS last,` : ''}
      1 AS one
    FROM (SELECT j.id, j.type_id, j.type_id = ANY(${types}::int[]) AS wanted, j.earth <-> ${center} AS d,
                 CASE WHEN (${ok}) AND j.search_vector @@ ${text}::tsquery THEN CASE WHEN j.search_vector @@ ${title}::tsquery THEN 0 ELSE 1 END END AS tier
            FROM jobs j WHERE ${area} ORDER BY j.earth <-> ${center} LIMIT ${p.add(budget)}) w`;
  // The planner would collect the whole box through a bitmap and sort it (60k jobs at 100 km: 300 ms on PGlite);
  // the point index delivers the order itself and the LIMIT stops it.
  const row = (await db.tx(async (tx) => {
    await tx.exec('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off');
    return tx.query<WalkRow>(sql, p.values);
  }))[0];
  const reached = row.walked < budget; // the walk ran out of jobs in the radius, not out of budget
  const counts: TypeCounts = { counts: { 1: row.n1, 2: row.n2, 3: row.n3 }, stopped: !reached };
  const pageEnd = offset + limit;
  const known = (n: number, last: number | null) => reached || (n >= pageEnd && last != null && row.edge != null && last < row.edge);
  let ids: number[] | null = null;
  if (sort === 'relevance') {
    const first = row.ids0 ?? [];
    if (reached) ids = [...first, ...(row.ids1 ?? [])].slice(offset, pageEnd);
    else if (known(row.n0, row.last0)) ids = first.slice(offset, pageEnd);
  } else if (sort === 'distance') {
    const all = row.ids ?? [];
    if (known(all.length, row.last)) ids = all.slice(offset, pageEnd);
  }
  return { ids, counts };
}
