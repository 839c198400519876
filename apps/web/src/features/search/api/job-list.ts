// GET /api/job_lists/{slug}: a curated selection of jobs with its published jobs.
import { useQuery } from '@tanstack/react-query';
import type { TJobCard } from '@oabat/domain/search';
import { api } from '../../../lib/api.ts';

export interface JobListView {
  id: number;
  slug: string;
  name: string;
  description: string;
  jobs: TJobCard[];
}
export const useJobList = (slug: string | undefined) =>
  useQuery({
    queryKey: ['job-list', slug],
    enabled: !!slug,
    retry: false,
    queryFn: () => api<{ data: JobListView }>('GET', `/api/job_lists/${encodeURIComponent(slug!)}`).then((r) => r.data),
  });
