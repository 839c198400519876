// Locations: GET /api/v2/locations/{slug} (a slug of the route), /zip/{zip} and the city autocomplete.
import { useQuery } from '@tanstack/react-query';
import { isPostalCodeQuery, POSTAL_CODE, type TLocation } from '@oabat/domain/locations';
import { api } from '../../../lib/api.ts';

export const getLocation = (slug: string, coords?: { latitude?: number; longitude?: number }) =>
  api<{ data: TLocation }>('GET', `/api/v2/locations/${encodeURIComponent(slug)}`, { query: coords }).then((r) => r.data);

/** The location of a route slug; an unknown slug gives an error (nothing is searched then). */
export const useLocationBySlug = (slug: string | undefined, coords?: { latitude?: number; longitude?: number }) =>
  useQuery({
    queryKey: ['location', slug, coords?.latitude, coords?.longitude],
    queryFn: () => getLocation(slug!, coords),
    enabled: !!slug,
    retry: false,
    staleTime: Infinity,
  });

export const autocompleteCity = (search: string, limit: number, signal?: AbortSignal) =>
  api<{ data: TLocation[] }>('POST', '/api/search/autocomplete_city', { body: { search, limit }, signal }).then((r) => r.data);

/** The place a search form named in `?ort=` (sent without the app, issue #34); null data when none matches. */
export const usePlaceOfText = (text: string) =>
  useQuery({ queryKey: ['place-of-text', text], queryFn: () => findPlace(text), enabled: !!text, retry: false, staleTime: Infinity });

/** A typed place: digits only is a postal code (02 §4), anything else a city name. Null when nothing matches. */
export async function findPlace(text: string): Promise<TLocation | null> {
  const q = text.trim();
  if (isPostalCodeQuery(q) && POSTAL_CODE.test(q)) {
    return api<{ data: TLocation }>('GET', `/api/v2/locations/zip/${q}`).then(
      (r) => r.data,
      () => null,
    );
  }
  return (await autocompleteCity(q, 1))[0] ?? null;
}
