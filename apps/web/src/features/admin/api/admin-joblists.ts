// The admin's /admin/joblists page: the job lists (/api/job_lists, the admin sees and keeps all of them), published
// jobs to add (/api/v2/admin/joblists/jobs), and the businesses' job ad themes (/api/v2/admin/themes, PUT /api/v2/themes/{id}).
import { useQuery } from '@tanstack/react-query';
import type { TAdminJobHit, TAdminTheme } from '@oabat/domain/admin-joblists';
import type { TJobList, TJobListDetail, TJobListInput, TJobListUpdate } from '@oabat/domain/jobs';
import { api } from '../../../lib/api.ts';

export type JobListDetail = TJobListDetail;

export const jobListsKey = ['admin-job-lists'] as const;
export const jobListKey = (id: number) => ['admin-job-list', id] as const;
export const themesKey = ['admin-themes'] as const;

export const useJobLists = () => useQuery({ queryKey: jobListsKey, queryFn: () => api<{ data: TJobList[] }>('GET', '/api/job_lists').then((r) => r.data) });
export const useJobList = (id: number | null) =>
  useQuery({
    queryKey: jobListKey(id ?? 0),
    enabled: id !== null,
    queryFn: () => api<{ data: JobListDetail }>('GET', `/api/job_lists/${id}`).then((r) => r.data),
  });
export const useJobSearch = (search: string, businessId: number | null) =>
  useQuery({
    queryKey: ['admin-job-search', search, businessId],
    enabled: search.length >= 2,
    queryFn: () =>
      api<{ data: TAdminJobHit[] }>('GET', '/api/v2/admin/joblists/jobs', { query: { search, ...(businessId ? { business_id: businessId } : {}) } }).then(
        (r) => r.data,
      ),
  });
export const useThemes = (search: string) =>
  useQuery({
    queryKey: [...themesKey, search],
    queryFn: () => api<{ data: TAdminTheme[] }>('GET', '/api/v2/admin/themes', { query: { search } }).then((r) => r.data),
  });

export const createJobList = (body: Partial<TJobListInput>) => api<{ data: JobListDetail }>('POST', '/api/job_lists', { body }).then((r) => r.data);
export const updateJobList = (id: number, body: TJobListUpdate) => api<{ data: JobListDetail }>('PUT', `/api/job_lists/${id}`, { body }).then((r) => r.data);
export const deleteJobList = (id: number) => api('DELETE', `/api/job_lists/${id}`);
export const updateTheme = (id: number, theme: Record<string, string>) => api('PUT', `/api/v2/themes/${id}`, { body: { theme } });
