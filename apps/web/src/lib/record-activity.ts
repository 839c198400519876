// POST /api/business/{id}/activities: a visit of a profile or job, or a click on it, for the business's
// statistics (counted once per visitor and day on the server; failures do not matter to the visitor).
import type { BUSINESS_ACTIVITY_TYPES } from '@oabat/domain/businesses';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { api } from './api.ts';
import { viewKey, viewWasSent, type PageView } from '../ssr/views.ts';

export const recordActivity = (businessId: number, type: (typeof BUSINESS_ACTIVITY_TYPES)[number], payload?: Record<string, string | number>) =>
  api('POST', `/api/business/${businessId}/activities`, { body: payload ? { type, payload } : { type } }).catch(() => undefined);

/** The server renderer's list of the page's visits (entry-server.tsx); null in the browser. */
export const ViewCollector = createContext<((view: PageView) => void) | null>(null);

/**
 * Counts a visit of the page for the business's statistics, once per page: on the server the visit is noted in
 * the page's state (the boot sends it when the app waits for an interaction), in the browser it is sent unless
 * the boot already did.
 */
export function useRecordView(view: PageView | null) {
  const collect = useContext(ViewCollector);
  if (collect && view) collect(view);
  const key = view ? viewKey(view) : null;
  useEffect(() => {
    if (view && !viewWasSent(view)) void recordActivity(view.business_id, view.type, view.payload);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
}

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
