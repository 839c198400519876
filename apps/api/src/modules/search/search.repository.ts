// SQL of the job search: a page of job ids in a stable order, the cards of those ids, capped counts and facets.
// Businesses around a point: search.businesses.repository.ts; the vocabulary's words, synonyms and misses:
// search.vocabulary.repository.ts.
import type { Db, Queryable } from '../../db.ts';
import { SEARCH_TOTAL_CAP, type SearchSort } from '@oabat/domain/search';
import { centerOf, chordOf, JOB_LISTED, jobOrder, jobWhere, Params, PREPARED, type JobFilter } from './search.sql.ts';
import { cappedShares, innerCounts } from './search.cell-counts.ts';
import { typeBranches, wantedTypes } from './search.nearest.ts';
import type { TJobCard } from '@oabat/domain/search';
import { publicLogoUrls } from '@oabat/domain/media';
import { DATE_SORT_CAP, JOBS_ESTIMATE_MAX_AGE_MS, READ_WAY, TYPE_COUNT_CAP, WIDE_RADIUS_M } from './search.tuning.ts';
import { searchState } from './search.state.ts';
import { isFairPay } from '@oabat/domain/fair-pay-mark';
import { greatCircleM } from './search.geo.ts';
import { likedRating, premiumBusiness } from '../../lib/sql-rules.ts';

/**
 * Runs a capped count with sequential scans off. A LIMIT makes the planner hope to stop early in a table scan, and
 * it guesses a text matches 5-20 % of the jobs (often it is a few dozen in the radius), so it read the whole table
 * (at 100k jobs on PGlite 96 ms) where the GIN or GiST index answers in a few ms. Every count has an index to use.
 */

export function indexed<T>(db: Db, f: JobFilter, sql: string, values: unknown[]) {
  // Without a text, a plain index scan also stops at the cap, while a bitmap first collects every row of the box
  // (at 1M jobs on PostgreSQL 275k rows and 140 ms around Munich before the first one is counted).
  return db.queryWith<T>(f.tsquery ? READ_WAY.index : READ_WAY.walk, sql, values, PREPARED);
}

/** The wire card of the domain, as read (the date is serialised on the way out). */
/** A card's logo: its public URLs, or null without a public logo. */
export const withLogo = (uid: string | null): { urls: Record<string, string> } | null => {
  const urls = publicLogoUrls(uid);
  return urls ? { urls } : null;
};

export type JobCard = Omit<TJobCard, 'published_at'> & { published_at: Date };

/**
 * How a newest-first page in a radius is read: `walk` the date index filtering by place (stops after the page),
 * sort the `box`'s matches, or `try` a walk of at most a budget of rows and sort the box only if the walk did
 * not find the page within it (used when a stopped count cannot tell how dense the matches are).
 */
export type DateWay = 'walk' | 'box' | 'try';

/**
 * Jobs a `try` walk may read before it gives up. A walk that gives up after B jobs has shown that the area holds fewer
 * than pageEnd * jobs / B matches, which the box then sorts; a job walked costs about a quarter of a match sorted
 * (0.3-1 µs from the index, migration 0047, against 1-4 µs), so B = 2 * sqrt(pageEnd * jobs) balances the worst of
 * both: at 100,000 jobs a first page walks at most 2,800 jobs, at 1M 9,000.
 */
export const dateWalkBudget = (pageEnd: number, jobs: number) => Math.max(1000, Math.round(2 * Math.sqrt(pageEnd * Math.max(jobs, 1))));

/**
 * Ids of one page in a stable order (unique tiebreak). Nearest first is read straight off the GiST index (KNN,
 * stops after the page); the planner underestimates box matches and would otherwise fetch every row in the box
 * through a bitmap and sort them (at 100k jobs 45-190 ms instead of 1-7 ms), so bitmap scans are off for it.
 */
