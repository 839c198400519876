// POST /api/business/{id}/activities: a visit of a profile or job, or a click on it, for the business's
// statistics (counted once per visitor and day on the server; failures do not matter to the visitor).
import type { BUSINESS_ACTIVITY_TYPES } from '@oabat/domain/businesses';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const recordActivity = (businessId: number, type: (typeof BUSINESS_ACTIVITY_TYPES)[number], payload?: Record<string, string | number>) =>
  api('POST', `/api/business/${businessId}/activities`, { body: payload ? { type, payload } : { type } }).catch(() => undefined);

/** GET /api/business/{id or slug}/activities: counts per activity over the last `days` (the business's own users). */
export const useActivityCounts = (business: string | number | undefined, days: number | string) =>
  useQuery({
    queryKey: ['business-activities', String(business), String(days)],
    enabled: business !== undefined && business !== '',
    queryFn: () =>
      api<{ data: { type: string; count: number }[] }>('GET', `/api/business/${encodeURIComponent(String(business))}/activities`, {
        query: { days: String(days) },
      }).then((r) => new Map(r.data.map((c) => [c.type, c.count]))),
  });
