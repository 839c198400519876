// EinBlick.pro (issue #16): GET/POST /api/v2/business/{id}/einblick, GET/PUT/DELETE .../einblick/{pageId}, GET
// .../einblick_sources (the business's posts and videos to choose from), and GET /api/einblick/{uid}: the public
// page the iframe (/embed/einblick/{uid}) shows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import { ZEinblickInput, ZEinblickItem, ZEinblickPage, ZEinblickPageParam, ZEinblickUidParam } from '@oabat/domain/einblick';
import * as uc from './einblick.usecases.ts';

const tags = ['einblick'];

const einblick: FastifyPluginAsyncZod = async (app) => {
  const base = '/api/v2/business/:id/einblick';
  app.get(base, { schema: { tags, params: ZIdParam, response: { 200: zData(z.array(ZEinblickPage)) } } }, async (req) => ({
    data: await uc.list(app.db, req.viewer, req.params.id),
  }));
  app.get('/api/v2/business/:id/einblick_sources', { schema: { tags, params: ZIdParam, response: { 200: zData(z.array(ZEinblickItem)) } } }, async (req) => ({
    data: await uc.sources(app.db, req.viewer, req.params.id),
  }));
  app.post(base, { schema: { tags, params: ZIdParam, body: ZEinblickInput, response: { 201: zData(ZEinblickPage) } } }, async (req, reply) =>
    reply.status(201).send({ data: await uc.create(app.db, req.viewer, req.params.id, req.body) }),
  );
  app.get(`${base}/:pageId`, { schema: { tags, params: ZEinblickPageParam, response: { 200: zData(ZEinblickPage) } } }, async (req) => ({
    data: await uc.get(app.db, req.viewer, req.params.id, req.params.pageId),
  }));
  app.put(`${base}/:pageId`, { schema: { tags, params: ZEinblickPageParam, body: ZEinblickInput, response: { 200: zData(ZEinblickPage) } } }, async (req) => ({
    data: await uc.update(app.db, req.viewer, req.params.id, req.params.pageId, req.body),
  }));
  app.delete(`${base}/:pageId`, { schema: { tags, params: ZEinblickPageParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await uc.remove(app.db, req.viewer, req.params.id, req.params.pageId);
    return reply.status(204).send(null);
  });
  app.get('/api/einblick/:uid', { schema: { tags, params: ZEinblickUidParam, response: { 200: zData(ZEinblickPage) } } }, async (req) => ({
    data: await uc.publicPage(app.db, req.params.uid),
  }));
};
export default einblick;
