// GET /api/search: one category around a place, page by page ("mehr laden" while current page < last page).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TSearchQuery, TSearchQueryInput } from '@oabat/domain/search';
import type { TSearchResponse } from '@oabat/domain/search-results';
import { api } from '../../../lib/api.ts';

/** The query the search page sends: always a category, a point and a radius; filters are ZSearchFilters as JSON (e.g. the minimum first-year pay). */
export type SearchParams = Required<Pick<TSearchQuery, 'category' | 'latitude' | 'longitude' | 'radius'>> &
  Pick<TSearchQueryInput, 'term' | 'sort' | 'filters'>;

export const searchPage = (p: SearchParams, page: number, signal?: AbortSignal) =>
  api<TSearchResponse>('GET', '/api/search', { query: { ...p, page }, signal });

export const useSearch = (p: SearchParams | null) =>
  useInfiniteQuery({
    queryKey: ['search', p],
    queryFn: ({ pageParam, signal }) => searchPage(p!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.result.current_page < last.result.last_page ? last.result.current_page + 1 : undefined),
    enabled: !!p,
  });
