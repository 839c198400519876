// SQL of the place lookups. Distances use earthdistance on the GiST index over
// ll_to_earth(latitude, longitude); names use the trigram indexes on the search keys.
import type { Queryable } from '../../db.ts';

export interface PlaceRow {
  id: number;
  city_id: number;
  name: string;
  name_slug: string;
  slug: string;
  postal_code: string;
  postal_code_count: number;
  latitude: number;
  longitude: number;
  state: string | null;
  district: string | null;
  postal_codes: string[] | null;
  distance_m?: number;
}

// postal_codes only for a city's representative row: the codes of the whole city.
const COLS = `p.id, p.city_id, p.name, p.name_slug, p.slug, p.postal_code, p.postal_code_count, p.latitude, p.longitude, p.state, p.district,
  CASE WHEN p.id = p.city_id THEN (SELECT array_agg(DISTINCT x.postal_code ORDER BY x.postal_code) FROM places x WHERE x.city_id = p.id) END AS postal_codes`;
const EARTH = 'll_to_earth(p.latitude, p.longitude)';

export const findPlaceById = (q: Queryable, id: number) => q.one<PlaceRow>(`SELECT ${COLS} FROM places p WHERE p.id = $1`, [id]);

/** The row of a postal code; with a name slug the place of that name wins, then the city row, then the bigger place. */
export const findPlaceByPostalCode = (q: Queryable, postalCode: string, nameSlug = '') =>
  q.one<PlaceRow>(
    `SELECT ${COLS} FROM places p WHERE p.postal_code = $1
      ORDER BY (p.name_slug = $2) DESC, (p.id = p.city_id) DESC, p.postal_code_count DESC, p.id LIMIT 1`,
    [postalCode, nameSlug],
  );

/** The nearest place row (KNN on the GiST index), with its distance in metres. */
export const findNearestPlace = (q: Queryable, lat: number, lng: number) =>
  q.one<PlaceRow>(
    `SELECT ${COLS}, earth_distance(${EARTH}, ll_to_earth($1, $2)) AS distance_m
       FROM places p ORDER BY ${EARTH} <-> ll_to_earth($1, $2) LIMIT 1`,
    [lat, lng],
  );

/** Cities with a place within the radius, nearest first (distance to their nearest row). */
export const findCitiesNear = (q: Queryable, lat: number, lng: number, radiusM: number, limit: number) =>
  q.query<PlaceRow>(
    `WITH n AS (
       SELECT DISTINCT ON (p.city_id) p.city_id, earth_distance(${EARTH}, ll_to_earth($1, $2)) AS d
         FROM places p WHERE earth_box(ll_to_earth($1, $2), $3) @> ${EARTH}
        ORDER BY p.city_id, d)
     SELECT ${COLS}, n.d AS distance_m FROM n JOIN places p ON p.id = n.city_id
      WHERE n.d <= $3 ORDER BY n.d, p.id LIMIT $4`,
    [lat, lng, radiusM, limit],
  );

/** Rows whose postal code starts with the digits, one per postal code and place. */
export const findByPostalCodePrefix = (q: Queryable, digits: string, limit: number) =>
  q.query<PlaceRow>(
    `SELECT ${COLS} FROM places p WHERE p.postal_code LIKE $1 || '%'
      ORDER BY p.postal_code, (p.id = p.city_id) DESC, p.postal_code_count DESC, p.id LIMIT $2`,
    [digits, limit],
  );

/**
 * Cities by name, exact, then prefix (umlauts written out or dropped), then a word of the name;
 * bigger cities (more postal codes) first. Keys contain only [a-z0-9 ], so LIKE needs no escaping.
 */
export const findCitiesByPrefix = (q: Queryable, key: string, plainKey: string, limit: number) =>
  q.query<PlaceRow>(
    `WITH c AS (
       SELECT p.id, CASE WHEN p.search_name = $1 OR p.search_name_plain = $2 THEN 0
                         WHEN p.search_name LIKE $1 || '%' OR p.search_name_plain LIKE $2 || '%' THEN 1 ELSE 2 END AS rank
         FROM places p
        WHERE p.id = p.city_id AND (p.search_name LIKE $1 || '%' OR p.search_name_plain LIKE $2 || '%'
              OR p.search_name LIKE '% ' || $1 || '%' OR p.search_name_plain LIKE '% ' || $2 || '%'))
     SELECT ${COLS} FROM c JOIN places p ON p.id = c.id
      ORDER BY c.rank, p.postal_code_count DESC, length(p.name), p.name, p.id LIMIT $3`,
    [key, plainKey, limit],
  );

/**
 * Cities by a mistyped name: Levenshtein distance between the typed text and the start of the name
 * (typed length, one letter less or more, so a missing or extra letter counts once), on either key;
 * fewest typos first, then trigram similarity. (A trigram-only scan is slower on PGlite.)
 */
export const findCitiesByTypo = (q: Queryable, key: string, plainKey: string, maxTypos: number, exclude: number[], limit: number) =>
  q.query<PlaceRow>(
    `WITH c AS (
       SELECT p.id, least(
           levenshtein(left(p.search_name, length($1) - 1), $1), levenshtein(left(p.search_name, length($1)), $1),
           levenshtein(left(p.search_name, length($1) + 1), $1), levenshtein(left(p.search_name_plain, length($2)), $2)) AS typos
         FROM places p WHERE p.id = p.city_id AND NOT (p.id = ANY($4::int[])))
     SELECT ${COLS} FROM c JOIN places p ON p.id = c.id
      WHERE c.typos <= $3
      ORDER BY c.typos, greatest(similarity(p.search_name, $1), similarity(p.search_name_plain, $2)) DESC, p.postal_code_count DESC, p.name, p.id
      LIMIT $5`,
    [key, plainKey, maxTypos, exclude, limit],
  );

/** The representative rows of the named cities in one state, the biggest one per name. */
export const findCitiesNamed = (q: Queryable, names: readonly string[], state: string) =>
  q.query<PlaceRow>(
    `SELECT * FROM (
       SELECT DISTINCT ON (p.name) ${COLS} FROM places p
        WHERE p.id = p.city_id AND p.name = ANY($1::text[]) AND p.state = $2
        ORDER BY p.name, p.postal_code_count DESC, p.id) x
      ORDER BY array_position($1::text[], x.name)`,
    [names, state],
  );
