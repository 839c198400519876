// "Für dich" (issue 33): GET /api/v2/recommendations, the signed-in pupil's recommended jobs (others 403).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zData } from '@oabat/domain/common';
import { ZRecommendations, ZRecommendationsQuery } from '@oabat/domain/recommendations';
import { requireUser } from '../../plugins/auth.ts';
import * as uc from './recommendations.usecases.ts';

const tags = ['recommendations'];
const security = [{ bearer: [] }];

const recommendations: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/recommendations',
    { schema: { tags, security, querystring: ZRecommendationsQuery, response: { 200: zData(ZRecommendations) } } },
    async (req, reply) => {
      const data = await uc.recommendations(app.db, requireUser(req), req.query);
      // A personal list: no shared cache may keep it.
      reply.header('Cache-Control', 'private, no-store');
      return { data };
    },
  );
};
export default recommendations;
