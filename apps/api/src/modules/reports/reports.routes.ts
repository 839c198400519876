// Reports and moderation (issue #19): POST /api/reports for everyone logged in; the admin's queue and measures.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zData, zPage, ZIdParam } from '@oabat/domain/common';
import { ZAdminReport, ZAdminReportQuery, ZModerationInput, ZReport, ZReportInput } from '@oabat/domain/reports';
import { jobDeps } from '../jobs/jobs.deps.ts';
import * as uc from './reports.usecases.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];

const reports: FastifyPluginAsyncZod = async (app) => {
  const d = jobDeps(app);
  app.post('/api/reports', { schema: { tags, body: ZReportInput, response: { 201: zData(ZReport) } } }, async (req, reply) =>
    reply.status(201).send({ data: await uc.report(d, req.viewer, req.body) }),
  );
  app.get('/api/admin/reports', { schema: { tags, security, querystring: ZAdminReportQuery, response: { 200: zPage(ZAdminReport) } } }, async (req) =>
    uc.queue(d, req.viewer, req.query),
  );
  app.post(
    '/api/admin/reports/:id/action',
    { schema: { tags, params: ZIdParam, body: ZModerationInput, response: { 200: zData(ZAdminReport) } } },
    async (req) => ({ data: await uc.moderate(d, req.viewer, req.params.id, req.body, () => app.sessions.forget()) }),
  );
};
export default reports;
