// Job fairs (02 §7): GET /api/jobfairs and GET /api/jobfairs/{id}. Beside the spec, the admin's writes of
// /admin/messen: POST /api/jobfairs, PUT and DELETE /api/jobfairs/{id}, participants added with
// POST /api/jobfairs/{id}/businesses and removed with DELETE /api/jobfairs/{id}/businesses/{businessId};
// and GET /api/business/{id or slug}/jobfair_visitors for /betriebe/{slug}/profilbesucher.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INT32_MAX, ZNoContent, zData } from '@oabat/domain/common';
import {
  ZFairVisitors,
  ZJobFair,
  ZJobFairBusinessInput,
  ZJobFairBusinessParam,
  ZJobFairInput,
  ZJobFairList,
  ZJobFairQuery,
  ZJobFairRefParam,
  ZJobFairRequest,
  ZJobFairRequestDecision,
  ZJobFairRequestInput,
  ZJobFairRequestList,
  ZJobFairUpdate,
} from '@oabat/domain/fairs';
import { mediaDeps } from '../media/media.usecases.ts';
import * as uc from './fairs.usecases.ts';

const tags = ['jobfairs'];
const ZBusinessKey = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Diesen Betrieb gibt es nicht.'),
});

const fairs: FastifyPluginAsyncZod = async (app) => {
  const d: uc.FairDeps = { db: app.db, media: mediaDeps(app) };
  app.get('/api/jobfairs', { schema: { tags, querystring: ZJobFairQuery, response: { 200: ZJobFairList } } }, async (req) =>
    uc.listFairs(d, req.viewer, req.query),
  );
  app.get('/api/jobfairs/:id', { schema: { tags, params: ZJobFairRefParam, response: { 200: zData(ZJobFair) } } }, async (req) => ({
    data: await uc.getFair(d, req.viewer, req.params.id),
  }));
  app.post('/api/jobfairs', { schema: { tags, body: ZJobFairInput, response: { 201: zData(ZJobFair) } } }, async (req, reply) =>
    reply.status(201).send({ data: await uc.createFair(d, req.viewer, req.body) }),
  );
  app.put('/api/jobfairs/:id', { schema: { tags, params: ZJobFairRefParam, body: ZJobFairUpdate, response: { 200: zData(ZJobFair) } } }, async (req) => ({
    data: await uc.updateFair(d, req.viewer, req.params.id, req.body),
  }));
  app.post(
    '/api/jobfairs/:id/businesses',
    { schema: { tags, params: ZJobFairRefParam, body: ZJobFairBusinessInput, response: { 200: zData(ZJobFair) } } },
    async (req) => ({ data: await uc.addParticipant(d, req.viewer, req.params.id, req.body.business_id) }),
  );
  app.delete(
    '/api/jobfairs/:id/businesses/:businessId',
    { schema: { tags, params: ZJobFairBusinessParam, response: { 200: zData(ZJobFair) } } },
    async (req) => ({
      data: await uc.removeParticipant(d, req.viewer, req.params.id, req.params.businessId),
    }),
  );
  app.delete('/api/jobfairs/:id', { schema: { tags, params: ZJobFairRefParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await uc.deleteFair(d, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });
  app.get('/api/business/:id/jobfair_visitors', { schema: { tags, params: ZBusinessKey, response: { 200: ZFairVisitors } } }, async (req) =>
    uc.fairVisitors(d, req.viewer, req.params.id),
  );
  // Requests of businesses (issue #36): a business applies (or proposes a slot); the admin accepts or declines.
  app.post(
    '/api/jobfairs/:id/requests',
    { schema: { tags, params: ZJobFairRefParam, body: ZJobFairRequestInput, response: { 201: zData(ZJobFairRequest) } } },
    async (req, reply) => reply.status(201).send({ data: await uc.requestFair(d, req.viewer, req.params.id, req.body) }),
  );
  app.get('/api/business/:id/jobfair_requests', { schema: { tags, params: ZBusinessKey, response: { 200: ZJobFairRequestList } } }, async (req) =>
    uc.businessRequests(d, req.viewer, req.params.id),
  );
  app.get(
    '/api/jobfair_requests',
    { schema: { tags, querystring: z.object({ status: z.enum(['pending', 'accepted', 'declined']).optional() }), response: { 200: ZJobFairRequestList } } },
    async (req) => uc.listRequests(d, req.viewer, req.query.status),
  );
  app.put(
    '/api/jobfair_requests/:requestId',
    {
      schema: {
        tags,
        params: z.object({ requestId: z.coerce.number().int().positive().max(INT32_MAX) }),
        body: ZJobFairRequestDecision,
        response: { 200: zData(ZJobFairRequest) },
      },
    },
    async (req) => ({ data: await uc.decideRequest(d, req.viewer, req.params.requestId, req.body.status) }),
  );
};

export default fairs;
