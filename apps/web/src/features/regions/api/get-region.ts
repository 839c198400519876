// GET /api/regions/{slug}: a region's landing page data; PUT /api/regions/{slug}: the region edits it.
import { useQuery } from '@tanstack/react-query';
import type { TRegion, TRegionUpdate } from '@oabat/domain/regions';
import { api } from '../../../lib/api.ts';

export const regionKey = (slug: string) => ['region', slug] as const;
export const useRegion = (slug: string | undefined) =>
  useQuery({
    queryKey: regionKey(slug ?? ''),
    enabled: !!slug,
    retry: false,
    queryFn: () => api<{ data: TRegion }>('GET', `/api/regions/${encodeURIComponent(slug!)}`).then((r) => r.data),
  });
export const updateRegion = (slug: string, body: TRegionUpdate) =>
  api<{ data: TRegion }>('PUT', `/api/regions/${encodeURIComponent(slug)}`, { body }).then((r) => r.data);
