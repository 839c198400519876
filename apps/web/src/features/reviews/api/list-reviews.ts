// GET /api/v2/reviews: approved reviews of a business or of Oabat, the viewer's own (mine=1), or the admin's
// moderation list (status=pending).
import { useQuery } from '@tanstack/react-query';
import type { TReviewPage, TReviewQuery } from '@oabat/domain/reviews';
import { api } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';

/** The query of GET /api/v2/reviews: any of its parameters, the server fills in the rest. */
export type ReviewListQuery = Partial<TReviewQuery>;

/** Every list of reviews starts with this key, so one invalidation refreshes them all after a change. */
export const REVIEWS_KEY = 'reviews';
/** The viewer is part of the key: `mine=1` answers differently for each account. */
export const reviewsKey = (q: ReviewListQuery, viewerId: number | null) => [REVIEWS_KEY, q, viewerId] as const;

export const listReviews = (q: ReviewListQuery) => api<TReviewPage>('GET', '/api/v2/reviews', { query: { ...q } });

export function useReviews(q: ReviewListQuery, enabled = true) {
  const { user } = useAuth();
  return useQuery({ queryKey: reviewsKey(q, user?.id ?? null), queryFn: () => listReviews(q), enabled });
}
