// Builds the WHERE clause and ORDER BY of a job search from a filter; parameters are numbered as they are added.
import type { QueryOptions } from '../../db.ts';
import type { SearchSort } from '@oabat/domain/search';
import { coveringCells } from './search.cells.ts';
import { WORD_CELL_LEVEL, wordCellKeys } from './search.word-cells.ts';
import { EARTH_RADIUS_M, earthPoint } from './search.geo.ts';
import { jobListedSql } from '../jobs/job-expiry.ts';
import { fairPaySql } from '../jobs/job-fair-pay.ts';
import { premiumBusiness } from '../../lib/sql-rules.ts';

export interface JobFilter {
  typeIds?: number[] | null;
  /** Stemmed tsquery text (search.tsquery.ts), not the raw words. */
  tsquery?: string | null;
  lat?: number | null;
  lon?: number | null;
  radiusM?: number | null;
  categoryIds?: number[] | null;
  graduations?: string[] | null;
  startYear?: number | null;
  durationMax?: number | null;
  salaryLower?: number | null;
  salaryUpper?: number | null;
  /** Only jobs stating at least this first-year pay (apprenticeships, migration 0080). */
  minPayYear1?: number | null;
  /** Only apprenticeships with the "faire Vergütung" mark (job-fair-pay.ts, issue #36). */
  fairPay?: boolean;
  excludeSlug?: string | null;
  businessSlug?: string | null;
  /** A job fair (id): only the jobs of its participants while the fair is not over (/messe/{locationSlug}). */
  jobFairId?: number | null;
  /** A livestream (id): only the jobs of the businesses with a slot in it (/livestream/{id}/suche). */
  livestreamId?: number | null;
  /** A job list (slug or id): only its jobs. */
  list?: string | null;
  onlyPro?: boolean;
  channel?: string | null;
  /** avg_response_time in minutes: only businesses answering on average within it (businesses.avg_response_minutes). */
  maxResponseMinutes?: number | null;
  /** author_type of /api/v2/search: who wrote the job (only businesses do). */
  authorType?: string | null;
  /** Leave out the box condition (the caller knows another index serves better). */
  noBox?: boolean;
  /** The text only in the title and occupation words (title_vector, migrations 0044 and 0595): the first tier of relevance. */
  titleOnly?: boolean;
  /** The text anywhere but in the title words: the second tier of relevance. */
  notTitle?: boolean;
  /**
   * Read by a nearest-first walk of the point-and-words indexes (search.nearest.ts, migration 0046): the box bounds
   * the walk and the grid cells (for the GIN index) are left out.
   */
  nearest?: boolean;
}

/**
 * The search's statements are kept prepared (db.ts, QueryOptions.prepared): their texts follow the filter's shape,
 * never its values, and the transaction's planner settings fix the way each reads, so a generic plan fits every
 * value. Planning was most of a statement's time on PGlite: the nearest-first page of 20 took 3.7 ms planned each
 * time and 1.4 ms prepared, the type counts 2.2 and 1.6 ms (medians of 150 calls, 100k bench data, 29 Nov 2026).
 */
