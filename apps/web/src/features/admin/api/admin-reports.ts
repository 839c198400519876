// The moderation queue: GET /api/admin/reports and POST /api/admin/reports/{id}/action.
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@oabat/domain/common';
import type { ModerationAction, TAdminReport } from '@oabat/domain/reports';
import { api } from '../../../lib/api.ts';

export const adminReportsKey = ['admin-reports'] as const;
export const useAdminReports = (status: 'open' | 'closed', page: number) =>
  useQuery({
    queryKey: [...adminReportsKey, status, page],
    queryFn: () => api<Page<TAdminReport>>('GET', '/api/admin/reports', { query: { status, page } }),
  });
export const moderateReport = (id: number, action: ModerationAction, message?: string) =>
  api<{ data: TAdminReport }>('POST', `/api/admin/reports/${id}/action`, { body: { action, ...(message ? { message } : {}) } }).then((r) => r.data);
