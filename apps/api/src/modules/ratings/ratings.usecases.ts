// Rating rules (spec 02 §4 Rating): only trainees' ratings are stored per user; guests rate with their stored
// session id; a rating above 50 is a like, and a trainee's first like sets ever_liked_job.
import { canLike, isTrainee } from '@oabat/domain/rights';
import { isLike } from '@oabat/domain/ratings';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { Db } from '../../db.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { present } from '../jobs/jobs.usecases.ts';
import * as repo from './ratings.repository.ts';
import { assertJobOpen } from '../jobs/job-expiry.ts';
import { consume } from '../../lib/rate-limit.repository.ts';

const QUEUE_BATCH = 10;
const jobNotFound = () => notFound('jobs.not_found', 'Diese Stelle gibt es nicht (mehr).');

function requireTrainee(viewer: SessionUser | null, userId?: number) {
  requireViewer(viewer);
  if (!canLike(viewer) || !isTrainee(viewer)) throw forbidden('Nur Azubis und Schüler:innen können Stellen bewerten.');
  if (userId !== undefined && userId !== viewer.id) throw forbidden('Du kannst nur für dich selbst bewerten.');
  return viewer;
}

export async function rate(db: Db, viewer: SessionUser | null, input: { job_id: number; user_id?: number; rating: number }) {
  const user = requireTrainee(viewer, input.user_id);
  return db.tx(async (q) => {
    const job = await repo.findPublishedJob(q, input.job_id);
    if (!job) throw jobNotFound();
    assertJobOpen(job);
    // A like over an earlier skip (the swipe queue's "nein", then "Gefällt mir" on the job's page) replaces it: she
    // changed her mind. The same kind twice stays a conflict.
    const row =
      (await repo.insertRating(q, user.id, input.job_id, input.rating)) ??
      (isLike(input.rating) ? await repo.likeOverSkip(q, user.id, input.job_id, input.rating) : undefined);
    if (!row) throw conflict('ratings.exists', 'Du hast diese Stelle bereits bewertet.');
    await repo.dropFromQueue(q, user.id, input.job_id);
    const like = isLike(input.rating);
    const first = like ? await repo.markFirstLike(q, user.id) : false;
    return { id: row.id, job_id: input.job_id, rating: input.rating, is_like: like, first_like: first };
  });
}

/**
 * A guest's ratings: a new anonymous id is free to make, so the address is what is limited: a few
 * ratings per job and day (a family shares one), and a bound per hour over all jobs.
 */
export interface AnonymousRatingLimits {
  perJobAndDay: number;
  perHour: number;
}

export async function rateAnonymously(db: Db, input: { job_id: number; anonymous_user_id: string; rating: number }, ip: string, limits: AnonymousRatingLimits) {
  const job = await repo.findPublishedJob(db, input.job_id);
  if (!job) throw jobNotFound();
  assertJobOpen(job);
  await consume(
    db,
    [
      { key: `anon_rating:ip:${ip}:job:${input.job_id}`, max: limits.perJobAndDay, windowSeconds: 86_400 },
      { key: `anon_rating:ip:${ip}`, max: limits.perHour, windowSeconds: 3600 },
    ],
    'Von deinem Anschluss kamen schon viele Bewertungen. Bitte melde dich an, um weiter zu bewerten.',
  );
  const row = await repo.insertAnonymousRating(db, input.anonymous_user_id, input.job_id, input.rating);
  if (!row) throw conflict('ratings.exists', 'Du hast diese Stelle bereits bewertet.');
  return { id: row.id, job_id: input.job_id, rating: input.rating, is_like: isLike(input.rating), first_like: false };
}

export async function removeRating(db: Db, viewer: SessionUser | null, id: number) {
  requireViewer(viewer);
  const row = await repo.findRating(db, id);
  if (!row) throw notFound('ratings.not_found', 'Diese Bewertung gibt es nicht.');
  if (row.user_id !== viewer.id) throw forbidden('Das ist nicht deine Bewertung.');
  await repo.deleteRating(db, id);
}

/** The queue to swipe through: a trainee's stored queue (filled up on request), or nearby jobs for guests. */
export async function ratingQueue(
  db: Db,
  viewer: SessionUser | null,
  f: { user_id?: number; append_jobs: '0' | '1'; anonymous_user_id?: string; latitude?: number; longitude?: number },
) {
  if (!viewer || !isTrainee(viewer)) {
    if (f.user_id !== undefined) throw viewer ? forbidden() : unauthorized();
    const rows = await repo.guestJobs(db, { anonId: f.anonymous_user_id ?? null, lat: f.latitude ?? null, lon: f.longitude ?? null, n: QUEUE_BATCH });
    return rows.map(present);
  }
  const user = requireTrainee(viewer, f.user_id);
  let rows = await repo.queuedJobs(db, user.id);
  if (f.append_jobs === '1' || rows.length === 0) {
    await repo.appendToQueue(db, user.id, QUEUE_BATCH);
    rows = await repo.queuedJobs(db, user.id);
  }
  return rows.map(present);
}

export async function likedJobs(db: Db, viewer: SessionUser | null) {
  const user = requireTrainee(viewer);
  return (await repo.likedJobs(db, user.id)).map((row) => ({ ...present(row), rating_id: row.rating_id, rating: row.rating }));
}
