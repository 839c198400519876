// The SQL side of "expired" (issue 33): one fragment, the mirror of jobExpired (packages/domain/src/seo.ts), so that
// search, suggest, counts, alerts and sitemaps leave out exactly the jobs whose page answers 410.
// job-expiry.test.ts evaluates both on one table of cases.
import { JOB_TIME_ZONE, jobExpired } from '@oabat/domain/seo';
import { gone } from '../../lib/errors.ts';

/** Today in the platform's time zone, as PostgreSQL sees it (`now` replaceable so the test can pin the instant). */
export const jobTodaySql = (now = 'now()') => `(${now} AT TIME ZONE '${JOB_TIME_ZONE}')::date`;

/**
 * Whether the job of `alias` is still open: NOT jobExpired. Its validThrough is the start date of an apprenticeship or
 * internship (jobValidThrough); regular jobs (type 3) and jobs "ab sofort" (no date) never expire. Only columns the
 * search's covering indexes include (type_id, start_date; migrations 0036, 0575), so index-only scans stay index-only;
 * `now()` is stable, so the day is computed once per statement.
 */
export const jobOpenSql = (alias = 'j', today = jobTodaySql()) => `(${alias}.type_id = 3 OR ${alias}.start_date IS NULL OR ${alias}.start_date >= ${today})`;

/**
 * Refuses acting on an expired job reached by an old link (its page answers 410): an application, a like or a rating
 * would go to a job nobody fills any more. Reports still go through: the page still shows what was reported.
 */
export function assertJobOpen(job: { type_id: number; start_date: string | null }) {
  if (jobExpired(job)) throw gone('jobs.expired', 'Diese Stelle ist abgelaufen: Ihr Beginn ist vorbei. Bewerben und Bewerten geht nicht mehr.');
}

/**
 * A job anyone may find: published and not expired (in parentheses, so `NOT` and `OR` around it stay right). `NOT
 * past_start` is the mark of migration 0713 (set when the start date had passed, so it never changes the answer): it
 * states the search indexes' predicate, which leaves expired jobs out; the date check decides the rest of the day.
 */
export const jobListedSql = (alias = 'j') => `(${alias}.status = 'published' AND NOT ${alias}.past_start AND ${jobOpenSql(alias)})`;
