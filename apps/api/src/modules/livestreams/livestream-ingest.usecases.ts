// Going live from the platform (issue #38): who sees a stream's key, what nginx-rtmp's callbacks decide (right key,
// within the planned window, one publisher), the live state that follows the video, the HLS files, a thumbnail a
// minute, and the replay remuxed from nginx's recording into the media storage.
import { formatDateTime } from '@oabat/domain/dates';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { TLivestreamIngest } from '@oabat/domain/livestreams';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden } from '../../lib/errors.ts';
import { perDatabase } from '../../lib/per-database.ts';
import type { LivestreamDeps } from './livestreams.deps.ts';
import { inWorkDir, run } from '../videos/videos.render.ts';
import type { IngestDeps } from './livestream-ingest.deps.ts';
import { findStream, isStreamAdmin, keyMatches } from './livestream-access.ts';
import * as repo from './livestream-ingest.repository.ts';
import { clearMeasure } from './livestream-chat-delay.repository.ts';
import { dropPublisher, hlsDir, recordDir } from './livestream-ingest.nginx.ts';
import { checkPublishFormat, formatProblem } from './livestream-ingest.format.ts';
import { makeReplay, replayFromNewest, replayUrl } from './livestream-ingest.replay.ts';
import { hlsUrl } from './livestream-chat-delay.usecases.ts';

export type { IngestDeps };

export { hlsUrl };
export { makeReplay, replayUrl, updateReplay } from './livestream-ingest.replay.ts';
const iso = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16);

/** The stream key OBS publishes with: the stream name and the secret as nginx-rtmp's argument. */
export const publishKey = (id: number, secret: string) => `${id}?k=${secret}`;

/** The admin, the stream's moderators and the businesses with a slot in it manage going live. */
export async function canGoLive(d: LivestreamDeps, viewer: SessionUser | null, id: number) {
  if (!viewer) return false;
  if (await isStreamAdmin(d, viewer, id)) return true;
  return !!viewer.business && repo.isSlotBusiness(d.db, id, viewer.business.id);
}

export async function ingestView(
  d: LivestreamDeps,
  viewer: SessionUser | null,
  id: number,
  info: { enabled: boolean; hint: string | null; server: string | null },
): Promise<TLivestreamIngest | undefined> {
  if (!(await canGoLive(d, viewer, id))) return undefined;
  const row = await repo.findIngest(d.db, id);
  if (!row) return undefined;
  return {
    enabled: info.enabled,
    hint: info.hint,
    server: info.enabled ? info.server : null,
    key: info.enabled ? publishKey(id, row.ingest_secret) : null,
    publishing: !!row.ingest_client,
    state: row.ingest_state,
    replay: row.replay_key
      ? {
          duration: row.replay_duration,
          trim_start: row.replay_trim_start,
          trim_end: row.replay_trim_end,
          published: row.replay_published,
          available: !!row.replay_recording && fs.existsSync(row.replay_recording),
        }
      : null,
  };
}

export async function rotateKey(d: LivestreamDeps, viewer: SessionUser | null, id: number) {
  requireViewer(viewer);
  await findStream(d.db, id);
  if (!(await canGoLive(d, viewer, id))) throw forbidden('Den Streamschlüssel sehen nur die Redaktion, die Moderation und die Betriebe des Livestreams.');
  await repo.rotateSecret(d.db, id);
  // A running publish keeps going (nginx does not ask again); the old key cannot start a new one.
  return { key: publishKey(id, (await repo.findIngest(d.db, id))!.ingest_secret) };
}

// ---- nginx's callbacks ------------------------------------------------------------------------

export interface PublishCall {
  name?: string;
  k?: string;
  clientid?: string;
  addr?: string;
  path?: string;
}

const secretMatches = (secret: string, k: string | undefined) =>
  !!k && k.length === secret.length && crypto.timingSafeEqual(Buffer.from(k), Buffer.from(secret));
const streamIdOf = (name: string | undefined) => (name && /^\d{1,9}$/.test(name) ? Number(name) : null);

/** on_publish: true lets the publisher in. Every refusal is logged with its reason (nginx only logs "403"). */
export async function onPublish(d: IngestDeps, call: PublishCall): Promise<{ ok: boolean; reason: string }> {
  const id = streamIdOf(call.name);
  const row = id ? await repo.findIngest(d.db, id) : undefined;
  const refuse = async (reason: string, state?: string) => {
    d.log.warn({ livestream: id, addr: call.addr, reason }, 'ingest: publish refused');
    if (row && state) await repo.setState(d.db, row.id, state);
    return { ok: false, reason };
  };
  if (!id || !row) return refuse('unknown stream');
  if (!secretMatches(row.ingest_secret, call.k)) return refuse('wrong key', `Abgelehnt (${iso(new Date())} UTC): falscher oder alter Streamschlüssel.`);
  const margin = d.windowMinutes * 60_000;
  const now = Date.now();
  if (now < row.planned_start.getTime() - margin || now > row.planned_end.getTime() + margin)
    return refuse(
      'outside the planned window',
      `Abgelehnt: außerhalb des geplanten Zeitraums (${formatDateTime(row.planned_start)} bis ${formatDateTime(row.planned_end)}, ± ${d.windowMinutes} Minuten).`,
    );
  const client = clientOf(call);
  if (!(await repo.claimPublisher(d.db, row.id, client, hlsUrl(row.id), `Verbunden (${formatDateTime(new Date())}): Das Format wird geprüft …`)))
    return refuse('a second publisher');
  await clearMeasure(d.db, row.id); // the chat delay of a new publish is measured anew
  d.log.info({ livestream: row.id, addr: call.addr }, 'ingest: publishing');
  void track(d, goLiveWhenPlaying(d, row.id, client, Date.now()));
  return { ok: true, reason: 'publishing' };
}

