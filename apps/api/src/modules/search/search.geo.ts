// Distances on the sphere the database measures with (the earthdistance extension), for the search's SQL and cells.

/** The earth radius of the earthdistance extension (`earth()`), in metres. */
export const EARTH_RADIUS_M = 6378168;

const rad = (d: number) => (d * Math.PI) / 180;

/** PostgreSQL's radians() factor (its C constant 0.0174532925199432957692 is this same double). */
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * The point `ll_to_earth(lat, lon)` gives, as cube input text (`(x, y, z)`), computed the same way. The search passes
 * this as `$n::cube` instead of calling ll_to_earth and earth_box in SQL: those are SQL functions that PostgreSQL
 * cannot inline (they call `earth()`, which is not strict), so it ran each one's body as a statement of its own: when
 * planning, for every place a search named its point (0.32 against 0.11 ms to plan a radius count at 100k jobs), and
 * for every row where a prepared statement computed a distance.
 */
export function earthPoint(lat: number, lon: number) {
  const la = lat * RADIANS_PER_DEGREE;
  const lo = lon * RADIANS_PER_DEGREE;
  const r = EARTH_RADIUS_M;
  return `(${r * Math.cos(la) * Math.cos(lo)}, ${r * Math.cos(la) * Math.sin(lo)}, ${r * Math.sin(la)})`;
}

/** Great-circle distance in metres on that sphere. */
export function greatCircleM(lat1: number, lon1: number, lat2: number, lon2: number) {
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The great-circle distance in metres of a chord (the straight line `earth <-> point` measures) on that sphere. */
export const arcOf = (chordM: number) => 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chordM / (2 * EARTH_RADIUS_M)));
