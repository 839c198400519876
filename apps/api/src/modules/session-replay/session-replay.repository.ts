// SQL of session recordings (issue #17): the recordings of an account and their chunks of gzip-compressed rrweb events.
import type { Queryable } from '../../db.ts';
import { INT32_MAX } from '@oabat/domain/common';

export interface RecordingRow {
  id: string;
  user_id: number;
  started_at: Date;
  last_at: Date;
  duration_ms: number;
  chunks: number;
  bytes: number;
}
const COLUMNS = `id, user_id, started_at, last_at, LEAST(last_event_ms - first_event_ms, ${INT32_MAX})::int AS duration_ms, chunks, bytes`;

/** Creates the recording for `userId` unless its id exists already; returns its owner and chunk count. */
export async function claimRecording(q: Queryable, id: string, userId: number, firstEventMs: number) {
  await q.query(`INSERT INTO session_recordings (id, user_id, first_event_ms, last_event_ms) VALUES ($1, $2, $3, $3) ON CONFLICT (id) DO NOTHING`, [
    id,
    userId,
    firstEventMs,
  ]);
  return q.one<{ user_id: number; chunks: number }>(`SELECT user_id, chunks FROM session_recordings WHERE id = $1 FOR UPDATE`, [id]);
}

/** Stores one chunk; a sequence number the recording has already is ignored (false). */
export async function addChunk(q: Queryable, c: { id: string; seq: number; data: Uint8Array; firstMs: number; lastMs: number }) {
  const inserted = await q.one<{ seq: number }>(
    `INSERT INTO session_recording_chunks (recording_id, seq, events) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING seq`,
    [c.id, c.seq, c.data],
  );
  if (!inserted) return false;
  await q.query(
    `UPDATE session_recordings SET chunks = chunks + 1, bytes = bytes + $2, last_at = now(),
       first_event_ms = LEAST(first_event_ms, $3), last_event_ms = GREATEST(last_event_ms, $4) WHERE id = $1`,
    [c.id, c.data.byteLength, c.firstMs, c.lastMs],
  );
  return true;
}

export const recordingsOf = (q: Queryable, userId: number, limit: number) =>
  q.query<RecordingRow>(`SELECT ${COLUMNS} FROM session_recordings WHERE user_id = $1 ORDER BY started_at DESC LIMIT $2`, [userId, limit]);

export const recordingOf = (q: Queryable, userId: number, id: string) =>
  q.one<RecordingRow>(`SELECT ${COLUMNS} FROM session_recordings WHERE id = $1 AND user_id = $2`, [id, userId]);

export const chunksOf = (q: Queryable, id: string) =>
  q.query<{ events: Uint8Array }>(`SELECT events FROM session_recording_chunks WHERE recording_id = $1 ORDER BY seq`, [id]);

/** Deletes recordings whose last chunk is older than `days` (their chunks go with them); returns how many. */
export async function dropExpiredRecordings(q: Queryable, days: number) {
  const rows = await q.query<{ id: string }>(`DELETE FROM session_recordings WHERE last_at < now() - make_interval(days => $1) RETURNING id`, [days]);
  return rows.length;
}
