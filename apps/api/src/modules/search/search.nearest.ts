// A text's matches around a place, nearest first, straight from the point-and-words indexes (migration 0046): one
// KNN walk per wanted job type through that type's GiST index over (point, words), merged. Each walk checks the words
// on the index entries, skips stretches whose signature lacks them, and stops after the page's end, so the cost
// follows the page, not the number of matches in the area (at 1M jobs on PostgreSQL a page of a common word within
// 100 km: 1-3 ms; circles of the GIN index, which gather every match of a circle first, took 20-90 ms).
import type { Db } from '../../db.ts';
import { JOB_TYPE } from '@oabat/domain/constants';
import { arcOf } from './search.geo.ts';
import { READ_WAY } from './search.tuning.ts';
import { byNearness, centerOf, jobWhere, Params, PREMIUM_RANK, PREPARED, type JobFilter } from './search.sql.ts';

export const ALL_TYPES = [JOB_TYPE.apprenticeship, JOB_TYPE.traineeship, JOB_TYPE.job];

/** The filter's job types (all without one), in the order of ALL_TYPES. */
export const wantedTypes = (f: JobFilter) => (f.typeIds?.length ? ALL_TYPES.filter((t) => f.typeIds!.includes(t)) : [...ALL_TYPES]);

/**
 * `SELECT cols` of the jobs matching `where` (built with `nearest`), one branch per type, joined by UNION ALL. The type
 * is a literal: only then does the planner know that the type's partial index (migration 0046) serves the branch.
 */
export function typeBranches(types: readonly number[], where: string, cols: string, tail = '') {
  return types.map((t) => `(SELECT ${cols} FROM jobs j WHERE ${where} AND j.type_id = ${t}::smallint${tail})`).join(' UNION ALL ');
}

export interface NearestPage {
  /** The page, ordered by distance and then id. */
  ids: number[];
  /** Matches up to the page's end: all of the area's when fewer. */
  matches: number;
}

/**
 * The page of the filter's text matches (`g.titleOnly`: in the title words; `g.notTitle`: elsewhere only) around its
 * place, nearest first, premium first among equally near (byNearness), then by id. Each type's walk gives its `end` nearest and every job at the last one's distance
 * (WITH TIES: the KNN order has the distance as its only key, so jobs at one distance come in no set order); merged,
 * they hold every match up to the `end`-th distance of them all, so sorting them with the tiebreak gives the page
 * exactly. Fewer matches than `end`: the walks found them all. The type with most matches (`share`: matches per
 * type, as the first circle counted them) is walked first; where it alone fills the page's end, the other types are
 * walked only up to its `end`-th distance, so a deep page of all types reads about `end` jobs instead of `end` of
 * each. Two statements at most (each is planned anew: on PGlite that costs more than a short walk).
 */
export async function nearestTextPage(db: Db, g: JobFilter, limit: number, offset: number, share: Record<number, number> = {}): Promise<NearestPage> {
  if (limit <= 0) return { ids: [], matches: 0 };
  const end = offset + limit;
  const [first, ...others] = wantedTypes(g).sort((a, b) => (share[b] ?? 0) - (share[a] ?? 0) || a - b);
  // The KNN scan of the type's index: a bitmap cannot give the order, a sequential scan would read the table.
  // Two reads, each a transaction of its own (they need no common snapshot: every statement takes a new one anyway).
  const walk = (types: number[], bound: number | null) =>
    db.queryWith<{ id: number; d: number; pr: number }>(READ_WAY.walk, ...walks(g, types, end, bound), PREPARED);
  const rows = await walk([first], null);
  const bound = rows.length >= end ? rows.map((r) => r.d).sort((x, y) => x - y)[end - 1] : null;
  const found = others.length ? [...rows, ...(await walk(others, bound))] : rows;
  found.sort(byNearness);
  return { ids: found.slice(offset, end).map((r) => r.id), matches: Math.min(found.length, end) };
}

/**
 * The types' walks: each type's `end` nearest matches and every one at the last one's distance, up to the chord
 * `bound`. A constant (not a value the statement computes) that narrows the radius itself, so that the statement has
 * the shape of an unbounded walk: with a box of its own the planner guessed one row for either of the type's indexes
 * and took the text index for a title walk (5 ms filtering rows on the table where the title index reads none).
 */
function walks(g: JobFilter, types: number[], end: number, bound: number | null): [string, unknown[]] {
  const p = new Params();
  const center = centerOf(g, p);
  // A metre more for the box and the radius's own chord against rounding; the chord condition below is exact.
  const radiusM = bound == null ? g.radiusM : Math.min(g.radiusM!, arcOf(bound) + 1);
  const where = jobWhere({ ...g, radiusM, typeIds: null, nearest: true }, p);
  const upTo = bound == null ? '' : ` AND j.earth <-> ${center} <= ${p.add(bound)}::float8`;
  return [
    typeBranches(
      types,
      where,
      `j.id, j.earth <-> ${center} AS d, ${PREMIUM_RANK} AS pr`,
      `${upTo} ORDER BY j.earth <-> ${center} FETCH FIRST ${p.add(end)} ROWS WITH TIES`,
    ),
    p.values,
  ];
}
