// Ratings: POST /api/v2/jobs/ratings/ (trainees), POST /api/v2/jobs/anonymous_ratings/ (guests),
// DELETE /api/v2/jobs/ratings/{id}, GET /api/v2/jobs/ratings/liked (the favourites).
import { useQuery } from '@tanstack/react-query';
import type { TLikedJob, TRating } from '@oabat/domain/ratings';
import { api, ApiError } from '../../../lib/api.ts';
import type { JobView } from './jobs.ts';

export const rateJob = (jobId: number, userId: number, rating: number) =>
  api<{ data: TRating }>('POST', '/api/v2/jobs/ratings/', { body: { job_id: jobId, user_id: userId, rating } }).then((r) => r.data);

export const rateJobAnonymously = (jobId: number, anonymousUserId: string, rating: number) =>
  api<{ data: TRating }>('POST', '/api/v2/jobs/anonymous_ratings/', { body: { job_id: jobId, anonymous_user_id: anonymousUserId, rating } }).then(
    (r) => r.data,
  );

/**
 * A guest's rating, `null` when the server already had it (409: another tab, or before a reload); every other
 * refusal (429 and the rest) is thrown, so the control that sent it shows the message and stays as it was.
 */
export const rateJobAsGuest = (jobId: number, anonymousUserId: string, rating: number) =>
  rateJobAnonymously(jobId, anonymousUserId, rating).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 409) return null;
    throw err;
  });

export const deleteRating = (id: number) => api('DELETE', `/api/v2/jobs/ratings/${id}`);

export type LikedJob = TLikedJob;
export const likedJobsKey = ['liked-jobs'] as const;
export const getLikedJobs = () => api<{ data: LikedJob[] }>('GET', '/api/v2/jobs/ratings/liked').then((r) => r.data);
export const useLikedJobs = (enabled: boolean) => useQuery({ queryKey: likedJobsKey, queryFn: getLikedJobs, enabled });

/** The rating queue: a trainee's stored queue (append_jobs=1 fills it up), or nearby unrated jobs for a guest. */
export const ratingQueueKey = (who: string) => ['rating-queue', who] as const;
export const getRatingQueue = (query: { append_jobs?: '0' | '1'; user_id?: number; anonymous_user_id?: string }) =>
  api<{ data: JobView[] }>('GET', '/api/v2/jobs/ratings', { query }).then((r) => r.data);
