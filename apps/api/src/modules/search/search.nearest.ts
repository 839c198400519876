// A text's matches around a place, nearest first, straight from the point-and-words indexes (migration 0046): one
// KNN walk per wanted job type through that type's GiST index over (point, words), merged. Each walk checks the words
// on the index entries, skips stretches whose signature lacks them, and stops after the page's end, so the cost
// follows the page, not the number of matches in the area (at 1M jobs on PostgreSQL a page of a common word within
// 100 km: 1-3 ms; circles of the GIN index, which gather every match of a circle first, took 20-90 ms).
import type { Db } from '../../db.ts';
import { JOB_TYPE } from '@oabat/domain/constants';
import { chordOf, jobWhere, Params, type JobFilter } from './search.sql.ts';

export const ALL_TYPES = [JOB_TYPE.apprenticeship, JOB_TYPE.traineeship, JOB_TYPE.job];

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
 * place, nearest first, ties by id. Each type's walk gives its `end` nearest and every job at the last one's distance
 * (WITH TIES: the KNN order has the distance as its only key, so jobs at one distance come in no set order); merged,
 * they hold every match up to the `end`-th distance of them all, so sorting them with the tiebreak gives the page
 * exactly. Fewer matches than `end`: the walks found them all. The walks run one after another, the type with most
 * matches first (`share`: matches per type, as the first circle counted them): once the walks so far hold `end`
 * matches, a later walk needs only jobs up to the `end`-th distance of those (a box in its index condition ends
 * the walk there), so a page of all types reads about `end` jobs instead of `end` of each type.
 */
export async function nearestTextPage(db: Db, g: JobFilter, limit: number, offset: number,
  share: Record<number, number> = {}): Promise<NearestPage> {
  if (limit <= 0) return { ids: [], matches: 0 };
  const end = offset + limit;
  const p = new Params();
  const center = `ll_to_earth(${p.add(g.lat)}::float8, ${p.add(g.lon)}::float8)`;
  const where = jobWhere({ ...g, typeIds: null, nearest: true }, p);
  const types = (g.typeIds?.length ? ALL_TYPES.filter((t) => g.typeIds!.includes(t)) : [...ALL_TYPES])
    .sort((a, b) => (share[b] ?? 0) - (share[a] ?? 0) || a - b);
  const endP = p.add(end);
  const lastP = p.add(end - 1);
  const parts: string[] = [];
  // Without a bound so far (the walks hold fewer than `end`), the radius.
  const reach = types.length > 1 ? `${p.add(chordOf(g.radiusM ?? Number.POSITIVE_INFINITY))}::float8` : '';
  types.forEach((t, i) => {
    // The `end`-th distance of the walks so far: nothing farther can be on the page. A box, so that it is a
    // condition of the index and ends the walk, not a filter after it.
    const upTo = `coalesce((SELECT d FROM b${i - 1}), ${reach})`;
    const bound = i === 0 ? '' : ` AND j.earth <@ cube_enlarge(${center}, ${upTo} + 1, 3) AND j.earth <-> ${center} <= ${upTo}`;
    parts.push(`w${i} AS MATERIALIZED (${typeBranches([t], where, `j.id, j.earth <-> ${center} AS d`,
      `${bound} ORDER BY j.earth <-> ${center} FETCH FIRST ${endP} ROWS WITH TIES`)})`);
    const sofar = types.slice(0, i + 1).map((_, k) => `SELECT d FROM w${k}`).join(' UNION ALL ');
    parts.push(`b${i} AS (SELECT d FROM (${sofar}) x ORDER BY d OFFSET ${lastP} LIMIT 1)`);
  });
  const all = types.map((_, k) => `SELECT id, d FROM w${k}`).join(' UNION ALL ');
  const sql = `WITH ${parts.join(',\n')}
    SELECT least(count(*), ${endP})::int AS matches, (array_agg(id ORDER BY d, id))[${p.add(offset + 1)}:${endP}] AS ids FROM (${all}) x`;
  const row = (await db.tx(async (tx) => {
    // The KNN scan of the type's index: a bitmap cannot give the order, a sequential scan would read the table.
    await tx.exec('SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off');
    return tx.query<{ matches: number; ids: number[] | null }>(sql, p.values);
  }))[0];
  return { ids: row.ids ?? [], matches: row.matches };
}
