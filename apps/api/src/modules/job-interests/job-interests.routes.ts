// Job interests (spec 02 §7 Jobs): POST /api/job_interests, GET /api/job_interests; GET /api/job_interests/reach (issue #36).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZJobInterestInput } from '@oabat/domain/jobs';
import * as uc from './job-interests.usecases.ts';
import { jobDeps } from '../jobs/jobs.deps.ts';
import { fileAccessRules, type FileAccessRule } from '../media/media.usecases.ts';
import { fileSentToBusiness } from './job-interests.repository.ts';
import { INT32_MAX } from '@oabat/domain/common';

/** The business that received an interest may open its attachments (GET /api/file/{id}). */
const attachmentsOfReceivedInterests: FileAccessRule = async (db, viewer, file) => !!viewer.business && fileSentToBusiness(db, viewer.business.id, file.id);

const tags = ['jobs'];

const jobInterests: FastifyPluginAsyncZod = async (app) => {
  const d = jobDeps(app);
  if (!fileAccessRules.includes(attachmentsOfReceivedInterests)) fileAccessRules.push(attachmentsOfReceivedInterests);
  for (const path of ['/api/job_interests', '/api/job_interests/']) {
    app.post(path, { schema: { tags, body: ZJobInterestInput } }, async (req, reply) =>
      reply.status(201).send({ data: await uc.sendInterest(d, req.viewer, req.body) }),
    );
  }
  // Whether the job page offers "bewerben" and how the application travels (issue #36).
  app.get(
    '/api/job_interests/reach',
    { schema: { tags, querystring: z.object({ job_id: z.coerce.number().int().positive().max(INT32_MAX) }) } },
    async (req) => ({ data: await uc.reachOf(d, req.query.job_id) }),
  );
  app.get(
    '/api/job_interests',
    { schema: { tags, querystring: z.object({ job_id: z.coerce.number().int().positive().max(INT32_MAX).optional() }) } },
    async (req) => ({ data: await uc.listInterests(d, req.viewer, req.query) }),
  );
};
export default jobInterests;
