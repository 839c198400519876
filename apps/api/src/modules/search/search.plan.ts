// Which strategy reads a page of jobs, decided in one place. Each row of the table names the query shape,
// the strategy, and why it wins there (figures from `npm run bench -- search`, 100k jobs unless said).
// The constants the strategies use live in search.tuning.ts.
import type { SearchSort } from '@oabat/domain/search';
import type { JobFilter } from './search.sql.ts';

export type JobsStrategy = 'fair' | 'by-pay' | 'circle' | 'ranked-text' | 'date-by-place' | 'indexed';

export interface PlanRow {
  strategy: JobsStrategy;
  /** The query shape, as a person would describe it. */
  when: string;
  /** What runs. */
  how: string;
  /** Why this and not another (the measurement behind it). */
  why: string;
}

/** The decision table, first matching row wins (planJobsPage is its executable form). */
export const JOBS_PAGE_PLANS: readonly PlanRow[] = [
  {
    strategy: 'fair',
    when: "a job fair's participants (/messe/{locationSlug}) or a livestream's businesses (/livestream/{id}/suche), any words or sort",
    how: 'the jobs of the participants read by the business index (jobs_business_idx), filtered and sorted whole, no radius',
    why:
      'a fair has a few dozen businesses with a few hundred jobs: the KNN or date walks would pass every other job of the ' +
      'table before finding them (the participants may be anywhere), the business index reads only theirs',
  },
  {
    strategy: 'by-pay',
    when: 'sorted by first-year pay (any words or place)',
    how: 'the matches of the text index or the box sorted by first-year pay; without either, the pay index walked',
    why: 'pay is not a distance or a rank: no circle or date walk applies, and only jobs stating a pay take part',
  },
  {
    strategy: 'circle',
    when: 'words and a place with a radius, any sort',
    how:
      'rank every match of a first circle (25 km at 100k jobs, smaller with more jobs) up to TEXT_RANK_CAP, counts from it; ' +
      'a sparse area is ranked whole; beyond the circle nearest-first and relevance walk the point-and-words indexes outward, ' +
      'newest-first sorts the area (up to DATE_SORT_CAP) or walks the date index within a budget',
    why: 'a common word around a city matches thousands: ranking all of them cost 40-90 ms, the circle 2-6 ms, with the same page',
  },
  {
    strategy: 'ranked-text',
    when: 'relevance without a place (words alone, or no words)',
    how: 'one pass ranks the matches by title tier and text rank, with the counts per type in the same pass',
    why: 'without a place there is no box to bound the read; one pass avoids a second count query',
  },
  {
    strategy: 'date-by-place',
    when: 'newest first around a place, without words',
    how: 'count first (capped), then walk the date index if matches^2 > pageEnd x jobs, else sort the box; a capped count tries a budgeted walk',
    why: 'newest first in 25 km around Munich: 16 ms by the box, under 1 ms by the walk; in a sparse area the box wins',
  },
  {
    strategy: 'indexed',
    when: 'everything else (nearest first without words, newest first without a place)',
    how: 'one page straight off the matching index (KNN on the point index for nearest first), bitmap scans off',
    why: 'the planner underestimates box matches and sorted a bitmap of every row (45-190 ms) where the index stops after the page (1-7 ms)',
  },
];

/** The strategy for a filter and its effective sort: the first row of JOBS_PAGE_PLANS whose shape matches. */
export function planJobsPage(f: JobFilter, sort: SearchSort): JobsStrategy {
  const hasPlace = f.lat != null && f.lon != null;
  if (f.jobFairId != null || f.livestreamId != null) return 'fair';
  if (sort === 'pay') return 'by-pay';
  if (f.tsquery && hasPlace && f.radiusM != null) return 'circle';
  if (sort === 'relevance') return 'ranked-text';
  if (sort === 'date' && !f.tsquery && hasPlace) return 'date-by-place';
  return 'indexed';
}
