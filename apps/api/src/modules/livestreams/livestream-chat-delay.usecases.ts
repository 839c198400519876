// The chat delay follows the video (issue #38, item 6): viewers' pages report their distance to the live edge, the
// stream keeps the median, and every place that holds a message back asks `chatDelay` (the rule is in the domain:
// an admin's own message_threshold wins; 0 means automatic for a stream that plays the platform's ingest).
import crypto from 'node:crypto';
import { CHAT_DELAY, chatDelaySeconds, type TLatencyReport } from '@oabat/domain/livestream-chat-delay';
import type { SessionUser } from '../../lib/session-user.ts';
import { conflict } from '../../lib/errors.ts';
import type { LivestreamDeps } from './livestreams.deps.ts';
import type { LivestreamRow } from './livestreams.repository.ts';
import * as repo from './livestream-chat-delay.repository.ts';
import { findStream, requireProof } from './livestream-access.ts';

export const hlsUrl = (id: number) => `/hls/${id}/index.m3u8`;

/** The stream plays the HLS that the platform's nginx writes (its own address, or none while ingest runs). */
export const isIngested = (d: LivestreamDeps, row: Pick<LivestreamRow, 'id' | 'video_url'>) =>
  row.video_url === hlsUrl(row.id) || (row.video_url === null && !!d.ingest?.enabled);

/** Seconds a viewer's message is held back in this stream. */
export const chatDelay = (d: LivestreamDeps, row: LivestreamRow) =>
  chatDelaySeconds({ message_threshold: row.message_threshold, measured: row.chat_latency, ingested: isIngested(d, row) });

/**
 * One viewer's report. One row per account, or per address for guests (hashed: the table holds no one's id or
 * address), so a guest who sends many reports still counts once; a report of a stream that is not live on the
 * platform's ingest is refused (409), so nothing is stored for other videos.
 */
export async function reportLatency(d: LivestreamDeps, viewer: SessionUser | null, id: number, input: TLatencyReport, ip: string) {
  const row = await findStream(d.db, id);
  await requireProof(d, viewer, row, input.key);
  if (!row.is_live || !isIngested(d, row)) throw conflict('livestreams.not_measured', 'Dieser Livestream läuft gerade nicht über die Plattform.');
  const who = viewer ? `u:${viewer.id}` : `ip:${ip}`;
  const reporter = crypto.createHash('sha256').update(`livestream-latency:${id}:${who}`).digest('hex').slice(0, 32);
  await repo.saveReport(d.db, id, reporter, input.seconds);
  const measured = await repo.refreshMedian(d.db, id, CHAT_DELAY.windowSeconds, CHAT_DELAY.refreshSeconds);
  const fresh = measured === undefined ? row.chat_latency : measured;
  return { chat_delay: chatDelaySeconds({ message_threshold: row.message_threshold, measured: fresh, ingested: true }) };
}
