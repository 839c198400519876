// SQL of saved searches and job alerts: the saved rows, their matches (one row per alert and job), the new jobs of a run.
import type { AlertFrequency, TSavedQuery, TSavedSearch } from '@oabat/domain/alerts';
import type { Queryable } from '../../db.ts';
import { jobListedSql } from '../jobs/job-expiry.ts';

/** Matches count and go out only while their job is open (issue 33): an expired job's page answers 410. */
const LISTED = jobListedSql('j');

export interface SavedSearchRow {
  id: number;
  user_id: number | null;
  email: string | null;
  confirmed_at: Date | null;
  unsubscribe_token: string;
  frequency: AlertFrequency;
  label: string;
  query: TSavedQuery;
  checked_until: Date;
  created_at: Date;
}

export interface NewSavedSearch {
  userId: number | null;
  email: string | null;
  confirmTokenHash: string | null;
  confirmed: boolean;
  unsubscribeToken: string;
  frequency: AlertFrequency;
  label: string;
  query: TSavedQuery;
}

const COLUMNS = 'id, user_id, email, confirmed_at, unsubscribe_token, frequency, label, query, checked_until, created_at';

export async function insertSavedSearch(q: Queryable, s: NewSavedSearch) {
  return (await q.one<{ id: number }>(
    `INSERT INTO saved_searches (user_id, email, confirm_token_hash, confirmed_at, unsubscribe_token, frequency, label, query)
     VALUES ($1, $2, $3, CASE WHEN $4 THEN now() END, $5, $6, $7, $8) RETURNING id`,
    [s.userId, s.email, s.confirmTokenHash, s.confirmed, s.unsubscribeToken, s.frequency, s.label, JSON.stringify(s.query)],
  ))!.id;
}

/** Saved searches of an account, or of a guest's address (confirmed or not). */
export async function countOwned(q: Queryable, owner: { userId: number } | { email: string }) {
  const row = await q.one<{ n: number }>(
    'userId' in owner ? `SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1` : `SELECT count(*)::int AS n FROM saved_searches WHERE email = $1`,
    ['userId' in owner ? owner.userId : owner.email],
  );
  return row!.n;
}

/** The pupil's saved searches with the matches they have not looked at yet. */
export async function listForUser(q: Queryable, userId: number): Promise<TSavedSearch[]> {
  return q.query<TSavedSearch>(
    `SELECT s.id, s.label, s.frequency, s.query, s.created_at,
            (SELECT count(*)::int FROM saved_search_matches m JOIN jobs j ON j.id = m.job_id AND ${LISTED}
              WHERE m.saved_search_id = s.id AND m.seen_at IS NULL) AS new_count
       FROM saved_searches s WHERE s.user_id = $1 ORDER BY s.id DESC`,
    [userId],
  );
}

export async function unseenCount(q: Queryable, userId: number) {
  const row = await q.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM saved_search_matches m JOIN saved_searches s ON s.id = m.saved_search_id
       JOIN jobs j ON j.id = m.job_id AND ${LISTED}
      WHERE s.user_id = $1 AND m.seen_at IS NULL`,
    [userId],
  );
  return row!.n;
}

export const findById = (q: Queryable, id: number) => q.one<SavedSearchRow>(`SELECT ${COLUMNS} FROM saved_searches WHERE id = $1`, [id]);

export const findByUnsubscribeToken = (q: Queryable, token: string) =>
  q.one<SavedSearchRow>(`SELECT ${COLUMNS} FROM saved_searches WHERE unsubscribe_token = $1`, [token]);

/** Confirms a guest's alert; from now on only jobs published after the confirmation are looked for. */
export const confirmByTokenHash = (q: Queryable, hash: string) =>
  q.one<{ id: number }>(
    `UPDATE saved_searches SET confirmed_at = coalesce(confirmed_at, now()), checked_until = CASE WHEN confirmed_at IS NULL THEN now() ELSE checked_until END
      WHERE confirm_token_hash = $1 RETURNING id`,
    [hash],
  );

export const deleteById = (q: Queryable, id: number) => q.query(`DELETE FROM saved_searches WHERE id = $1`, [id]);
export const updateFrequency = (q: Queryable, id: number, frequency: AlertFrequency) =>
  q.query(`UPDATE saved_searches SET frequency = $2 WHERE id = $1`, [id, frequency]);

/** Job ids of an alert's matches, newest first, with whether the pupil has seen them. */
export const matchesOf = (q: Queryable, id: number, limit: number) =>
  q.query<{ job_id: number; is_new: boolean }>(
    `SELECT m.job_id, m.seen_at IS NULL AS is_new FROM saved_search_matches m JOIN jobs j ON j.id = m.job_id AND ${LISTED}
      WHERE m.saved_search_id = $1 ORDER BY m.found_at DESC, m.job_id DESC LIMIT $2`,
    [id, limit],
  );

export const markSeen = (q: Queryable, id: number) =>
  q.query(`UPDATE saved_search_matches SET seen_at = now() WHERE saved_search_id = $1 AND seen_at IS NULL`, [id]);

/** Confirmed alerts of a frequency (or all), a batch after `afterId`. */
export const dueAlerts = (q: Queryable, frequency: AlertFrequency | null, afterId: number, limit: number) =>
  q.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches
      WHERE confirmed_at IS NOT NULL AND ($1::text IS NULL OR frequency = $1) AND id > $2 ORDER BY id LIMIT $3`,
    [frequency, afterId, limit],
  );

