// A place as a person or a host page names it: a postal code, a location slug (`passau-42`) or a city name.
import { isPostalCodeQuery, parseLocationSlug, POSTAL_CODE, type TLocation } from '@oabat/domain/locations';
import { api } from './api.ts';

/** The place, or null when nothing matches. */
export async function findPlace(text: string): Promise<TLocation | null> {
  const q = text.trim();
  if (isPostalCodeQuery(q)) {
    if (!POSTAL_CODE.test(q)) return null;
    return api<{ data: TLocation }>('GET', `/api/v2/locations/zip/${q}`).then(
      (r) => r.data,
      () => null,
    );
  }
  if (parseLocationSlug(q).kind === 'id' && /^[a-z0-9-]+$/.test(q)) {
    return api<{ data: TLocation }>('GET', `/api/v2/locations/${encodeURIComponent(q)}`).then(
      (r) => r.data,
      () => null,
    );
  }
  return (await api<{ data: TLocation[] }>('POST', '/api/search/autocomplete_city', { body: { search: q, limit: 1 } })).data[0] ?? null;
}
