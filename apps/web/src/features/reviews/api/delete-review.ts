// DELETE /api/v2/reviews/{id}: the author (or the admin) removes a review.
import { api } from '../../../lib/api.ts';

export const deleteReview = (id: number) => api<void>('DELETE', `/api/v2/reviews/${id}`);
