// Keys of the word-and-cell index (migration 0714): one word of a job's text in one cell of level 1 (0.05°). A text
// around a place reads the entries of its words in the cells the circle reaches, instead of intersecting every job of
// the place with every job of the words inside the text-and-cells index (0042): "Kauffrau" within 7.9 km of
// Nürnberg at 1M jobs read 0.2-0.4 ms of index instead of 2.1-3.1 ms (29 Nov 2026). Coarser cells need fewer
// keys but read rows the radius drops (0.2°: 2,100 for 536 within 7.9 km of Augsburg; 0.1°: 1,941).
import { createHash } from 'node:crypto';
import { cellsAtLevel } from './search.cells.ts';
import { keyWordsOf } from './search.tsquery-text.ts';
import { WORD_CELL_KEYS_MAX } from './search.tuning.ts';

/** The cell level of the keys; must match migration 0714 (`cells[1]`). */
export const WORD_CELL_LEVEL = 1;

/** The key of a word in a cell, as `job_word_cells` of migration 0714 computes it: md5's first 32 bits, signed. */
export const wordCellKey = (word: string, cell: number) => Number.parseInt(createHash('md5').update(`${word}@${cell}`).digest('hex').slice(0, 8), 16) | 0;

/**
 * The keys a text around a place reads: the words of one OR group (keyWordsOf) in every level-3 cell the circle
 * reaches. Null where the index does not fit: a query with prefixes or of another shape, or more keys than
 * WORD_CELL_KEYS_MAX (each key is a lookup of its own; a wide circle reads fewer entries through the cells).
 */
export function wordCellKeys(tsquery: string, latitude: number, longitude: number, radiusM: number): number[] | null {
  const words = keyWordsOf(tsquery);
  if (!words) return null;
  const cells = cellsAtLevel(latitude, longitude, radiusM, WORD_CELL_LEVEL, Math.floor(WORD_CELL_KEYS_MAX / words.length));
  if (!cells || cells.length * words.length > WORD_CELL_KEYS_MAX) return null;
  return words.flatMap((w) => cells.map((c) => wordCellKey(w, c)));
}