const clientOf = (call: PublishCall) => `${call.clientid ?? '?'}@${call.addr ?? '?'}`;
/**
 * Per database (lib/per-database.ts): the publishes being checked in this process (the watchdog restarts a check
 * that a restart of the API cut off) and when each live stream last got a thumbnail.
 */
const ingestState = perDatabase(() => ({ checking: new Set<number>(), lastThumb: new Map<number, number>() }));

/**
 * The stream goes live once its format is right and the first fragment exists (a player started earlier finds no
 * playlist). A wrong format is refused: the admin page says why, and nginx drops the publisher (its control socket);
 * publish_done follows and ends the publish without a replay.
 */
async function goLiveWhenPlaying(d: IngestDeps, id: number, client: string, since: number) {
  const { checking } = ingestState(d.db);
  if (checking.has(id)) return;
  checking.add(id);
  try {
    const stillPublishing = async () => (await repo.findIngest(d.db, id))?.ingest_client === client;
    const codecs = await checkPublishFormat({ ffprobe: d.ffprobe, dataDir: d.dataDir, id, since, stillPublishing });
    if (!(await stillPublishing())) return;
    const problem = formatProblem(codecs);
    if (problem) {
      d.log.warn({ livestream: id, codecs, reason: 'format' }, 'ingest: publish refused');
      await repo.refuseFormat(d.db, id, client, problem);
      if (!(await dropPublisher(d.dataDir, id))) d.log.error({ livestream: id }, 'ingest: nginx did not drop the publisher');
      return;
    }
    const playlist = path.join(hlsDir(d.dataDir), String(id), 'index.m3u8');
    for (let i = 0; i < 60 && !fs.existsSync(playlist); i++) await new Promise((r) => setTimeout(r, 250));
    if (!(await repo.goLive(d.db, id, client, `Live seit ${formatDateTime(new Date(since))} (${codecs.video}${codecs.audio ? ` / ${codecs.audio}` : ''}).`)))
      return;
    d.log.info({ livestream: id, codecs }, 'ingest: live');
    await d.broadcast(id);
  } finally {
    checking.delete(id);
  }
}

/** on_publish_done (and the watchdog): the stream is no longer live. */
export async function endPublish(d: IngestDeps, id: number, client: string | null, why: string) {
  const released = await repo.releasePublisher(d.db, id, client, `Beendet (${formatDateTime(new Date())}): ${why}.`);
  if (!released) return false;
  d.log.info({ livestream: id, why }, 'ingest: ended');
  await clearMeasure(d.db, id);
  await d.broadcast(id);
  // A refused format makes no replay (the remux could not carry it either).
  if (released.format_error) return true;
  // nginx reports the recording separately (on_record_done); after a crash it never does, so the newest recording
  // of the stream is picked up here after a moment.
  setTimeout(() => void track(d, replayFromNewest(d, id)), 3000).unref();
  return true;
}

export async function onPublishDone(d: IngestDeps, call: PublishCall) {
  const id = streamIdOf(call.name);
  if (id) await endPublish(d, id, clientOf(call), 'der Sender hat aufgehört');
}

/** on_update (not configured any more, see nginxConfig; an nginx of an older start may still call): false drops it. */
export async function onUpdate(d: IngestDeps, call: PublishCall) {
  const id = streamIdOf(call.name);
  if (!id) return true;
  return (await repo.touchPublisher(d.db, id, clientOf(call))) !== 'refused';
}

/** on_record_done: `path` must be one of nginx's recordings of this stream. */
export async function onRecordDone(d: IngestDeps, call: PublishCall) {
  const id = streamIdOf(call.name);
  const file = recordingOf(d, id, call.path);
  if (!id || !file) return;
  if ((await repo.findIngest(d.db, id))?.ingest_format_error) return; // refused: no replay of it
  await track(d, makeReplay(d, id, file));
}

function recordingOf(d: IngestDeps, id: number | null, file: string | undefined) {
  if (!id || !file) return null;
  const dir = recordDir(d.dataDir);
  const full = path.resolve(dir, path.basename(file));
  if (path.dirname(full) !== path.resolve(dir) || !new RegExp(`^${id}-\\d+\\.flv$`).test(path.basename(full))) return null;
  return fs.existsSync(full) ? full : null;
}

const track = <T>(d: IngestDeps, p: Promise<T>) => {
  const t = p.catch((err: unknown) => d.log.error({ err }, 'ingest: replay failed')).finally(() => d.pending.delete(t));
  d.pending.add(t);
  return t;
};

