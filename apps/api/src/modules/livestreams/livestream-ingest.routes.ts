// Going live from the platform (issue #38). Beside the spec: POST /api/ingest/{publish,publish_done,update,record_done}
// (nginx-rtmp's callbacks: loopback and the shared secret only), POST /api/livestreams/{id}/ingest_key ("neu
// erzeugen"), PUT /api/livestreams/{id}/replay (trim, publish), GET /hls/{id}/{file} (the live HLS) and
// GET /media/livestreams/{id}/{file} (replay and thumbnails). With INGEST=rtmp the process starts nginx (its own
// child) once it listens, and stops it when it closes.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INT32_MAX, zData, ZFileBody, ZIdParam, ZNoContent } from '@oabat/domain/common';
import { ZIngestKey, ZLivestream, ZReplayUpdate } from '@oabat/domain/livestreams';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { WORKER_INDEX } from '../../cluster.ts';
import { notFound } from '../../lib/errors.ts';
import { mediaDeps } from '../media/media.usecases.ts';
import type { LivestreamDeps } from './livestreams.deps.ts';
import { broadcastStream, getLivestream } from './livestreams.usecases.ts';
import * as ingest from './livestream-ingest.usecases.ts';
import { dropOldRecordings, RECORDING_RETENTION_CRON, RECORDING_RETENTION_JOB } from './livestream-ingest.retention.ts';
import { callbackSecret, ingestHint, rtmpServerUrl, startNginx, type NginxHandle } from './livestream-ingest.nginx.ts';

