// Job lists (GET/POST /api/job_lists, GET/PUT/DELETE /api/job_lists/{id}), job ad themes (/api/v2/themes) and
// the job ad text generator (POST /api/v2/magic/generate).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZJobList,
  ZJobListDetail,
  ZJobListInput,
  ZJobListUpdate,
  ZJobTextSuggestion,
  ZJobThemeRecord,
  ZThemeInput,
  ZThemeUpdate,
  type TJobThemeRecord,
} from '@oabat/domain/jobs';
import { INT32_MAX, ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import * as lists from './job-lists.usecases.ts';
import * as themes from './job-themes.usecases.ts';
import { jobDeps } from './jobs.deps.ts';
import { generate, ZMagicInput } from './job-magic.ts';
import { isoText, wireJob } from '../../lib/wire.ts';

/** A timestamp as JSON writes a Date (the schemas say string). */
const withIsoDates = <T extends { created_at: Date; updated_at: Date }>(r: T) => ({
  ...r,
  created_at: isoText(r.created_at),
  updated_at: isoText(r.updated_at),
});
/** A list with its jobs: each job's published_at as JSON writes a Date, as GET /api/jobs/{slug} sends it. */
const wireList = ({ jobs, ...list }: Awaited<ReturnType<typeof lists.getList>>) => ({
  ...withIsoDates(list),
  jobs: jobs.map(wireJob),
});
/** A theme row (read untyped by its repository) with its timestamps as strings. */
const wireTheme = (r: Record<string, unknown>) =>
  withIsoDates(r as Omit<TJobThemeRecord, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date });

const jobLists: FastifyPluginAsyncZod = async (app) => {
  const d = jobDeps(app);
  const tags = ['jobs'];
  const detail = zData(ZJobListDetail);
  app.get('/api/job_lists', { schema: { tags, response: { 200: zData(z.array(ZJobList)) } } }, async (req) => ({
    data: (await lists.listLists(d, req.viewer)).map(withIsoDates),
  }));
  app.post('/api/job_lists', { schema: { tags, body: ZJobListInput, response: { 201: detail } } }, async (req, reply) =>
    reply.status(201).send({ data: wireList(await lists.createList(d, req.viewer, req.body)) }),
  );
  app.get('/api/job_lists/:ref', { schema: { tags, params: z.object({ ref: z.string().min(1).max(200) }), response: { 200: detail } } }, async (req) => ({
    data: wireList(await lists.getList(d, req.viewer, req.params.ref)),
  }));
  app.put('/api/job_lists/:id', { schema: { tags, params: ZIdParam, body: ZJobListUpdate, response: { 200: detail } } }, async (req) => ({
    data: wireList(await lists.updateList(d, req.viewer, req.params.id, req.body)),
  }));
  app.delete('/api/job_lists/:id', { schema: { tags, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await lists.deleteList(d, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });

  const ZThemeQuery = z.object({ business_id: z.coerce.number().int().positive().max(INT32_MAX).optional(), type: z.string().max(40).optional() });
  app.get('/api/v2/themes', { schema: { tags, querystring: ZThemeQuery, response: { 200: zData(z.array(ZJobThemeRecord)) } } }, async (req) => ({
    data: (await themes.listThemes(d, req.query)).map(wireTheme),
  }));
  app.post('/api/v2/themes', { schema: { tags, body: ZThemeInput, response: { 201: zData(ZJobThemeRecord) } } }, async (req, reply) =>
    reply.status(201).send({ data: wireTheme(await themes.saveTheme(d, req.viewer, req.body)) }),
  );
  app.put('/api/v2/themes/:id', { schema: { tags, params: ZIdParam, body: ZThemeUpdate, response: { 200: zData(ZJobThemeRecord) } } }, async (req) => ({
    data: wireTheme(await themes.updateTheme(d, req.viewer, req.params.id, req.body.theme)),
  }));

  app.post('/api/v2/magic/generate', { schema: { tags, body: ZMagicInput, response: { 200: zData(ZJobTextSuggestion) } } }, async (req) => ({
    data: await generate(app.config, req.viewer, req.body, req.log),
  }));
};
export default jobLists;
