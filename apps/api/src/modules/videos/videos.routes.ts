// Videos (02 §7 Videos and materials): GET/POST /api/videos, PUT/DELETE /api/videos/{id}, POST/DELETE
// /api/videos/{id}/channels/{channelId}. Beside the spec: GET /api/videos/{id} (the media viewer), the tus endpoint
// /api/videos/upload (the resumable upload of 02 §7, on our own server), and /media/videos/{uid}/{file}.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFileBody, ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import {
  VIDEO_UPLOAD_PATH,
  ZVideo,
  ZVideoChannel,
  ZVideoChannelParams,
  ZVideoChannelQuery,
  ZVideoInput,
  ZVideoList,
  ZVideoQuery,
  ZVideoRefParam,
  ZVideoUpdate,
} from '@oabat/domain/videos';
import { notFound } from '../../lib/errors.ts';
import { RENDER_JOB, UPLOAD_CLEANUP_CRON, UPLOAD_CLEANUP_JOB, videoDeps } from './videos.deps.ts';
import * as uc from './videos.usecases.ts';
import * as repo from './videos.repository.ts';
import { dropAbandonedUploads, guardTus, passToTus, renderVideo, tusServer } from './videos.upload.ts';
import { benchRawUpload } from './videos.bench-upload.ts';

const tags = ['videos'];
const security = [{ bearer: [] }];

const videos: FastifyPluginAsyncZod = async (app) => {
  const d = videoDeps(app);
  app.jobs.work<{ videoId: number }>(RENDER_JOB, (job) => renderVideo(d, job.videoId));
  app.jobs.work(UPLOAD_CLEANUP_JOB, async () => {
    const given = await dropAbandonedUploads(d);
    if (given.length) app.log.info({ videos: given }, 'abandoned video uploads removed');
  });
  app.jobs.schedule(UPLOAD_CLEANUP_JOB, UPLOAD_CLEANUP_CRON);

  app.get('/api/videos', { schema: { tags, querystring: ZVideoQuery, response: { 200: ZVideoList } } }, async (req) => uc.listVideos(d, req.viewer, req.query));
  // Beside the spec: the channels the viewer's organisation is on (/betrieb/channels, /region/plattform).
  app.get('/api/videos/channels', { schema: { tags, security, response: { 200: zData(z.array(ZVideoChannel)) } } }, async (req) => ({
    data: await uc.myChannels(d, req.viewer),
  }));
  app.get('/api/videos/:id', { schema: { tags, params: ZVideoRefParam, response: { 200: zData(ZVideo) } } }, async (req) => ({
    data: await uc.getVideoByRef(d, req.viewer, req.params.id),
  }));
  app.post('/api/videos', { schema: { tags, body: ZVideoInput, response: { 201: zData(ZVideo) } } }, async (req, reply) =>
    reply.status(201).send({ data: await uc.createVideo(d, req.viewer, req.body) }),
  );
  app.put('/api/videos/:id', { schema: { tags, params: ZIdParam, body: ZVideoUpdate, response: { 200: zData(ZVideo) } } }, async (req) => ({
    data: await uc.updateVideo(d, req.viewer, req.params.id, req.body),
  }));
  app.delete('/api/videos/:id', { schema: { tags, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await uc.deleteVideo(d, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });
  app.post(
    '/api/videos/:id/channels/:channelId',
    { schema: { tags, params: ZVideoChannelParams, querystring: ZVideoChannelQuery, response: { 200: zData(ZVideo) } } },
    async (req) => ({ data: await uc.placeOnChannel(d, req.viewer, req.params.id, req.params.channelId, req.query.sorting, req.query.type) }),
  );
  app.delete('/api/videos/:id/channels/:channelId', { schema: { tags, params: ZVideoChannelParams, response: { 200: zData(ZVideo) } } }, async (req) => ({
    data: await uc.removeFromChannel(d, req.viewer, req.params.id, req.params.channelId),
  }));

  // tus: the body of a PATCH is the upload's bytes, streamed by tus into the file store (never parsed here).
  const tus = tusServer(d);
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const ZUploadParam = z.object({ uploadId: z.string().max(64) });
  // A PATCH carries up to a part of 8 MB from a phone: limited by silence, not by REQUEST_TIMEOUT_MS (request-timeouts.ts).
  const tusRoute = { config: { streamedUpload: true }, schema: { tags, security, hide: true } };
  // tus answers with headers and no body (the handler hands the reply to tus): a new upload 201 with its Location,
  // HEAD 200 with its offset, PATCH and DELETE 204.
  const tusAnswer = { POST: { 201: ZNoContent }, HEAD: { 200: ZNoContent }, PATCH: { 204: ZNoContent }, DELETE: { 204: ZNoContent } } as const;
  app.post(VIDEO_UPLOAD_PATH, { ...tusRoute, schema: { ...tusRoute.schema, response: tusAnswer.POST } }, async (req, reply) => {
    await guardTus(d, req, null, req.viewer);
    await passToTus(tus, req, reply);
  });
  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: `${VIDEO_UPLOAD_PATH}/:uploadId`,
      config: tusRoute.config,
      schema: { ...tusRoute.schema, params: ZUploadParam, response: tusAnswer[method] },
      handler: async (req, reply) => {
        await guardTus(d, req, (req.params as { uploadId: string }).uploadId, req.viewer);
        await passToTus(tus, req, reply);
      },
    });
  }

  if (app.config.BENCH_RAW_UPLOAD) benchRawUpload(app, d);

  // Rendered files: public like the pages that show them; local files answer byte ranges (seeking in the player).
  app.get(
    '/media/videos/:uid/:file',
    {
      schema: {
        tags,
        params: z.object({ uid: z.string().uuid(), file: z.enum(['video.mp4', 'thumbnail.jpg']) }),
        response: { 200: ZFileBody, 206: ZFileBody, 416: ZNoContent },
      },
    },
    async (req, reply) => {
      const video = await repo.findVideoByUid(d.db, req.params.uid);
      const key = req.params.file === 'video.mp4' ? video?.rendition_key : video?.thumbnail_key;
      if (!video || !key || video.state !== 'ready') throw notFound('videos.not_found', 'Dieses Video gibt es nicht (mehr).');
      const type = req.params.file === 'video.mp4' ? 'video/mp4' : 'image/jpeg';
      reply.header('Content-Type', type).header('Cache-Control', 'public, max-age=86400').header('Cross-Origin-Resource-Policy', 'same-site');
      reply.header('Accept-Ranges', d.media.storage.kind === 'local' ? 'bytes' : 'none');
      if (d.media.storage.kind === 'local') {
        const full = path.join(d.dataDir, 'uploads', key);
        const size = (await fs.promises.stat(full).catch(() => null))?.size;
        if (size === undefined) throw notFound('videos.not_found', 'Dieses Video gibt es nicht (mehr).');
        const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
        if (range && (range[1] || range[2])) {
          const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
          const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
          // 416 has no body: send() without one (null would be written as `null`, unlike a 204's).
          if (start >= size || start > end) return reply.status(416).header('Content-Range', `bytes */${size}`).send();
          reply
            .status(206)
            .header('Content-Range', `bytes ${start}-${end}/${size}`)
            .header('Content-Length', String(end - start + 1));
          return reply.send(fs.createReadStream(full, { start, end }));
        }
        reply.header('Content-Length', String(size));
        return reply.send(fs.createReadStream(full));
      }
      const stream = await d.media.storage.stream(key);
      if (!stream) throw notFound('videos.not_found', 'Dieses Video gibt es nicht (mehr).');
      return reply.send(stream);
    },
  );
};
export default videos;
