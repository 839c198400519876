// Text searches read through the text index (GIN: text and grid cells, migration 0042). A common word over a wide
// radius has thousands of matches (Elektroniker, 100 km: 5,000 at 100k jobs, 50,000 at 1M); ranking and counting
// every one took 20-50 ms on PGlite and 250-450 ms on PostgreSQL, while the page's 20 lie among the nearest few
// dozen. So a search first ranks at most a cap of matches (all of them where there are few: exact page and counts),
// and where there are more, reads the page from a smaller circle around the place that still holds it
// (nearPage); the counts are then the cap's figures, lower bounds. Each row costs about 4 µs on PGlite, so the cost
// follows the matches read, not the table's size. (A nearest-first walk of the point index checking the text on
// each job was tried: 3 µs a job, and a page of a word in 1 of 40 jobs needs 800 of them.)
import type { Db } from '../../db.ts';
import type { SearchSort } from '@oabat/domain/search';
import { TEXT_WORK_MEM, type TypeCounts } from './search.repository.ts';
import { jobWhere, Params, relevanceKeys, type JobFilter } from './search.sql.ts';

/** Matches ranked at most before a search takes the smaller circle: about 4 ms on PGlite. */
export const TEXT_RANK_CAP = 1000;

export interface RankedText {
  /** The page; valid only when `complete`. */
  ids: number[];
  /** Matches per type among those read: exact when `complete`, else lower bounds. */
  counts: TypeCounts;
  /** Every match was read (fewer than the cap, or no cap). */
  complete: boolean;
  /** How many of those read belong on the page's list (wanted type; for relevance, of the first tier). */
  front: number;
  /** How many were read. */
  read: number;
}

/** ORDER BY inside array_agg over the selected columns (tier, d, pub, id) for the sort. */
function aggOrder(sort: SearchSort, dir: 'ASC' | 'DESC') {
  if (sort === 'relevance') return `tier, k ${dir}, id ${dir}`;
  if (sort === 'distance') return 'k, id';
  return 'k DESC, id DESC';
}

function keys(f: JobFilter, sort: SearchSort, p: Params) {
  if (sort === 'relevance') return relevanceKeys(f, p);
  const tier = '0';
  if (sort === 'distance') return { tier, key: `j.earth <-> ll_to_earth(${p.add(f.lat)}::float8, ${p.add(f.lon)}::float8)`, dir: 'ASC' as const };
  return { tier, key: 'j.published_at', dir: 'DESC' as const };
}

async function run<T>(db: Db, sql: string, values: unknown[]) {
  // The text index narrows first: the planner guesses a text matches 5-20 % of the jobs and would walk another
  // index filtering every row by the text (a rare word in a small radius: 56 ms against 3 ms at 100k jobs).
  return (await db.tx(async (tx) => {
    await tx.exec(`SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL work_mem = '${TEXT_WORK_MEM}'`);
    return tx.query<T>(sql, values);
  }))[0];
}

/**
 * The page of a text search in the sort's order and the matches per type, reading at most `cap` + 1 matches (null:
 * all). With more matches than the cap it is not `complete`: the page is unknown and the counts are lower bounds.
 */
export async function rankedTextPage(db: Db, f: JobFilter, sort: SearchSort, limit: number, offset: number, cap: number | null): Promise<RankedText> {
  const p = new Params();
  const where = jobWhere({ ...f, typeIds: null }, p);
  const types = p.add(f.typeIds?.length ? f.typeIds : [1, 2, 3]);
  const k = keys(f, sort, p);
  const row = await run<{ n: number; n1: number; n2: number; n3: number; front: number; ids: number[] | null }>(db,
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE type_id = 1)::int AS n1, count(*) FILTER (WHERE type_id = 2)::int AS n2,
            count(*) FILTER (WHERE type_id = 3)::int AS n3, count(*) FILTER (WHERE wanted AND tier = 0)::int AS front,
            (array_agg(id ORDER BY ${aggOrder(sort, k.dir)}) FILTER (WHERE wanted))[${p.add(offset + 1)}:${p.add(offset + limit)}] AS ids
       FROM (SELECT j.id, j.type_id, j.type_id = ANY(${types}::int[]) AS wanted, ${k.tier} AS tier, ${k.key} AS k
               FROM jobs j WHERE ${where}${cap != null ? ` LIMIT ${p.add(cap + 1)}` : ''}) x`, p.values);
  const complete = cap == null || row.n <= cap;
  return { ids: row.ids ?? [], counts: { counts: { 1: row.n1, 2: row.n2, 3: row.n3 }, stopped: !complete }, complete, front: row.front, read: row.n };
}

/**
 * The page of a text search around a place (relevance or nearest first) read from a circle smaller than the search's
 * that still holds it: every match within a radius r is read, so when r holds the page's end among the first tier
 * (relevance) or among all wanted matches (nearest first), nothing farther can come before it. `share` is the part
 * of the area's matches that count for the page (from rankedTextPage's sample); the first circle is the one that
 * should hold the page at that share with some room, each next one grows by what the last one found, and the
 * search's own radius, read whole, always answers.
 */
export async function nearPage(db: Db, f: JobFilter, sort: 'relevance' | 'distance', limit: number, offset: number, share: number,
  matches: number): Promise<number[]> {
  const R = f.radiusM!;
  const end = offset + limit;
  // Matches spread over the area: a circle of radius r holds about matches * (r / R)^2 of them.
  let r = Math.min(R, R * Math.sqrt((end * 1.5) / Math.max(1, share * matches)));
  for (let round = 0; ; round++) {
    if (r >= R * 0.9 || round >= 3) r = R;
    const page = await rankedTextPage(db, { ...f, radiusM: r }, sort, limit, offset, null);
    if (r === R) return page.ids;
    if (page.front >= end) return page.ids;
    // Grow by what this circle held: to hold `end` at the density it showed, with room.
    r *= Math.max(1.5, Math.sqrt((end * 1.5) / Math.max(1, page.front)));
  }
}
