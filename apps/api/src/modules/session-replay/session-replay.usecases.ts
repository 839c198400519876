// Session replay (issue #17): who may send recordings, storing a chunk, reading a recording back, and retention.
import { gunzipSync, gzipSync } from 'node:zlib';
import { shouldRecordSession } from '@oabat/domain/analytics-journey';
import { RECORDING_CHUNKS_MAX, type TRecording, type TRecordingChunk, type TRecordingSummary } from '@oabat/domain/session-replay';
import { maskRecordingEvent, newRecordingMaskState } from '@oabat/domain/session-replay-mask';
import type { Db } from '../../db.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './session-replay.repository.ts';

export const RETENTION_JOB = 'session-replay.retention';
/** Recordings listed per person, newest first. */
export const LIST_LIMIT = 200;

/**
 * The server's half of `shouldRecordSession`: the deployment records at all, the account is a business that is not
 * one of the team's and no pupil (pupils, many under 16, are never recorded: issue #35), nobody impersonates it.
 * Consent lives in the browser and is trusted.
 */
export function mayRecord(enabled: boolean, viewer: SessionUser, impersonating: boolean) {
  if (!shouldRecordSession({ production: enabled, user: viewer, consented: true, impersonating }))
    throw forbidden('Für dieses Konto werden keine Sitzungen aufgezeichnet.');
}

/**
 * Masks what a browser sent (issue #35, finding 8): the same pass as the recorder's, so a gap in rrweb's masking or an
 * old or altered client cannot store a word of the page. One state per chunk: a <style> text changed in a later chunk
 * is masked too (the replay loses that style, never keeps a word).
 */
export function scrubEvents<T>(events: T[]): T[] {
  const state = newRecordingMaskState();
  for (const e of events) maskRecordingEvent(e, state);
  return events;
}

/** Appends a chunk to the viewer's recording (made by its first chunk); another account's recording is refused. */
export async function storeChunk(db: Db, userId: number, chunk: TRecordingChunk): Promise<boolean> {
  scrubEvents(chunk.events);
  const times = chunk.events.map((e) => Math.round(e.timestamp));
  const firstMs = Math.min(...times);
  const lastMs = Math.max(...times);
  const data = gzipSync(JSON.stringify(chunk.events));
  return db.tx(async (q) => {
    const owner = await repo.claimRecording(q, chunk.recording_id, userId, firstMs);
    if (!owner || owner.user_id !== userId) throw notFound('session_replay.not_found', 'Diese Aufzeichnung gibt es nicht.');
    if (owner.chunks >= RECORDING_CHUNKS_MAX) throw conflict('session_replay.full', 'Diese Aufzeichnung ist voll.');
    return repo.addChunk(q, { id: chunk.recording_id, seq: chunk.seq, data, firstMs, lastMs });
  });
}

const summary = (r: repo.RecordingRow): TRecordingSummary => ({
  id: r.id,
  started_at: new Date(r.started_at).toISOString(),
  last_at: new Date(r.last_at).toISOString(),
  duration_ms: Math.max(0, r.duration_ms),
  chunks: r.chunks,
  bytes: r.bytes,
});

export const listRecordings = async (db: Db, userId: number) => (await repo.recordingsOf(db, userId, LIST_LIMIT)).map(summary);

export async function readRecording(db: Db, userId: number, id: string): Promise<TRecording> {
  const row = await repo.recordingOf(db, userId, id);
  if (!row) throw notFound('session_replay.not_found', 'Diese Aufzeichnung gibt es nicht.');
  const chunks = await repo.chunksOf(db, id);
  // Masked again on the way out: recordings stored before the server masked (issue #35) hold no word either.
  const events = scrubEvents(chunks.flatMap((c) => JSON.parse(gunzipSync(c.events).toString('utf8')) as TRecording['events']));
  return { ...summary(row), events };
}

export const dropExpired = (db: Db, days: number) => repo.dropExpiredRecordings(db, days);
