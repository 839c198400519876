// School search: the place by its slug or postal code (GET /api/v2/locations/{slug}, /zip/{zip}), then
// GET /api/search/school around it.
import { useQuery } from '@tanstack/react-query';
import type { TLocation } from '@oabat/domain/locations';
import type { TSchoolSearchPage } from '@oabat/domain/schools';
import { api } from '../../../lib/api.ts';

export const placeByZip = (zip: string) => api<{ data: TLocation }>('GET', `/api/v2/locations/zip/${encodeURIComponent(zip)}`).then((r) => r.data);

export const useSchoolSearch = (locationSlug: string | undefined, radius: number) =>
  useQuery({
    queryKey: ['school-search', locationSlug, radius],
    enabled: !!locationSlug,
    retry: false,
    queryFn: async () => {
      const place = (await api<{ data: TLocation }>('GET', `/api/v2/locations/${encodeURIComponent(locationSlug!)}`)).data;
      const page = await api<TSchoolSearchPage>('GET', '/api/search/school', {
        query: { latitude: place.latitude, longitude: place.longitude, radius, per_page: 50 },
      });
      return { place, page };
    },
  });
