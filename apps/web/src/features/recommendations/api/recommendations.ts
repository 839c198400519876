// "Für dich": GET /api/v2/recommendations (the signed-in pupil's own list). Like and skip reuse the rating API;
// after either every list of recommendations is read again, so the ranking follows her taste at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRecommendations } from '@oabat/domain/recommendations';
import { api } from '../../../lib/api.ts';
import { likedJobsKey, rateJob } from '../../jobs/api/ratings.ts';

export const RECOMMENDATIONS_KEY = ['recommendations'] as const;
export const LIKE = 100;
export const SKIP = 0;

export const getRecommendations = (limit: number) =>
  api<{ data: TRecommendations }>('GET', '/api/v2/recommendations', { query: { limit } }).then((r) => r.data);

export const useRecommendations = (limit: number, enabled: boolean) =>
  useQuery({ queryKey: [...RECOMMENDATIONS_KEY, limit], queryFn: () => getRecommendations(limit), enabled });

/** Rates a recommended job; the card leaves every cached list before the refetch, so a tap shows at once. */
export function useRateRecommendation() {
  const qc = useQueryClient();
  return async (jobId: number, userId: number, rating: number) => {
    await rateJob(jobId, userId, rating);
    qc.setQueriesData<TRecommendations>({ queryKey: RECOMMENDATIONS_KEY }, (old) => (old ? { ...old, jobs: old.jobs.filter((j) => j.id !== jobId) } : old));
    await Promise.all([
      qc.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY }),
      rating > 50 ? qc.invalidateQueries({ queryKey: likedJobsKey }) : null,
      qc.invalidateQueries({ queryKey: ['rating-queue'] }),
    ]);
  };
}
