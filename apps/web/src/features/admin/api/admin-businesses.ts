// The operator's business list: GET /api/v2/admin/business (and its CSV export), one business, the subscription
// types and the channels, and the admin's changes (visibility, permissions, subscription types, channels).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminBusinessDetail, TAdminBusinessPage, TAdminBusinessQuery, TSubscriptionType } from '@oabat/domain/admin-businesses';
import type { TChannel } from '@oabat/domain/regions';
import { api } from '../../../lib/api.ts';
import { downloadWithToken } from '../../../lib/upload.ts';

export const adminBusinessesKey = ['admin-businesses'] as const;
export const adminBusinessKey = (id: number) => ['admin-business', id] as const;

export const useAdminBusinesses = (query: TAdminBusinessQuery) =>
  useQuery({
    queryKey: [...adminBusinessesKey, query],
    placeholderData: keepPreviousData,
    queryFn: () => api<TAdminBusinessPage>('GET', '/api/v2/admin/business', { query: { ...query } }),
  });
export const useAdminBusiness = (id: number | null) =>
  useQuery({
    queryKey: adminBusinessKey(id ?? 0),
    enabled: id !== null,
    queryFn: () => api<{ data: TAdminBusinessDetail }>('GET', `/api/v2/admin/business/${id}`).then((r) => r.data),
  });
export const useSubscriptionTypes = () =>
  useQuery({
    queryKey: ['subscription-types'],
    staleTime: Infinity,
    queryFn: () => api<{ data: TSubscriptionType[] }>('GET', '/api/subscription_types').then((r) => r.data),
  });
export const useChannels = () =>
  useQuery({
    queryKey: ['channels'],
    staleTime: 60_000,
    queryFn: () => api<{ data: TChannel[] }>('GET', '/api/channels').then((r) => r.data),
  });

const detail = (p: Promise<{ data: TAdminBusinessDetail }>) => p.then((r) => r.data);
export const setVisible = (id: number, isVisible: boolean) => detail(api('PUT', `/api/v2/admin/business/${id}`, { body: { is_visible: isVisible } }));
export const setPermission = (id: number, permission: string, on: boolean) =>
  detail(api(on ? 'POST' : 'DELETE', `/api/v2/admin/business/${id}/permissions/${encodeURIComponent(permission)}`));
export const setSubscriptionType = (id: number, typeId: number, on: boolean) =>
  detail(api(on ? 'POST' : 'DELETE', `/api/business/${id}/subscription/${typeId}`));
export const setSiteChannel = (siteId: number, channelId: number, on: boolean) =>
  detail(api('POST', `/api/business_site/${siteId}/channel/${channelId}`, { body: { is_active: on } }));

/** The filtered list as a CSV file, saved by the browser. */
export function downloadBusinessesCsv(filter: Omit<TAdminBusinessQuery, 'page'>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') params.set(k, String(v));
  const day = new Date().toISOString().slice(0, 10);
  return downloadWithToken(`/api/v2/admin/business/export?${params}`, `betriebe-${day}.csv`, 'Der Export ist fehlgeschlagen.');
}
/** "geprüfter Betrieb": record the identity check, or remove it (null). */
export const setVerification = (id: number, v: { kind: string; reference: string } | null) =>
  detail(v ? api('PUT', `/api/v2/admin/business/${id}/verification`, { body: v }) : api('DELETE', `/api/v2/admin/business/${id}/verification`));
