// GET/PUT /api/admin/custom-domains: the admin's list of custom domains and setting or removing one.
import { useQuery } from '@tanstack/react-query';
import type { TCustomDomainEntry, TCustomDomainUpdate } from '@oabat/domain/custom-domains';
import { api } from '../../../lib/api.ts';

export const adminDomainsKey = ['admin-custom-domains'] as const;
export const useAdminDomains = () =>
  useQuery({
    queryKey: adminDomainsKey,
    queryFn: () => api<{ data: TCustomDomainEntry[] }>('GET', '/api/admin/custom-domains').then((r) => r.data),
  });
export const saveDomain = (body: TCustomDomainUpdate) =>
  api<{ data: TCustomDomainEntry | null }>('PUT', '/api/admin/custom-domains', { body }).then((r) => r.data);
