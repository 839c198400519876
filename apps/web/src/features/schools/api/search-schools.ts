// School search: the place by its slug or postal code (GET /api/v2/locations/{slug}, /zip/{zip}), then
// GET /api/search/school around it.
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@oabat/domain/common';
import { api } from '../../../lib/api.ts';

export interface Place {
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}
export interface SchoolHit {
  id: number;
  slug: string;
  name: string;
  type: string | null;
  city: string | null;
  distance: number;
}

export const placeByZip = (zip: string) => api<{ data: Place }>('GET', `/api/v2/locations/zip/${encodeURIComponent(zip)}`).then((r) => r.data);

export const useSchoolSearch = (locationSlug: string | undefined, radius: number) =>
  useQuery({
    queryKey: ['school-search', locationSlug, radius],
    enabled: !!locationSlug,
    retry: false,
    queryFn: async () => {
      const place = (await api<{ data: Place }>('GET', `/api/v2/locations/${encodeURIComponent(locationSlug!)}`)).data;
      const page = await api<Page<SchoolHit>>('GET', '/api/search/school', {
        query: { latitude: place.latitude, longitude: place.longitude, radius, per_page: 50 },
      });
      return { place, page };
    },
  });
