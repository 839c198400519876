// Survey cards. Shell: GET /api/surveys/open (the cards this account may see) and POST /api/surveys/{id}/answer.
// Admin (/admin/umfragen): GET/POST /api/v2/admin/surveys, PUT/DELETE /api/v2/admin/surveys/{id} and the results
// as CSV, GET /api/v2/admin/surveys/{id}/export. None of these are spec calls; the spec names only the card.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFileBody, ZNoContent, zData } from '@oabat/domain/common';
import { ZAdminSurvey, ZSurveyAnswerInput, ZSurveyCard, ZSurveyIdParam, ZSurveyInput } from '@oabat/domain/surveys';
import * as uc from './surveys.usecases.ts';

const tags = ['surveys'];
const security = [{ bearer: [] }];
const one = { 200: zData(ZAdminSurvey) };

const surveys: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/surveys/open', { schema: { tags, security, response: { 200: zData(z.array(ZSurveyCard)) } } }, async (req) => ({
    data: await uc.openCards(app.db, req.viewer),
  }));
  app.post(
    '/api/surveys/:id/answer',
    { schema: { tags, security, params: ZSurveyIdParam, body: ZSurveyAnswerInput, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await uc.answer(app.db, req.viewer, req.params.id, req.body.answer);
      return reply.code(204).send(null);
    },
  );

  app.get('/api/v2/admin/surveys', { schema: { tags, security, response: { 200: zData(z.array(ZAdminSurvey)) } } }, async (req) => ({
    data: await uc.listSurveys(app.db, req.viewer),
  }));
  app.post('/api/v2/admin/surveys', { schema: { tags, security, body: ZSurveyInput, response: { 201: zData(ZAdminSurvey) } } }, async (req, reply) =>
    reply.code(201).send({ data: await uc.createSurvey(app.db, req.viewer, req.body) }),
  );
  app.put('/api/v2/admin/surveys/:id', { schema: { tags, security, params: ZSurveyIdParam, body: ZSurveyInput, response: one } }, async (req) => ({
    data: await uc.updateSurvey(app.db, req.viewer, req.params.id, req.body),
  }));
  app.delete('/api/v2/admin/surveys/:id', { schema: { tags, security, params: ZSurveyIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await uc.deleteSurvey(app.db, req.viewer, req.params.id);
    return reply.code(204).send(null);
  });
  app.get('/api/v2/admin/surveys/:id/export', { schema: { tags, security, params: ZSurveyIdParam, response: { 200: ZFileBody } } }, async (req, reply) => {
    const { name, csv } = await uc.exportSurvey(app.db, req.viewer, req.params.id);
    const file = name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'umfrage';
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="umfrage-${file}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
export default surveys;
