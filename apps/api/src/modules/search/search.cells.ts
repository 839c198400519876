// Grid cells of a job's point (migration 0042, column `jobs.cells`) and the cells that cover a search circle.
// The cells sit in one GIN index with the job's text vector, so a text search in a radius intersects the word's
// jobs with the area's jobs inside the index and reads only the rows near the place from the table, instead of
// every job in the country that mentions the word (a common word near Augsburg, 10 km, at 100k jobs on PGlite:
// 27 ms before, 6 ms after). The exact distance filter still follows; the cells only narrow.
import { greatCircleM } from './search.geo.ts';

/** Cell edge per level in degrees; a job's cell at level L is `L * 1e8 + latIndex * 1e4 + lonIndex`. Must match 0042. */
export const CELL_SIZES = [0.05, 0.1, 0.2, 0.4, 0.8, 1.6] as const;

/** More cells than this make the index merge their lists slower than it saves: take a coarser level. */
const MAX_CELLS = 24;
const KM_PER_DEGREE = 111.2;

const cellId = (level: number, latIndex: number, lonIndex: number) => level * 100_000_000 + latIndex * 10_000 + lonIndex;

/** A job's cells at every level, as the generated column computes them (same float arithmetic). */
export function cellsOf(latitude: number, longitude: number): number[] {
  return CELL_SIZES.map((s, i) => cellId(i + 1, Math.floor((latitude + 90) / s), Math.floor((longitude + 180) / s)));
}

/** The box around the circle in degrees, a metre wider than the radius, or null where it leaves the map. */
function boxOf(latitude: number, longitude: number, radiusM: number) {
  // A metre more than the radius, so a job on the box's edge cannot fall into a cell left out by rounding.
  const dLat = (radiusM + 1) / 1000 / KM_PER_DEGREE;
  const cos = Math.cos((Math.min(89, Math.abs(latitude) + dLat) * Math.PI) / 180);
  const dLon = dLat / cos;
  const [south, north, west, east] = [latitude - dLat, latitude + dLat, longitude - dLon, longitude + dLon];
  return south < -90 || north > 90 || west < -180 || east > 180 ? null : { south, north, west, east };
}

/** The cells of `level` (1-based) in the circle's box that `keep` accepts, unless the box holds more than `most`. */
function cellsInBox(
  latitude: number,
  longitude: number,
  radiusM: number,
  level: number,
  most: number,
  keep: (south: number, west: number, s: number) => boolean,
): number[] | null {
  const box = boxOf(latitude, longitude, radiusM);
  if (!box) return null;
  const s = CELL_SIZES[level - 1]!;
  const lat0 = Math.floor((box.south + 90) / s),
    lat1 = Math.floor((box.north + 90) / s);
  const lon0 = Math.floor((box.west + 180) / s),
    lon1 = Math.floor((box.east + 180) / s);
  if ((lat1 - lat0 + 1) * (lon1 - lon0 + 1) > most) return null;
  const cells: number[] = [];
  for (let a = lat0; a <= lat1; a++) {
    for (let o = lon0; o <= lon1; o++) if (keep(a * s - 90, o * s - 180, s)) cells.push(cellId(level, a, o));
  }
  return cells;
}

/** The cells of `level` (1-based) the circle reaches, unless the box holds more than `most` of them. */
export const cellsAtLevel = (latitude: number, longitude: number, radiusM: number, level: number, most: number) =>
  // Only the cells the circle reaches: the corners of the box often lie outside it (fewer rows to read).
  cellsInBox(latitude, longitude, radiusM, level, most, (south, west, s) => reaches(latitude, longitude, radiusM, south, west, s));

/**
 * The cells of the finest level that cover the box around the circle in at most MAX_CELLS cells, or null when no
 * level does (a very wide radius, or near a pole or the date line): then the search goes without cells.
 */
export function coveringCells(latitude: number, longitude: number, radiusM: number): number[] | null {
  for (const level of CELL_SIZES.keys()) {
    const cells = cellsAtLevel(latitude, longitude, radiusM, level + 1, 4 * MAX_CELLS);
    if (cells && cells.length <= MAX_CELLS) return cells;
  }
  return null;
}

/**
 * Whether the circle may reach the cell with south-west corner (south, west) and edge s: the distance to the
 * cell's point nearest in latitude and longitude, with a generous margin (on a sphere that point is not exactly
 * the nearest one; keeping a cell too many costs a little, leaving one out would lose jobs).
 */
function reaches(lat: number, lon: number, radiusM: number, south: number, west: number, s: number) {
  const nearLat = Math.min(Math.max(lat, south), south + s);
  const nearLon = Math.min(Math.max(lon, west), west + s);
  return greatCircleM(lat, lon, nearLat, nearLon) <= radiusM * 1.05 + 2000;
}

/** More cells than this in the circle's box: take a coarser level for the inner cells. */
const INNER_BOX_CELLS_MAX = 400;

/**
 * The cells wholly inside the circle (every corner within it, with a margin: on a sphere an edge can bulge a few
 * metres past its corners), at the finest level whose box holds at most INNER_BOX_CELLS_MAX cells; their jobs are
 * all within the radius (the counts of migration 0715). Null near a pole or the date line or for a huge radius.
 */
export function innerCells(latitude: number, longitude: number, radiusM: number): number[] | null {
  const within = radiusM * 0.99 - 100;
  const inside = (south: number, west: number, s: number) =>
    [
      [south, west],
      [south + s, west],
      [south, west + s],
      [south + s, west + s],
    ].every(([la, lo]) => greatCircleM(latitude, longitude, la!, lo!) <= within);
  for (const level of CELL_SIZES.keys()) {
    const cells = cellsInBox(latitude, longitude, radiusM, level + 1, INNER_BOX_CELLS_MAX, inside);
    if (cells) return cells;
  }
  return null;
}
