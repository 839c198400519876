// POST /api/regions/{slug}/join: a logged-in business signs itself up in a region that offers sign-up.
import type { TRegionJoin } from '@oabat/domain/regions';
import { api } from '../../../lib/api.ts';

export const joinRegion = (slug: string) => api<{ data: TRegionJoin }>('POST', `/api/regions/${encodeURIComponent(slug)}/join`).then((r) => r.data);