export async function pageOfJobIds(
  db: Db,
  f: JobFilter,
  sort: SearchSort,
  limit: number,
  offset: number,
  dateWay?: DateWay,
  budget?: number,
): Promise<number[]> {
  // Newest first where matches are dense: walk the date index and filter by distance (stops after the page); where
  // they are sparse the box index is better (few rows to sort). The caller decides by the count (walkDateIndex);
  // without one, a wide radius counts as dense.
  const way = sort === 'date' ? (dateWay ?? ((f.radiusM ?? 0) >= WIDE_RADIUS_M ? 'walk' : 'box')) : 'box';
  if (way === 'try' && f.lat != null) {
    const found = await budgetedDateWalk(db, f, limit, offset, budget ?? dateWalkBudget(offset + limit, await jobsInTable(db)));
    if (found) return found;
    return pageOfJobIds(db, f, sort, limit, offset, 'box');
  }
  const walk = way === 'walk';
  const p = new Params();
  const where = jobWhere(walk ? { ...f, noBox: true } : f, p);
  const order = jobOrder(f, sort, p);
  let sql: string;
  if (sort !== 'distance' || f.tsquery) sql = `SELECT j.id FROM jobs j WHERE ${where} ORDER BY ${order} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`;
  else {
    // PostgreSQL 15 reads the KNN order only for a single sort key, not for `distance, id` (it sorted all 111k jobs
    // of a box at 1M jobs: 1.5 s). So: the distance of the last row of the page comes from the KNN scan alone, and
    // the page is every match within that distance (a box of that size, a few rows more than the page), sorted
    // with its unique tiebreak: exact even when jobs at the same distance straddle the page end (the box is a metre
    // wider against rounding; the distance condition is the exact one).
    const center = centerOf(f, p);
    const reach = `${p.add(chordOf(f.radiusM ?? Number.POSITIVE_INFINITY))}::float8`; // fewer matches than the page end: all of them
    sql = `WITH cut AS (SELECT j.earth <-> ${center} AS d FROM jobs j WHERE ${where} ORDER BY j.earth <-> ${center}
                         OFFSET ${p.add(offset + limit - 1)} LIMIT 1)
           SELECT j.id FROM jobs j WHERE ${where} AND j.earth <@ cube_enlarge(${center}, coalesce((SELECT d FROM cut), ${reach}) + 1, 3)
              AND j.earth <-> ${center} <= coalesce((SELECT d FROM cut), ${reach})
            ORDER BY ${order} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`;
  }
  // With a text, the text index narrows first and the few matches are sorted: the planner guesses a text matches
  // 5-20 % of the jobs and would walk the date or point index filtering every row by the text instead (a rare word
  // in a small radius: 56 ms at 100k jobs on PGlite against 3 ms).
  const read = f.tsquery ? READ_WAY.bitmap : sort === 'distance' ? READ_WAY.walk : null;
  const rows = read ? await db.queryWith<{ id: number }>(read, sql, p.values, PREPARED) : await db.query<{ id: number }>(sql, p.values, PREPARED);
  return rows.map((r) => r.id);
}

/**
 * A page of a job fair's jobs (strategy 'fair'): the participants' jobs come off the business index and are sorted
 * whole; they are a few hundred, so no walk or setting is needed.
 */
