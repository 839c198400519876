// The operator's school and region lists: GET /api/v2/admin/{schools|regions} and their CSV exports.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrganisationKind, TAdminOrganisationFilter, TAdminOrganisationPage, TAdminOrganisationQuery } from '@oabat/domain/admin-organisations';
import { api } from '../../../lib/api.ts';
import { downloadWithToken } from '../../../lib/upload.ts';

export const useAdminOrganisations = (kind: AdminOrganisationKind, query: TAdminOrganisationQuery) =>
  useQuery({
    queryKey: ['admin-organisations', kind, query],
    placeholderData: keepPreviousData,
    queryFn: () => api<TAdminOrganisationPage>('GET', `/api/v2/admin/${kind}`, { query: { ...query } }),
  });

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
