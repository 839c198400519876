// Location rules of spec 02 §2/§7: slugs (nearby, zip-{name}-{number}, ...-{id}), nearest place,
// city autocomplete (prefix, umlaut and typo tolerant, postal codes) and the popular cities.
import { NEARBY_LABEL, NEARBY_SLUG, isPostalCodeQuery, parseLocationSlug, plainSearchKey, searchKey, zipSlug, type TLocation } from '@oabat/domain/locations';
import { AUTOCOMPLETE_LIMIT, POPULAR_CITIES } from '@oabat/domain/places';
import type { Queryable } from '../../db.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import * as repo from './places.repository.ts';

const NOT_FOUND = 'Dieser Ort wurde nicht gefunden.';
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Wire shape; `asZip` gives the postal-code slug, a city row carries all its postal codes. */
export function toLocation(row: repo.PlaceRow, opts: { asZip?: boolean } = {}): TLocation {
  return {
    id: row.id,
    name: row.name,
    slug: opts.asZip ? zipSlug(row.name, row.postal_code) : row.slug,
    postal_code: row.postal_code,
    ...(row.postal_codes && !opts.asZip ? { postal_codes: row.postal_codes } : {}),
    latitude: row.latitude,
    longitude: row.longitude,
    state: row.state,
    district: row.district,
    ...(row.distance_m !== undefined && row.distance_m !== null ? { distance_km: round(row.distance_m / 1000, 2) } : {}),
  };
}

export async function locationById(q: Queryable, id: number) {
  const row = await repo.findPlaceById(q, id);
  if (!row) throw notFound('location.not_found', NOT_FOUND);
  return toLocation(row);
}

export async function locationByZip(q: Queryable, postalCode: string, nameSlug = '') {
  const row = await repo.findPlaceByPostalCode(q, postalCode, nameSlug);
  if (!row) throw notFound('location.not_found', NOT_FOUND);
  return toLocation(row, { asZip: true });
}

/** "Umgebung": the given coordinates, described by the nearest place. */
export async function nearbyLocation(q: Queryable, lat?: number, lng?: number): Promise<TLocation> {
  if (lat === undefined) throw invalid('latitude', 'Für „Umgebung“ wird der Standort (latitude, longitude) benötigt.');
  if (lng === undefined) throw invalid('longitude', 'Für „Umgebung“ wird der Standort (latitude, longitude) benötigt.');
  const near = await repo.findNearestPlace(q, lat, lng);
  return {
    id: null,
    name: NEARBY_LABEL,
    slug: NEARBY_SLUG,
    postal_code: near?.postal_code ?? null,
    latitude: lat,
    longitude: lng,
    state: near?.state ?? null,
    district: near?.district ?? null,
  };
}

/**
 * Any location slug. An unknown slug (no trailing id, not nearby, not zip-) is not searched:
 * 404, and the caller reports it to the log (spec 02 §8).
 */
export async function locationBySlug(
  q: Queryable,
  slug: string,
  coords: { latitude?: number; longitude?: number },
  report: (slug: string) => void,
): Promise<TLocation> {
  const parsed = parseLocationSlug(slug);
  switch (parsed.kind) {
    case 'nearby':
      return nearbyLocation(q, coords.latitude, coords.longitude);
    case 'zip':
      return locationByZip(q, parsed.postalCode, parsed.nameSlug);
    case 'id':
      return locationById(q, parsed.id);
    default:
      report(slug);
      throw notFound('location.unknown_slug', NOT_FOUND);
  }
}

export async function addressForLocation(q: Queryable, lat: number, lng: number) {
  const row = await repo.findNearestPlace(q, lat, lng);
  if (!row) throw notFound('location.not_found', NOT_FOUND);
  return toLocation(row, { asZip: true });
}

export async function citiesNear(q: Queryable, lat: number, lng: number, radiusKm: number, limit: number) {
  return (await repo.findCitiesNear(q, lat, lng, radiusKm * 1000, limit)).map((r) => toLocation(r));
}

/** Autocomplete: digits search postal codes by prefix, anything else city names. */
export async function autocompleteCities(q: Queryable, search: string, limit = AUTOCOMPLETE_LIMIT): Promise<TLocation[]> {
  const text = search.trim();
  if (isPostalCodeQuery(text)) {
    return (await repo.findByPostalCodePrefix(q, text.slice(0, 5), limit)).map((r) => toLocation(r, { asZip: true }));
  }
  const key = searchKey(text);
  const plain = plainSearchKey(text);
  if (!key) return [];
  const found = await repo.findCitiesByPrefix(q, key, plain, limit);
  // Typo tolerance only when the exact and prefix matches do not fill the list (and not for 1-3 letters).
  if (found.length < limit && key.length >= 4) {
    const maxTypos = key.length < 7 ? 1 : 2;
    found.push(
      ...(await repo.findCitiesByTypo(
        q,
        key,
        plain,
        maxTypos,
        found.map((r) => r.id),
        limit - found.length,
      )),
    );
  }
  return found.map((r) => toLocation(r));
}

export async function popularCities(q: Queryable, limit?: number) {
  const rows = await repo.findCitiesNamed(q, POPULAR_CITIES, 'Bayern');
  return rows.slice(0, limit ?? rows.length).map((r) => toLocation(r));
}