export async function fairPageOfJobIds(db: Db, f: JobFilter, sort: SearchSort, limit: number, offset: number): Promise<number[]> {
  const p = new Params();
  const where = jobWhere(f, p);
  const order = jobOrder(f, sort, p);
  const rows = await db.query<{ id: number }>(
    `SELECT j.id FROM jobs j WHERE ${where} ORDER BY ${order} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
    p.values,
  );
  return rows.map((r) => r.id);
}

/**
 * A text's newest-first page around a place. Where the area should hold few wanted matches (`areaWanted`, the first
 * circle's estimate) they are read (at most DATE_SORT_CAP) and sorted; in a denser area, or where the read finds
 * more, the date index is walked within a budget. What neither settles is sorted whole. All give the same page.
 */
export async function textPageByDate(db: Db, f: JobFilter, limit: number, offset: number, areaWanted: number, cap = DATE_SORT_CAP, budget?: number) {
  if (areaWanted <= cap) {
    const sorted = await textByDate(db, f, limit, offset, cap);
    if (sorted) return sorted;
  }
  return (
    (await budgetedDateWalk(db, f, limit, offset, budget ?? dateWalkBudget(offset + limit, await jobsInTable(db)))) ??
    (await textByDate(db, f, limit, offset, null))!
  );
}

/**
 * Every wanted match of a text around a place, newest first: read through the point-and-words indexes of the wanted
 * types (migration 0046), which hand over only that type's matches in the area (internships with "Fachinformatiker"
 * within 50 km of Würzburg at 1M jobs: 2.4 ms, where the GIN index read every type's matches from the table: 17 ms).
 * With a `cap`, null when the area holds more matches than that (the read stops there).
 */
async function textByDate(db: Db, f: JobFilter, limit: number, offset: number, cap: number | null) {
  const p = new Params();
  const matches = typeBranches(wantedTypes(f), jobWhere({ ...f, typeIds: null, nearest: true }, p), 'j.id, j.published_at');
  const read = cap == null ? matches : `SELECT * FROM (${matches}) m LIMIT ${p.add(cap + 1)}`;
  const row = (
    await db.queryWith<{ n: number; ids: number[] | null }>(
      READ_WAY.walk,
      `SELECT count(*)::int AS n, (array_agg(id ORDER BY published_at DESC, id DESC))[${p.add(offset + 1)}:${p.add(offset + limit)}] AS ids
         FROM (${read}) u`,
      p.values,
      PREPARED,
    )
  )[0];
  return cap != null && row.n > cap ? null : (row.ids ?? []);
}

/**
 * The newest-first page from the first `dateWalkBudget` jobs of the date index (of the one wanted type, through
 * its own index, when there is one), or null when they did not hold the page. Exact when it answers: the walk
 * reads in the page's order, so the first matches it meets are the first matches there are. Around Ingolstadt
 * (50 km, internships, 1M jobs on PostgreSQL) a stopped count could not tell the matches were dense, and sorting
 * the box read 150k rows (630 ms) where the walk needs a few hundred. The walk decides place and type from the
 * index alone (its INCLUDE columns, migration 0047: about 0.3 µs a job at 1M jobs on PostgreSQL) and reads the
 * table, by key, only for the jobs inside the area, to check the text and other filters.
 */
async function budgetedDateWalk(db: Db, f: JobFilter, limit: number, offset: number, budget: number) {
  const p = new Params();
  const one = f.typeIds?.length === 1 ? f.typeIds[0] : null;
  // Columns of the date index only (the status is its predicate; type and start date, for expiry, are included,
  // migration 0575): an index-only scan.
  const center = centerOf(f, p);
  const near = [`j.earth <-> ${center} <= ${p.add(chordOf(f.radiusM ?? Number.POSITIVE_INFINITY))}::float8`];
  if (one == null && f.typeIds?.length) near.push(`j.type_id = ANY(${p.add(f.typeIds)}::int[])`);
  // Everything else (text, filters) on the table's row, for the jobs near the place only.
  const rest = jobWhere({ ...f, lat: null, lon: null, radiusM: null, typeIds: null }, p);
  // The row's own verdict by key: an EXISTS here was turned into a hashed subplan that evaluated the text for every
  // job of the country that has the word (PGlite: 4,300 rows, twice, for 8 jobs in the area).
  const checked = rest === JOB_LISTED ? 'true' : `coalesce((SELECT ${rest} FROM jobs j WHERE j.id = w.id), false)`;
  // `type_id = x` lets PostgreSQL read the (type_id, published_at, id) index in order; a list of types cannot.
  // The walk streams: the outer LIMIT stops it at the page's end; the row numbered `budget` comes back as a marker
  // that the budget, not the table, ran out.
  const rows = await db.query<{ id: number; rn: number; ok: boolean }>(
    `SELECT id, rn, ok FROM (
       SELECT w.id, w.rn, CASE WHEN w.near THEN ${checked} ELSE false END AS ok FROM (
         SELECT d.id, d.near, row_number() OVER () AS rn FROM (
           SELECT j.id, (${near.join(' AND ')}) AS near FROM jobs j
            WHERE ${JOB_LISTED}${one != null ? ` AND j.type_id = ${p.add(one)}` : ''}
            ORDER BY ${one != null ? 'j.type_id, ' : ''}j.published_at DESC, j.id DESC LIMIT ${p.add(budget)}) d) w) x
      WHERE ok OR rn = ${p.add(budget)} LIMIT ${p.add(offset + limit + 1)}`,
    p.values,
    PREPARED,
  );
  const matches = rows.filter((r) => r.ok).map((r) => r.id);
  // A full page is exact; fewer matches are the last page only if the walk ran out of jobs, not out of budget.
  if (matches.length >= offset + limit) return matches.slice(offset, offset + limit);
  return rows.some((r) => Number(r.rn) === budget) ? null : matches.slice(offset);
}
/** Whether the jobs table has planner statistics (an ANALYZE ran on it some time, in this process or before). */
export async function jobsHaveStatistics(db: Queryable) {
  return !!(await db.one(`SELECT 1 FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'jobs' LIMIT 1`));
}

/** About how many jobs there are (the planner's figure, kept by ANALYZE/VACUUM), read at most once a minute. */
export async function jobsInTable(db: Db) {
  const state = searchState(db);
  if (Date.now() - state.jobsEstimate.at > JOBS_ESTIMATE_MAX_AGE_MS) {
    const row = await db.one<{ n: number }>(`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE relname = 'jobs' AND relkind = 'r'`);
    state.jobsEstimate = { n: row?.n ?? 0, at: Date.now() };
  }
  return state.jobsEstimate.n;
}

/**
 * How a newest-first page is cheaper: walking the date index reads about (offset + limit) / density rows
 * (density = matches / jobs), sorting the box reads all matches. With an exact count that decides it. A count that
 * stopped at its cap (`capped`) only says the area is dense, not how dense the wanted matches are (internships
 * around Ingolstadt: 300 of the 3,000 scanned, 14,600 in truth), so the walk is tried within a budget of rows
 * (DateWay 'try'). Newest first in 25 km around Munich (10k jobs in the box at 100k jobs): 16 ms by the box, under
 * 1 ms by the walk.
 */
export async function walkDateIndex(db: Db, matches: number, capped: boolean, pageEnd: number): Promise<DateWay> {
  return preferDateWalk(matches, capped, pageEnd, capped ? 0 : await jobsInTable(db));
}

/** The rule of walkDateIndex for `jobs` jobs in the table (0: unknown, before the first ANALYZE). */
export function preferDateWalk(matches: number, capped: boolean, pageEnd: number, jobs: number): DateWay {
  if (capped) return 'try';
  if (!jobs) return 'box';
  return matches * matches > pageEnd * jobs ? 'walk' : 'box';
}

/** Number of matches, counted up to the cap (beyond it the exact figure does not matter to anyone paging). */
export async function countJobs(db: Db, f: JobFilter) {
  // A city's inner cells alone often hold the cap: then no scan (search.cell-counts.ts).
  const inner = await innerCounts(db, f);
  if (inner && wantedTypes(f).reduce((n, t) => n + inner[t]!, 0) >= SEARCH_TOTAL_CAP) return SEARCH_TOTAL_CAP;
  const p = new Params();
  const where = jobWhere(f, p);
  return (await indexed<{ n: number }>(db, f, `SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs j WHERE ${where} LIMIT ${SEARCH_TOTAL_CAP}) x`, p.values))[0]
    .n;
}

/**
 * Cards of the given jobs, in the given order. The business comes by its key per row like occupation and place:
 * a join made the planner hash every business (20k at 1M jobs) for 20 cards.
 */
type PayColumns = Record<'pay_year_1' | 'pay_year_2' | 'pay_year_3' | 'pay_year_4', number | null> & { collective_agreement: boolean };

export async function jobCards(q: Queryable, ids: number[], f: JobFilter, viewerId: number | null): Promise<JobCard[]> {
  if (!ids.length) return [];
  const p = new Params();
  // The fair-pay mark is decided by the domain's isFairPay on the pay columns (the page's rule): in SQL its table of
  // minima made this statement's plan a third longer on PGlite.
  const rows = await q.query<JobCard & PayColumns>(
    `SELECT 'job' AS kind, j.id, j.slug, j.name, j.type_id, j.version,
            (SELECT json_build_object('id', b.id, 'slug', b.slug, 'name', b.name, 'is_premium', ${premiumBusiness('b.id')},
                      'is_verified', b.verified_at IS NOT NULL,
                      'logo_uid', (SELECT i.uid FROM images i WHERE i.id = b.logo_image_id AND NOT i.is_private))
               FROM businesses b WHERE b.id = j.business_id) AS business,
            (SELECT json_build_object('id', o.id, 'name', o.name) FROM occupations o WHERE o.id = j.occupation_id) AS occupation,
            (SELECT json_build_object('name', pl.name, 'postal_code', pl.postal_code) FROM places pl WHERE pl.id = j.place_id) AS place,
            j.latitude, j.longitude, j.start_date::text AS start_date, j.salary_lower, j.salary_upper,
            j.duration_months, j.graduation, j.published_at, left(j.description, 240) AS teaser,
            j.pay_year_1, j.pay_year_2, j.pay_year_3, j.pay_year_4, j.collective_agreement,
            EXISTS (SELECT 1 FROM job_ratings r WHERE r.job_id = j.id AND r.user_id = ${p.add(viewerId)} AND ${likedRating('r')}) AS is_liked
       FROM jobs j WHERE j.id = ANY(${p.add(ids)}::int[])`,
    p.values,
    { prepared: true }, // one text, looked up by key
  );
  // The distance from the job's own coordinates (its point, j.earth, is made of them), rounded like the page shows it:
  // earth_distance in SQL ran its nested SQL functions for every card (a fifth of this statement's time).
  const km = (r: JobCard) =>
    f.lat == null || f.lon == null || r.latitude == null || r.longitude == null
      ? null
      : Math.round(greatCircleM(f.lat, f.lon, r.latitude, r.longitude) / 100) / 10;
  const byId = new Map<number, JobCard>(
    rows.map(({ pay_year_1, pay_year_2, pay_year_3, pay_year_4, collective_agreement, ...r }) => {
      const { logo_uid: logoUid, ...business } = r.business as JobCard['business'] & { logo_uid?: string | null };
      const fair_pay = isFairPay({ type_id: r.type_id, start_date: r.start_date, pay_year_1, pay_year_2, pay_year_3, pay_year_4, collective_agreement });
      return [r.id, { ...r, fair_pay, distance_km: km(r), business: { ...business, logo: withLogo(logoUid ?? null) } }];
    }),
  );
  return ids.map((id) => byId.get(id)).filter((r): r is JobCard => !!r);
}

/** Matches per job type; `stopped` when the scan reached its cap, so that every figure means "at least". */
export interface TypeCounts {
  counts: Record<number, number>;
  stopped: boolean;
}

/**
 * Matches per job type (the category tabs) in one scan of at most three times the cap, over the filter without
 * its type part. Exact while the area holds fewer matches than that; lower bounds ("at least") beyond it.
 */
export async function typeCounts(db: Db, f: JobFilter): Promise<TypeCounts> {
  const inner = await innerCounts(db, { ...f, typeIds: null });
  const shares = inner && cappedShares(inner, TYPE_COUNT_CAP);
  if (shares) return { counts: shares, stopped: true };
  const p = new Params();
  const where = jobWhere({ ...f, typeIds: null }, p);
  const rows = await indexed<{ type_id: number; n: number }>(
    db,
    f,
    `SELECT type_id, count(*)::int AS n FROM (SELECT j.type_id FROM jobs j WHERE ${where} LIMIT ${TYPE_COUNT_CAP}) x GROUP BY 1`,
    p.values,
  );
  const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
  for (const r of rows) counts[r.type_id] = r.n;
  return { counts, stopped: rows.reduce((n, r) => n + r.n, 0) >= TYPE_COUNT_CAP };
}

/** Matches per job category among the first matches (up to the cap): facets of /meta. */
export async function categoryCounts(db: Db, f: JobFilter) {
  const p = new Params();
  const where = jobWhere({ ...f, categoryIds: null }, p);
  return indexed<{ id: number; count: number }>(
    db,
    f,
    `SELECT category_id AS id, count(*)::int AS count FROM (SELECT j.category_id FROM jobs j WHERE ${where} LIMIT ${SEARCH_TOTAL_CAP}) j
      WHERE category_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1`,
    p.values,
  );
}
