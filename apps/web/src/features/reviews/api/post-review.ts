// POST /api/v2/reviews: a new review (1..5 stars and a text) that waits for the Oabat team.
import type { TReview, TReviewInput } from '@oabat/domain/reviews';
import { api } from '../../../lib/api.ts';

export const postReview = (body: TReviewInput) => api<{ data: TReview }>('POST', '/api/v2/reviews', { body }).then((r) => r.data);
