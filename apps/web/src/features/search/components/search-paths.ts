// URLs of the search pages (02 §2): /{category}/{locationSlug} with radius and text in the query.
import { zipSlug, type TLocation } from '@oabat/domain/locations';
import type { SearchCategory } from '@oabat/domain/search';
import { businessPath, jobPath } from '../../../lib/paths.ts';

export const CATEGORY_PATHS: Record<SearchCategory, string> = {
  alles: '/alles',
  ausbildung: '/ausbildung',
  praktikum: '/praktikum',
  unternehmen: '/unternehmen',
  news: '/news',
};

/** The slug a found place gets in the URL: `zip-{name}-{code}` when a postal code was typed, else its own slug. */
export const placeSlug = (place: TLocation, typedPostalCode: boolean) =>
  typedPostalCode && place.postal_code ? zipSlug(place.name, place.postal_code) : place.slug;

export function searchHref(category: SearchCategory, slug: string, q: { radius?: number; term?: string; latitude?: number; longitude?: number } = {}) {
  const params = new URLSearchParams();
  if (q.radius) params.set('umkreis', String(q.radius));
  if (q.term) params.set('q', q.term);
  if (q.latitude != null && q.longitude != null) {
    params.set('latitude', String(q.latitude));
    params.set('longitude', String(q.longitude));
  }
  const qs = params.toString();
  return `${CATEGORY_PATHS[category]}/${slug}${qs ? `?${qs}` : ''}`;
}

export const jobHref = (businessSlug: string, jobSlug: string) => jobPath(businessSlug, jobSlug);
export const businessHref = (slug: string) => businessPath(slug);

/** The category a search form sent (`kategorie`, the home page's tabs); anything else is the apprenticeship search. */
export function categoryOfForm(value: string | null): SearchCategory {
  return value && value !== 'news' && value in CATEGORY_PATHS ? (value as SearchCategory) : 'ausbildung';
}

/** The category of a search page from its path (the praktikum route carries its own path). */
export function categoryFromPath(pathname: string): SearchCategory {
  const first = pathname.split('/')[1];
  const found = (Object.entries(CATEGORY_PATHS) as [SearchCategory, string][]).find(([, p]) => p === `/${first}`);
  return found?.[0] ?? 'ausbildung';
}
