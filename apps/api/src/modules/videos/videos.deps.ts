// What the video use cases need: database, job queue, the media storage (renditions go where images go), the tus
// file store of running uploads (always local disk: a resumable upload appends to one file), ffmpeg and the log.
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { FileStore } from '@tus/file-store';
import { MemoryLocker } from '@tus/server';
import type { Db } from '../../db.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { mediaDeps, type MediaDeps } from '../media/media.usecases.ts';
import { ffmpegAvailable } from './videos.render.ts';

export interface VideoDeps {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  media: MediaDeps;
  maxBytes: number;
  ffmpeg: { ffmpeg: string; ffprobe: string; available: boolean };
  uploads: { dir: string; store: FileStore; locker: MemoryLocker };
  dataDir: string;
}

export const RENDER_JOB = 'videos.render';

export function videoDeps(app: FastifyInstance): VideoDeps {
  const dir = path.join(app.config.DATA_DIR, 'video-uploads');
  const available = ffmpegAvailable(app.config.FFMPEG_PATH, app.config.FFPROBE_PATH);
  // One line, once: the platform runs without ffmpeg, uploads then wait unrendered ("wird verarbeitet").
  if (!available) app.log.warn(`ffmpeg/ffprobe not found (${app.config.FFMPEG_PATH}, ${app.config.FFPROBE_PATH}): uploaded videos stay unrendered`);
  return {
    db: app.db,
    jobs: app.jobs,
    log: app.log,
    media: mediaDeps(app),
    maxBytes: app.config.VIDEO_MAX_MB * 1024 * 1024,
    ffmpeg: { ffmpeg: app.config.FFMPEG_PATH, ffprobe: app.config.FFPROBE_PATH, available },
    // Unfinished uploads expire after a day (the file store's own clean-up).
    uploads: { dir, store: new FileStore({ directory: dir, expirationPeriodInMilliseconds: 24 * 3600 * 1000 }), locker: new MemoryLocker() },
    dataDir: app.config.DATA_DIR,
  };
}
