// One person's journey: GET /api/admin/analytics/users/{id} or GET /api/admin/analytics/anonymous/{id}.
import { useQuery } from '@tanstack/react-query';
import type { TJourney } from '@oabat/domain/analytics-journey';
import { api } from '../../../lib/api.ts';

export const useJourney = (kind: 'users' | 'anonymous', id: string) =>
  useQuery({
    queryKey: ['analytics-journey', kind, id],
    queryFn: () => api<{ data: TJourney }>('GET', `/api/admin/analytics/${kind}/${encodeURIComponent(id)}`).then((r) => r.data),
    retry: false,
  });
