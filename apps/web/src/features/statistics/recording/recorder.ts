// The session recording itself (issue #17): rrweb records the page with every input masked, mouse moves and scrolling
// sampled; the events are buffered and sent in chunks every RECORDING_FLUSH_MS and on page hide to
// POST /api/oabalytics/recordings. Loaded by dynamic import only, for a visit that qualifies (session-recorder.tsx).
// Never blocks the page: every error is ignored.
import { record } from '@rrweb/record';
import { RECORDING_CHUNK_MAX_BYTES, RECORDING_CHUNKS_MAX, RECORDING_EVENTS_MAX, RECORDING_FLUSH_MS } from '@oabat/domain/session-replay';
import { getToken } from '../../../lib/api.ts';

/** Send early once this much is buffered (the server refuses chunks above RECORDING_CHUNK_MAX_BYTES). */
const SOFT_MAX_BYTES = RECORDING_CHUNK_MAX_BYTES / 2;
/** fetch keepalive carries at most 64 KB; larger bodies on page hide go without it (best effort). */
const KEEPALIVE_MAX = 60_000;

let recordingId = '';
let seq = 0;
let buffer: unknown[] = [];
let bufferedBytes = 0;
let stopRecord: (() => void) | undefined;
let timer: ReturnType<typeof setInterval> | undefined;

function send(hiding = false) {
  if (!buffer.length || seq >= RECORDING_CHUNKS_MAX) {
    buffer = [];
    bufferedBytes = 0;
    return;
  }
  const token = getToken();
  const events = buffer.splice(0, RECORDING_EVENTS_MAX);
  bufferedBytes = 0;
  if (!token) return;
  const body = JSON.stringify({ recording_id: recordingId, seq, events });
  seq += 1;
  if (body.length > RECORDING_CHUNK_MAX_BYTES) return; // one huge snapshot: dropped rather than refused by the server
  void fetch('/api/oabalytics/recordings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    keepalive: hiding && body.length <= KEEPALIVE_MAX,
  }).catch(() => {});
  if (buffer.length) send(hiding);
}

const onHide = () => send(true);
const onVisibility = () => {
  if (document.visibilityState === 'hidden') onHide();
};

export function startRecording() {
  if (stopRecord) return;
  try {
    // One recording per start (a page load, or again after consent was given back).
    recordingId = crypto.randomUUID();
    seq = 0;
    stopRecord = record({
      emit(event) {
        buffer.push(event);
        bufferedBytes += JSON.stringify(event).length;
        if (bufferedBytes >= SOFT_MAX_BYTES || buffer.length >= RECORDING_EVENTS_MAX) send();
      },
      maskAllInputs: true,
      sampling: { mousemove: 100, scroll: 200, media: 800, input: 'last' },
      recordCanvas: false,
      collectFonts: false,
    });
    // The first snapshot goes at once: it is large, and a page left within seconds could not send it on hide.
    setTimeout(() => send(), 1000);
    timer = setInterval(() => send(), RECORDING_FLUSH_MS);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
  } catch {
    stopRecording();
  }
}

/** Stops recording (logout, consent withdrawn) and sends what is buffered. */
export function stopRecording() {
  try {
    stopRecord?.();
  } catch {
    // rrweb's own clean-up failing must not reach the page
  }
  stopRecord = undefined;
  if (timer) clearInterval(timer);
  timer = undefined;
  window.removeEventListener('pagehide', onHide);
  document.removeEventListener('visibilitychange', onVisibility);
  send();
}
