// SQL of ratings: trainees' ratings, guests' ratings by session id, the rating queue, liked jobs.
import type { Queryable } from '../../db.ts';
import { JOB_SELECT, type JobRow } from '../jobs/index.ts';
import { likedRating } from '../../lib/sql-rules.ts';
import { jobListedSql } from '../jobs/job-expiry.ts';

export const findPublishedJob = (q: Queryable, id: number) =>
  q.one<{ id: number; type_id: number; start_date: string | null }>(`SELECT id, type_id, start_date FROM jobs WHERE id = $1 AND status = 'published'`, [id]);

/** Inserts a rating; undefined when the user already rated the job. */
/** A like over the trainee's earlier rating of the job that was no like (a skip): she changed her mind. */
export const likeOverSkip = (q: Queryable, userId: number, jobId: number, rating: number) =>
  q.one<{ id: number }>(`UPDATE job_ratings SET rating = $3 WHERE user_id = $1 AND job_id = $2 AND NOT (${likedRating()}) RETURNING id`, [
    userId,
    jobId,
    rating,
  ]);

export const insertRating = (q: Queryable, userId: number, jobId: number, rating: number) =>
  q.one<{ id: number }>(`INSERT INTO job_ratings (user_id, job_id, rating) VALUES ($1, $2, $3) ON CONFLICT (user_id, job_id) DO NOTHING RETURNING id`, [
    userId,
    jobId,
    rating,
  ]);

export const insertAnonymousRating = (q: Queryable, anonId: string, jobId: number, rating: number) =>
  q.one<{ id: number }>(
    `INSERT INTO job_anonymous_ratings (anonymous_user_id, job_id, rating) VALUES ($1, $2, $3)
     ON CONFLICT (anonymous_user_id, job_id) DO NOTHING RETURNING id`,
    [anonId, jobId, rating],
  );

/** Sets ever_liked_job; true when this was the first like. */
export const markFirstLike = async (q: Queryable, userId: number) =>
  !!(await q.one(`UPDATE users SET ever_liked_job = true WHERE id = $1 AND NOT ever_liked_job RETURNING id`, [userId]));

export const findRating = (q: Queryable, id: number) =>
  q.one<{ id: number; user_id: number; job_id: number }>(`SELECT id, user_id, job_id FROM job_ratings WHERE id = $1`, [id]);
export const deleteRating = (q: Queryable, id: number) => q.query(`DELETE FROM job_ratings WHERE id = $1`, [id]);
export const dropFromQueue = (q: Queryable, userId: number, jobId: number) =>
  q.query(`DELETE FROM job_rating_queue WHERE user_id = $1 AND job_id = $2`, [userId, jobId]);

const CARD = `SELECT ${JOB_SELECT}, false AS is_liked FROM jobs j JOIN businesses b ON b.id = j.business_id`;

// The swipe deck offers jobs to apply for: an expired one (issue 33) leaves the deck, also when it was queued before.
export const queuedJobs = (q: Queryable, userId: number) =>
  q.query<JobRow>(
    `${CARD} JOIN job_rating_queue rq ON rq.job_id = j.id AND rq.user_id = $1
    WHERE ${jobListedSql('j')} AND NOT EXISTS (SELECT 1 FROM job_ratings r WHERE r.user_id = $1 AND r.job_id = j.id)
    ORDER BY rq.position, j.id`,
    [userId],
  );

/** Appends up to `n` unrated published jobs to the queue, nearest to the trainee's place first (else newest). */
// Only open ones: the deck is a public list of jobs, so expired jobs (issue 33) are not queued.
export const appendToQueue = (q: Queryable, userId: number, n: number) =>
  q.query(
    `INSERT INTO job_rating_queue (user_id, job_id, position)
     SELECT $1, j.id, coalesce((SELECT max(position) FROM job_rating_queue WHERE user_id = $1), 0) + row_number() OVER ()
       FROM (SELECT j.id FROM jobs j
              LEFT JOIN places home ON home.id = (SELECT t.place_id FROM trainees t WHERE t.user_id = $1)
             WHERE ${jobListedSql('j')}
               AND NOT EXISTS (SELECT 1 FROM job_ratings r WHERE r.user_id = $1 AND r.job_id = j.id)
               AND NOT EXISTS (SELECT 1 FROM job_rating_queue x WHERE x.user_id = $1 AND x.job_id = j.id)
             ORDER BY CASE WHEN home.id IS NULL OR j.latitude IS NULL THEN NULL
                           ELSE j.earth <-> ll_to_earth(home.latitude, home.longitude) END NULLS LAST,
                      j.published_at DESC, j.id DESC
             LIMIT $2) j`,
    [userId, n],
  );

/** Jobs for a guest to rate: near the given point (else newest), not yet rated in this browser session. */
// Only open ones, as for a trainee: expired jobs (issue 33) are not offered.
export const guestJobs = (q: Queryable, f: { anonId: string | null; lat: number | null; lon: number | null; n: number }) =>
  q.query<JobRow>(
    `${CARD}
    WHERE ${jobListedSql('j')}
      AND ($1::text IS NULL OR NOT EXISTS (SELECT 1 FROM job_anonymous_ratings r WHERE r.anonymous_user_id = $1 AND r.job_id = j.id))
    ORDER BY CASE WHEN $2::float8 IS NULL OR j.latitude IS NULL THEN NULL
                  ELSE j.earth <-> ll_to_earth($2, $3) END NULLS LAST, j.published_at DESC, j.id DESC
    LIMIT $4`,
    [f.anonId, f.lat, f.lon, f.n],
  );

/** The jobs a user liked (rating above 50), newest like first, with the rating id to remove it. */
// Open ones only (issue 33): favourites are jobs to apply for; the like stays, so an extended job comes back.
export const likedJobs = (q: Queryable, userId: number) =>
  q.query<JobRow & { rating_id: number; rating: number }>(
    `SELECT ${JOB_SELECT}, true AS is_liked, r.id AS rating_id, r.rating
       FROM job_ratings r JOIN jobs j ON j.id = r.job_id JOIN businesses b ON b.id = j.business_id
      WHERE r.user_id = $1 AND ${likedRating('r')} AND ${jobListedSql('j')}
      ORDER BY r.created_at DESC, r.id DESC`,
    [userId],
  );
