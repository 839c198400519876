// Jobs (spec 02 §7 Jobs): v1 `/api/jobs...`, `/api/job/{id}`, v2 `/api/v2/jobs...`, job reviews, attribute lists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JOB_ADVANTAGES,
  JOB_ATTRIBUTES,
  ZJobDetail,
  ZJobFeatures,
  ZJobInput,
  ZJobLimit,
  ZJobListQuery,
  ZJobReview,
  ZJobReviewUpdate,
  ZJobStatistics,
  ZJobTag,
  ZJobUpdate,
  type TJobReview,
} from '@oabat/domain/jobs';
import { JOB_VERSION_THRESHOLD } from '@oabat/domain/constants';
import { ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import * as uc from './jobs.usecases.ts';
import * as reviews from './job-reviews.usecases.ts';
import type { ReviewRow } from './job-reviews.repository.ts';
import { jobDeps } from './jobs.deps.ts';
import jobLists from './job-lists.routes.ts';
import { markExpiredJobs, PAST_START_CRON, PAST_START_JOB } from './job-expiry.sweep.ts';
import { isoText, wireJob } from '../../lib/wire.ts';

const tags = ['jobs'];
const ZRefParam = z.object({ ref: z.string().min(1).max(200) });
// Every job goes out as its page reads it (ZJobDetail; the web infers JobView from it).
const one = { 200: zData(ZJobDetail) };
const created = { 201: zData(ZJobDetail) };
const list = { 200: zData(z.array(ZJobDetail)) };
const review = { 200: zData(ZJobReview) };

/** A review row with its timestamps as strings; the row's job carries its status too, and status is one of the table's three. */
const wireReview = (r: ReviewRow): TJobReview => {
  const row = r as unknown as Omit<TJobReview, 'created_at' | 'reviewed_at'> & Pick<ReviewRow, 'created_at' | 'reviewed_at'>;
  return { ...row, created_at: isoText(row.created_at), reviewed_at: row.reviewed_at === null ? null : isoText(row.reviewed_at) };
};

const jobs: FastifyPluginAsyncZod = async (app) => {
  const d = jobDeps(app);
  await app.register(jobLists);
  app.jobs.work(PAST_START_JOB, async () => {
    await markExpiredJobs(app.db);
  });
  app.jobs.schedule(PAST_START_JOB, PAST_START_CRON);

  // v1 and v2 share the rules; v1 creates version 1 jobs (old editor), v2 version 2.
  for (const [prefix, version] of [
    ['/api/jobs', 1],
    ['/api/v2/jobs', JOB_VERSION_THRESHOLD],
  ] as const) {
    app.get(prefix, { schema: { tags, querystring: ZJobListQuery, response: list } }, async (req) => ({
      data: (await uc.listJobs(d, req.viewer, req.query)).map(wireJob),
    }));
    for (const path of [prefix, `${prefix}/`]) {
      app.post(path, { schema: { tags, body: ZJobInput, response: created } }, async (req, reply) =>
        reply.status(201).send({ data: wireJob(await uc.createJob(d, req.viewer, req.body, version)) }),
      );
    }
  }

  app.get('/api/v2/jobs/check_limit', { schema: { tags, response: { 200: zData(ZJobLimit) } } }, async (req) => ({ data: await uc.checkLimit(d, req.viewer) }));
  app.get('/api/v2/jobs/features', { schema: { tags, response: { 200: zData(ZJobFeatures) } } }, async (req) => ({ data: await uc.features(app, req.viewer) }));
  app.get('/api/v2/jobs/:ref/statistics', { schema: { tags, params: ZRefParam, response: { 200: zData(ZJobStatistics) } } }, async (req) => ({
    data: await uc.statistics(d, req.viewer, req.params.ref),
  }));

  for (const path of ['/api/jobs/:ref', '/api/v2/jobs/:ref']) {
    app.get(path, { schema: { tags, params: ZRefParam, response: one } }, async (req) => ({ data: wireJob(await uc.getJob(d, req.viewer, req.params.ref)) }));
    app.put(path, { schema: { tags, params: ZRefParam, body: ZJobUpdate, response: one } }, async (req) => ({
      data: wireJob(await uc.updateJob(d, req.viewer, req.params.ref, req.body)),
    }));
    app.delete(path, { schema: { tags, params: ZRefParam, response: { 204: ZNoContent } } }, async (req, reply) => {
      await uc.removeJob(d, req.viewer, req.params.ref);
      return reply.status(204).send(null);
    });
  }
  app.get('/api/job/:id', { schema: { tags, params: ZIdParam, response: one } }, async (req) => ({
    data: wireJob(await uc.getJob(d, req.viewer, req.params.id)),
  }));

  app.get('/api/v2/job_reviews', { schema: { tags, response: { 200: zData(z.array(ZJobReview)) } } }, async (req) => ({
    data: (await reviews.listPendingReviews(d, req.viewer)).map(wireReview),
  }));
  app.get('/api/v2/job_reviews/:id', { schema: { tags, params: ZIdParam, response: review } }, async (req) => ({
    data: wireReview(await reviews.getReview(d, req.viewer, req.params.id)),
  }));
  app.put('/api/v2/job_reviews/:id', { schema: { tags, params: ZIdParam, body: ZJobReviewUpdate, response: review } }, async (req) => ({
    data: wireReview(await reviews.decideReview(d, req.viewer, req.params.id, req.body)),
  }));

  app.get('/api/jobattributes', { schema: { tags, response: { 200: zData(z.array(ZJobTag)) } } }, async () => ({ data: [...JOB_ATTRIBUTES] }));
  app.get('/api/jobadvantages', { schema: { tags, response: { 200: zData(z.array(ZJobTag)) } } }, async () => ({ data: [...JOB_ADVANTAGES] }));
};
export default jobs;