/** Publishes nginx holds now (the platform leaves nginx running over a restart while there is one). */
export const livePublishes = async (d: IngestDeps) => (await repo.publishing(d.db)).length;

/**
 * After a start: with nginx taken over, its publishes go on (the watchdog ends those whose playlist went stale while
 * the platform was away) and a format check that the restart cut off runs again; with a new nginx, no publish
 * survived, so every stream still marked as publishing ends now (its recording becomes the replay).
 */
export async function reconcile(d: IngestDeps, adopted: boolean) {
  for (const s of await repo.publishing(d.db)) {
    if (!adopted) await endPublish(d, s.id, s.ingest_client, 'die Plattform wurde neu gestartet, der Ingest-Server lief nicht mehr');
    else if (!s.is_live && !s.ingest_format_error) void track(d, goLiveWhenPlaying(d, s.id, s.ingest_client, Date.now()));
  }
}

// ---- the watchdog and thumbnails -------------------------------------------------------------

/** Every few seconds: a publish without new video for idleSeconds ends; a live open stream gets a thumbnail a minute. */
export async function watch(d: IngestDeps) {
  const { lastThumb } = ingestState(d.db);
  for (const s of await repo.publishing(d.db)) {
    const playlist = path.join(hlsDir(d.dataDir), String(s.id), 'index.m3u8');
    const changed = (await fs.promises.stat(playlist).catch(() => null))?.mtimeMs ?? s.ingest_seen_at?.getTime() ?? 0;
    const since = Math.max(changed, s.ingest_seen_at?.getTime() ?? 0);
    if (Date.now() - since > d.idleSeconds * 1000) {
      await endPublish(d, s.id, s.ingest_client, `seit ${d.idleSeconds} Sekunden kein Video`);
      continue;
    }
    // A protected stream's picture would show what only the password opens: it keeps the thumbnail it has.
    if (!s.is_secure && Date.now() - (lastThumb.get(s.id) ?? 0) >= d.thumbnailSeconds * 1000) {
      lastThumb.set(s.id, Date.now());
      await thumbnail(d, s.id, s.thumbnail_url).catch((err: unknown) => d.log.warn({ err, livestream: s.id }, 'ingest: no thumbnail'));
    }
  }
}

async function thumbnail(d: IngestDeps, id: number, current: string | null) {
  // The admin's own picture stays; only ours (or none) is replaced.
  if (current && !current.startsWith(`/media/livestreams/${id}/`)) return;
  const dir = path.join(hlsDir(d.dataDir), String(id));
  const segment = (await fs.promises.readFile(path.join(dir, 'index.m3u8'), 'utf8').catch(() => ''))
    .split('\n')
    .filter((l) => /^\d{1,20}\.ts$/.test(l.trim()))
    .at(-1)
    ?.trim();
  if (!segment) return;
  await inWorkDir(path.join(dir, segment), async (work) => {
    await run(
      d.ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-protocol_whitelist', 'file', '-f', 'mpegts', '-i', 'file:input'],
        ...['-frames:v', '1', '-vf', 'scale=640:-2', '-f', 'image2', '-c:v', 'mjpeg', 'file:thumb.jpg'],
      ],
      20_000,
      work,
    );
    const key = `livestreams/${id}/thumbnail-${Date.now()}.jpg`;
    await d.storage.put(key, await fs.promises.readFile(path.join(work, 'thumb.jpg')));
    await repo.setThumbnail(d.db, id, replayUrl(id, key));
    if (current) await d.storage.remove(`livestreams/${id}/${path.posix.basename(current)}`).catch(() => undefined);
  });
}

// ---- serving ---------------------------------------------------------------------------------

const HLS_FILE = /^(index\.m3u8|\d{1,20}\.ts)$/;
const MEDIA_FILE = /^(replay-\d{1,20}\.mp4|thumbnail-\d{1,20}\.jpg)$/;

/** A protected stream's files need the key of /verify (the chat's rule), or a moderator's session. */
export async function checkFileAccess(d: LivestreamDeps, viewer: SessionUser | null, id: number, key: string | undefined) {
  const row = await findStream(d.db, id);
  if (row.is_secure && !keyMatches(row, key) && !(await isStreamAdmin(d, viewer, id))) throw forbidden('Bitte gib zuerst das Passwort dieses Livestreams ein.');
  return row;
}

export function hlsFile(dataDir: string, id: number, file: string) {
  if (!HLS_FILE.test(file)) return null;
  const full = path.join(hlsDir(dataDir), String(id), file);
  return fs.existsSync(full) ? full : null;
}

/** The playlist names its segments relatively; a protected stream's key is added so hls.js sends it along. */
export function playlistWithKey(text: string, key: string | undefined) {
  if (!key) return text;
  return text
    .split('\n')
    .map((l) => (/^\d{1,20}\.ts$/.test(l.trim()) ? `${l.trim()}?key=${encodeURIComponent(key)}` : l))
    .join('\n');
}

export const mediaKey = (id: number, file: string) => (MEDIA_FILE.test(file) ? `livestreams/${id}/${file}` : null);
