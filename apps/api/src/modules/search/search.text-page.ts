// Text searches read through the text index (GIN: text and grid cells, migration 0042). A common word over a wide
// radius has thousands of matches (Elektroniker, 100 km: 5,000 at 100k jobs, 50,000 at 1M); ranking and counting
// every one took 20-50 ms on PGlite and 250-450 ms on PostgreSQL, and even the index's bitmap of them takes 8 ms on
// PGlite, while the page's 20 lie among the nearest few dozen. So such a search ranks the matches of a smaller
// circle around the place that holds the page (circlePage), at most a cap of them; its counts are then lower bounds.
// For relevance those circles read the title matches alone (their own, smaller index, migration 0044). Each match
// read costs about 4 µs on PGlite, so the cost follows the matches read, not the table's size. (A nearest-first walk
// of the point index checking the text on each job was tried: 3 µs a job, and a page of a word in 1 of 40 jobs
// needs 800 of them.)
import type { Db } from '../../db.ts';
import type { SearchSort } from '@oabat/domain/search';
import { TEXT_WORK_MEM, type TypeCounts } from './search.repository.ts';
import { jobWhere, Params, relevanceKeys, type JobFilter } from './search.sql.ts';

/** Matches of one circle ranked at most: about 4 ms on PGlite. */
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

