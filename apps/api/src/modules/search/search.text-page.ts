// Text searches around a place. A common word over a wide radius has thousands of matches (Elektroniker, 100 km:
// 5,000 at 100k jobs, 50,000 at 1M); ranking and counting every one took 20-50 ms on PGlite and 250-450 ms on
// PostgreSQL, while the page's 20 lie among the nearest few dozen. So the counts come from a first circle around the
// place, through the text's GIN index (text and grid cells, migration 0042), ranked up to a cap (lower bounds when
// it is not the whole area or is full), and the page, where that circle does not hold it, from nearest-first walks of
// the point-and-words indexes (search.nearest.ts, migration 0046), which stop after the page. Circles that grew and
// shrank around the page's end through the GIN index were used before: several reads of 4-37 ms each at 1M jobs.
import type { Db } from '../../db.ts';
import type { SearchSort } from '@oabat/domain/search';
import type { TypeCounts } from './search.repository.ts';
import { AREA_RANK_CAP, AREA_READ_MIN, START_RADIUS_M, TEXT_RANK_CAP, READ_WAY, WHOLE_AREA_FACTOR } from './search.tuning.ts';
import { ALL_TYPES, nearestTextPage, typeBranches, wantedTypes } from './search.nearest.ts';
import { centerOf, jobWhere, Params, PREMIUM_RANK, PREPARED, relevanceKeys, type JobFilter } from './search.sql.ts';

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

/** ORDER BY inside array_agg over the selected columns (tier, k: distance or publishing date, pr: PREMIUM_RANK, id) for the sort. */
function aggOrder(sort: SearchSort, dir: 'ASC' | 'DESC') {
  if (sort === 'relevance') return `tier, k ${dir}, pr, id ${dir}`;
  if (sort === 'distance') return 'k, pr, id';
  return 'k DESC, id DESC';
}

function keys(f: JobFilter, sort: SearchSort, p: Params) {
  if (sort === 'relevance') return relevanceKeys(f, p);
  const tier = '0';
  if (sort === 'distance') return { tier, key: `j.earth <-> ${centerOf(f, p)}`, dir: 'ASC' as const, rank: PREMIUM_RANK };
  return { tier, key: 'j.published_at', dir: 'DESC' as const, rank: '0' };
}

async function run<T>(db: Db, sql: string, values: unknown[], stream: boolean) {
  // The text index narrows first: the planner guesses a text matches 5-20 % of the jobs and would walk another
  // index filtering every row by the text (a rare word in a small radius: 56 ms against 3 ms at 100k jobs). A
  // streaming read must not become a bitmap (which collects everything first).
  return (await db.queryWith<T>(stream ? READ_WAY.walk : READ_WAY.bitmap, sql, values, PREPARED))[0];
}

/**
 * The page of a text search in the sort's order and the matches per type, reading at most `cap` + 1 matches (null:
 * all). With more matches than the cap it is not `complete`: the page is unknown and the counts are lower bounds.
 * The matches come through the text's GIN index (its bitmap holds every match of the area before the first is read:
 * cheap for a small circle), or with `stream` (needs a place) through the point-and-words indexes, which hand them
 * over one by one, so the cap stops the read whatever the area holds.
 */
