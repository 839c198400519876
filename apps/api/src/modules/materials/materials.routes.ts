// Materials (02 §7 Videos and materials): GET /api/materials (query channel); GET /api/materials/{id};
// POST /api/materials; PUT and DELETE /api/materials/{id}. Beside the spec: GET /api/materials/{id}/download, the
// download for the channel's audience (the file itself stays private to its uploader).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFileBody, ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import { contentDisposition } from '@oabat/domain/media';
import { ZMaterial, ZMaterialInput, ZMaterialList, ZMaterialQuery, ZMaterialUpdate } from '@oabat/domain/materials';
import { mediaDeps } from '../media/media.usecases.ts';
import * as uc from './materials.usecases.ts';

const tags = ['materials'];

const materials: FastifyPluginAsyncZod = async (app) => {
  const d = mediaDeps(app);
  app.get('/api/materials', { schema: { tags, querystring: ZMaterialQuery, response: { 200: ZMaterialList } } }, async (req) =>
    uc.listMaterials(d, req.viewer, req.query.channel),
  );
  app.get('/api/materials/:id', { schema: { tags, params: ZIdParam, response: { 200: zData(ZMaterial) } } }, async (req) => ({
    data: await uc.getMaterial(d, req.viewer, req.params.id),
  }));
  app.get('/api/materials/:id/download', { schema: { tags, params: ZIdParam, response: { 200: ZFileBody } } }, async (req, reply) => {
    const { file, stream } = await uc.materialBytes(d, req.params.id);
    // Always a download, never rendered in our origin (same headers as /api/file/{id}).
    return reply
      .header('Content-Type', file.mime_type)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition(file.original_filename))
      .header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(stream);
  });
  app.post('/api/materials', { schema: { tags, body: ZMaterialInput, response: { 201: zData(ZMaterial) } } }, async (req, reply) =>
    reply.status(201).send({ data: await uc.createMaterial(d, req.viewer, req.body) }),
  );
  app.put('/api/materials/:id', { schema: { tags, params: ZIdParam, body: ZMaterialUpdate, response: { 200: zData(ZMaterial) } } }, async (req) => ({
    data: await uc.updateMaterial(d, req.viewer, req.params.id, req.body),
  }));
  app.delete('/api/materials/:id', { schema: { tags, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await uc.deleteMaterial(d, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });
};

export default materials;
