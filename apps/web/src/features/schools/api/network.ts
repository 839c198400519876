// The company network calls: GET/POST/PUT /api/schools/{id}/business_site/{siteId}, the lists of a
// school (/api/schools/{id}/network) and of a business (/api/business/{id}/schools), and whom a school can ask.
import { useQuery } from '@tanstack/react-query';
import type { NetworkParty, TNearbyBusinessSite, TNetworkRequest } from '@oabat/domain/schools';
import { api } from '../../../lib/api.ts';

export const schoolNetworkKey = (schoolId: number) => ['school-network', schoolId] as const;
export const businessNetworkKey = (businessId: number) => ['business-network', businessId] as const;

export const useSchoolNetwork = (schoolId: number | undefined) =>
  useQuery({
    queryKey: schoolNetworkKey(schoolId ?? 0),
    enabled: !!schoolId,
    queryFn: () => api<{ data: TNetworkRequest[] }>('GET', `/api/schools/${schoolId}/network`).then((r) => r.data),
  });
export const useBusinessNetwork = (businessId: number | undefined) =>
  useQuery({
    queryKey: businessNetworkKey(businessId ?? 0),
    enabled: !!businessId,
    queryFn: () => api<{ data: TNetworkRequest[] }>('GET', `/api/business/${businessId}/schools`).then((r) => r.data),
  });
export const useNearbySites = (schoolId: number | undefined) =>
  useQuery({
    queryKey: ['school-nearby-sites', schoolId],
    enabled: !!schoolId,
    queryFn: () =>
      api<{ data: TNearbyBusinessSite[] }>('GET', `/api/schools/${schoolId}/nearby_business_sites`, { query: { distance: 30 } }).then((r) => r.data),
  });

export const sendNetworkMessage = (schoolId: number, siteId: number, message: string, sentBy: NetworkParty) =>
  api<{ data: TNetworkRequest }>('POST', `/api/schools/${schoolId}/business_site/${siteId}`, { body: { message, sent_by_type: sentBy } }).then((r) => r.data);
export const setNetworkAccepted = (schoolId: number, siteId: number, accepted: boolean) =>
  api<{ data: TNetworkRequest }>('PUT', `/api/schools/${schoolId}/business_site/${siteId}`, { body: { accepted } }).then((r) => r.data);
