// Job lists (GET/POST /api/job_lists, GET/PUT/DELETE /api/job_lists/{id}), job ad themes (/api/v2/themes) and
// the job ad text generator (POST /api/v2/magic/generate).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZJobListInput, ZJobListUpdate, ZThemeInput, ZThemeUpdate } from '@oabat/domain/jobs';
import { INT32_MAX, ZIdParam } from '@oabat/domain/common';
import * as lists from './job-lists.usecases.ts';
import * as themes from './job-themes.usecases.ts';
import { jobDeps } from './jobs.deps.ts';
import { generate, ZMagicInput } from './job-magic.ts';

const jobLists: FastifyPluginAsyncZod = async (app) => {
  const d = jobDeps(app);
  const tags = ['jobs'];
  app.get('/api/job_lists', { schema: { tags } }, async (req) => ({ data: await lists.listLists(d, req.viewer) }));
  app.post('/api/job_lists', { schema: { tags, body: ZJobListInput } }, async (req, reply) =>
    reply.status(201).send({ data: await lists.createList(d, req.viewer, req.body) }),
  );
  app.get('/api/job_lists/:ref', { schema: { tags, params: z.object({ ref: z.string().min(1).max(200) }) } }, async (req) => ({
    data: await lists.getList(d, req.viewer, req.params.ref),
  }));
  app.put('/api/job_lists/:id', { schema: { tags, params: ZIdParam, body: ZJobListUpdate } }, async (req) => ({
    data: await lists.updateList(d, req.viewer, req.params.id, req.body),
  }));
  app.delete('/api/job_lists/:id', { schema: { tags, params: ZIdParam } }, async (req, reply) => {
    await lists.deleteList(d, req.viewer, req.params.id);
    return reply.status(204).send();
  });

  const ZThemeQuery = z.object({ business_id: z.coerce.number().int().positive().max(INT32_MAX).optional(), type: z.string().max(40).optional() });
  app.get('/api/v2/themes', { schema: { tags, querystring: ZThemeQuery } }, async (req) => ({ data: await themes.listThemes(d, req.query) }));
  app.post('/api/v2/themes', { schema: { tags, body: ZThemeInput } }, async (req, reply) =>
    reply.status(201).send({ data: await themes.saveTheme(d, req.viewer, req.body) }),
  );
  app.put('/api/v2/themes/:id', { schema: { tags, params: ZIdParam, body: ZThemeUpdate } }, async (req) => ({
    data: await themes.updateTheme(d, req.viewer, req.params.id, req.body.theme),
  }));

  app.post('/api/v2/magic/generate', { schema: { tags, body: ZMagicInput } }, async (req) => ({
    data: await generate(app.config, req.viewer, req.body, req.log),
  }));
};
export default jobLists;
