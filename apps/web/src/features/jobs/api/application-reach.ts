// GET /api/job_interests/reach: how an application for a job reaches its business (issue #36): on Oabat, by mail to
// its contact address (nobody there has an account), or not at all (then the page offers no "bewerben").
import { useQuery } from '@tanstack/react-query';
import type { TApplicationReach } from '@oabat/domain/jobs';
import { api } from '../../../lib/api.ts';

export type ApplicationChannel = TApplicationReach['channel'];

export const useApplicationReach = (jobId: number) =>
  useQuery({
    queryKey: ['job-interests', 'reach', jobId],
    queryFn: () => api<{ data: TApplicationReach }>('GET', `/api/job_interests/reach?job_id=${jobId}`).then((r) => r.data.channel),
    staleTime: 60_000,
  });
