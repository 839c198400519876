// Reviews of the platform or of a business by its users (spec 02 §3 "a review has rating, message, type";
// §7 /api/v2/reviews): 1..5 stars and a text, one per user and target, shown once an admin approved it.
import { z } from 'zod';
import { INT32_MAX, zPage } from './common.ts';

import { REVIEW_MAX_RATING, REVIEW_MIN_RATING, REVIEW_STATUSES, REVIEW_TYPES } from './review-rules.ts';

// The plain rules live in a module without zod (star rows on public pages need no schemas).
export { REVIEW_MAX_RATING, REVIEW_MIN_RATING, REVIEW_STATUSES, REVIEW_TYPES, type ReviewType } from './review-rules.ts';

const ratingMsg = `Bitte wähle ${REVIEW_MIN_RATING} bis ${REVIEW_MAX_RATING} Sterne.`;

export const ZReviewInput = z
  .object({
    type: z.enum(REVIEW_TYPES, 'Bitte wähle, ob du Oabat oder einen Betrieb bewertest.'),
    business_id: z.coerce.number().int().positive('Bitte wähle einen Betrieb.').optional(),
    rating: z.coerce.number({ error: 'Bitte gib eine Bewertung an.' }).int(ratingMsg).min(REVIEW_MIN_RATING, ratingMsg).max(REVIEW_MAX_RATING, ratingMsg),
    message: z
      .string({ error: 'Bitte schreib ein paar Worte dazu.' })
      .trim()
      .min(10, 'Bitte schreib mindestens 10 Zeichen.')
      .max(2000, 'Die Bewertung darf höchstens 2.000 Zeichen lang sein.'),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'business' && !v.business_id) ctx.addIssue({ code: 'custom', path: ['business_id'], message: 'Bitte wähle einen Betrieb.' });
    if (v.type === 'platform' && v.business_id)
      ctx.addIssue({ code: 'custom', path: ['business_id'], message: 'Eine Bewertung von Oabat gehört zu keinem Betrieb.' });
  });
export type TReviewInput = z.infer<typeof ZReviewInput>;

export const ZReviewQuery = z.object({
  type: z.enum(REVIEW_TYPES).optional(),
  business_id: z.coerce.number().int().positive().max(INT32_MAX).optional(),
  business_slug: z.string().max(200).optional(),
  /** Other than approved: admins only (the moderation list). */
  status: z.enum(REVIEW_STATUSES).default('approved'),
  /** 1: only the viewer's own reviews, whatever their status. */
  mine: z.enum(['0', '1']).default('0'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TReviewQuery = z.infer<typeof ZReviewQuery>;

export const ZReviewModeration = z.object({
  status: z.enum(['approved', 'rejected'], 'Bitte wähle „freigegeben“ oder „abgelehnt“.'),
});

export const ZReview = z.object({
  id: z.number().int(),
  type: z.enum(REVIEW_TYPES),
  rating: z.number().int(),
  message: z.string(),
  status: z.enum(REVIEW_STATUSES),
  business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  /** Only the first name is shown publicly. */
  author: z.object({ first_name: z.string() }),
  created_at: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

/** A page of reviews with the mean stars of all matching reviews (null when none): the profile's "4,5 ★ (12)". */
export const ZReviewPage = zPage(ZReview).extend({ average_rating: z.number().nullable() });
export type TReviewPage = z.infer<typeof ZReviewPage>;
