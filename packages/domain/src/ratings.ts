// Ratings of jobs (spec 02 §3 Rating, §4 Rating): 0..100, above 50 is a like.
import { z } from 'zod';
import { RATING_LIKE_THRESHOLD } from './constants.ts';
import { INT32_MAX } from './common.ts';
import { ZJobDetail } from './jobs.ts';

export const isLike = (rating: number) => rating > RATING_LIKE_THRESHOLD;

const ZRatingValue = z.coerce
  .number({ error: 'Bitte gib eine Bewertung an.' })
  .int('Die Bewertung muss eine ganze Zahl sein.')
  .min(0, 'Die Bewertung liegt zwischen 0 und 100.')
  .max(100, 'Die Bewertung liegt zwischen 0 und 100.');

export const ZRatingInput = z.object({
  job_id: z.coerce.number().int().positive('Bitte gib eine Stelle an.'),
  user_id: z.coerce.number().int().positive().max(INT32_MAX).optional(),
  rating: ZRatingValue,
});
export const ZAnonymousRatingInput = z.object({
  job_id: z.coerce.number().int().positive('Bitte gib eine Stelle an.'),
  anonymous_user_id: z.string().trim().min(8, 'Ungültige Sitzungskennung.').max(100, 'Ungültige Sitzungskennung.'),
  rating: ZRatingValue,
});
export const ZRatingQueueQuery = z.object({
  user_id: z.coerce.number().int().positive().max(INT32_MAX).optional(),
  append_jobs: z.enum(['0', '1']).default('0'),
  anonymous_user_id: z.string().max(100).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});

export const ZRating = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  rating: z.number().int(),
  is_like: z.boolean(),
  /** True for a trainee's first like ever: the client shows the first-like dialog (not during onboarding). */
  first_like: z.boolean(),
});
export type TRating = z.infer<typeof ZRating>;

/** A rating kept in the browser (guests, and before the replay after login). */
export interface LocalRating {
  id: number;
  slug: string;
  value: number;
}

/**
 * A liked job on the favourites page (GET /api/v2/jobs/ratings/liked): the job as its page reads it, with the rating
 * that liked it (its id removes it). The rating queue (GET /api/v2/jobs/ratings) answers plain ZJobDetail.
 */
export const ZLikedJob = ZJobDetail.extend({ rating_id: z.number().int(), rating: z.number().int() });
export type TLikedJob = z.infer<typeof ZLikedJob>;
