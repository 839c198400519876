// Images and files (spec 02 §7 "Images and files") at exactly their paths, plus the URLs that serve
// the generated image variants.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFileBody, ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import { MAX_FILE_BYTES, MAX_IMAGE_BYTES, ZClaimFile, ZFile, ZFileUpdate, ZImage, ZImageUpdate, contentDisposition } from '@oabat/domain/media';
import { requireUser, PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import * as media from './media.usecases.ts';
import { formFlag, readUpload } from './media.upload.ts';

const tags = ['media'];
const security = [{ bearer: [] }];
/** Uploads without an account (an application before registering) are limited per IP. */
const ANONYMOUS_UPLOADS = { max: 30, windowSeconds: 3600 };

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: Math.max(MAX_IMAGE_BYTES, MAX_FILE_BYTES), files: 1 } });
  const deps = media.mediaDeps(app);

  app.post('/api/images', { schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: zData(ZImage) } } }, async (req, reply) => {
    const viewer = requireUser(req);
    const upload = await readUpload(req, ['image', 'file'], MAX_IMAGE_BYTES, 'Bitte wähle ein Bild aus.');
    // `public` defaults to true: profile pictures and galleries are public; chat images say public=false.
    const isPrivate = upload.fields.public !== undefined ? !formFlag(upload.fields.public) : formFlag(upload.fields.is_private);
    return reply.status(201).send({ data: await media.uploadImage(deps, viewer, upload, isPrivate) });
  });

  app.get('/api/images/:id', { schema: { tags, params: ZIdParam, response: { 200: zData(ZImage) } } }, async (req) => ({
    data: await media.getImage(deps, req.viewer, req.params.id),
  }));
  app.put('/api/images/:id', { schema: { tags, security, params: ZIdParam, body: ZImageUpdate, response: { 200: zData(ZImage) } } }, async (req) => ({
    data: await media.updateImage(deps, req.viewer, req.params.id, req.body),
  }));
  app.delete('/api/images/:id', { schema: { tags, security, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await media.deleteImage(deps, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/media/images/:uid/:variant',
    {
      schema: {
        tags,
        params: z.object({
          uid: z.string().max(40),
          variant: z.enum(['1.webp', '1.jpg', '2.webp', '2.jpg', '3.webp', '3.jpg', '4.webp', '4.jpg', 'p.webp', 'p.jpg']),
        }),
        querystring: z.object({ expires: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
        response: { 200: ZFileBody },
      },
    },
    async (req, reply) => {
      const v = await media.imageVariant(deps, req.viewer, req.params.uid, req.params.variant, req.query);
      reply.header('Content-Type', v.type);
      // Variants never change (a new upload gets a new uid): public ones are cached for good.
      reply.header('Cache-Control', v.isPrivate ? 'private, max-age=3600' : 'public, max-age=31536000, immutable');
      reply.header('Cross-Origin-Resource-Policy', 'same-site');
      return reply.send(v.stream);
    },
  );

  app.post('/api/file', { config: PUBLIC_ROUTE, schema: { tags, consumes: ['multipart/form-data'], response: { 201: zData(ZFile) } } }, async (req, reply) => {
    if (!req.viewer) {
      await consume(
        app.db,
        [{ key: `upload:ip:${req.ip}`, ...ANONYMOUS_UPLOADS }],
        'Du hast schon viele Dateien hochgeladen. Bitte melde dich an oder warte einen Moment.',
      );
    }
    const upload = await readUpload(req, ['file'], MAX_FILE_BYTES, 'Bitte wähle eine Datei aus.');
    return reply.status(201).send({ data: await media.uploadFile(deps, req.viewer, upload, req.ip) });
  });

  const ZUuidQuery = z.object({ uuid: z.string().max(40).optional() });
  app.get('/api/file/:id', { schema: { tags, params: ZIdParam, querystring: ZUuidQuery, response: { 200: ZFileBody } } }, async (req, reply) => {
    const { row, stream } = await media.fileBytes(deps, req.viewer, req.params.id, req.query.uuid);
    reply.header('Content-Type', row.mime_type);
    reply.header('Content-Length', String(row.size));
    // Always a download: an uploaded file is never rendered in our origin.
    reply.header('Content-Disposition', contentDisposition(row.original_filename));
    reply.header('Cache-Control', 'private, no-store');
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    return reply.send(stream);
  });

  app.get('/api/files_info/:id', { schema: { tags, params: ZIdParam, querystring: ZUuidQuery, response: { 200: zData(ZFile) } } }, async (req) => ({
    data: await media.fileInfo(deps, req.viewer, String(req.params.id), req.query.uuid),
  }));
  // The viewer's own files (documents page); not in the spec's list, which has no listing call.
  app.get('/api/files', { schema: { tags, security, response: { 200: zData(z.array(ZFile)) } } }, async (req) => ({
    data: await media.myFiles(deps, requireUser(req)),
  }));
  app.get(
    '/api/files/:x',
    { schema: { tags, params: z.object({ x: z.string().max(40) }), querystring: ZUuidQuery, response: { 200: zData(ZFile) } } },
    async (req) => ({ data: await media.fileInfo(deps, req.viewer, req.params.x, req.query.uuid) }),
  );
  app.put('/api/files/:id', { schema: { tags, security, params: ZIdParam, body: ZFileUpdate, response: { 200: zData(ZFile) } } }, async (req) => ({
    data: await media.renameFile(deps, req.viewer, req.params.id, req.body.original_filename),
  }));
  app.delete('/api/files/:id', { schema: { tags, security, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await media.deleteFile(deps, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });
  app.post('/api/claim_file/:id', { schema: { tags, security, params: ZIdParam, body: ZClaimFile, response: { 200: zData(ZFile) } } }, async (req) => ({
    data: await media.claimFile(deps, requireUser(req), req.params.id, req.body.uuid),
  }));
};
export default mediaRoutes;
