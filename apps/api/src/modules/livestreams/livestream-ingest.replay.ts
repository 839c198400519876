// The automatic replay (issue #38): nginx's recording of a publish is remuxed without re-encoding into an MP4 in the
// media storage, its duration probed, and it becomes the stream's replay; the admin trims and publishes or hides it.
import fs from 'node:fs';
import path from 'node:path';
import type { TReplayUpdate } from '@oabat/domain/livestreams';
import { isAdmin } from '@oabat/domain/rights';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { inWorkDir, probe, run } from '../videos/videos.render.ts';
import * as repo from './livestream-ingest.repository.ts';
import { recordDir } from './livestream-ingest.nginx.ts';
import type { IngestDeps } from './livestream-ingest.deps.ts';

export const replayUrl = (id: number, key: string) => `/media/livestreams/${id}/${path.posix.basename(key)}`;

const making = new Map<string, Promise<void>>();

/**
 * Remuxes the recording (FLV with H.264/AAC from OBS) into an MP4 without re-encoding, probes its duration and
 * publishes it as the stream's replay. Only the file protocol and the FLV demuxer read the input.
 */
export function makeReplay(d: IngestDeps, id: number, recording: string, trim: { start: number; end: number | null } = { start: 0, end: null }) {
  const job = `${recording}:${trim.start}:${trim.end}`;
  let p = making.get(job);
  if (!p) {
    p = remux(d, id, recording, trim).finally(() => making.delete(job));
    making.set(job, p);
  }
  return p;
}

async function remux(d: IngestDeps, id: number, recording: string, trim: { start: number; end: number | null }) {
  const size = (await fs.promises.stat(recording).catch(() => null))?.size ?? 0;
  if (size === 0) return;
  await inWorkDir(recording, async (dir) => {
    const cut = [...(trim.start > 0 ? ['-ss', String(trim.start)] : []), ...(trim.end != null ? ['-to', String(trim.end)] : [])];
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-protocol_whitelist', 'file', '-f', 'flv'],
      ...cut,
      ...['-i', 'file:input', '-map', '0:v:0?', '-map', '0:a:0?', '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', 'file:replay.mp4'],
    ];
    try {
      await run(d.ffmpeg, args, 10 * 60_000, dir);
    } catch (err) {
      await repo.setState(d.db, id, `Falsches Format: Die Aufzeichnung ließ sich nicht umwandeln (${String((err as Error).message).slice(0, 200)}).`);
      throw err;
    }
    const info = await probe(d.ffprobe, 'replay.mp4', dir);
    if (!info.hasVideo) {
      await repo.setState(d.db, id, 'Falsches Format: Die Aufzeichnung enthält kein Video (nur Ton?). OBS muss H.264-Video senden.');
      return;
    }
    const key = `livestreams/${id}/replay-${Date.now()}.mp4`;
    await d.storage.put(key, await fs.promises.readFile(path.join(dir, 'replay.mp4')));
    const before = await repo.findIngest(d.db, id);
    await repo.setReplay(d.db, id, {
      recording,
      key,
      duration: info.duration,
      url: before?.replay_published === false ? null : replayUrl(id, key),
      trimStart: trim.start,
      trimEnd: trim.end,
    });
    if (before?.replay_key && before.replay_key !== key) await d.storage.remove(before.replay_key).catch(() => undefined);
    d.log.info({ livestream: id, duration: info.duration }, 'ingest: replay ready');
  });
  await d.broadcast(id);
}

/** The admin trims the replay (again from the recording, without re-encoding) and publishes or hides it. */
export async function updateReplay(d: IngestDeps, viewer: SessionUser | null, id: number, input: TReplayUpdate) {
  requireViewer(viewer);
  if (!isAdmin(viewer)) throw forbidden('Die Aufzeichnung verwaltet die Redaktion.');
  const row = await repo.findIngest(d.db, id);
  if (!row) throw notFound('livestreams.not_found', 'Diesen Livestream gibt es nicht (mehr).');
  // Before there is a replay, the choice is kept: a hidden stream's recording does not appear by itself.
  if (!row.replay_key) {
    if (input.trim_start !== undefined || input.trim_end !== undefined) throw invalid('trim_start', 'Zu diesem Livestream gibt es noch keine Aufzeichnung.');
    if (input.published !== undefined) await repo.setReplayPublished(d.db, id, input.published, row.replay_url);
    return;
  }
  const start = input.trim_start ?? row.replay_trim_start;
  const end = input.trim_end === undefined ? row.replay_trim_end : input.trim_end;
  if (end != null && end <= start) throw invalid('trim_end', 'Das Ende muss nach dem Beginn liegen.');
  if (start !== row.replay_trim_start || end !== row.replay_trim_end) {
    if (!row.replay_recording || !fs.existsSync(row.replay_recording))
      throw invalid('trim_start', 'Die Originalaufzeichnung ist nicht mehr da: Kürzen geht nicht mehr.');
    await makeReplay(d, id, row.replay_recording, { start, end });
  }
  if (input.published !== undefined) {
    const fresh = (await repo.findIngest(d.db, id))!;
    await repo.setReplayPublished(d.db, id, input.published, input.published && fresh.replay_key ? replayUrl(id, fresh.replay_key) : null);
    await d.broadcast(id);
  }
}

/** After a crash of nginx no record_done comes: the newest recording of the stream becomes the replay. */
export async function replayFromNewest(d: IngestDeps, id: number) {
  const dir = recordDir(d.dataDir);
  const files = (await fs.promises.readdir(dir).catch(() => [] as string[])).filter((f) => new RegExp(`^${id}-\\d+\\.flv$`).test(f)).sort();
  const newest = files.at(-1);
  if (!newest) return;
  const row = await repo.findIngest(d.db, id);
  if (!row || row.ingest_client || row.replay_recording === path.join(dir, newest)) return; // live again, or done
  await makeReplay(d, id, path.join(dir, newest));
}
