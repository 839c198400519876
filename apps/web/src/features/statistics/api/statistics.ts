// Statistics calls: the dashboard (GET /api/statistics), the public figures, a business's own figures,
// and the campaigns (list, one, create, delete).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBusinessStatistics, TCampaign, TCampaignInput, TPublicStatistics, TStatistics, TStatisticsQuery } from '@oabat/domain/statistics';
import { api } from '../../../lib/api.ts';

export const statisticsKey = ['statistics'] as const;
export const campaignsKey = ['campaigns'] as const;
export const publicStatisticsKey = ['statistics', 'public'] as const;

export const useStatistics = (query: TStatisticsQuery) =>
  useQuery({
    queryKey: [...statisticsKey, query],
    placeholderData: keepPreviousData,
    queryFn: () => api<{ data: TStatistics }>('GET', '/api/statistics', { query: { ...query } }).then((r) => r.data),
  });

export const usePublicStatistics = () =>
  useQuery({
    queryKey: publicStatisticsKey,
    staleTime: 5 * 60_000,
    queryFn: () => api<{ data: TPublicStatistics }>('GET', '/api/statistics/public').then((r) => r.data),
  });

export const useBusinessStatistics = (businessId: number | undefined, days: number) =>
  useQuery({
    queryKey: ['business-statistics', businessId, days],
    enabled: !!businessId,
    placeholderData: keepPreviousData,
    queryFn: () => api<{ data: TBusinessStatistics }>('GET', `/api/business/${businessId}/statistics`, { query: { days } }).then((r) => r.data),
  });

export const useCampaigns = () =>
  useQuery({ queryKey: campaignsKey, queryFn: () => api<{ data: TCampaign[] }>('GET', '/api/admin/campaigns').then((r) => r.data) });

export const createCampaign = (input: TCampaignInput) => api<{ data: TCampaign }>('POST', '/api/admin/campaigns', { body: input }).then((r) => r.data);
export const deleteCampaign = (id: number) => api('DELETE', `/api/admin/campaigns/${id}`);
/** Rolls up today's analytics now (otherwise every five minutes). */
export const refreshStatistics = () => api('POST', '/api/admin/statistics/refresh');
