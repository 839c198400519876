// The public business list (/betriebe): GET /api/v2/search/business by name, and around a place (postal code
// or town, resolved through the places calls) within BUSINESS_LIST_RADIUS_KM, page by page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isPostalCodeQuery, POSTAL_CODE, type TLocation } from '@oabat/domain/locations';
import type { TBusinessCard } from '@oabat/domain/search';
import type { TSearchV2Page } from '@oabat/domain/search-results';
import { api } from '../../../lib/api.ts';

export const BUSINESS_LIST_RADIUS_KM = 30;
export const BUSINESS_LIST_PAGE_SIZE = 20;

/** Not an API shape: what the page's address holds (the name, the typed place, the page), turned into the query below. */
export interface BusinessListQuery {
  name: string;
  place: string;
  page: number;
}

/** Thrown when the typed place is unknown: shown as the place field's message. */
export class UnknownPlaceError extends Error {}

async function findPlace(text: string): Promise<TLocation | null> {
  if (isPostalCodeQuery(text) && POSTAL_CODE.test(text)) {
    return api<{ data: TLocation }>('GET', `/api/v2/locations/zip/${text}`).then(
      (r) => r.data,
      () => null,
    );
  }
  return (await api<{ data: TLocation[] }>('POST', '/api/search/autocomplete_city', { body: { search: text, limit: 1 } })).data[0] ?? null;
}

/** A page of GET /api/v2/search/business (business cards only) with the place it was searched around. */
async function loadPage(q: BusinessListQuery, signal: AbortSignal) {
  const place = q.place ? await findPlace(q.place) : null;
  if (q.place && !place) throw new UnknownPlaceError('Diesen Ort kennen wir nicht. Bitte gib eine Postleitzahl oder einen Ort ein.');
  const res = await api<TSearchV2Page>('GET', '/api/v2/search/business', {
    signal,
    query: {
      term: q.name || undefined,
      page: q.page,
      per_page: BUSINESS_LIST_PAGE_SIZE,
      latitude: place?.latitude,
      longitude: place?.longitude,
      distance: place ? BUSINESS_LIST_RADIUS_KM : undefined,
    },
  });
  return { ...res, data: res.data.filter((card): card is TBusinessCard => card.kind === 'business'), place };
}

export const useBusinessList = (q: BusinessListQuery) =>
  useQuery({
    queryKey: ['business-list', q],
    queryFn: ({ signal }) => loadPage(q, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
