// What the video use cases need: database, job queue, the media storage (renditions go where images go), the tus
// store of running uploads, ffmpeg and the log. Running uploads: on local disk (one file each, a lock per process)
// when the storage is local; in the database and the bucket (a lock in the database) when it is S3, so several hosts
// without a shared disk and without sticky sessions take turns on one upload (issue #39).
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { FileStore } from '@tus/file-store';
import { type DataStore, type Locker, MemoryLocker } from '@tus/server';
import type { Db } from '../../db.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { mediaDeps, type MediaDeps } from '../media/media.usecases.ts';
import { ffmpegAvailable } from './videos.render.ts';
import { BucketUploadStore } from './videos.upload-store.ts';
import { DbLocker } from './videos.upload-lock.ts';

export interface RunningUploads {
  /** Local folder of the file store (and of the bench's raw uploads). */
  dir: string;
  store: DataStore;
  locker: Locker;
  /** The finished upload as a local file for ffprobe/ffmpeg; `done` removes a copy (never the file store's file). */
  materialize(id: string): Promise<{ file: string; done: () => Promise<void> }>;
}

export interface VideoDeps {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  media: MediaDeps;
  maxBytes: number;
  ffmpeg: { ffmpeg: string; ffprobe: string; available: boolean };
  uploads: RunningUploads;
  dataDir: string;
}

export const RENDER_JOB = 'videos.render';
/** Hourly: uploads left unfinished for a day lose their bytes, and their video says so (videos.upload.ts). */
export const UPLOAD_CLEANUP_JOB = 'videos.upload-cleanup';
export const UPLOAD_CLEANUP_CRON = '17 * * * *';
/** An unfinished upload is abandoned a day after it started (tus's Upload-Expires says the same to the client). */
export const UPLOAD_EXPIRY_MS = 24 * 3600 * 1000;

export function videoDeps(app: FastifyInstance): VideoDeps {
  const dir = path.join(app.config.DATA_DIR, 'video-uploads');
  const available = ffmpegAvailable(app.config.FFMPEG_PATH, app.config.FFPROBE_PATH);
  // One line, once: the platform runs without ffmpeg, uploads then wait unrendered ("wird verarbeitet").
  if (!available) app.log.warn(`ffmpeg/ffprobe not found (${app.config.FFMPEG_PATH}, ${app.config.FFPROBE_PATH}): uploaded videos stay unrendered`);
  const media = mediaDeps(app);
  const expiration = UPLOAD_EXPIRY_MS;
  let uploads: RunningUploads;
  if (media.storage.kind === 's3') {
    const store = new BucketUploadStore(app.db, media.storage, expiration);
    uploads = { dir, store, locker: new DbLocker(app.db), materialize: (id) => store.materialize(id) };
  } else {
    const store = new FileStore({ directory: dir, expirationPeriodInMilliseconds: expiration });
    uploads = { dir, store, locker: new MemoryLocker(), materialize: async (id) => ({ file: path.join(dir, id), done: async () => {} }) };
  }
  return {
    db: app.db,
    jobs: app.jobs,
    log: app.log,
    media,
    maxBytes: app.config.VIDEO_MAX_MB * 1024 * 1024,
    ffmpeg: { ffmpeg: app.config.FFMPEG_PATH, ffprobe: app.config.FFPROBE_PATH, available },
    uploads,
    dataDir: app.config.DATA_DIR,
  };
}
