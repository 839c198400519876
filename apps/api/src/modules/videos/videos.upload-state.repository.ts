// SQL of the shared tus store (videos.upload-store.ts) and its lock (videos.upload-lock.ts), migration 0641.
import type { Queryable } from '../../db.ts';

export interface UploadStateRow {
  id: string;
  size: number | null;
  upload_offset: number;
  parts: number;
  metadata: Record<string, string | null>;
  created_at: Date;
}

export async function insertState(q: Queryable, id: string, size: number | null, metadata: Record<string, string | null>) {
  await q.query('INSERT INTO video_upload_state (id, size, metadata) VALUES ($1, $2, $3)', [id, size, JSON.stringify(metadata)]);
}

export async function findState(q: Queryable, id: string) {
  return (await q.query<UploadStateRow>('SELECT * FROM video_upload_state WHERE id = $1', [id]))[0];
}

/** One more part is in the bucket: the offset moves on only if nobody else moved it (the lock makes that so). */
export async function addPart(q: Queryable, id: string, fromOffset: number, bytes: number) {
  const rows = await q.query(
    'UPDATE video_upload_state SET upload_offset = upload_offset + $3, parts = parts + 1 WHERE id = $1 AND upload_offset = $2 RETURNING id',
    [id, fromOffset, bytes],
  );
  return rows.length === 1;
}

export async function setSize(q: Queryable, id: string, size: number) {
  await q.query('UPDATE video_upload_state SET size = $2 WHERE id = $1', [id, size]);
}

export async function deleteState(q: Queryable, id: string) {
  await q.query('DELETE FROM video_upload_state WHERE id = $1', [id]);
}

/** Unfinished uploads older than the expiration (finished ones are removed by the render job). */
export async function expiredStates(q: Queryable, olderThanMs: number) {
  return (
    await q.query<{ id: string }>(
      'SELECT id FROM video_upload_state WHERE (size IS NULL OR upload_offset < size) AND created_at < now() - make_interval(secs => $1::double precision / 1000)',
      [olderThanMs],
    )
  ).map((r) => r.id);
}

/** Takes the lock when it is free or its holder stopped renewing it. */
export async function tryLock(q: Queryable, id: string, holder: string, ttlMs: number) {
  const rows = await q.query(
    `INSERT INTO upload_locks (id, holder, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3::double precision / 1000))
     ON CONFLICT (id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at, wanted = false
     WHERE upload_locks.expires_at < now() RETURNING id`,
    [id, holder, ttlMs],
  );
  return rows.length === 1;
}

/** Keeps the lock; says whether another request is waiting for it (the holder then lets go). */
export async function renewLock(q: Queryable, id: string, holder: string, ttlMs: number) {
  const rows = await q.query<{ wanted: boolean }>(
    'UPDATE upload_locks SET expires_at = now() + make_interval(secs => $3::double precision / 1000) WHERE id = $1 AND holder = $2 RETURNING wanted',
    [id, holder, ttlMs],
  );
  return rows[0]?.wanted ?? false;
}

export async function wantLock(q: Queryable, id: string) {
  await q.query('UPDATE upload_locks SET wanted = true WHERE id = $1', [id]);
}

export async function releaseLock(q: Queryable, id: string, holder: string) {
  await q.query('DELETE FROM upload_locks WHERE id = $1 AND holder = $2', [id, holder]);
}
