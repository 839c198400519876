// Answers within a deadline (issue #19): the business's open interests and deadline setting, template answers, and
// the public answer figures of a business; the hourly reminder run on the job queue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnswerInput, ZAnswerResult, ZAnswerStats, ZOpenInterest, ZResponseDeadline, ZResponseDeadlineInput } from '@oabat/domain/answers';
import { ZIdParam, zData } from '@oabat/domain/common';
import { requireUser } from '../../plugins/auth.ts';
import { jobDeps } from '../jobs/jobs.deps.ts';
import * as uc from './answers.usecases.ts';

const tags = ['jobs'];
const security = [{ bearer: [] }];
const ZSlugParam = z.object({ slug: z.string().min(1).max(200) });

const answers: FastifyPluginAsyncZod = async (app) => {
  const d = jobDeps(app);
  app.jobs.work(uc.TICK_JOB, async () => {
    await uc.tick(d);
  });
  app.jobs.schedule(uc.TICK_JOB, '41 * * * *');

  const deadline = { 200: zData(ZResponseDeadline) };
  // created_at and deadline_at come as Dates; the serialiser writes a Date in a string field as JSON does (ISO 8601).
  app.get('/api/job_interests/open', { schema: { tags, security, response: { 200: zData(z.array(ZOpenInterest)) } } }, async (req) => ({
    data: await uc.openInterests(d, requireUser(req)),
  }));
  app.post(
    '/api/job_interests/:id/answer',
    { schema: { tags, params: ZIdParam, body: ZAnswerInput, response: { 201: zData(ZAnswerResult) } } },
    async (req, reply) => reply.status(201).send({ data: await uc.answer(d, requireUser(req), req.params.id, req.body) }),
  );
  app.get('/api/business/response-deadline', { schema: { tags, security, response: deadline } }, async (req) => ({
    data: await uc.getDeadline(d, requireUser(req)),
  }));
  app.put('/api/business/response-deadline', { schema: { tags, body: ZResponseDeadlineInput, response: deadline } }, async (req) => ({
    data: await uc.setDeadline(d, requireUser(req), req.body.days),
  }));
  app.get('/api/v2/business/:slug/answer-stats', { schema: { tags, params: ZSlugParam, response: { 200: zData(ZAnswerStats.nullable()) } } }, async (req) => ({
    data: await uc.stats(d, req.params.slug),
  }));
};
export default answers;
