// "Suchen ohne Treffer" (issue #33): GET /api/admin/search-misses, POST/DELETE /api/admin/search-synonyms.
import { useQuery } from '@tanstack/react-query';
import type { TSearchMisses, TSearchSynonym, TSearchSynonymInput } from '@oabat/domain/search-vocabulary';
import { api } from '../../../lib/api.ts';

export const searchMissesKey = ['admin-search-misses'] as const;
export const useSearchMisses = () =>
  useQuery({
    queryKey: searchMissesKey,
    queryFn: () => api<{ data: TSearchMisses }>('GET', '/api/admin/search-misses').then((r) => r.data),
  });
export const addSearchSynonym = (input: TSearchSynonymInput) =>
  api<{ data: TSearchSynonym }>('POST', '/api/admin/search-synonyms', { body: input }).then((r) => r.data);
export const removeSearchSynonym = (id: number) => api<void>('DELETE', `/api/admin/search-synonyms/${id}`);
