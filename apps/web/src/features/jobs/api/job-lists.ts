// Lists around jobs: GET /api/jobs?business= (a business's jobs), GET /api/job_interests (applications received),
// GET/PUT /api/v2/job_reviews/{id} (publishing approval).
import { useQuery } from '@tanstack/react-query';
import type { TJobInterest, TJobReview, TJobReviewUpdate } from '@oabat/domain/jobs';
import { api } from '../../../lib/api.ts';
import { downloadWithToken } from '../../../lib/upload.ts';
import type { JobView } from './jobs.ts';

export const useBusinessJobs = (businessSlug: string) =>
  useQuery({
    queryKey: ['business-jobs', businessSlug],
    queryFn: () => api<{ data: JobView[] }>('GET', '/api/jobs', { query: { business: businessSlug } }).then((r) => r.data),
  });

export const useJobInterests = (enabled: boolean) =>
  useQuery({
    queryKey: ['job-interests'],
    enabled,
    queryFn: () => api<{ data: TJobInterest[] }>('GET', '/api/job_interests').then((r) => r.data),
  });

export const reviewKey = (id: number) => ['job-review', id] as const;
export const useJobReview = (id: number) =>
  useQuery({
    queryKey: reviewKey(id),
    enabled: id > 0,
    retry: false,
    queryFn: () => api<{ data: TJobReview }>('GET', `/api/v2/job_reviews/${id}`).then((r) => r.data),
  });
export const decideReview = (id: number, body: TJobReviewUpdate) => api<{ data: TJobReview }>('PUT', `/api/v2/job_reviews/${id}`, { body }).then((r) => r.data);

/** GET /api/file/{id} with the bearer token, opened in a new tab. */
export const openFile = (id: number) => downloadWithToken(`/api/file/${id}`, null, 'Die Datei konnte nicht geöffnet werden.');