/** ORDER BY inside array_agg over the selected columns (tier, k: distance or publishing date, id) for the sort. */
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
export async function rankedTextPage(db: Db, f: JobFilter, sort: SearchSort, limit: number, offset: number, cap: number | null,
  wantedOnly = false): Promise<RankedText> {
  const p = new Params();
  // All types are read for the counts of the other tabs; a read for the page alone (`wantedOnly`) reads the wanted
  // types only, so that the cap and `read` concern what can be on the page.
  const where = jobWhere(wantedOnly ? f : { ...f, typeIds: null }, p);
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

/** The first circle of a text search around a place at 100,000 jobs; with more jobs it shrinks (same matches in it). */
const START_RADIUS_M = 25_000;
/** Circles tried before the smallest full one (or the whole area) is ranked whole. */
const MAX_ROUNDS = 6;

/** The first circle for a table of `jobs` jobs: about as many matches in it whatever the table's size. */
export const startRadius = (jobs: number) => Math.min(START_RADIUS_M, Math.max(3_000, START_RADIUS_M * Math.sqrt(100_000 / Math.max(1, jobs))));

/**
 * The page of a text search around a place, read from the smallest circle that holds it. Every match within a
 * radius r is ranked (at most `cap`); when r holds the page's end among the wanted matches, nothing farther can come
 * before it. The first circle (`startM`, or the whole area if smaller) ranks every match in the sort's order and
 * gives the counts: exact when it is the whole area, else lower bounds. Where it does not hold the page, the next
 * circles read what the page is made of: for relevance the title matches alone (tier 0, nearest first), for nearest
 * first every match. Newest first needs every match of the area: it gets the page only from a first circle that is
 * the whole area (`ids` null otherwise). Relevance pages past the area's title matches rank the whole area.
 */
export async function circlePage(db: Db, f: JobFilter, sort: SearchSort, limit: number, offset: number, startM: number,
  cap = TEXT_RANK_CAP): Promise<{ ids: number[] | null; counts: TypeCounts; areaMatches: number; wantedShare: number }> {
  const R = f.radiusM!;
  const { r0, first, counts } = await firstCircle(db, f, sort, limit, offset, startM, cap);
  // For the caller's choice of a newest-first way: about how many matches the area has (at the first circle's
  // density), and which share of them is wanted.
  const found = { counts, areaMatches: first.read * (R / r0) ** 2, wantedShare: first.front / Math.max(1, first.read) };
  if (first.complete && (r0 >= R || (sort !== 'date' && first.front >= offset + limit))) return { ids: first.ids, ...found };
  // An area that at the first circle's density holds no more than the cap is ranked whole at once: one read, exact
  // page and counts (a word of one job type rare around the place took several circles before). Not for relevance
  // while the first circle had wanted title matches: a wider circle of those alone is cheaper (jobs cluster in
  // towns, so the whole area often holds far more than its share).
  if (first.complete && found.areaMatches <= cap && (sort !== 'relevance' || first.front === 0)) {
    const whole = await rankedTextPage(db, f, sort, limit, offset, cap);
    if (whole.complete) return { ...found, ids: whole.ids, counts: whole.counts };
  }
  if (sort === 'date') return { ids: null, ...found };
  if (sort === 'distance') {
    const near = await settle(db, f, limit, offset, r0, first, cap);
    if (near) return { ...found, ids: near.ids };
  } else {
    // The first circle's ranking read the title matches too (its tier 0: `front`), so a complete one tells how
    // dense they are; a full one says nothing about them, and one without any cannot say how far they are: then the
    // title matches of the whole area are read first (far fewer than its matches).
    const none = first.complete && !first.front;
    const titles = await settle(db, { ...f, titleOnly: true }, limit, offset, none ? R : r0, first.complete && !none ? first : null, cap);
    if (titles && !titles.short) return { ...found, ids: titles.ids };
    if (titles) {
      // Fewer title matches in the whole area than the page's end: the rest of the page are the other matches,
      // nearest first, after all `t0` title matches.
      const t0 = titles.front;
      const restOffset = Math.max(0, offset - t0);
      const rest = await settle(db, { ...f, notTitle: true }, offset + limit - t0 - restOffset, restOffset, r0, null, cap);
      if (rest) return { ...found, ids: [...titles.ids, ...rest.ids] };
    }
  }
  const all = await rankedTextPage(db, f, sort, limit, offset, null);
  return { ...found, ids: all.ids, counts: all.counts };
}

/** The counts of a text search around a place alone (the tabs beside the business and news tabs): its first circle's. */
export async function circleCounts(db: Db, f: JobFilter, startM: number, cap = TEXT_RANK_CAP): Promise<TypeCounts> {
  return (await firstCircle(db, f, 'distance', 0, 0, startM, cap)).counts;
}

/** The first circle (`startM`, or the whole area if smaller) ranked up to the cap, and the counts it gives. */
async function firstCircle(db: Db, f: JobFilter, sort: SearchSort, limit: number, offset: number, startM: number, cap: number) {
  const r0 = Math.min(f.radiusM!, startM);
  const first = await rankedTextPage(db, { ...f, radiusM: r0 }, sort, limit, offset, cap);
  const counts: TypeCounts = { counts: first.counts.counts, stopped: !(r0 >= f.radiusM! && first.complete) };
  return { r0, first, counts };
}

/**
 * Circles over the filter `g` nearest first until one holds the page's end: one with more matches than the cap
 * shrinks, one with too few grows by the share of wanted matches it showed, never past a circle known to be the
 * other way. `short` when the whole area holds fewer than the page's end (`front` of them, `ids` the page's part of
 * them); null when the circles do not settle and the smallest full one, ranked whole, does not hold the page either.
 */
async function settle(db: Db, g: JobFilter, limit: number, offset: number, r0: number,
  known: Pick<RankedText, 'complete' | 'read' | 'front'> | null, cap: number): Promise<{ ids: number[]; short: boolean; front: number } | null> {
  const R = g.radiusM!;
  const end = offset + limit;
  let tooMany: number | null = null;
  let tooFew = 0;
  let r = r0;
  // `known`: what a read of the circle r0 found, if any (else r0 is read first).
  let at = known;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (at?.complete) {
      // Too few: grow to hold the page's end at the share of wanted matches this circle showed, with room.
      tooFew = r;
      const share = Math.max(at.front, 1) / Math.max(at.read, 1);
      const next = r * Math.max(1.5, Math.sqrt(Math.min(cap / 2, (end * 1.5) / share) / Math.max(at.read, 1)));
      r = Math.min(R, tooMany != null ? (r + tooMany) / 2 : next);
    } else if (at) {
      // Too many: the true count is unknown (at least the cap), so halve, not below a circle known to be too small.
      tooMany = r;
      r = Math.max(r / 2, (tooFew + r) / 2);
    }
    const next = await rankedTextPage(db, { ...g, radiusM: r }, 'distance', limit, offset, cap, true);
    if (next.complete && next.front >= end) return { ids: next.ids, short: false, front: next.front };
    if (next.complete && r >= R) return { ids: next.ids, short: true, front: next.front };
    at = next;
  }
  // The circles did not settle: the smallest one known to be full, ranked whole, if it holds the page.
  if (tooMany != null && tooMany < R) {
    const full = await rankedTextPage(db, { ...g, radiusM: tooMany }, 'distance', limit, offset, null, true);
    if (full.front >= end) return { ids: full.ids, short: false, front: full.front };
  }
  return null;
}
