// Occupations and job categories (spec 02 §7): GET /api/job_categories, GET /api/system_jobs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZJobCategory, ZOccupation, ZSystemJobsQuery } from '@oabat/domain/occupations';
import { zData } from '@oabat/domain/common';
import { jobCategories, systemJobs } from './occupations.usecases.ts';

const tags = ['occupations'];

const occupations: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/job_categories', { schema: { tags, response: { 200: zData(z.array(ZJobCategory)) } } }, async () => ({ data: await jobCategories(app.db) }));

  app.get('/api/system_jobs', { schema: { tags, querystring: ZSystemJobsQuery, response: { 200: zData(z.array(ZOccupation)) } } }, async (req) => ({
    data: await systemJobs(app.db, req.query),
  }));
};
export default occupations;
