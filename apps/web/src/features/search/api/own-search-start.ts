// Where a signed-in pupil's search starts: the place and radius of their profile (GET /api/trainee/{id}),
// as a search URL slug; null when the profile has neither a postal code nor a place of interest.
import { useQuery } from '@tanstack/react-query';
import { NEARBY_SLUG, zipSlug } from '@oabat/domain/locations';
import type { TTrainee } from '@oabat/domain/trainees';
import { api } from '../../../lib/api.ts';

/** Not an API shape: worked out on the web from the pupil's profile (GET /api/trainee/{id}). */
export interface SearchStart {
  slug: string;
  radius: number;
  latitude?: number;
  longitude?: number;
}

export function searchStartOf(t: Pick<TTrainee, 'primary_address' | 'interest'>): SearchStart | null {
  const radius = t.interest?.radius ?? 0;
  const postal = t.primary_address.postal_code;
  const city = t.interest?.city ?? t.primary_address.city;
  if (postal && city) return { slug: zipSlug(city, postal), radius };
  if (t.interest) return { slug: NEARBY_SLUG, radius, latitude: t.interest.latitude, longitude: t.interest.longitude };
  return null;
}

export const useOwnSearchStart = (traineeId: number | null | undefined) =>
  useQuery({
    queryKey: ['search-start', traineeId],
    enabled: !!traineeId,
    queryFn: () => api<{ data: TTrainee }>('GET', `/api/trainee/${traineeId}`).then((r) => searchStartOf(r.data)),
  });
