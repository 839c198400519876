// Saved searches and job alerts: GET/POST /api/saved-searches, the badge, matches, seen, frequency, delete,
// and the confirmation and unsubscribe links of the mails (no login needed).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlertFrequency,
  TAlertBadge,
  TAlertConfirmed,
  TAlertMatches,
  TAlertUnsubscribed,
  TSavedSearch,
  TSavedSearchInput,
  TSavedSearchResult,
} from '@oabat/domain/alerts';
import { api } from '../../../lib/api.ts';

export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;
export const ALERT_BADGE_KEY = ['saved-searches', 'badge'] as const;

export const saveSearch = (input: TSavedSearchInput) => api<{ data: TSavedSearchResult }>('POST', '/api/saved-searches', { body: input }).then((r) => r.data);
export const confirmAlert = (token: string) =>
  api<{ data: TAlertConfirmed }>('POST', `/api/saved-searches/confirm/${encodeURIComponent(token)}`).then((r) => r.data);
export const unsubscribeAlert = (token: string) =>
  api<{ data: TAlertUnsubscribed }>('POST', `/api/saved-searches/unsubscribe/${encodeURIComponent(token)}`).then((r) => r.data);
export const markAlertSeen = (id: number) => api('POST', `/api/saved-searches/${id}/seen`);
export const setAlertFrequency = (id: number, frequency: AlertFrequency) => api('PUT', `/api/saved-searches/${id}`, { body: { frequency } });
export const deleteAlert = (id: number) => api('DELETE', `/api/saved-searches/${id}`);

export const useSavedSearches = (enabled = true) =>
  useQuery({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: () => api<{ data: TSavedSearch[] }>('GET', '/api/saved-searches').then((r) => r.data),
    enabled,
  });

export const useAlertMatches = (id: number | null) =>
  useQuery({
    queryKey: ['saved-searches', id, 'matches'],
    queryFn: () => api<{ data: TAlertMatches }>('GET', `/api/saved-searches/${id}/matches`).then((r) => r.data),
    enabled: id != null,
  });

/** New matches of the pupil's alerts (the menu badge); refreshed now and then while the app is open. */
export const useAlertBadge = (enabled: boolean) =>
  useQuery({
    queryKey: ALERT_BADGE_KEY,
    queryFn: () => api<{ data: TAlertBadge }>('GET', '/api/saved-searches/badge').then((r) => r.data.new_count),
    enabled,
    refetchInterval: 5 * 60_000,
  });

export function useRefreshAlerts() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
}
