// Distances on the sphere the database measures with (the earthdistance extension), for the search's SQL and cells.

/** The earth radius of the earthdistance extension (`earth()`), in metres. */
export const EARTH_RADIUS_M = 6378168;

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres on that sphere. */
export function greatCircleM(lat1: number, lon1: number, lat2: number, lon2: number) {
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The great-circle distance in metres of a chord (the straight line `earth <-> point` measures) on that sphere. */
export const arcOf = (chordM: number) => 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chordM / (2 * EARTH_RADIUS_M)));
