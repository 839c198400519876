// The support queue on /admin/uebersicht: GET /api/admin/problem-reports and PUT /api/admin/problem-reports/{id}.
import { useQuery } from '@tanstack/react-query';
import type { ProblemStatus, TProblemReport } from '@oabat/domain/problem-reports';
import { api } from '../../../lib/api.ts';

export const problemReportsKey = ['admin-problem-reports'] as const;
export const useProblemReports = (status: ProblemStatus | 'all') =>
  useQuery({
    queryKey: [...problemReportsKey, status],
    queryFn: () => api<{ data: TProblemReport[] }>('GET', '/api/admin/problem-reports', { query: { status } }).then((r) => r.data),
  });
export const setProblemStatus = (id: number, status: ProblemStatus) =>
  api<{ data: TProblemReport }>('PUT', `/api/admin/problem-reports/${id}`, { body: { status } }).then((r) => r.data);
