// The jobs of the cells wholly inside a search's circle, per type, from the counts kept by trigger (migration 0715).
// In a city they alone reach the counts' cap, so a search without text needs no scan of 1,000 rows to know it has
// "at least" that many (0.7-0.9 ms of database time at 1M jobs); elsewhere the scan counts as before.
import type { Queryable } from '../../db.ts';
import { innerCells } from './search.cells.ts';
import { PREPARED, type JobFilter } from './search.sql.ts';

/** Filter fields that a plain area search may have: the place, its radius, the types and how it is read. */
const PLAIN = new Set(['typeIds', 'lat', 'lon', 'radiusM', 'nearest', 'noBox']);

/**
 * Whether the filter is only a place with a radius (and types): the cells' counts hold exactly such jobs. Any other
 * condition (words, pay, graduation, a fair, a channel other than the main one, ...) needs the scan.
 */
export function plainArea(f: JobFilter): boolean {
  if (f.lat == null || f.lon == null || f.radiusM == null) return false;
  return Object.entries(f).every(
    ([k, v]) => PLAIN.has(k) || v == null || v === false || (Array.isArray(v) && v.length === 0) || (k === 'channel' && v === 'oabat'),
  );
}

/** Listed jobs per type in the cells wholly inside the circle (lower bounds of the circle's counts), or null. */
export async function innerCounts(q: Queryable, f: JobFilter): Promise<Record<number, number> | null> {
  if (!plainArea(f)) return null;
  const cells = innerCells(f.lat!, f.lon!, f.radiusM!);
  if (!cells?.length) return null;
  const rows = await q.query<{ type_id: number; n: number }>(
    'SELECT type_id, sum(n)::int AS n FROM job_cell_counts WHERE cell = ANY($1::int[]) GROUP BY 1',
    [cells],
    PREPARED,
  );
  const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
  for (const r of rows) counts[r.type_id] = Math.max(0, r.n);
  return counts;
}

/**
 * Lower bounds per type that sum to `cap` (as a scan stopped at the cap would report), split in the inner counts'
 * proportions; each stays at or below its inner count. Null when the inner counts do not reach the cap.
 */
export function cappedShares(inner: Record<number, number>, cap: number): Record<number, number> | null {
  const types = Object.keys(inner).map(Number);
  const total = types.reduce((n, t) => n + inner[t]!, 0);
  if (total < cap) return null;
  const exact = types.map((t) => ({ t, x: (inner[t]! * cap) / total }));
  const shares: Record<number, number> = Object.fromEntries(exact.map(({ t, x }) => [t, Math.floor(x)]));
  let left = cap - Object.values(shares).reduce((a, b) => a + b, 0);
  for (const { t } of [...exact].sort((a, b) => b.x - Math.floor(b.x) - (a.x - Math.floor(a.x)))) {
    if (left <= 0) break;
    if (shares[t]! < inner[t]!) {
      shares[t]! += 1;
      left -= 1;
    }
  }
  return shares;
}
