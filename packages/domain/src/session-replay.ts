// Session replay (issue #17, spec 01 §6/§7, 02 §6): the chunks of rrweb events a qualifying business user's browser
// sends (POST /api/oabalytics/recordings) and what the operator reads back (/admin/analytics/users/{id}/detailed).
// Whether a recording may run at all is `shouldRecordSession` in analytics-journey.ts.
import { z } from 'zod';
import { INT32_MAX } from './common.ts';

/** Largest request body of one chunk (bytes): above it the server answers 413. */
export const RECORDING_CHUNK_MAX_BYTES = 512 * 1024;
/** rrweb events per chunk. */
export const RECORDING_EVENTS_MAX = 5000;
/** Chunks per recording (at one chunk every ~10 s: several hours); later chunks are refused. */
export const RECORDING_CHUNKS_MAX = 2000;
/** The browser sends what it buffered this often (and on page hide). */
export const RECORDING_FLUSH_MS = 10_000;

/** One rrweb event: its kind and time are checked, the rest is rrweb's own shape and stays opaque. */
export const ZRecordingEvent = z.looseObject({
  type: z.number().int().min(0).max(100),
  timestamp: z.number().min(0).max(1e14),
});

export const ZRecordingChunk = z.object({
  recording_id: z.uuid('Ungültige Aufzeichnungskennung.'),
  seq: z
    .number()
    .int()
    .min(0)
    .max(RECORDING_CHUNKS_MAX - 1),
  events: z.array(ZRecordingEvent).min(1, 'Keine Ereignisse.').max(RECORDING_EVENTS_MAX, 'Zu viele Ereignisse in einem Teil.'),
});
export type TRecordingChunk = z.infer<typeof ZRecordingChunk>;

export const ZRecordingParams = z.object({
  id: z.coerce.number().int().positive().max(INT32_MAX),
  recordingId: z.uuid('Diese Aufzeichnung gibt es nicht.'),
});

export const ZRecordingSummary = z.object({
  id: z.string(),
  started_at: z.string(),
  last_at: z.string(),
  /** From the first to the last event, in milliseconds. */
  duration_ms: z.number().int(),
  chunks: z.number().int(),
  bytes: z.number().int(),
});
export type TRecordingSummary = z.infer<typeof ZRecordingSummary>;

export const ZRecording = ZRecordingSummary.extend({
  /** Every event of every chunk, in order. */
  events: z.array(z.looseObject({ type: z.number(), timestamp: z.number() })),
});
export type TRecording = z.infer<typeof ZRecording>;

/**
 * rrweb's block class (issue #35): an element carrying it is recorded as an empty box of its size, nothing inside.
 * Chat, applications and messages carry it, a second line behind `isUnrecordedPath`.
 */
export const RECORDING_BLOCK_CLASS = 'rr-block';
/** Pages never recorded at all (chat, messages, applications): the recorder stops there and starts anew after. */
const UNRECORDED = [
  /^\/chat(\/|$)/,
  /^\/admin\/chat(\/|$)/,
  /^\/admin\/livestream\/[^/]*\/?chat(\/|$)/,
  /^\/betrieb\/antworten(\/|$)/,
  /\/bewerb/,
  /\/interesse/,
  /\/nachrichten/,
];
export const isUnrecordedPath = (pathname: string) => UNRECORDED.some((r) => r.test(pathname));
