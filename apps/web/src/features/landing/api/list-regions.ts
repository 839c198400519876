// GET /api/regions: every region with its title and hero image, for the /region overview.
import { useQuery } from '@tanstack/react-query';
import type { TRegionSummary } from '@oabat/domain/regions';
import { api } from '../../../lib/api.ts';

export const useRegions = () =>
  useQuery({
    queryKey: ['regions'],
    queryFn: () => api<{ data: TRegionSummary[] }>('GET', '/api/regions').then((r) => r.data),
  });
