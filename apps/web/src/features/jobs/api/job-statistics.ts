// GET /api/v2/jobs (the business's own jobs) and GET /api/v2/jobs/{id}/statistics for each.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { JobView } from './jobs.ts';

export interface JobStatistics {
  job_id: number;
  views: number;
  ratings: number;
  likes: number;
  interests: number;
}
export interface JobWithStatistics {
  job: JobView;
  stats: JobStatistics;
}

export const useOwnJobStatistics = () =>
  useQuery({
    queryKey: ['own-job-statistics'],
    queryFn: async (): Promise<JobWithStatistics[]> => {
      const jobs = (await api<{ data: JobView[] }>('GET', '/api/v2/jobs')).data;
      return Promise.all(jobs.map(async (job) => ({ job, stats: (await api<{ data: JobStatistics }>('GET', `/api/v2/jobs/${job.id}/statistics`)).data })));
    },
  });
