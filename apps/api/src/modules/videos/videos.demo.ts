// Demo video of Bäckerei Huber: with ffmpeg a short clip is generated and rendered at start (so the demo needs no
// binary file in the repository), without ffmpeg a link video. Its own start-up task, after the demo data, because
// it stores bytes; idempotent per business and title.
import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { StartupTask } from '../../lib/startup-task.ts';
import { storageFor } from '../media/media.usecases.ts';
import { ffmpegAvailable, render } from './videos.render.ts';
import { findOwnerBySlug, insertVideo, markRendered, placeOnChannel } from './videos.repository.ts';

const TITLE = 'Ein Tag in unserer Backstube';
const DESCRIPTION = 'Um 3 Uhr geht der Ofen an: So sieht ein Morgen bei uns aus, von der ersten Breze bis zum Verkauf.';

export const seedVideosDemoTask: StartupTask = async (db, config, log) => {
  if (!config.SEED_DEMO) return;
  const businessId = await findOwnerBySlug(db, 'business', 'baeckerei-huber');
  if (businessId === null) return;
  if (await db.one(`SELECT 1 FROM videos WHERE business_id = $1 AND title = $2`, [businessId, TITLE])) return;
  const by = await db.one<{ id: number }>(`SELECT user_id AS id FROM business_users WHERE business_id = $1 LIMIT 1`, [businessId]);
  const owner = { type: 'business' as const, id: businessId };
  const base = { uid: crypto.randomUUID(), title: TITLE, description: DESCRIPTION, type: 'video' as const, vimeo_id: null, upload_size: null };
  let id: number;
  if (!ffmpegAvailable(config.FFMPEG_PATH, config.FFPROBE_PATH)) {
    id = await insertVideo(
      db,
      owner,
      { ...base, source: 'link', vimeo_url: null, link: 'https://vimeo.com/76979871', state: 'ready', is_rendered: true },
      by?.id ?? null,
    );
  } else {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'oabat-demo-video-'));
    try {
      const source = path.join(dir, 'source.mkv');
      await promisify(execFile)(config.FFMPEG_PATH, [
        ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=6'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=6', '-c:v', 'mpeg4', '-q:v', '4', '-c:a', 'pcm_s16le', source],
      ]);
      const out = await render(config.FFMPEG_PATH, config.FFPROBE_PATH, source);
      const storage = storageFor(config);
      const folder = `videos/${base.uid}`;
      await storage.put(`${folder}/video.mp4`, await fs.promises.readFile(out.video));
      await storage.put(`${folder}/thumbnail.jpg`, await fs.promises.readFile(out.thumbnail));
      await fs.promises.rm(out.dir, { recursive: true, force: true });
      id = await insertVideo(db, owner, { ...base, source: 'upload', vimeo_url: null, link: null, state: 'processing', is_rendered: false }, by?.id ?? null);
      await markRendered(db, id, {
        rendition_key: `${folder}/video.mp4`,
        thumbnail_key: `${folder}/thumbnail.jpg`,
        storage: storage.kind,
        duration_seconds: out.probe.duration,
        width: out.probe.width,
        height: out.probe.height,
      });
    } catch (err) {
      log.warn({ err }, 'demo video not rendered');
      return;
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
  // On a channel the bakery is already on: joining the region's channel would change the demo region's members.
  const channel = await db.one<{ id: number }>(
    `SELECT c.id FROM business_channels bc JOIN channels c ON c.id = bc.channel_id WHERE bc.business_id = $1 ORDER BY c.slug = 'oabat' DESC, c.id LIMIT 1`,
    [businessId],
  );
  if (channel) await placeOnChannel(db, id, channel.id, 1, 'video');
};
