// The chat delay follows the video (issue #38, item 6). Viewers' pages report how far their player is behind the
// live edge of the platform's own HLS; the server keeps the median of the recent reports. Spec 02 §4: messages reach
// viewers `message_threshold` seconds late (moderators at once). An admin's own value (> 0) wins; 0, the default,
// means "automatic" for a stream that plays the platform's ingest: the median measured latency, plus the time a
// frame needs to reach the playlist, clamped to sane bounds. Any other stream keeps its admin value (0: no delay).
import { z } from 'zod';
import { ZStreamKey } from './livestream-polls.ts';

export const CHAT_DELAY = {
  /** The delay of an ingested stream is never shorter: hls.js alone holds 3 fragments of 2 s. */
  minSeconds: 2,
  /** Nor longer: a player further behind is paused or stuck, not live. */
  maxSeconds: 30,
  /**
   * What the player's measure does not see: nginx names a fragment in the playlist about 0.1 s after its last frame
   * was sent (bench: live edge p50), and OBS's encoder holds frames about a second before sending.
   */
  edgeSeconds: 1,
  /** Reports older than this do not count. */
  windowSeconds: 120,
  /** The median is recomputed at most this often per stream. */
  refreshSeconds: 10,
  /** The page reports this often (and once shortly after playing starts). */
  reportEverySeconds: 30,
} as const;

/** A report: seconds behind the live edge. Anything outside 0 to 120 s is no measure of a live player (422). */
export const ZLatencyReport = z.object({
  seconds: z
    .number({ error: 'Bitte gib die Verzögerung in Sekunden an.' })
    .min(0, 'Die Verzögerung kann nicht negativ sein.')
    .max(120, 'Höchstens 120 Sekunden.'),
  key: ZStreamKey,
});
export type TLatencyReport = z.infer<typeof ZLatencyReport>;
/** POST /api/livestreams/{id}/latency answers the stream's chat delay now, in whole seconds. */
export const ZChatDelay = z.object({ chat_delay: z.number().int() });
export type TChatDelay = z.infer<typeof ZChatDelay>;

/**
 * The chat delay in whole seconds. `measured` is the median of the recent reports (null: none), `ingested` whether
 * the stream plays the platform's own ingest HLS.
 */
export function chatDelaySeconds(s: { message_threshold: number; measured: number | null; ingested: boolean }): number {
  if (s.message_threshold > 0) return s.message_threshold;
  if (!s.ingested || s.measured === null || !Number.isFinite(s.measured)) return 0;
  return Math.min(CHAT_DELAY.maxSeconds, Math.max(CHAT_DELAY.minSeconds, Math.ceil(s.measured + CHAT_DELAY.edgeSeconds)));
}
