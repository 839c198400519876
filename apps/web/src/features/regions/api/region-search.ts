// The jobs and businesses of a region: GET /api/search filtered by the region's channel (the businesses that are
// its members), without a place, page by page. Regions are stored with a channel, not with a centre and radius.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TSearchResponse } from '@oabat/domain/search-results';
import { api } from '../../../lib/api.ts';

export type RegionListCategory = 'ausbildung' | 'praktikum' | 'unternehmen';

export const useRegionSearch = (channel: string | undefined, category: RegionListCategory) =>
  useInfiniteQuery({
    queryKey: ['region-search', channel, category],
    queryFn: ({ pageParam, signal }) =>
      api<TSearchResponse>('GET', '/api/search', { query: { channel: channel!, category, page: pageParam, per_page: 20 }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.result.current_page < last.result.last_page ? last.result.current_page + 1 : undefined),
    enabled: !!channel,
  });