export const PREPARED: QueryOptions = { prepared: true };

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown) {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** The stored point of a job (migration 0033); its GiST index serves the box filter and nearest-first order. */
const EARTH = 'j.earth';

/**
 * The straight-line (chord) length through the sphere of a great-circle distance. `earth_distance(a, b) <= r` is
 * the same as `a <-> b <= chordOf(r)` (asin is monotonic), but the latter is one C call per row instead of the
 * nested SQL functions of earth_distance (sec_to_gc, earth(), asin): the radius filter of a count over thousands of
 * rows took most of its time (at 100k jobs on PGlite 48 ms against 12 ms for the same rows without it).
 */
export function chordOf(radiusM: number) {
  return radiusM >= Math.PI * EARTH_RADIUS_M ? 2 * EARTH_RADIUS_M : 2 * EARTH_RADIUS_M * Math.sin(radiusM / (2 * EARTH_RADIUS_M));
}

/** The search's point as a cube parameter (search.geo.ts, earthPoint); `f.lat` and `f.lon` must be set. */
export const centerOf = (f: { lat?: number | null; lon?: number | null }, p: Params) => `${p.add(earthPoint(f.lat!, f.lon!))}::cube`;

/**
 * What every search reads: published and not expired (issue 33, jobListedSql). The status implies the partial indexes'
 * predicate; the date check is a filter on type_id and start_date, which the covering and date indexes include.
 */
export const JOB_LISTED = jobListedSql('j');

/** Conditions on `jobs j` (published, not expired). Uses the partial GIN/GiST indexes: the expressions match them exactly. */
export function jobWhere(f: JobFilter, p: Params): string {
  const w = [JOB_LISTED];
  if (f.typeIds?.length) w.push(`j.type_id = ANY(${p.add(f.typeIds)}::int[])`);
  // A text around a place reads the word-and-cell index where it fits (migration 0714): the text is then a filter on
  // its rows, written as the function so that the text indexes cannot take its place in the plan.
  const keys =
    f.tsquery && !f.titleOnly && !f.nearest && f.lat != null && f.lon != null && f.radiusM != null ? wordCellKeys(f.tsquery, f.lat, f.lon, f.radiusM) : null;
  if (keys) {
    w.push(`job_word_cells(j.search_vector, j.cells[${WORD_CELL_LEVEL}]) && ${p.add(keys)}::int[]`);
    w.push(`ts_match_vq(j.search_vector, ${p.add(f.tsquery)}::tsquery)`);
  } else if (f.tsquery) w.push(`j.${f.titleOnly ? 'title_vector' : 'search_vector'} @@ ${p.add(f.tsquery)}::tsquery`);
  if (f.tsquery && f.notTitle) w.push(`NOT j.title_vector @@ ${p.add(f.tsquery)}::tsquery`);
  if (f.lat != null && f.lon != null && f.radiusM != null) {
    const center = centerOf(f, p);
    const chord = `${p.add(chordOf(f.radiusM))}::float8`;
    // With a text, the GIN index narrows best (a word matches a few percent of jobs, a box around a city
    // up to half of them; its grid cells, below, narrow to the place in the same index) and the distance is a
    // cheap filter on its rows; the planner cannot tell, since it guesses a fixed 0.1 % for any box, so the box
    // condition is only given when there is no text.
    // earth_box(center, r) is cube_enlarge(center, chord of r, 3).
    if ((!f.tsquery || f.nearest) && !f.noBox) w.push(`cube_enlarge(${center}, ${chord}, 3) @> ${EARTH}`);
    // With a text, the grid cells around the place narrow inside the text's GIN index (migration 0042).
    const cells = f.tsquery && !f.nearest && !keys ? coveringCells(f.lat, f.lon, f.radiusM) : null;
    if (cells) w.push(`j.cells && ${p.add(cells)}::int[]`);
    w.push(`${EARTH} <-> ${center} <= ${chord}`);
  }
  if (f.categoryIds?.length) w.push(`j.category_id = ANY(${p.add(f.categoryIds)}::int[])`);
  if (f.graduations?.length) w.push(`(j.graduation IS NULL OR j.graduation = ANY(${p.add(f.graduations)}::text[]))`);
  if (f.startYear != null) w.push(`(j.start_date IS NULL OR extract(year FROM j.start_date) = ${p.add(f.startYear)})`);
  if (f.durationMax != null) w.push(`(j.duration_months IS NULL OR j.duration_months <= ${p.add(f.durationMax)})`);
  if (f.salaryLower != null) w.push(`coalesce(j.salary_upper, j.salary_lower) >= ${p.add(f.salaryLower)}`);
  if (f.salaryUpper != null) w.push(`coalesce(j.salary_lower, j.salary_upper) <= ${p.add(f.salaryUpper)}`);
  if (f.minPayYear1 != null) w.push(`j.pay_year_1 >= ${p.add(f.minPayYear1)}`);
  if (f.fairPay) w.push(fairPaySql('j'));
  if (f.excludeSlug) w.push(`j.slug <> ${p.add(f.excludeSlug)}`);
  if (f.businessSlug) w.push(`j.business_id = (SELECT id FROM businesses WHERE slug = ${p.add(f.businessSlug)})`);
  if (f.jobFairId != null) {
    w.push(
      `j.business_id IN (SELECT fb.business_id FROM job_fair_businesses fb JOIN job_fairs jf ON jf.id = fb.job_fair_id
                          WHERE jf.id = ${p.add(f.jobFairId)} AND jf.end_at >= now())`,
    );
  }
  if (f.livestreamId != null) w.push(`j.business_id IN (SELECT s.business_id FROM livestream_slots s WHERE s.livestream_id = ${p.add(f.livestreamId)})`);
  if (f.list) {
    w.push(
      `j.id IN (SELECT i.job_id FROM job_list_items i JOIN job_lists l ON l.id = i.job_list_id WHERE l.slug = ${p.add(f.list)} OR l.id::text = ${p.add(f.list)})`,
    );
  }
  if (f.onlyPro) w.push(premiumBusiness('j.business_id'));
  // The main channel (oabat) shows everything; another channel only the businesses that joined it.
  if (f.channel && f.channel !== 'oabat') {
    w.push(
      `EXISTS (SELECT 1 FROM business_channels bc JOIN channels c ON c.id = bc.channel_id WHERE bc.business_id = j.business_id AND c.slug = ${p.add(f.channel)})`,
    );
  }
  // A business without a figure (fewer than 3 answered chats) is left out only when the filter is given.
  if (f.maxResponseMinutes != null) {
    w.push(`EXISTS (SELECT 1 FROM businesses rb WHERE rb.id = j.business_id AND rb.avg_response_minutes <= ${p.add(f.maxResponseMinutes)})`);
  }
  // Jobs are only ever authored by businesses: author_type 'business' (or none) changes nothing, any other author
  // (school, region, ...) has no jobs, so the result is empty rather than an error.
  if (f.authorType && f.authorType.toLowerCase() !== 'business') w.push('false');
  return w.join(' AND ');
}

/** The sort actually used: relevance needs a text, distance needs a point. Every order ends in the unique id. */
export function effectiveSort(f: JobFilter, wanted: SearchSort | undefined): SearchSort {
  const hasPoint = f.lat != null && f.lon != null;
  if (wanted === 'relevance' && f.tsquery) return 'relevance';
  if (wanted === 'distance' && hasPoint) return 'distance';
  if (wanted === 'date') return 'date';
  if (wanted === 'pay') return 'pay';
  return f.tsquery ? 'relevance' : hasPoint ? 'distance' : 'date';
}

/**
 * Premium first among equally near jobs (issue 16; premium is subscription type 2, 02 §9): 0 for a premium business's
 * job, 1 for any other. "Equally near" is what the search already treats as a tie: the same distance key (a job
 * stands at its site's town, so the jobs of one town are equally near). So this key sits between the distance and
 * the id in every nearest-first order, and never lifts a job over a nearer one. One lookup on the primary key of
 * business_subscription_types per sorted row: the orders sort pages or capped circles, never the table.
 */
export const PREMIUM_RANK = `CASE WHEN ${premiumBusiness('j.business_id')} THEN 0 ELSE 1 END`;

/** The same order in JS, for rows read with their distance `d` and PREMIUM_RANK `pr` (search.nearest.ts merges walks). */
export const byNearness = (x: { d: number; pr: number; id: number }, y: { d: number; pr: number; id: number }) => x.d - y.d || x.pr - y.pr || x.id - y.id;

/**
 * The keys of relevance: the tier (0 when the text matches the job's title words: its name and its
 * occupation; title_vector, migration 0595; 1 when it matches only elsewhere: business, place or description),
 * then nearest first with a point (premium first among equally near: `rank`, PREMIUM_RANK) or newest first without,
 * then the id in the same direction. Decided so (the spec
 * does not say): a pupil searching "Koch" near home wants cook jobs close by before a bakery that mentions its
 * kitchen, and the title matches nearest first can be read circle by circle (search.text-page.ts) where a text rank
 * (ts_rank) needs every match of the area ranked.
 */
export function relevanceKeys(f: JobFilter, p: Params) {
  const tier = `CASE WHEN j.title_vector @@ ${p.add(f.tsquery)}::tsquery THEN 0 ELSE 1 END`;
  return f.lat != null && f.lon != null
    ? { tier, key: `${EARTH} <-> ${centerOf(f, p)}`, dir: 'ASC' as const, rank: PREMIUM_RANK }
    : { tier, key: 'j.published_at', dir: 'DESC' as const, rank: '0' };
}

/** ORDER BY for the sort; it reuses the parameters of the WHERE clause by value. */
export function jobOrder(f: JobFilter, sort: SearchSort, p: Params): string {
  if (sort === 'relevance') {
    const r = relevanceKeys(f, p);
    return `${r.tier}, ${r.key} ${r.dir}, ${r.rank}, j.id ${r.dir}`;
  }
  // Nearest first straight from the index (KNN): the chord distance `<->` orders exactly like the great-circle distance.
  if (sort === 'distance') return `${EARTH} <-> ${centerOf(f, p)}, ${PREMIUM_RANK}, j.id`;
  // The order of jobs_pay_year_1_idx (migration 0080), so a page without place or text walks it and stops.
  if (sort === 'pay') return `j.pay_year_1 DESC NULLS LAST, j.id DESC`;
  return `j.published_at DESC, j.id DESC`;
}
