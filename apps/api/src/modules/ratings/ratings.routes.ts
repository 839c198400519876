// Ratings (spec 02 §7 Ratings): the queue, a trainee's rating, a guest's rating, removal, and the liked jobs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnonymousRatingInput, ZLikedJob, ZRating, ZRatingInput, ZRatingQueueQuery } from '@oabat/domain/ratings';
import { ZJobDetail } from '@oabat/domain/jobs';
import { ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import * as uc from './ratings.usecases.ts';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { wireJob } from '../../lib/wire.ts';

const tags = ['ratings'];
const jobs = { 200: zData(z.array(ZJobDetail)) };

const ratings: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v2/jobs/ratings', { schema: { tags, querystring: ZRatingQueueQuery, response: jobs } }, async (req) => ({
    data: (await uc.ratingQueue(app.db, req.viewer, req.query)).map(wireJob),
  }));
  // The favourites page: what the trainee liked (rating above 50).
  app.get('/api/v2/jobs/ratings/liked', { schema: { tags, response: { 200: zData(z.array(ZLikedJob)) } } }, async (req) => ({
    data: (await uc.likedJobs(app.db, req.viewer)).map(wireJob),
  }));
  for (const path of ['/api/v2/jobs/ratings', '/api/v2/jobs/ratings/']) {
    app.post(path, { schema: { tags, body: ZRatingInput, response: { 201: zData(ZRating) } } }, async (req, reply) =>
      reply.status(201).send({ data: await uc.rate(app.db, req.viewer, req.body) }),
    );
  }
  for (const path of ['/api/v2/jobs/anonymous_ratings', '/api/v2/jobs/anonymous_ratings/']) {
    app.post(path, { config: PUBLIC_ROUTE, schema: { tags, body: ZAnonymousRatingInput, response: { 201: zData(ZRating) } } }, async (req, reply) =>
      reply.status(201).send({
        data: await uc.rateAnonymously(app.db, req.body, req.ip, {
          perJobAndDay: app.config.ANON_RATING_MAX_PER_JOB,
          perHour: app.config.ANON_RATING_MAX_PER_IP,
        }),
      }),
    );
  }
  app.delete('/api/v2/jobs/ratings/:id', { schema: { tags, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await uc.removeRating(app.db, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });
};
export default ratings;
