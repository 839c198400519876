// Jobs: GET /api/jobs/{slug}, POST /api/v2/jobs/, PUT /api/v2/jobs/{id}, GET /api/v2/jobs/features, GET /api/v2/jobs/check_limit, GET /api/system_jobs.
import { useQuery } from '@tanstack/react-query';
import type { TJobDetail, TJobFeatures, TJobInput, TJobLimit, TJobUpdate } from '@oabat/domain/jobs';
import type { TOccupation } from '@oabat/domain/occupations';
import { api } from '../../../lib/api.ts';

/** A job as its page, editor and preview read it: inferred from the domain's schema, which the API is tested against. */
export type JobView = TJobDetail;

export const jobKey = (slug: string) => ['job', slug] as const;
export const getJob = (slug: string) => api<{ data: JobView }>('GET', `/api/jobs/${encodeURIComponent(slug)}`).then((r) => r.data);
export const useJob = (slug: string | undefined) => useQuery({ queryKey: jobKey(slug ?? ''), queryFn: () => getJob(slug!), enabled: !!slug, retry: false });

export const createJob = (body: TJobInput) => api<{ data: JobView }>('POST', '/api/v2/jobs/', { body }).then((r) => r.data);
export const updateJob = (id: number, body: TJobUpdate) => api<{ data: JobView }>('PUT', `/api/v2/jobs/${id}`, { body }).then((r) => r.data);

export type JobFeatures = TJobFeatures;
export const useJobFeatures = () =>
  useQuery({
    queryKey: ['job-features'],
    queryFn: () => api<{ data: JobFeatures }>('GET', '/api/v2/jobs/features').then((r) => r.data),
  });

/** GET /api/v2/jobs/check_limit: the business's active jobs against its limit (null: Premium, no limit). */
export type JobLimitView = TJobLimit;
export const jobLimitKey = ['job-limit'] as const;
export const useJobLimit = (enabled = true) =>
  useQuery({ queryKey: jobLimitKey, enabled, queryFn: () => api<{ data: JobLimitView }>('GET', '/api/v2/jobs/check_limit').then((r) => r.data) });

export const useOccupations = (search: string) =>
  useQuery({
    queryKey: ['system-jobs', search],
    queryFn: () => api<{ data: TOccupation[] }>('GET', '/api/system_jobs', { query: { search } }).then((r) => r.data.slice(0, 50)),
    enabled: search.trim().length >= 2,
    staleTime: 60_000,
  });
