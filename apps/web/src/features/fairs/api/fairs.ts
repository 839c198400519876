// Job fairs (02 §7): GET /api/jobfairs and /api/jobfairs/{id}; the admin's writes of /admin/messen; a participant's
// visitors during its fairs; the fair's search (GET /api/search with job_fair) and news (GET /api/posts with job_fair).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TFairVisitors, TJobFair, TJobFairInput, TJobFairRequest, TJobFairRequestInput, TJobFairUpdate } from '@oabat/domain/fairs';
import type { TAdminBusinessPage } from '@oabat/domain/admin-businesses';
import type { SearchCategory } from '@oabat/domain/search';
import type { TSearchResponse } from '@oabat/domain/search-results';
import type { TPostPage } from '@oabat/domain/posts';
import type { TLivestream } from '@oabat/domain/livestreams';
import type { TChannel } from '@oabat/domain/regions';
import { api } from '../../../lib/api.ts';

export const fairsKey = ['jobfairs'] as const;

export const useFairs = (p: { location_slug?: string; past?: '1' } = {}, enabled = true) =>
  useQuery({
    queryKey: [...fairsKey, p],
    enabled,
    queryFn: ({ signal }) => api<{ data: TJobFair[] }>('GET', '/api/jobfairs', { query: { ...p }, signal }).then((r) => r.data),
  });

/** The fair key of /messe/{ref}: the fair's own slug first, else the soonest fair not over at the place of that slug. */
export const fairAtKey = (ref: string) => [...fairsKey, 'at', ref] as const;

/**
 * The fair of /messe/{ref}. Links carry the fair's slug (two fairs at one place each open); the place's slug
 * of older links still opens the soonest fair there. Both asks answer 200, so nothing is logged as failed.
 */
export const useFairAt = (ref: string, enabled = true) =>
  useQuery({
    queryKey: fairAtKey(ref),
    enabled,
    queryFn: async ({ signal }) => {
      const own = await api<{ data: TJobFair[] }>('GET', '/api/jobfairs', { query: { slug: ref, limit: 1 }, signal });
      if (own.data[0]) return own.data[0];
      const atPlace = await api<{ data: TJobFair[] }>('GET', '/api/jobfairs', { query: { location_slug: ref, limit: 1 }, signal });
      return atPlace.data[0] ?? null;
    },
  });

/** The address of a fair's page (and of one of its tabs). */
export const fairPath = (fair: Pick<TJobFair, 'slug'>) => `/messe/${fair.slug}`;

export const useFair = (ref: number | null) =>
  useQuery({
    queryKey: [...fairsKey, 'one', ref],
    enabled: ref !== null,
    queryFn: () => api<{ data: TJobFair }>('GET', `/api/jobfairs/${ref}`).then((r) => r.data),
  });

/** The fair's livestreams that are live or still to come. */
export const useFairLivestreams = (fairId: number) =>
  useQuery({
    queryKey: ['livestreams', 'fair', fairId],
    queryFn: ({ signal }) =>
      api<{ data: TLivestream[] }>('GET', '/api/livestreams', { query: { job_fair_id: String(fairId), when: 'upcoming' }, signal }).then((r) => r.data),
  });

export const createFair = (body: TJobFairInput) => api<{ data: TJobFair }>('POST', '/api/jobfairs', { body }).then((r) => r.data);
export const updateFair = (id: number, body: TJobFairUpdate) => api<{ data: TJobFair }>('PUT', `/api/jobfairs/${id}`, { body }).then((r) => r.data);
export const deleteFair = (id: number) => api('DELETE', `/api/jobfairs/${id}`);
export const addParticipant = (id: number, businessId: number) =>
  api<{ data: TJobFair }>('POST', `/api/jobfairs/${id}/businesses`, { body: { business_id: businessId } }).then((r) => r.data);
export const removeParticipant = (id: number, businessId: number) =>
  api<{ data: TJobFair }>('DELETE', `/api/jobfairs/${id}/businesses/${businessId}`).then((r) => r.data);

/** The admin's business search, for adding participants. */
export const useBusinessSearch = (search: string) =>
  useQuery({
    queryKey: ['jobfair-business-search', search],
    enabled: search.trim().length >= 2,
    queryFn: ({ signal }) => api<TAdminBusinessPage>('GET', '/api/v2/admin/business', { query: { search: search.trim() }, signal }).then((r) => r.data),
  });

export const useFairVisitors = (business: string) =>
  useQuery({
    queryKey: ['jobfair-visitors', business],
    enabled: !!business,
    queryFn: () => api<{ data: TFairVisitors }>('GET', `/api/business/${encodeURIComponent(business)}/jobfair_visitors`).then((r) => r.data),
  });

/** One tab of the fair's search: its participants' jobs or businesses, nearest to the fair's place first. */
export const useFairSearch = (fair: TJobFair | undefined, category: SearchCategory) =>
  useInfiniteQuery({
    queryKey: ['jobfair-search', fair?.id, category],
    enabled: !!fair && category !== 'news',
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api<TSearchResponse>('GET', '/api/search', {
        query: { category, latitude: fair!.place.latitude, longitude: fair!.place.longitude, job_fair: fair!.id, page: pageParam },
        signal,
      }),
    getNextPageParam: (last) => (last.result.current_page < last.result.last_page ? last.result.current_page + 1 : undefined),
  });

export const useFairNews = (fair: TJobFair | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['jobfair-news', fair?.id],
    enabled: !!fair && enabled,
    queryFn: ({ signal }) => api<TPostPage>('GET', '/api/posts', { query: { job_fair: fair!.id, per_page: 50 }, signal }),
  });

export const useChannels = () =>
  useQuery({
    queryKey: ['channels'],
    staleTime: 60_000,
    queryFn: () => api<{ data: TChannel[] }>('GET', '/api/channels').then((r) => r.data),
  });

// Requests of businesses (issue #36): a business applies or proposes a slot; the admin accepts or declines.
export const fairRequestsKey = ['jobfair-requests'] as const;
export const useBusinessFairRequests = (business: string | null) =>
  useQuery({
    queryKey: [...fairRequestsKey, 'business', business],
    enabled: !!business,
    queryFn: ({ signal }) =>
      api<{ data: TJobFairRequest[] }>('GET', `/api/business/${encodeURIComponent(business!)}/jobfair_requests`, { signal }).then((r) => r.data),
  });
export const usePendingFairRequests = () =>
  useQuery({
    queryKey: [...fairRequestsKey, 'pending'],
    queryFn: ({ signal }) => api<{ data: TJobFairRequest[] }>('GET', '/api/jobfair_requests', { query: { status: 'pending' }, signal }).then((r) => r.data),
  });
export const requestFair = (fairId: number, body: TJobFairRequestInput) =>
  api<{ data: TJobFairRequest }>('POST', `/api/jobfairs/${fairId}/requests`, { body }).then((r) => r.data);
export const decideFairRequest = (id: number, status: 'accepted' | 'declined') =>
  api<{ data: TJobFairRequest }>('PUT', `/api/jobfair_requests/${id}`, { body: { status } }).then((r) => r.data);
