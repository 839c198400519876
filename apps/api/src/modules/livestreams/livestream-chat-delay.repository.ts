// SQL of the chat delay that follows the video (issue #38, item 6): one latency report per viewer and stream, and
// the stream's median of the recent ones.
import type { Queryable } from '../../db.ts';

export async function saveReport(q: Queryable, id: number, reporter: string, seconds: number) {
  await q.query(
    `INSERT INTO livestream_latency_reports (livestream_id, reporter, seconds) VALUES ($1, $2, $3)
     ON CONFLICT (livestream_id, reporter) DO UPDATE SET seconds = EXCLUDED.seconds, reported_at = now()`,
    [id, reporter, seconds],
  );
}

/**
 * Recomputes the median of the reports of the last `windowSeconds`, unless another request (of any process) did so in
 * the last `refreshSeconds`; old reports are dropped on the way. Returns the new median, or undefined when not due.
 */
export async function refreshMedian(q: Queryable, id: number, windowSeconds: number, refreshSeconds: number) {
  const row = await q.one<{ chat_latency: number | null }>(
    `UPDATE livestreams SET chat_latency_at = now(), chat_latency = (
         SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) FROM livestream_latency_reports
          WHERE livestream_id = $1 AND reported_at > now() - make_interval(secs => $2))
      WHERE id = $1 AND (chat_latency_at IS NULL OR chat_latency_at <= now() - make_interval(secs => $3))
      RETURNING chat_latency`,
    [id, windowSeconds, refreshSeconds],
  );
  if (!row) return undefined;
  await q.query(`DELETE FROM livestream_latency_reports WHERE livestream_id = $1 AND reported_at < now() - make_interval(secs => $2)`, [id, windowSeconds * 5]);
  return row.chat_latency;
}

/** A new or ended publish starts without the last one's measure. */
export const clearMeasure = (q: Queryable, id: number) =>
  q
    .query(`UPDATE livestreams SET chat_latency = NULL, chat_latency_at = NULL WHERE id = $1`, [id])
    .then(() => q.query(`DELETE FROM livestream_latency_reports WHERE livestream_id = $1`, [id]));
