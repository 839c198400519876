// Job interests (spec 02 §7 Jobs): POST /api/job_interests, GET /api/job_interests; GET /api/job_interests/reach (issue #36).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApplicationReach, ZJobInterest, ZJobInterestInput, ZSentJobInterest, type TJobInterest } from '@oabat/domain/jobs';
import * as uc from './job-interests.usecases.ts';
import { jobDeps } from '../jobs/jobs.deps.ts';
import { fileAccessRules, type FileAccessRule } from '../media/media.usecases.ts';
import { fileSentToBusiness } from './job-interests.repository.ts';
import { INT32_MAX, zData } from '@oabat/domain/common';

/** The business that received an interest may open its attachments (GET /api/file/{id}). */
const attachmentsOfReceivedInterests: FileAccessRule = async (db, viewer, file) => !!viewer.business && fileSentToBusiness(db, viewer.business.id, file.id);

const tags = ['jobs'];

/** An interest row (read untyped by its repository) with created_at as JSON writes a Date (the schema says string). */
const wireInterest = <T extends Record<string, unknown>>(row: T) => {
  const i = row as unknown as T & Omit<TJobInterest, 'created_at'> & { created_at: Date | string };
  return { ...i, created_at: i.created_at instanceof Date ? i.created_at.toISOString() : i.created_at };
};

const jobInterests: FastifyPluginAsyncZod = async (app) => {
  const d = jobDeps(app);
  if (!fileAccessRules.includes(attachmentsOfReceivedInterests)) fileAccessRules.push(attachmentsOfReceivedInterests);
  for (const path of ['/api/job_interests', '/api/job_interests/']) {
    app.post(path, { schema: { tags, body: ZJobInterestInput, response: { 201: zData(ZSentJobInterest) } } }, async (req, reply) =>
      reply.status(201).send({ data: wireInterest(await uc.sendInterest(d, req.viewer, req.body)) }),
    );
  }
  // Whether the job page offers "bewerben" and how the application travels (issue #36).
  app.get(
    '/api/job_interests/reach',
    { schema: { tags, querystring: z.object({ job_id: z.coerce.number().int().positive().max(INT32_MAX) }), response: { 200: zData(ZApplicationReach) } } },
    async (req) => ({ data: await uc.reachOf(d, req.query.job_id) }),
  );
  app.get(
    '/api/job_interests',
    {
      schema: {
        tags,
        querystring: z.object({ job_id: z.coerce.number().int().positive().max(INT32_MAX).optional() }),
        response: { 200: zData(z.array(ZJobInterest)) },
      },
    },
    async (req) => ({ data: (await uc.listInterests(d, req.viewer, req.query)).map(wireInterest) }),
  );
};
export default jobInterests;
