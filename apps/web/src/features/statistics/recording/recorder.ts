// The session recording itself (issue #17): rrweb records the layout and the clicks of the page, never its words
// (issue #35): every text and input is masked (each character a '*'), attribute values and text changes too
// (mask-events.ts, the same pass the server repeats), images,
// video, audio, canvas and frames are empty boxes of their size; chat, applications and messages are not recorded at
// all (isUnrecordedPath: the recorder stops there, session-recorder.tsx) and carry rrweb's block class besides.
// Mouse moves and scrolling are sampled; the events are buffered and sent in chunks every RECORDING_FLUSH_MS, at
// SOFT_MAX_BYTES, on page hide and before a logout to POST /api/oabalytics/recordings. Loaded by dynamic import only,
// for a visit that qualifies (session-recorder.tsx). Never blocks the page: every error is ignored.
import { record } from '@rrweb/record';
import {
  isUnrecordedPath,
  RECORDING_BLOCK_CLASS,
  RECORDING_CHUNK_MAX_BYTES,
  RECORDING_CHUNKS_MAX,
  RECORDING_EVENTS_MAX,
  RECORDING_FLUSH_MS,
} from '@oabat/domain/session-replay';
import { getToken } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { maskEvent, resetMasking } from './mask-events.ts';

/**
 * The rrweb options (issue #35): no word and no picture of the page reaches a recording. Exported for the test that
 * records a page with the real rrweb (recorder.masking.test.ts).
 */
export const RECORD_OPTIONS = {
  maskAllInputs: true,
  // Every text node: rrweb writes each character as '*', so the layout (line lengths) stays.
  maskTextSelector: '*',
  maskTextFn: (text: string) => text.replace(/\S/g, '*'),
  blockClass: RECORDING_BLOCK_CLASS,
  blockSelector: 'img, picture, video, audio, canvas, iframe, object, embed, svg image',
  inlineImages: false,
  recordCanvas: false,
  collectFonts: false,
  // No <meta> (titles, descriptions of the page), no scripts (JSON-LD of a job), no comments.
  slimDOMOptions: 'all',
  sampling: { mousemove: 100, scroll: 200, media: 800, input: 'last' },
} as const;

/**
 * Send early once this much is buffered. Only a keepalive request outlives a page being closed, and a browser carries
 * at most 64 KB of them at a time: so what a page hide finds in the buffer (at most this and one event) fits.
 */
const SOFT_MAX_BYTES = 40_000;
/** The keepalive limit, with room for the other keepalive requests of the page (analytics). */
const KEEPALIVE_MAX = 60_000;

let recordingId = '';
let seq = 0;
let buffer: unknown[] = [];
let bufferedBytes = 0;
let stopRecord: (() => void) | undefined;
let timer: ReturnType<typeof setInterval> | undefined;
let unregisterLogout: (() => void) | undefined;

/** Sends the buffer in chunks; resolves when the server has answered (or a request failed). */
function send(hiding = false): Promise<unknown> {
  if (!buffer.length || seq >= RECORDING_CHUNKS_MAX) {
    buffer = [];
    bufferedBytes = 0;
    return Promise.resolve();
  }
  const token = getToken();
  const events = buffer.splice(0, RECORDING_EVENTS_MAX);
  bufferedBytes = 0;
  if (!token) return Promise.resolve();
  const body = JSON.stringify({ recording_id: recordingId, seq, events });
  seq += 1;
  const bytes = new Blob([body]).size;
  // One huge snapshot is dropped rather than refused by the server; the rest of the buffer still goes.
  const sent =
    bytes > RECORDING_CHUNK_MAX_BYTES
      ? Promise.resolve()
      : fetch('/api/oabalytics/recordings', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
          keepalive: hiding && bytes <= KEEPALIVE_MAX,
        }).catch(() => {});
  return buffer.length ? Promise.all([sent, send(hiding)]) : sent;
}

const onHide = () => void send(true);
const onVisibility = () => {
  if (document.visibilityState === 'hidden') onHide();
};

export function startRecording() {
  if (stopRecord) return;
  try {
    // One recording per start (a page load, or again after consent was given back).
    recordingId = crypto.randomUUID();
    seq = 0;
    resetMasking();
    if (isUnrecordedPath(window.location.pathname)) return;
    stopRecord = record({
      ...RECORD_OPTIONS,
      emit(event) {
        // The address already changed to a page that is not recorded (its DOM arrives before the recorder stops).
        if (isUnrecordedPath(window.location.pathname)) return;
        buffer.push(maskEvent(event));
        bufferedBytes += JSON.stringify(event).length;
        if (bufferedBytes >= SOFT_MAX_BYTES || buffer.length >= RECORDING_EVENTS_MAX) void send();
      },
    });
    // The first snapshot goes at once: it is large, and a page left within seconds could not send it on hide.
    setTimeout(() => void send(), 1000);
    timer = setInterval(() => void send(), RECORDING_FLUSH_MS);
    // A logout waits for the last events: after it the session that may store them is gone.
    unregisterLogout = auth.onBeforeLogout(async () => {
      await send();
    });
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
  unregisterLogout?.();
  unregisterLogout = undefined;
  window.removeEventListener('pagehide', onHide);
  document.removeEventListener('visibilitychange', onVisibility);
  void send();
}
