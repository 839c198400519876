// What leaves the browser of a recording holds no text of the page (issue #35, finding 8). rrweb masks text and inputs
// itself (recorder.ts: maskTextSelector '*', maskAllInputs), but records attribute values as they are and lets a text
// change through unmasked when React detached its node before rrweb read the batch. The shared pass
// (@oabat/domain/session-replay-mask, run again by the server before a chunk is stored) masks every text, text change,
// typed value and attribute value that is not layout, the way rrweb masks text (each character a '*').
import { maskRecordingEvent, newRecordingMaskState, type RecordingMaskState } from '@oabat/domain/session-replay-mask';

let state: RecordingMaskState = newRecordingMaskState();

/** A new recording starts: the ids of the old one's <style> elements mean nothing any more. */
export function resetMasking() {
  state = newRecordingMaskState();
}

/** Masks one rrweb event in place (see the shared pass). */
export const maskEvent = <T>(event: T): T => maskRecordingEvent(event, state);
