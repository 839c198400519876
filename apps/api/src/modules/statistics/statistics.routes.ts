// Statistics (issue #17): GET /api/statistics (admin and dashboard user), GET /api/statistics/public
// (/statistiken, cached per process and by browsers/proxies), GET /api/business/{id}/statistics (the
// business's own figures), and the campaigns under /api/admin/campaigns.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId, ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import {
  ZBusinessStatistics,
  ZBusinessStatisticsQuery,
  ZCampaign,
  ZCampaignInput,
  ZPublicStatistics,
  ZStatistics,
  ZStatisticsQuery,
  ZStatisticsRefresh,
  type TPublicStatistics,
} from '@oabat/domain/statistics';
import { mediaDeps } from '../media/media.usecases.ts';
import { editableBusiness } from '../businesses/businesses.usecases.ts';
import { canSeeStatistics, STATISTICS_LOCKED } from '@oabat/domain/rights';
import { forbidden } from '../../lib/errors.ts';
import * as uc from './statistics.usecases.ts';
import * as campaigns from './campaigns.usecases.ts';
import { rollUp } from '../analytics/index.ts';

const tags = ['statistics'];
const security = [{ bearer: [] }];
/** Public figures change slowly; guests get them from memory for this long. */
const PUBLIC_TTL_MS = 5 * 60_000;

const statistics: FastifyPluginAsyncZod = async (app) => {
  const deps = mediaDeps(app);
  let publicCache: { at: number; value: TPublicStatistics } | null = null;

  app.get('/api/statistics', { schema: { tags, security, querystring: ZStatisticsQuery, response: { 200: zData(ZStatistics) } } }, async (req) => ({
    data: await uc.dashboard(app.db, req.viewer, req.query),
  }));

  // Rolls up the open days now instead of at the next five-minute run (bounded: only days not yet closed).
  app.post('/api/admin/statistics/refresh', { schema: { tags, security, response: { 200: zData(ZStatisticsRefresh) } } }, async (req) => {
    uc.ensureDashboard(req.viewer);
    return { data: { rolled_up: await rollUp(app.db) } };
  });

  app.get('/api/statistics/public', { schema: { tags, response: { 200: zData(ZPublicStatistics) } } }, async (_req, reply) => {
    if (!publicCache || Date.now() - publicCache.at > PUBLIC_TTL_MS) publicCache = { at: Date.now(), value: await uc.publicFigures(app.db) };
    reply.header('cache-control', `public, max-age=${PUBLIC_TTL_MS / 1000}`);
    return { data: publicCache.value };
  });

  app.get(
    '/api/business/:id/statistics',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().min(1).max(120) }),
        querystring: ZBusinessStatisticsQuery,
        response: { 200: zData(ZBusinessStatistics) },
      },
    },
    async (req) => {
      const row = await editableBusiness(deps, req.viewer, req.params.id);
      if (!canSeeStatistics(req.viewer)) throw forbidden(STATISTICS_LOCKED);
      return { data: await uc.businessFigures(app.db, row.id, req.query.days) };
    },
  );

  app.get('/api/admin/campaigns', { schema: { tags, security, response: { 200: zData(z.array(ZCampaign)) } } }, async (req) => ({
    data: await campaigns.list(app.db, req.viewer),
  }));
  app.get('/api/admin/campaigns/:id', { schema: { tags, security, params: ZIdParam, response: { 200: zData(ZCampaign) } } }, async (req) => ({
    data: await campaigns.get(app.db, req.viewer, req.params.id),
  }));
  app.post('/api/admin/campaigns', { schema: { tags, security, body: ZCampaignInput, response: { 201: zData(ZCampaign) } } }, async (req, reply) =>
    reply.status(201).send({ data: await campaigns.create(app.db, req.viewer, req.body) }),
  );
  app.delete('/api/admin/campaigns/:id', { schema: { tags, security, params: z.object({ id: ZId }), response: { 204: ZNoContent } } }, async (req, reply) => {
    await campaigns.remove(app.db, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });
};
export default statistics;
