// GET/PUT /api/regions/{slug}/channel: the region's channel (its name; the slug stays, it is in URLs).
import { useQuery } from '@tanstack/react-query';
import type { TRegionChannel } from '@oabat/domain/regions';
import { api } from '../../../lib/api.ts';

export const channelKey = (slug: string) => ['region-channel', slug] as const;
export const useRegionChannel = (slug: string | undefined) =>
  useQuery({
    queryKey: channelKey(slug ?? ''),
    enabled: !!slug,
    queryFn: () => api<{ data: TRegionChannel }>('GET', `/api/regions/${encodeURIComponent(slug!)}/channel`).then((r) => r.data),
  });
export const renameChannel = (slug: string, name: string) =>
  api<{ data: TRegionChannel }>('PUT', `/api/regions/${encodeURIComponent(slug)}/channel`, { body: { name } }).then((r) => r.data);
