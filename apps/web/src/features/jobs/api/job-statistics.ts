// GET /api/v2/jobs (the business's own jobs) and GET /api/v2/jobs/{id}/statistics for each.
import { useQuery } from '@tanstack/react-query';
import type { TJobStatistics } from '@oabat/domain/jobs';
import { api } from '../../../lib/api.ts';
import type { JobView } from './jobs.ts';

/** Not an answer of the API: a job and its figures, which the web reads with two calls. */
export interface JobWithStatistics {
  job: JobView;
  stats: TJobStatistics;
}

export const useOwnJobStatistics = () =>
  useQuery({
    queryKey: ['own-job-statistics'],
    queryFn: async (): Promise<JobWithStatistics[]> => {
      const jobs = (await api<{ data: JobView[] }>('GET', '/api/v2/jobs')).data;
      return Promise.all(jobs.map(async (job) => ({ job, stats: (await api<{ data: TJobStatistics }>('GET', `/api/v2/jobs/${job.id}/statistics`)).data })));
    },
  });
