// Posts (spec 02 §7): GET /api/posts, GET/PUT/DELETE /api/posts/{slug}, POST /api/posts with `post`. Beside the spec,
// like videos': POST/DELETE /api/posts/{slug}/channels/{channelId} (place on a channel at a position, take off).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPost, ZPostChannelParams, ZPostChannelQuery, ZPostInput, ZPostPage, ZPostQuery, ZPostSlugParam, ZPostUpdate } from '@oabat/domain/posts';
import { ZNoContent, zData } from '@oabat/domain/common';
import * as uc from './posts.usecases.ts';
import * as channels from './posts.channels.ts';
import { postDeps } from './posts.deps.ts';

const tags = ['posts'];

const posts: FastifyPluginAsyncZod = async (app) => {
  const d = postDeps(app);
  app.get('/api/posts', { schema: { tags, querystring: ZPostQuery, response: { 200: ZPostPage } } }, async (req) => uc.listPosts(d, req.viewer, req.query));
  app.get('/api/posts/:slug', { schema: { tags, params: ZPostSlugParam, response: { 200: zData(ZPost) } } }, async (req) => ({
    data: await uc.getPost(d, req.viewer, req.params.slug),
  }));
  app.post('/api/posts', { schema: { tags, body: ZPostInput, response: { 201: zData(ZPost) } } }, async (req, reply) =>
    reply.status(201).send({ data: await uc.createPost(d, req.viewer, req.body.post) }),
  );
  app.put('/api/posts/:slug', { schema: { tags, params: ZPostSlugParam, body: ZPostUpdate, response: { 200: zData(ZPost) } } }, async (req) => ({
    data: await uc.updatePost(d, req.viewer, req.params.slug, req.body.post),
  }));
  app.delete('/api/posts/:slug', { schema: { tags, params: ZPostSlugParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await uc.removePost(d, req.viewer, req.params.slug);
    return reply.status(204).send(null);
  });
  app.post(
    '/api/posts/:slug/channels/:channelId',
    { schema: { tags, params: ZPostChannelParams, querystring: ZPostChannelQuery, response: { 200: zData(ZPost) } } },
    async (req) => ({ data: await channels.placeOnChannel(d, req.viewer, req.params.slug, req.params.channelId, req.query.sorting) }),
  );
  app.delete('/api/posts/:slug/channels/:channelId', { schema: { tags, params: ZPostChannelParams, response: { 200: zData(ZPost) } } }, async (req) => ({
    data: await channels.removeFromChannel(d, req.viewer, req.params.slug, req.params.channelId),
  }));
};
export default posts;
