// The tus endpoint of video uploads (@tus/server on the store of videos.deps.ts) and what follows a finished upload: the
// type check by content, then the render job (ffmpeg), whose files go into the media storage (disk or S3).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Server, type Upload } from '@tus/server';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canEditVideo, isAdmin } from '@oabat/domain/rights';
import { ALLOWED_VIDEO_TYPES, VIDEO_MESSAGES, VIDEO_UPLOAD_PATH } from '@oabat/domain/videos';
import { AppError, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import * as repo from './videos.repository.ts';
import { RENDER_JOB, UPLOAD_EXPIRY_MS, type VideoDeps } from './videos.deps.ts';
import { probeUpload, render, VideoFormatRefused } from './videos.render.ts';

const uploadNotFound = () => notFound('videos.upload_not_found', 'Diesen Upload gibt es nicht (mehr).');
const tusError = (status: number, message: string) => ({ status_code: status, body: JSON.stringify({ message }) });

/** `Upload-Metadata`: comma-separated `key base64value` pairs. */
export function metadataOf(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',').slice(0, 20)) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8').slice(0, 300) : '';
  }
  return out;
}

export function tusServer(d: VideoDeps) {
  const maxMb = Math.round(d.maxBytes / 1024 / 1024);
  return new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore: d.uploads.store,
    locker: d.uploads.locker,
    maxSize: d.maxBytes,
    relativeLocation: true,
    namingFunction: () => crypto.randomUUID(),
    async onUploadCreate(_req, upload) {
      // The route checked the viewer's right on this video; here the video takes the upload, once.
      const videoId = Number(upload.metadata?.video_id);
      if (!(await repo.startUpload(d.db, videoId, upload.id))) throw tusError(409, 'Für dieses Video läuft schon ein Upload.');
      return {};
    },
    async onUploadFinish(_req, upload) {
      await finishUpload(d, upload);
      return {};
    },
    onResponseError(_req, err) {
      const status = 'status_code' in err ? err.status_code : 500;
      if (status === 413) return tusError(413, VIDEO_MESSAGES.tooLarge(maxMb));
      if ('body' in err && err.body.startsWith('{')) return undefined;
      if (status >= 500) d.log.error({ err }, 'video upload failed');
      return tusError(status, status === 404 ? 'Diesen Upload gibt es nicht (mehr).' : VIDEO_MESSAGES.uploadFailed);
    },
  });
}

/** The upload is complete: a video by its first bytes (else removed, with a German reason), then rendered. */
async function finishUpload(d: VideoDeps, upload: Upload) {
  const video = await repo.findVideoByUpload(d.db, upload.id);
  if (!video) {
    await d.uploads.store.remove(upload.id).catch(() => {});
    throw tusError(404, 'Dieses Video gibt es nicht (mehr).');
  }
  // The store's file, or a copy from the bucket when the upload's parts were received by several hosts.
  const local = await d.uploads.materialize(upload.id);
  try {
    const head = Buffer.alloc(4100);
    const fd = await fs.promises.open(local.file, 'r');
    const { bytesRead } = await fd.read(head, 0, head.length, 0).finally(() => fd.close());
    const type = await fileTypeFromBuffer(head.subarray(0, bytesRead));
    if (!type || !(ALLOWED_VIDEO_TYPES as readonly string[]).includes(type.mime)) {
      await d.uploads.store.remove(upload.id).catch(() => {});
      await repo.setState(d.db, video.id, 'error', VIDEO_MESSAGES.wrongType);
      throw tusError(415, VIDEO_MESSAGES.wrongType);
    }
    // The container decides which demuxer ffmpeg uses: only the allowed ones (issue #35), told to the uploader now.
    if (d.ffmpeg.available) {
      try {
        await probeUpload(d.ffmpeg.ffprobe, local.file);
      } catch (err) {
        if (!(err instanceof VideoFormatRefused)) throw err;
        d.log.warn({ err: err.message, videoId: video.id }, 'video upload refused by its format');
        await d.uploads.store.remove(upload.id).catch(() => {});
        await repo.setState(d.db, video.id, 'error', VIDEO_MESSAGES.unsupportedFormat);
        throw tusError(415, VIDEO_MESSAGES.unsupportedFormat);
      }
    }
  } finally {
    await local.done();
  }
  await repo.setState(d.db, video.id, 'processing');
  if (d.ffmpeg.available) await d.jobs.send(RENDER_JOB, { videoId: video.id }, { singletonKey: `video-${video.id}`, retryLimit: 1 });
}

