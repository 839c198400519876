// How a chat message from the socket changes the stream page's state: one message (the single event) or several
// in one frame (a busy chat, LIVESTREAM_EVENTS.messages), taken in their order.
import type { TLivestream, TLivestreamMessage } from '@oabat/domain/livestreams';

/** The chat keeps the latest this many messages. */
export const KEPT_MESSAGES = 200;

/** The stream with a new chat message. */
export function withMessage(s: TLivestream, m: TLivestreamMessage): TLivestream {
  if (m.livestream_id !== s.id) return s;
  // Known already: the author's own anonymous question, now released (its nickname stays as the author saw it).
  if (s.messages.some((x) => x.id === m.id)) return { ...s, messages: s.messages.map((x) => (x.id === m.id ? { ...x, held: m.held } : x)) };
  return { ...s, messages: [...s.messages, m].slice(-KEPT_MESSAGES) };
}

/** The stream with a frame of several messages. */
export const withMessages = (s: TLivestream, p: { livestream_id: number; messages: TLivestreamMessage[] }): TLivestream =>
  p.livestream_id === s.id ? p.messages.reduce(withMessage, s) : s;
