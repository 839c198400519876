// GET /api/job_lists/{slug}: a curated selection of jobs with its published jobs.
import { useQuery } from '@tanstack/react-query';
import type { TJobDetail, TJobListDetail } from '@oabat/domain/jobs';
import type { TJobCard } from '@oabat/domain/search';
import { api } from '../../../lib/api.ts';

/**
 * A job of the list as the search's job card shows it. The list sends each job as its page does (ZJobDetail), not
 * as a search card: there is no distance, teaser, logo or fair pay mark, so the card shows none.
 */
export const asJobCard = (j: TJobDetail): TJobCard => ({
  kind: 'job',
  id: j.id,
  slug: j.slug,
  name: j.name,
  type_id: j.type_id,
  version: j.version,
  business: { ...j.business, logo: null },
  occupation: j.occupation,
  place: j.place,
  latitude: j.latitude,
  longitude: j.longitude,
  distance_km: null,
  start_date: j.start_date,
  salary_lower: j.salary_lower,
  salary_upper: j.salary_upper,
  duration_months: j.duration_months,
  graduation: j.graduation,
  published_at: j.published_at ?? '',
  teaser: '',
  is_liked: j.is_liked,
});

export const useJobList = (slug: string | undefined) =>
  useQuery({
    queryKey: ['job-list', slug],
    enabled: !!slug,
    retry: false,
    queryFn: () =>
      api<{ data: TJobListDetail }>('GET', `/api/job_lists/${encodeURIComponent(slug!)}`).then((r) => ({ ...r.data, jobs: r.data.jobs.map(asJobCard) })),
  });
