// The tuning constants of search in one place, each with the measurement that set it. The strategies
// that use them are chosen in search.plan.ts; `npm run bench -- search` re-measures them.
import { SEARCH_TOTAL_CAP } from '@oabat/domain/search';

/**
 * Memory for the bitmap of a text's matches: with the default 4 MB the bitmap of a common word at 1M jobs turns
 * lossy and every job on those pages is checked against the text again (54k extra rows for "Koch").
 */
export const TEXT_WORK_MEM = '32MB';

/** From this radius on, a date-sorted page walks the date index instead of the box (migration 0035). */
export const WIDE_RADIUS_M = 50_000;

/** An area's matches are read and sorted by date where it should hold at most this many (about 2-4 ms). */
export const DATE_SORT_CAP = 2000;

/**
 * The type counts scan at most this many matches together: the same 1,000 as v2's total and a text search's circle
 * (it was 3,000; the scan of a dense area was the largest part of a search without text, 3-6 ms at 100k jobs on
 * PGlite, for figures shown as "at least" anyway).
 */
export const TYPE_COUNT_CAP = SEARCH_TOTAL_CAP;

/** Matches of one circle ranked at most: about 4 ms on PGlite. */
export const TEXT_RANK_CAP = 1000;

/** An area is ranked whole (exact page and counts) when it should hold at most this many matches. */
export const AREA_RANK_CAP = 250;

/**
 * Such a read stops after twice the matches its estimate expects, but not before this many: matches cluster in towns,
 * so a first circle that found none may lie beside a town full of them ("Computer" within 100 km of Passau at 100k
 * jobs: none within 25 km, more than 250 in the area), and a read that finds the area full is wasted (8 ms there on
 * PGlite for 251 matches). An area of up to this many matches is still counted exactly whatever its first circle saw.
 */
export const AREA_READ_MIN = 60;

/** The first circle of a text search around a place at 100,000 jobs; with more jobs it shrinks (same matches in it). */
export const START_RADIUS_M = 25_000;

/**
 * An area up to this many times the first circle's radius is read whole as the first circle (at 100,330 jobs the
 * circle was 24.96 km, and a search within 25 km missed exact counts and its page by a 40 m ring).
 */
export const WHOLE_AREA_FACTOR = 1.25;

/** The planner's job count (pg_class.reltuples) is read again after this long; it changes slowly. */
export const JOBS_ESTIMATE_MAX_AGE_MS = 60_000;

/**
 * A text around a place reads the word-and-cell index (search.word-cells.ts) with at most this many keys (words x
 * level-1 cells): each key is a lookup of its own, so past it the text-and-cells index is read instead. A first
 * circle at 1M jobs (7.9 km, about 20 cells) with an occupation's words stays below it; an interest's 19 words or
 * a wide radius do not.
 */
export const WORD_CELL_KEYS_MAX = 256;

/**
 * What a search's reads run with besides their index choice: memory for a text's bitmap (TEXT_WORK_MEM), and no
 * parallel workers nor JIT. Their plans are generic (prepared), so the planner guesses how many rows the word-and-cell
 * keys match (95,558 for 874 at 1M jobs): it started two workers for a read of 0.5 ms (7.4 ms with their start) and,
 * past its cost limit, compiled the statement (JIT 11.7 ms for a read of 3 ms) (29 Nov 2026).
 */
const READ_SETTINGS = [`work_mem = '${TEXT_WORK_MEM}'`, 'max_parallel_workers_per_gather = 0', 'jit = off'] as const;

/**
 * The three ways a search read goes, never through the whole table: `walk` an index in its order (KNN, date; stops
 * after the page: a bitmap would collect every row first), collect a `bitmap` (a text's few matches, sorted after),
 * or `index`, either of both. Each way is one fixed set of settings, so that on PostgreSQL each has a pool of
 * connections that start with it (db.ts, SettingsPools) and a read is one round trip without `BEGIN; SET LOCAL`.
 */
export const READ_WAY = {
  walk: ['enable_seqscan = off', 'enable_bitmapscan = off', ...READ_SETTINGS],
  bitmap: ['enable_seqscan = off', 'enable_indexscan = off', ...READ_SETTINGS],
  index: ['enable_seqscan = off', ...READ_SETTINGS],
} as const;