export async function rankedTextPage(
  db: Db,
  f: JobFilter,
  sort: SearchSort,
  limit: number,
  offset: number,
  cap: number | null,
  stream = false,
  wantedOnly = false,
): Promise<RankedText> {
  const p = new Params();
  const types = p.add(f.typeIds?.length ? f.typeIds : [1, 2, 3]);
  const k = keys(f, sort, p);
  // All types are read, for the counts of the other tabs (`wantedOnly`, streaming: the wanted types alone, the others count 0).
  const cols = `j.id, j.type_id, j.type_id = ANY(${types}::int[]) AS wanted, ${k.tier} AS tier, ${k.key} AS k, ${k.rank} AS pr`;
  const upTo = cap != null ? ` LIMIT ${p.add(cap + 1)}` : '';
  const matches = stream
    ? `SELECT * FROM (${typeBranches(wantedOnly ? wantedTypes(f) : ALL_TYPES, jobWhere({ ...f, typeIds: null, nearest: true }, p), cols)}) u${upTo}`
    : `SELECT ${cols} FROM jobs j WHERE ${jobWhere({ ...f, typeIds: null }, p)}${upTo}`;
  const row = await run<{ n: number; n1: number; n2: number; n3: number; front: number; ids: number[] | null }>(
    db,
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE type_id = 1)::int AS n1, count(*) FILTER (WHERE type_id = 2)::int AS n2,
            count(*) FILTER (WHERE type_id = 3)::int AS n3, count(*) FILTER (WHERE wanted AND tier = 0)::int AS front,
            (array_agg(id ORDER BY ${aggOrder(sort, k.dir)}) FILTER (WHERE wanted))[${p.add(offset + 1)}:${p.add(offset + limit)}] AS ids
       FROM (${matches}) x`,
    p.values,
    stream,
  );
  const complete = cap == null || row.n <= cap;
  return { ids: row.ids ?? [], counts: { counts: { 1: row.n1, 2: row.n2, 3: row.n3 }, stopped: !complete }, complete, front: row.front, read: row.n };
}

const maxCounts = (a: Record<number, number>, b: Record<number, number>) => ({
  1: Math.max(a[1] ?? 0, b[1] ?? 0),
  2: Math.max(a[2] ?? 0, b[2] ?? 0),
  3: Math.max(a[3] ?? 0, b[3] ?? 0),
});

/** The first circle for a table of `jobs` jobs: about as many matches in it whatever the table's size. */
export const startRadius = (jobs: number) => Math.min(START_RADIUS_M, Math.max(3_000, START_RADIUS_M * Math.sqrt(100_000 / Math.max(1, jobs))));

/**
 * The page of a text search around a place, and its counts. The first circle (`startM`, or the whole area if
 * not much larger) ranks every match in the sort's order, at most `cap`, and gives the counts: exact when it is the whole
 * area, else lower bounds. It also gives the page where it holds the page's end (nothing farther can come before
 * it), and an area that at its density holds at most AREA_RANK_CAP matches is ranked whole (exact page and counts). Otherwise
 * nearest first and relevance walk the point-and-words indexes outward (search.nearest.ts): relevance the title
 * matches (its first tier), then, past the area's last title match, the other matches. Newest first needs every
 * match of the area: without a whole ranking `ids` is null (the caller walks the date index or sorts the area).
 */
export async function circlePage(
  db: Db,
  f: JobFilter,
  sort: SearchSort,
  limit: number,
  offset: number,
  startM: number,
  cap = TEXT_RANK_CAP,
): Promise<{ ids: number[] | null; counts: TypeCounts; areaWanted: number }> {
  const R = f.radiusM!;
  const end = offset + limit;
  const circle = await firstCircle(db, f, sort, limit, offset, startM, cap);
  const { r0, first } = circle;
  let counts = circle.counts;
  // About how many matches the area has at the first circle's density, of all types and of the wanted ones (for the
  // caller's newest-first read; `front` counts them, as newest first has no tiers). A full circle says "many".
  // The density, not an upper bound: an upper bound (k + 2√k + 3) spared the reads that found the area full (at 1M
  // jobs 60 of 84 in the bench's mix, 3-12 ms each) but denied a sparse area its exact count ("12 Treffer" for
  // Elektroniker within 200 km of Passau became "mindestens"), which is what a pupil reads.
  const [areaMatches, areaWanted] = first.complete
    ? [first.read * (R / r0) ** 2, first.front * (R / r0) ** 2]
    : [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  if (first.complete && (r0 >= R || (sort !== 'date' && first.front >= end))) return { ids: first.ids, counts, areaWanted };
  // An area that at the first circle's density holds few matches is ranked whole at once: one read gives the exact
  // page and exact counts (a pupil sees "12 Treffer", not "mindestens 3"). Few, and read streaming: each match read
  // costs a row from the table, and jobs cluster in towns, so the guess is often wrong (at 1M jobs on PostgreSQL the
  // GIN bitmap of a 50 km area took 20 ms before its first row, where a streaming read stops at the cap).
  const wholeCap = Math.min(cap, AREA_RANK_CAP);
  const readCap = (estimate: number) => Math.min(wholeCap, Math.max(AREA_READ_MIN, Math.ceil(2 * estimate)));
  if (areaMatches <= wholeCap) {
    const whole = await rankedTextPage(db, f, sort, limit, offset, readCap(areaMatches), true);
    if (whole.complete) return { ids: whole.ids, counts: whole.counts, areaWanted };
    // Both are lower bounds of the area's counts: the larger says more ("mindestens 61", not "mindestens 0").
    counts = { counts: maxCounts(counts.counts, whole.counts.counts), stopped: true };
  }
  // The wanted types alone may be few where all are many (internships around a city of apprenticeships): read whole
  // the same way, they give the exact page and their own exact counts (the other tabs keep their lower bounds), where
  // two walks would each pass the whole area's entries of those types (at 100k jobs on PGlite, "Pflege" among the
  // internships within 50 km of Nürnberg: two walks of 1.5 and 4 ms that found none).
  const wanted = wantedTypes(f);
  const wantedMatches = first.complete ? wanted.reduce((n, t) => n + (first.counts.counts[t] ?? 0), 0) * (R / r0) ** 2 : Number.POSITIVE_INFINITY;
  if (wanted.length < ALL_TYPES.length && areaMatches > wholeCap && wantedMatches <= wholeCap) {
    const own = await rankedTextPage(db, f, sort, limit, offset, readCap(wantedMatches), true, true);
    const merged = maxCounts(counts.counts, own.counts.counts);
    if (own.complete) {
      for (const t of wanted) merged[t as 1 | 2 | 3] = own.counts.counts[t];
      return { ids: own.ids, counts: { counts: merged, stopped: true }, areaWanted };
    }
    counts = { counts: merged, stopped: true };
  }
  if (sort === 'distance') return { ids: (await nearestTextPage(db, f, limit, offset, counts.counts)).ids, counts, areaWanted };
  if (sort === 'relevance') {
    const titles = await nearestTextPage(db, { ...f, titleOnly: true }, limit, offset, counts.counts);
    if (titles.matches >= end) return { ids: titles.ids, counts, areaWanted };
    // Fewer title matches in the area than the page's end: the rest of the page are the other matches, nearest
    // first, after all of the area's title matches.
    const restOffset = Math.max(0, offset - titles.matches);
    const rest = await nearestTextPage(db, { ...f, notTitle: true }, end - titles.matches - restOffset, restOffset, counts.counts);
    return { ids: [...titles.ids, ...rest.ids], counts, areaWanted };
  }
  return { ids: null, counts, areaWanted };
}

/** The counts of a text search around a place alone (the tabs beside the business and news tabs): its first circle's. */
export async function circleCounts(db: Db, f: JobFilter, startM: number, cap = TEXT_RANK_CAP): Promise<TypeCounts> {
  return (await firstCircle(db, f, 'distance', 0, 0, startM, cap)).counts;
}

/**
 * The first circle (`startM`, or the whole area if it is not much larger: the ring would cost little and the counts
 * are exact then) ranked up to the cap, and the counts it gives.
 */
async function firstCircle(db: Db, f: JobFilter, sort: SearchSort, limit: number, offset: number, startM: number, cap: number) {
  const r0 = f.radiusM! <= startM * WHOLE_AREA_FACTOR ? f.radiusM! : startM;
  const first = await rankedTextPage(db, { ...f, radiusM: r0 }, sort, limit, offset, cap);
  const counts: TypeCounts = { counts: first.counts.counts, stopped: !(r0 >= f.radiusM! && first.complete) };
  return { r0, first, counts };
}
