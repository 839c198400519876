// Reviews (spec 02 §7): GET /api/v2/reviews (params), POST /api/v2/reviews (rating, message, type),
// PUT /api/v2/reviews/{id} (admin: approve or reject), DELETE /api/v2/reviews/{id} (author or admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReview, ZReviewInput, ZReviewModeration, ZReviewPage, ZReviewQuery } from '@oabat/domain/reviews';
import { ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import * as uc from './reviews.usecases.ts';

const tags = ['reviews'];

const reviews: FastifyPluginAsyncZod = async (app) => {
  const d: uc.ReviewDeps = { db: app.db, accounts: app.specialAccounts, transports: app.transports, publicUrl: app.config.publicUrl };
  for (const path of ['/api/v2/reviews', '/api/v2/reviews/']) {
    app.get(path, { schema: { tags, querystring: ZReviewQuery, response: { 200: ZReviewPage } } }, async (req) => uc.listReviews(d, req.viewer, req.query));
    app.post(path, { schema: { tags, body: ZReviewInput, response: { 201: zData(ZReview) } } }, async (req, reply) =>
      reply.status(201).send({ data: await uc.postReview(d, req.viewer, req.body) }),
    );
  }
  app.put('/api/v2/reviews/:id', { schema: { tags, params: ZIdParam, body: ZReviewModeration, response: { 200: zData(ZReview) } } }, async (req) => ({
    data: await uc.moderateReview(d, req.viewer, req.params.id, req.body.status),
  }));
  app.delete('/api/v2/reviews/:id', { schema: { tags, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await uc.removeReview(d, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });
};
export default reviews;
