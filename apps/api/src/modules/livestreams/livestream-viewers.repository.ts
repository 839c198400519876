// SQL of the combined viewer count: every process's own count per stream, and the one claim per second
// (across processes) to send the total.
import type { Db, Queryable } from '../../db.ts';

/** A process's count older than this belongs to a process that is gone. */
const FRESH = `interval '90 seconds'`;

export async function saveLocalCounts(q: Queryable, processId: string, counts: { id: number; viewers: number }[]) {
  if (!counts.length) return;
  await q.query(
    `INSERT INTO livestream_viewer_counts (livestream_id, process_id, viewers, updated_at)
     SELECT c.id, $1, c.viewers, now() FROM unnest($2::int[], $3::int[]) AS c(id, viewers) JOIN livestreams l ON l.id = c.id
     ON CONFLICT (livestream_id, process_id) DO UPDATE SET viewers = EXCLUDED.viewers, updated_at = now()`,
    [processId, counts.map((c) => c.id), counts.map((c) => c.viewers)],
  );
}

export const forgetProcess = (q: Queryable, processId: string) => q.query(`DELETE FROM livestream_viewer_counts WHERE process_id = $1`, [processId]);

export type ViewerClaim = { state: 'send'; viewers: number } | { state: 'unchanged'; viewers: number } | { state: 'wait'; waitMs: number };

/**
 * The total over all processes; `send` (and remembered as sent) only when it changed and the last send is at least
 * `gapMs` ago, `wait` with the rest of the gap otherwise. The row lock makes two processes' claims take turns.
 */
export const claimViewerUpdate = (db: Db, id: number, gapMs: number) =>
  db.tx<ViewerClaim>(async (q) => {
    const row = await q.one<{ sent: number; since_ms: number | null; total: number }>(
      `SELECT viewers_sent AS sent, (extract(epoch FROM now() - viewers_sent_at) * 1000)::float8 AS since_ms,
              (SELECT coalesce(sum(viewers), 0)::int FROM livestream_viewer_counts WHERE livestream_id = $1 AND updated_at > now() - ${FRESH}) AS total
         FROM livestreams WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row || row.total === row.sent) return { state: 'unchanged', viewers: row?.total ?? 0 };
    if (row.since_ms !== null && row.since_ms < gapMs) return { state: 'wait', waitMs: Math.ceil(gapMs - row.since_ms) };
    await q.query(`UPDATE livestreams SET viewers_sent = $2, viewers_sent_at = now() WHERE id = $1`, [id, row.total]);
    return { state: 'send', viewers: row.total };
  });

/** The last combined counts sent, for GET. */
export async function sentViewers(q: Queryable, ids: number[]) {
  const rows = await q.query<{ id: number; viewers: number }>(`SELECT id, viewers_sent AS viewers FROM livestreams WHERE id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r.viewers]));
}
