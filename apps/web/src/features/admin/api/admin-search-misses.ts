// "Suchen ohne Treffer" (issue #33): GET /api/admin/search-misses, POST/DELETE /api/admin/search-synonyms.
import { useQuery } from '@tanstack/react-query';
import type { TSearchSynonymInput } from '@oabat/domain/search-vocabulary';
import { api } from '../../../lib/api.ts';

export interface SearchMiss {
  term: string;
  category: string;
  count: number;
  last_at: string;
}
export interface SearchSynonym {
  id: number;
  term: string;
  target: string;
  created_at: string;
}

export const searchMissesKey = ['admin-search-misses'] as const;
export const useSearchMisses = () =>
  useQuery({
    queryKey: searchMissesKey,
    queryFn: () => api<{ data: { misses: SearchMiss[]; synonyms: SearchSynonym[] } }>('GET', '/api/admin/search-misses').then((r) => r.data),
  });
export const addSearchSynonym = (input: TSearchSynonymInput) =>
  api<{ data: SearchSynonym }>('POST', '/api/admin/search-synonyms', { body: input }).then((r) => r.data);
export const removeSearchSynonym = (id: number) => api<void>('DELETE', `/api/admin/search-synonyms/${id}`);
