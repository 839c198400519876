// GET/POST/PUT /api/business/{id}/business_sites: the locations of a business (PUT names the site in the body).
import { useQuery } from '@tanstack/react-query';
import type { TBusinessSite, TBusinessSiteInput } from '@oabat/domain/businesses';
import { api } from '../../../lib/api.ts';

export const sitesKey = (businessId: number) => ['business-sites', businessId] as const;
export const useBusinessSites = (businessId: number | undefined) =>
  useQuery({
    queryKey: sitesKey(businessId ?? 0),
    enabled: !!businessId,
    queryFn: () => api<{ data: TBusinessSite[] }>('GET', `/api/business/${businessId}/business_sites`).then((r) => r.data),
  });
export const saveBusinessSite = (businessId: number, body: TBusinessSiteInput) =>
  api<{ data: TBusinessSite }>(body.id ? 'PUT' : 'POST', `/api/business/${businessId}/business_sites`, { body }).then((r) => r.data);
