// GET /api/jobs?business={slug}: the published jobs of one business that are still open. The business itself and
// the admin get its expired ones too (to extend them in the job list); the profile's "Offene Stellen" leaves them
// out for everyone, by the one rule of "expired", so the owner's profile is laid out as the public one.
import { useQuery } from '@tanstack/react-query';
import { jobExpired } from '@oabat/domain/seo';
import { api } from '../../../lib/api.ts';
import type { JobView } from './jobs.ts';

export const useBusinessJobs = (businessSlug: string) =>
  useQuery({
    queryKey: ['business-jobs', businessSlug],
    queryFn: () =>
      api<{ data: JobView[] }>('GET', '/api/jobs', { query: { business: businessSlug, status: 'published' } }).then((r) =>
        r.data.filter((job) => !jobExpired(job)),
      ),
  });
