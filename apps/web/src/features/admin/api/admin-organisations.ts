// The operator's school and region lists: GET /api/v2/admin/{schools|regions} and their CSV exports, one school or
// region, and the admin's changes (name, address, active, a school's regions).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminOrganisationKind,
  TAdminOrganisationDetail,
  TAdminOrganisationFilter,
  TAdminOrganisationPage,
  TAdminOrganisationQuery,
  TAdminOrganisationUpdate,
} from '@oabat/domain/admin-organisations';
import type { TRegionSummary } from '@oabat/domain/regions';
import { api } from '../../../lib/api.ts';
import { downloadWithToken } from '../../../lib/upload.ts';

export const adminOrganisationsKey = (kind: AdminOrganisationKind) => ['admin-organisations', kind] as const;
export const adminOrganisationKey = (kind: AdminOrganisationKind, id: number) => ['admin-organisation', kind, id] as const;

export const useAdminOrganisations = (kind: AdminOrganisationKind, query: TAdminOrganisationQuery) =>
  useQuery({
    queryKey: [...adminOrganisationsKey(kind), query],
    placeholderData: keepPreviousData,
    queryFn: () => api<TAdminOrganisationPage>('GET', `/api/v2/admin/${kind}`, { query: { ...query } }),
  });

export const useAdminOrganisation = (kind: AdminOrganisationKind, id: number | null) =>
  useQuery({
    queryKey: adminOrganisationKey(kind, id ?? 0),
    enabled: id !== null,
    queryFn: () => api<{ data: TAdminOrganisationDetail }>('GET', `/api/v2/admin/${kind}/${id}`).then((r) => r.data),
  });

const detail = (p: Promise<{ data: TAdminOrganisationDetail }>) => p.then((r) => r.data);
export const updateOrganisation = (kind: AdminOrganisationKind, id: number, body: TAdminOrganisationUpdate) =>
  detail(api('PUT', `/api/v2/admin/${kind}/${id}`, { body }));
export const setSchoolRegion = (schoolId: number, regionId: number, on: boolean) =>
  detail(api(on ? 'POST' : 'DELETE', `/api/v2/admin/schools/${schoolId}/regions/${regionId}`));

const FILE = { schools: 'schulen', regions: 'regionen' } as const;
export function downloadOrganisationsCsv(kind: AdminOrganisationKind, filter: TAdminOrganisationFilter) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v) params.set(k, String(v));
  return downloadWithToken(
    `/api/v2/admin/${kind}/export?${params}`,
    `${FILE[kind]}-${new Date().toISOString().slice(0, 10)}.csv`,
    'Der Export ist fehlgeschlagen.',
  );
}

/** The regions a school may join (the public list: active regions). */
export const useRegionChoices = () =>
  useQuery({
    queryKey: ['admin-region-choices'],
    staleTime: 60_000,
    queryFn: () => api<{ data: TRegionSummary[] }>('GET', '/api/regions').then((r) => r.data),
  });
