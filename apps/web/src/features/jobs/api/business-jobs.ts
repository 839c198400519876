// GET /api/jobs?business={slug}: the published jobs of one business (its own users get drafts too).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { JobView } from './jobs.ts';

export const useBusinessJobs = (businessSlug: string) =>
  useQuery({
    queryKey: ['business-jobs', businessSlug],
    queryFn: () => api<{ data: JobView[] }>('GET', '/api/jobs', { query: { business: businessSlug, status: 'published' } }).then((r) => r.data),
  });
