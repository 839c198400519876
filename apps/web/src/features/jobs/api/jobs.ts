// Jobs: GET /api/jobs/{slug}, POST /api/v2/jobs/, PUT /api/v2/jobs/{id}, GET /api/v2/jobs/features, GET /api/v2/jobs/check_limit, GET /api/system_jobs.
import { useQuery } from '@tanstack/react-query';
import type { TJob, TJobInput, TJobUpdate } from '@oabat/domain/jobs';
import { api } from '../../../lib/api.ts';

export interface JobView extends TJob {
  start_date: string | null;
  salary_lower: number | null;
  salary_upper: number | null;
  duration_months: number | null;
  graduation: string | null;
  positions: number | null;
  attributes: number[];
  advantages: number[];
  published_at: string | null;
  business_site: { id: number; slug: string; name: string } | null;
  place: { id: number; name: string; postal_code: string } | null;
  occupation: { id: number; name: string; slug: string } | null;
  latitude: number | null;
  longitude: number | null;
  working_hours?: string;
  pay_year_1?: number | null;
  pay_year_2?: number | null;
  pay_year_3?: number | null;
  pay_year_4?: number | null;
  collective_agreement?: boolean;
  age_group?: 'child' | 'youth' | 'adult' | null;
  daily_hours?: number | null;
  weekly_hours?: number | null;
  work_start?: string | null;
  work_end?: string | null;
  break_minutes?: number | null;
}

export const jobKey = (slug: string) => ['job', slug] as const;
export const getJob = (slug: string) => api<{ data: JobView }>('GET', `/api/jobs/${encodeURIComponent(slug)}`).then((r) => r.data);
export const useJob = (slug: string | undefined) => useQuery({ queryKey: jobKey(slug ?? ''), queryFn: () => getJob(slug!), enabled: !!slug, retry: false });

export const createJob = (body: TJobInput) => api<{ data: JobView }>('POST', '/api/v2/jobs/', { body }).then((r) => r.data);
export const updateJob = (id: number, body: TJobUpdate) => api<{ data: JobView }>('PUT', `/api/v2/jobs/${id}`, { body }).then((r) => r.data);

export interface JobFeatures {
  permissions: string[];
  can_create: Record<'1' | '2' | '3', boolean>;
  can_publish: boolean;
  is_premium: boolean;
  /** Whether the business's main site has a place (else the editor asks for the address first). */
  has_address: boolean;
}
export const useJobFeatures = () =>
  useQuery({
    queryKey: ['job-features'],
    queryFn: () => api<{ data: JobFeatures }>('GET', '/api/v2/jobs/features').then((r) => r.data),
  });

/** GET /api/v2/jobs/check_limit: the business's active jobs against its limit (null: Premium, no limit). */
export interface JobLimitView {
  active_jobs: number;
  total_jobs: number;
  limit: number | null;
  reached: boolean;
}
export const jobLimitKey = ['job-limit'] as const;
export const useJobLimit = (enabled = true) =>
  useQuery({ queryKey: jobLimitKey, enabled, queryFn: () => api<{ data: JobLimitView }>('GET', '/api/v2/jobs/check_limit').then((r) => r.data) });

export interface Occupation {
  id: number;
  name: string;
  short_name: string;
}
export const useOccupations = (search: string) =>
  useQuery({
    queryKey: ['system-jobs', search],
    queryFn: () => api<{ data: Occupation[] }>('GET', '/api/system_jobs', { query: { search } }).then((r) => r.data.slice(0, 50)),
    enabled: search.trim().length >= 2,
    staleTime: 60_000,
  });