/** The render job: ffmpeg into a temporary folder, the files into the storage, then the row says rendered. */
export async function renderVideo(d: VideoDeps, videoId: number) {
  const video = await repo.findVideo(d.db, videoId);
  if (!video || video.state !== 'processing' || !video.upload_id) return;
  // The worker may run on another host than the one that received the upload: the bucket store copies it here.
  const source = await d.uploads.materialize(video.upload_id);
  let out: Awaited<ReturnType<typeof render>>;
  try {
    out = await render(d.ffmpeg.ffmpeg, d.ffmpeg.ffprobe, source.file).finally(() => source.done());
  } catch (err) {
    d.log.warn({ err, videoId }, 'video rendering failed');
    await repo.setState(d.db, videoId, 'error', err instanceof VideoFormatRefused ? VIDEO_MESSAGES.unsupportedFormat : VIDEO_MESSAGES.renderFailed);
    await d.uploads.store.remove(video.upload_id).catch(() => {});
    return;
  }
  const folder = `videos/${video.uid}`;
  try {
    // The storage takes whole files (like images); a rendition of a 500 MB upload is far smaller.
    await d.media.storage.put(`${folder}/video.mp4`, await fs.promises.readFile(out.video));
    await d.media.storage.put(`${folder}/thumbnail.jpg`, await fs.promises.readFile(out.thumbnail));
  } finally {
    await fs.promises.rm(out.dir, { recursive: true, force: true });
  }
  const marked = await repo.markRendered(d.db, videoId, {
    rendition_key: `${folder}/video.mp4`,
    thumbnail_key: `${folder}/thumbnail.jpg`,
    storage: d.media.storage.kind,
    duration_seconds: out.probe.duration,
    width: out.probe.width,
    height: out.probe.height,
  });
  // Deleted while rendering: its files go too. Rendered: the upload is no longer needed.
  if (!marked) await d.media.storage.remove(folder);
  await d.uploads.store.remove(video.upload_id).catch(() => {});
}

/**
 * The hourly clean-up (issue #39): an upload left unfinished for a day (a closed laptop, a lost connection) loses
 * its bytes, on disk or in the bucket, and its video says why, so the owner uploads again instead of waiting on
 * "wird hochgeladen". Then the store's own expiry takes what no video names any more. Returns the videos given up.
 */
export async function dropAbandonedUploads(d: VideoDeps, olderThanMs = UPLOAD_EXPIRY_MS) {
  const given: number[] = [];
  for (const v of await repo.abandonedUploads(d.db, olderThanMs)) {
    if (!(await repo.abandonUpload(d.db, v.id, v.upload_id, VIDEO_MESSAGES.uploadAbandoned))) continue;
    await d.uploads.store.remove(v.upload_id).catch(() => {});
    given.push(v.id);
  }
  await d.uploads.store.deleteExpired().catch((err: unknown) => d.log.warn({ err }, 'expired video uploads not removed'));
  return given;
}

/**
 * Every tus request passes here first: the viewer must be the video's owner (or the admin). A new upload names
 * its video in the metadata and may not exceed the limit (refused before a byte is stored).
 */
export async function guardTus(d: VideoDeps, req: FastifyRequest, uploadId: string | null, viewer: SessionUser | null) {
  requireViewer(viewer);
  if (req.method === 'POST') {
    const videoId = Number(metadataOf(req.headers['upload-metadata'] as string | undefined).video_id);
    const length = Number(req.headers['upload-length']);
    if (Number.isFinite(length) && length > d.maxBytes)
      throw new AppError('videos.too_large', 413, VIDEO_MESSAGES.tooLarge(Math.round(d.maxBytes / 1024 / 1024)));
    const video = Number.isInteger(videoId) && videoId > 0 && videoId < 2 ** 31 ? await repo.findVideo(d.db, videoId) : undefined;
    if (!video || !(canEditVideo(viewer, { type: video.owner_type, id: video.owner_id }) || isAdmin(viewer))) throw uploadNotFound();
    if (video.state !== 'pending') throw new AppError('videos.upload_exists', 409, 'Für dieses Video läuft schon ein Upload.');
    return;
  }
  const id = uploadId ?? '';
  const video = /^[0-9a-f-]{36}$/.test(id) ? await repo.findVideoByUpload(d.db, id) : undefined;
  if (!video || !(canEditVideo(viewer, { type: video.owner_type, id: video.owner_id }) || isAdmin(viewer))) throw uploadNotFound();
}

/** Hands the raw request to tus (the body is its stream, never parsed by Fastify). */
export async function passToTus(server: Server, req: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  await server.handle(req.raw, reply.raw);
}
