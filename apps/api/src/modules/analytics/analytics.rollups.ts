// The rollup and retention jobs. Incremental: days up to `closed_through` are final; every run rebuilds
// the days after it (yesterday, in case the buffer wrote a few records just after midnight, and today's
// partial figures), then moves `closed_through` to the day before yesterday.
import type { Db } from '../../db.ts';
import { flushAnalytics } from './analytics.buffer.ts';
import { dropExpired } from './analytics.repository.ts';
import { addDays, rebuildDays, rollupState, setClosedThrough } from './analytics.rollups.repository.ts';

export const ROLLUP_JOB = 'analytics.rollup';
export const RETENTION_JOB = 'analytics.retention';
/** Days rebuilt per transaction on a first run over a long history. */
const CHUNK_DAYS = 31;

export async function rollUp(db: Db): Promise<{ from: string; to: string } | null> {
  await flushAnalytics(db);
  const s = await rollupState(db);
  const from = s.closed_through ? await addDays(db, s.closed_through, 1) : s.first_raw_day;
  if (!from) return null;
  for (let start = from; start <= s.today; start = await addDays(db, start, CHUNK_DAYS)) {
    const end = await addDays(db, start, CHUNK_DAYS - 1);
    await rebuildDays(db, start, end < s.today ? end : s.today);
  }
  const closed = await addDays(db, s.today, -2);
  if (!s.closed_through || closed > s.closed_through) await setClosedThrough(db, closed);
  return { from, to: s.today };
}

export async function dropExpiredRecords(db: Db, retentionDays: number) {
  return dropExpired(db, retentionDays);
}
