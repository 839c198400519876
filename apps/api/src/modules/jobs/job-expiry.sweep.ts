// Each hour, jobs whose start date passed since they were written get their mark (migration 0713), so the search's
// indexes stop carrying them. Until then the searches' own date check leaves them out: the mark only saves reading.
import type { Queryable } from '../../db.ts';
import { clearSearchCaches } from '../search/search.cache.ts';
import { markPastStart } from './job-expiry.repository.ts';

export const PAST_START_JOB = 'jobs.mark-past-start';
/** A few minutes past every hour (UTC): Berlin's midnight is 22:00 or 23:00 UTC. */
export const PAST_START_CRON = '3 * * * *';

/** Marks the jobs that expired since their last write; the search caches and PGlite's vacuum learn of the change. */
export async function markExpiredJobs(db: Queryable): Promise<number> {
  const n = await markPastStart(db);
  if (n > 0) clearSearchCaches(db);
  return n;
}
