// Region calls of spec 02 §7 "Regions" at exactly their paths.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zData } from '@oabat/domain/common';
import { ZChannel, ZRegion, ZRegionSchoolCandidate, ZRegionSummary, ZRegionUpdate } from '@oabat/domain/regions';
import { mediaDeps } from '../media/media.usecases.ts';
import * as regions from './regions.usecases.ts';
import regionMemberRoutes from './region-members.routes.ts';

const tags = ['regions'];
const ZSlug = z.object({ slug: z.string().min(1).max(120) });

const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = mediaDeps(app);
  await app.register(regionMemberRoutes);
  for (const url of ['/api/regions/', '/api/regions']) {
    app.get(url, { schema: { tags, response: { 200: zData(z.array(ZRegionSummary)) } } }, async () => ({ data: await regions.listRegions(deps) }));
  }
  // Channels (the oabat default, every region's and school's): slugs are public, they appear in URLs.
  app.get('/api/channels', { schema: { tags, response: { 200: zData(z.array(ZChannel)) } } }, async () => ({ data: await regions.listChannels(deps) }));
  app.get('/api/regions/:slug', { schema: { tags, params: ZSlug, response: { 200: zData(ZRegion) } } }, async (req) => ({
    data: await regions.getRegion(deps, req.viewer, req.params.slug),
  }));
  app.get(
    '/api/regions/:slug/school_candidates',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: ZSlug,
        querystring: z.object({ name: z.string().trim().min(2, 'Bitte gib mindestens 2 Zeichen ein.').max(120) }),
        response: { 200: zData(z.array(ZRegionSchoolCandidate)) },
      },
    },
    async (req) => ({ data: await regions.schoolCandidates(deps, req.viewer, req.params.slug, req.query.name) }),
  );
  app.put(
    '/api/regions/:slug',
    { schema: { tags, security: [{ bearer: [] }], params: ZSlug, body: ZRegionUpdate, response: { 200: zData(ZRegion) } } },
    async (req) => ({ data: await regions.updateRegion(deps, req.viewer, req.params.slug, req.body) }),
  );
};
export default regionRoutes;
