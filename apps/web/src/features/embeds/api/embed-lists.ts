// The lists an embed shows: the host's filters turned into GET /api/v2/search/{job|business}. A region filters
// by its channel (its member businesses), a place by its coordinates and the radius.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { EMBED_JOB_TYPES, type EmbedKind, type TEmbedParams } from '@oabat/domain/embeds';
import { DEFAULT_RADIUS_KM } from '@oabat/domain/search-rules';
import type { TSearchV2Page } from '@oabat/domain/search-results';
import type { TLocation } from '@oabat/domain/locations';
import type { TRegion } from '@oabat/domain/regions';
import { api, ApiError } from '../../../lib/api.ts';
import { findPlace } from '../../../lib/find-place.ts';

export const EMBED_PAGE_SIZE = 20;

/**
 * What the filters name: the region (for its channel and name) and the place. A name that is unknown is an error.
 * Not an answer of the API: the web puts it together from two (GET /api/regions/{slug} and the place lookup).
 */
export interface EmbedContext {
  region: TRegion | null;
  place: TLocation | null;
}
export class UnknownFilterError extends Error {}

async function loadContext(p: TEmbedParams): Promise<EmbedContext> {
  const region = p.region
    ? await api<{ data: TRegion }>('GET', `/api/regions/${encodeURIComponent(p.region)}`).then(
        (r) => r.data,
        (err) => {
          if (err instanceof ApiError && err.status === 404) throw new UnknownFilterError('Diese Region gibt es auf Oabat nicht.');
          throw err;
        },
      )
    : null;
  const place = p.place ? await findPlace(p.place) : null;
  if (p.place && !place) throw new UnknownFilterError('Diesen Ort kennen wir nicht.');
  return { region, place };
}

export const useEmbedContext = (p: TEmbedParams) => useQuery({ queryKey: ['embed-context', p.region, p.place], queryFn: () => loadContext(p), retry: false });

export function useEmbedList(kind: EmbedKind, p: TEmbedParams, ctx: EmbedContext | undefined) {
  // A region without a channel has no members yet: nothing to ask for.
  const query =
    ctx && !(ctx.region && !ctx.region.channel)
      ? {
          channel: ctx.region?.channel?.slug,
          business_slug: kind === 'jobs' ? p.business : undefined,
          type_id: kind === 'jobs' && p.type ? String(EMBED_JOB_TYPES[p.type]) : undefined,
          latitude: ctx.place?.latitude,
          longitude: ctx.place?.longitude,
          distance: ctx.place ? (p.radius ?? DEFAULT_RADIUS_KM) : undefined,
          term: p.q,
          per_page: EMBED_PAGE_SIZE,
        }
      : null;
  return useInfiniteQuery({
    queryKey: ['embed-list', kind, query],
    queryFn: ({ pageParam, signal }) =>
      api<TSearchV2Page>('GET', `/api/v2/search/${kind === 'jobs' ? 'job' : 'business'}`, { query: { ...query!, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled: !!query,
  });
}
