// Sliding-window counters in the rate_events table, so every API process sees the same counts.
import type { Queryable } from '../db.ts';
import { tooMany } from './errors.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Seconds until the oldest event in the window leaves it, or 0 when below the limit. */
export async function retryAfter(db: Queryable, { key, max, windowSeconds }: Limit): Promise<number> {
  const row = await db.one<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(at) AS oldest FROM (
       SELECT at FROM rate_events WHERE key = $1 AND at > now() - make_interval(secs => $2)
       ORDER BY at DESC LIMIT $3) recent`,
    [key, windowSeconds, max],
  );
  if (!row || row.n < max || !row.oldest) return 0;
  return Math.max(1, Math.ceil((row.oldest.getTime() + windowSeconds * 1000 - Date.now()) / 1000));
}

/** Throws 429 with Retry-After when any of the limits is reached. */
export async function ensureBelow(db: Queryable, limits: Limit[], message?: string): Promise<void> {
  for (const limit of limits) {
    const wait = await retryAfter(db, limit);
    if (wait > 0) throw tooMany(wait, message);
  }
}

/** Records one event per key and drops that key's events older than its window. */
export async function hit(db: Queryable, limits: Limit[]): Promise<void> {
  for (const { key, windowSeconds } of limits) {
    await db.query(`DELETE FROM rate_events WHERE key = $1 AND at < now() - make_interval(secs => $2)`, [key, windowSeconds]);
    await db.query(`INSERT INTO rate_events (key) VALUES ($1)`, [key]);
  }
}

/** Checks and records in one go: for actions limited by how often they happen, not by failures. */
export async function consume(db: Queryable, limits: Limit[], message?: string): Promise<void> {
  await ensureBelow(db, limits, message);
  await hit(db, limits);
}

export async function clear(db: Queryable, key: string): Promise<void> {
  await db.query(`DELETE FROM rate_events WHERE key = $1`, [key]);
}