export interface FreshJob {
  id: number;
  type_id: number;
  latitude: number | null;
  longitude: number | null;
  published_at: Date;
}

/**
 * Jobs published in (since, until]: the candidates of a run (jobs_published_at_idx, whose predicate leaves out jobs marked
 * expired, migration 0713; the matches are checked against the whole rule, LISTED, anyway). `until` is a JS date (milliseconds) and the column holds microseconds: a
 * job published in the run's own millisecond (a run started right after a publish) is compared at milliseconds, so it
 * is in this run rather than the next (a pair found twice is recorded once).
 */
export const freshJobs = (q: Queryable, since: Date, until: Date) =>
  q.query<FreshJob>(
    `SELECT id, type_id, latitude, longitude, published_at FROM jobs
      WHERE status = 'published' AND NOT past_start AND published_at > $1 AND date_trunc('milliseconds', published_at) <= $2 ORDER BY published_at DESC, id DESC`,
    [since, until],
  );

/** Records the matches of a run (a pair found before stays as it was) and moves the alerts' mark to `until`. */
export async function recordRun(q: Queryable, pairs: { alertId: number; jobId: number }[], alertIds: number[], until: Date) {
  if (pairs.length) {
    await q.query(
      `INSERT INTO saved_search_matches (saved_search_id, job_id)
       SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
      [pairs.map((p) => p.alertId), pairs.map((p) => p.jobId)],
    );
  }
  if (alertIds.length) await q.query(`UPDATE saved_searches SET checked_until = $2 WHERE id = ANY($1::int[]) AND checked_until < $2`, [alertIds, until]);
}

/** Alerts with matches not mailed yet. */
export const alertsWithUnmailed = (q: Queryable, alertIds: number[]) =>
  q.query<{ id: number }>(
    `SELECT DISTINCT saved_search_id AS id FROM saved_search_matches WHERE saved_search_id = ANY($1::int[]) AND mailed_at IS NULL ORDER BY 1`,
    [alertIds],
  );

/**
 * The unmailed, still published jobs of an alert, locked for this mail. A job another alert of the same person
 * (account or address) already mailed is marked mailed without going out again: one person gets a job once.
 */
export async function takeUnmailed(q: Queryable, alert: SavedSearchRow) {
  const rows = await q.query<{ job_id: number; dup: boolean; published: boolean }>(
    `SELECT m.job_id, ${LISTED} AS published,
            EXISTS (SELECT 1 FROM saved_search_matches o JOIN saved_searches os ON os.id = o.saved_search_id
                     WHERE o.job_id = m.job_id AND o.mailed_at IS NOT NULL AND o.saved_search_id <> m.saved_search_id
                       AND (os.user_id = $2 OR os.email = $3)) AS dup
       FROM saved_search_matches m JOIN jobs j ON j.id = m.job_id
      WHERE m.saved_search_id = $1 AND m.mailed_at IS NULL ORDER BY j.published_at DESC, j.id DESC FOR UPDATE OF m`,
    [alert.id, alert.user_id, alert.email],
  );
  // A job that expired since it was found is not mailed (issue 33); it counts as handled like an unpublished one.
  return { send: rows.filter((r) => r.published && !r.dup).map((r) => r.job_id), all: rows.map((r) => r.job_id) };
}

export const markMailed = (q: Queryable, alertId: number, jobIds: number[]) =>
  q.query(`UPDATE saved_search_matches SET mailed_at = now() WHERE saved_search_id = $1 AND job_id = ANY($2::int[])`, [alertId, jobIds]);

/** Address and first name of an account (for its alert mails). */
export const userMail = (q: Queryable, userId: number) =>
  q.one<{ email: string | null; firstname: string | null }>(`SELECT email, firstname FROM users WHERE id = $1`, [userId]);

/** Guests' alerts never confirmed within the link's validity are dropped (no mail ever went to them but the request). */
export const dropUnconfirmed = (q: Queryable, days: number) =>
  q.query(`DELETE FROM saved_searches WHERE confirmed_at IS NULL AND created_at < now() - make_interval(days => $1)`, [days]);
