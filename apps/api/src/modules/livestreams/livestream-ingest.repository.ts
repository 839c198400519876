// SQL of going live from the platform (issue #38): the stream key, the one publisher, the state for the admin and
// the automatic replay.
import type { Queryable } from '../../db.ts';

export interface IngestRow {
  id: number;
  planned_start: Date;
  planned_end: Date;
  is_live: boolean;
  is_secure: boolean;
  video_url: string | null;
  thumbnail_url: string | null;
  replay_url: string | null;
  ingest_secret: string;
  ingest_client: string | null;
  ingest_seen_at: Date | null;
  ingest_state: string | null;
  /** The running publish sends a format the platform cannot carry (German, for the admin page). */
  ingest_format_error: string | null;
  replay_recording: string | null;
  replay_key: string | null;
  replay_duration: number | null;
  replay_trim_start: number;
  replay_trim_end: number | null;
  replay_published: boolean;
}
const COLUMNS = `id, planned_start, planned_end, is_live, is_secure, video_url, thumbnail_url, replay_url, ingest_secret, ingest_client,
  ingest_seen_at, ingest_state, ingest_format_error, replay_recording, replay_key, replay_duration, replay_trim_start, replay_trim_end, replay_published`;

export const findIngest = (q: Queryable, id: number) => q.one<IngestRow>(`SELECT ${COLUMNS} FROM livestreams WHERE id = $1`, [id]);

export async function rotateSecret(q: Queryable, id: number) {
  await q.query(`UPDATE livestreams SET ingest_secret = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE id = $1`, [id]);
}

/** Takes the stream for one publisher; false when another one holds it. Live follows once the format is checked. */
export async function claimPublisher(q: Queryable, id: number, client: string, videoUrl: string, state: string) {
  const row = await q.one(
    `UPDATE livestreams SET ingest_client = $2, ingest_seen_at = now(), ingest_state = $4, ingest_format_error = NULL, video_url = $3, updated_at = now()
      WHERE id = $1 AND ingest_client IS NULL RETURNING id`,
    [id, client, videoUrl, state],
  );
  return !!row;
}

/** The format is right and the first fragment exists: viewers see the stream (false when the publisher left). */
export async function goLive(q: Queryable, id: number, client: string, state: string) {
  const row = await q.one(
    `UPDATE livestreams SET is_live = true, ingest_state = $3, updated_at = now()
      WHERE id = $1 AND ingest_client = $2 AND ingest_format_error IS NULL RETURNING id`,
    [id, client, state],
  );
  return !!row;
}

/** A wrong format: nginx's next on_update for this publisher is refused, which drops it. */
export const refuseFormat = (q: Queryable, id: number, client: string, problem: string) =>
  q.query(`UPDATE livestreams SET ingest_format_error = $3, ingest_state = $3 WHERE id = $1 AND ingest_client = $2`, [id, client, problem]);

/**
 * Ends the publish of `client` (any publisher when null); undefined when it was not the one publishing. A refused
 * format keeps its message as the state the admin reads.
 */
export async function releasePublisher(q: Queryable, id: number, client: string | null, state: string) {
  return q.one<{ format_error: string | null }>(
    `UPDATE livestreams SET ingest_client = NULL, ingest_state = coalesce(ingest_format_error, $3), is_live = false, updated_at = now()
      WHERE id = $1 AND ingest_client IS NOT NULL AND ($2::text IS NULL OR ingest_client = $2) RETURNING ingest_format_error AS format_error`,
    [id, client, state],
  );
}

/** nginx's on_update: the publisher still sends. 'refused' when its format was refused. */
export async function touchPublisher(q: Queryable, id: number, client: string) {
  const row = await q.one<{ ingest_format_error: string | null }>(
    `UPDATE livestreams SET ingest_seen_at = now() WHERE id = $1 AND ingest_client = $2 RETURNING ingest_format_error`,
    [id, client],
  );
  return !row ? 'unknown' : row.ingest_format_error ? 'refused' : 'ok';
}

export const setState = (q: Queryable, id: number, state: string) => q.query(`UPDATE livestreams SET ingest_state = $2 WHERE id = $1`, [id, state]);

export const publishing = (q: Queryable) =>
  q.query<{
    id: number;
    ingest_client: string;
    ingest_seen_at: Date | null;
    is_live: boolean;
    is_secure: boolean;
    thumbnail_url: string | null;
    ingest_format_error: string | null;
  }>(`SELECT id, ingest_client, ingest_seen_at, is_live, is_secure, thumbnail_url, ingest_format_error FROM livestreams WHERE ingest_client IS NOT NULL`);

export const setThumbnail = (q: Queryable, id: number, url: string) => q.query(`UPDATE livestreams SET thumbnail_url = $2 WHERE id = $1`, [id, url]);

export async function setReplay(
  q: Queryable,
  id: number,
  r: { recording: string; key: string; duration: number | null; url: string | null; trimStart: number; trimEnd: number | null },
) {
  await q.query(
    `UPDATE livestreams SET replay_recording = $2, replay_key = $3, replay_duration = $4, replay_url = $5, replay_trim_start = $6,
            replay_trim_end = $7, updated_at = now() WHERE id = $1`,
    [id, r.recording, r.key, r.duration, r.url, r.trimStart, r.trimEnd],
  );
}

export const setReplayPublished = (q: Queryable, id: number, published: boolean, url: string | null) =>
  q.query(`UPDATE livestreams SET replay_published = $2, replay_url = $3, updated_at = now() WHERE id = $1`, [id, published, url]);

export const isSlotBusiness = async (q: Queryable, id: number, businessId: number) =>
  !!(await q.one(`SELECT 1 FROM livestream_slots WHERE livestream_id = $1 AND business_id = $2`, [id, businessId]));
