// GET /api/v2/business/{slug}: the profile as the viewer may see it (with completeness for its own users).
import { useQuery } from '@tanstack/react-query';
import type { TBusiness } from '@oabat/domain/businesses';
import { api } from '../../../lib/api.ts';

export const businessKey = (slug: string) => ['business', slug] as const;
export const getBusiness = (slug: string) => api<{ data: TBusiness }>('GET', `/api/v2/business/${encodeURIComponent(slug)}`).then((r) => r.data);
export const useBusiness = (slug: string) => useQuery({ queryKey: businessKey(slug), queryFn: () => getBusiness(slug), retry: false });