const tags = ['livestreams'];
const ZCall = z.object({ call: z.enum(['publish', 'publish_done', 'update', 'record_done']) });
const ZFileParams = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX), file: z.string().max(40) });
const ZKeyQuery = z.object({ key: z.string().max(64).optional() });
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export async function registerIngest(app: Parameters<FastifyPluginAsyncZod>[0], d: LivestreamDeps) {
  const c = app.config;
  const hint = ingestHint(c);
  // Only one process of a cluster runs nginx and the watchdog (the first worker, or the single process).
  const owner = (process.env[WORKER_INDEX] ?? '0') === '0';
  const enabled = hint === null;
  d.ingest = { enabled, hint, server: enabled ? rtmpServerUrl(c) : null };
  if (c.INGEST === 'rtmp' && !enabled)
    app.log.warn(`INGEST=rtmp, but nginx or its RTMP module is missing (${c.INGEST_NGINX_PATH}, ${c.INGEST_RTMP_MODULE}): no ingest`);
  const secret = enabled ? callbackSecret(c) : null;
  const di: ingest.IngestDeps = {
    ...d,
    storage: mediaDeps(app).storage,
    dataDir: c.DATA_DIR,
    ffmpeg: c.FFMPEG_PATH,
    ffprobe: c.FFPROBE_PATH,
    windowMinutes: c.INGEST_WINDOW_MINUTES,
    idleSeconds: c.INGEST_IDLE_SECONDS,
    thumbnailSeconds: c.INGEST_THUMBNAIL_SECONDS,
    pending: new Set(),
    broadcast: (id) => broadcastStream(d, id),
  };
  INGESTS.set(app.db, di);
  app.addHook('onClose', async () => void INGESTS.delete(app.db));

  // Old raw recordings go, whether ingest runs now or ran before (one run across all processes).
  app.jobs.work(RECORDING_RETENTION_JOB, async () => {
    const dropped = await dropOldRecordings(c.DATA_DIR, c.INGEST_RECORDING_RETENTION_DAYS);
    if (dropped.length) app.log.info({ dropped }, 'ingest: old recordings deleted');
  });
  app.jobs.schedule(RECORDING_RETENTION_JOB, RECORDING_RETENTION_CRON);

  // nginx-rtmp posts its callbacks as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  /** Only nginx: from loopback (the socket's address, never a forwarded header) and with the shared secret. */
  const fromNginx = (req: FastifyRequest) => {
    const s = String((req.query as Record<string, unknown>).s ?? '');
    return (
      !!secret && LOOPBACK.has(req.socket.remoteAddress ?? '') && s.length === secret.length && crypto.timingSafeEqual(Buffer.from(s), Buffer.from(secret))
    );
  };
  app.post(
    '/api/ingest/:call',
    { config: PUBLIC_ROUTE, schema: { tags, params: ZCall, hide: true, response: { 200: ZFileBody, 403: ZFileBody } } },
    async (req, reply) => {
      if (!fromNginx(req)) return reply.status(403).send({ message: 'Nur für den Ingest-Server.' });
      const body = (req.body ?? {}) as ingest.PublishCall;
      const call = {
        name: String(body.name ?? ''),
        k: body.k === undefined ? undefined : String(body.k),
        clientid: String(body.clientid ?? ''),
        addr: String(body.addr ?? ''),
        path: body.path === undefined ? undefined : String(body.path),
      };
      switch (req.params.call) {
        case 'publish': {
          const r = await ingest.onPublish(di, call);
          // Any answer but 2xx makes nginx drop the publisher.
          return reply.status(r.ok ? 200 : 403).send(r.reason);
        }
        case 'publish_done':
          await ingest.onPublishDone(di, call);
          break;
        case 'update':
          // 403 drops the publisher: its format was refused.
          if (!(await ingest.onUpdate(di, call))) return reply.status(403).send('wrong format');
          break;
        case 'record_done':
          // Answered at once: the remux runs on (nginx waits for no replay).
          void ingest.onRecordDone(di, call);
          break;
      }
      return reply.status(200).send('ok');
    },
  );

  app.post('/api/livestreams/:id/ingest_key', { schema: { tags, params: ZIdParam, response: { 200: zData(ZIngestKey) } } }, async (req) => {
    const r = await ingest.rotateKey(d, req.viewer, req.params.id);
    return { data: r };
  });
  app.put('/api/livestreams/:id/replay', { schema: { tags, params: ZIdParam, body: ZReplayUpdate, response: { 200: zData(ZLivestream) } } }, async (req) => {
    await ingest.updateReplay(di, req.viewer, req.params.id, req.body);
    return { data: await getLivestream(d, req.viewer, req.params.id) };
  });

  // The live HLS under the platform's origin: the playlist changes every fragment, segments never.
  app.get('/hls/:id/:file', { schema: { tags, params: ZFileParams, querystring: ZKeyQuery, response: { 200: ZFileBody } } }, async (req, reply) => {
    const row = await ingest.checkFileAccess(d, req.viewer, req.params.id, req.query.key);
    const full = ingest.hlsFile(c.DATA_DIR, req.params.id, req.params.file);
    if (!full) throw notFound('livestreams.no_video', 'Dieser Livestream sendet gerade nicht.');
    reply.header('Cross-Origin-Resource-Policy', 'same-site');
    if (req.params.file === 'index.m3u8') {
      const text = await fs.promises.readFile(full, 'utf8').catch(() => null);
      if (text === null) throw notFound('livestreams.no_video', 'Dieser Livestream sendet gerade nicht.');
      return reply
        .header('Content-Type', 'application/vnd.apple.mpegurl')
        .header('Cache-Control', 'no-cache')
        .send(ingest.playlistWithKey(text, row.is_secure ? req.query.key : undefined));
    }
    return reply
      .header('Content-Type', 'video/mp2t')
      .header('Cache-Control', `${row.is_secure ? 'private' : 'public'}, max-age=31536000, immutable`)
      .send(fs.createReadStream(full));
  });
  // The replay and the thumbnails in the media storage (a protected stream's replay with its key).
  app.get(
    '/media/livestreams/:id/:file',
    { schema: { tags, params: ZFileParams, querystring: ZKeyQuery, response: { 200: ZFileBody, 206: ZFileBody, 416: ZNoContent } } },
    async (req, reply) => {
      const key = ingest.mediaKey(req.params.id, req.params.file);
      if (!key) throw notFound('livestreams.no_video', 'Diese Aufzeichnung gibt es nicht (mehr).');
      const thumb = req.params.file.endsWith('.jpg');
      const row = thumb ? null : await ingest.checkFileAccess(d, req.viewer, req.params.id, req.query.key);
      const size = await di.storage.size(key);
      const stream = size === null ? null : await di.storage.stream(key);
      if (!stream || size === null) throw notFound('livestreams.no_video', 'Diese Aufzeichnung gibt es nicht (mehr).');
      reply
        .header('Content-Type', thumb ? 'image/jpeg' : 'video/mp4')
        .header('Cache-Control', `${row?.is_secure ? 'private' : 'public'}, max-age=31536000, immutable`)
        .header('Cross-Origin-Resource-Policy', 'same-site');
      const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
      if (range && (range[1] || range[2]) && di.storage.kind === 'local') {
        // Seeking in the replay: the local file answers byte ranges (the videos' rule).
        stream.destroy();
        const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
        const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
        // 416 has no body: send() without one (null would be written as `null`, unlike a 204's).
        if (start >= size || start > end) return reply.status(416).header('Content-Range', `bytes */${size}`).send();
        const part = fs.createReadStream(path.join(c.DATA_DIR, 'uploads', key), { start, end });
        return reply
          .status(206)
          .header('Accept-Ranges', 'bytes')
          .header('Content-Range', `bytes ${start}-${end}/${size}`)
          .header('Content-Length', String(end - start + 1))
          .send(part);
      }
      return reply
        .header('Content-Length', String(size))
        .header('Accept-Ranges', di.storage.kind === 'local' ? 'bytes' : 'none')
        .send(stream);
    },
  );

  if (!enabled || !owner || c.INGEST !== 'rtmp') return;
  let nginx: NginxHandle | null = null;
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onListen', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : c.PORT;
    const base = c.INGEST_CALLBACK_URL?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
    try {
      nginx = await startNginx(c, base, app.log);
    } catch (err) {
      app.log.error({ err }, 'ingest: nginx did not start; the platform runs without it');
      return;
    }
    // The live state follows what nginx has, not what this process remembers: see ingest.reconcile.
    await ingest.reconcile(di, nginx.adopted).catch((err: unknown) => app.log.error({ err }, 'ingest: reconcile'));
    timer = setInterval(() => void ingest.watch(di).catch((err: unknown) => app.log.error({ err }, 'ingest: watchdog')), 2000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    // A restart of the platform must not end a live stream: while one is live, nginx keeps running (its own
    // process group) and the next start takes it over. Otherwise it stops with the platform.
    const live = nginx?.running ? await ingest.livePublishes(di) : 0;
    if (live) app.log.warn({ live }, 'ingest: a stream is live, nginx keeps running for the next start');
    else await nginx?.stop();
    await Promise.allSettled([...di.pending]);
  });
}

/** The ingest of each app (tests wait for the replays being made through `pending`). */
export const INGESTS = new Map<unknown, ingest.IngestDeps>();
