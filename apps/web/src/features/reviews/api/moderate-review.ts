// PUT /api/v2/reviews/{id}: the admin approves or rejects a pending review.
import type { TReview } from '@oabat/domain/reviews';
import { api } from '../../../lib/api.ts';

export const moderateReview = (id: number, status: 'approved' | 'rejected') =>
  api<{ data: TReview }>('PUT', `/api/v2/reviews/${id}`, { body: { status } }).then((r) => r.data);
