// Problem reports (/betrieb/problem and the support queue on /admin/uebersicht). Not spec calls: the spec names the
// page only. POST /api/business/problem (business user), GET /api/admin/problem-reports, PUT /api/admin/problem-reports/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParam, zData } from '@oabat/domain/common';
import { ZProblemReport, ZProblemReportInput, ZProblemReportQuery, ZProblemReportUpdate } from '@oabat/domain/problem-reports';
import * as uc from './problem-reports.usecases.ts';

const tags = ['problem-reports'];
const security = [{ bearer: [] }];

const problemReports: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/business/problem', { schema: { tags, security, body: ZProblemReportInput, response: { 201: zData(ZProblemReport) } } }, async (req, reply) =>
    reply.code(201).send({ data: await uc.reportProblem(app, req.viewer, req.body) }),
  );
  app.get(
    '/api/admin/problem-reports',
    { schema: { tags, security, querystring: ZProblemReportQuery, response: { 200: zData(z.array(ZProblemReport)) } } },
    async (req) => ({ data: await uc.listReports(app.db, req.viewer, req.query.status) }),
  );
  app.put(
    '/api/admin/problem-reports/:id',
    { schema: { tags, security, params: ZIdParam, body: ZProblemReportUpdate, response: { 200: zData(ZProblemReport) } } },
    async (req) => ({ data: await uc.setStatus(app.db, req.viewer, req.params.id, req.body.status) }),
  );
};
export default problemReports;
