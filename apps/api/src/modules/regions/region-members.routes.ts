// A region's management calls: its member businesses (/region/betriebe, /region/hinzufuegen), its channel
// (/region/channel), and the self sign-up of a business on /region/{slug}/anmeldung.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INT32_MAX, zData } from '@oabat/domain/common';
import { ZRegionChannel, ZRegionChannelUpdate, ZRegionJoin, ZRegionMember, ZRegionMemberAdd } from '@oabat/domain/regions';
import * as uc from './region-members.usecases.ts';

const tags = ['regions'];
const security = [{ bearer: [] }];
const ZSlug = z.object({ slug: z.string().min(1).max(120) });
const ZMember = ZSlug.extend({ businessId: z.coerce.number().int().positive().max(INT32_MAX) });
const members = { 200: zData(z.array(ZRegionMember)) };

const regionMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/regions/:slug/members', { schema: { tags, security, params: ZSlug, response: members } }, async (req) => ({
    data: await uc.listMembers(app.db, req.viewer, req.params.slug),
  }));
  app.get(
    '/api/regions/:slug/member_candidates',
    {
      schema: {
        tags,
        security,
        params: ZSlug,
        response: members,
        querystring: z.object({ name: z.string().trim().min(2, 'Bitte gib mindestens 2 Zeichen ein.').max(120, 'Höchstens 120 Zeichen.') }),
      },
    },
    async (req) => ({ data: await uc.memberCandidates(app.db, req.viewer, req.params.slug, req.query.name) }),
  );
  app.post('/api/regions/:slug/members', { schema: { tags, security, params: ZSlug, body: ZRegionMemberAdd, response: members } }, async (req) => ({
    data: await uc.addMember(app.db, req.viewer, req.params.slug, req.body.business_id),
  }));
  app.delete('/api/regions/:slug/members/:businessId', { schema: { tags, security, params: ZMember, response: members } }, async (req) => ({
    data: await uc.removeMember(app.db, req.viewer, req.params.slug, req.params.businessId),
  }));
  app.get('/api/regions/:slug/channel', { schema: { tags, security, params: ZSlug, response: { 200: zData(ZRegionChannel) } } }, async (req) => ({
    data: await uc.getChannel(app.db, req.viewer, req.params.slug),
  }));
  app.put(
    '/api/regions/:slug/channel',
    { schema: { tags, security, params: ZSlug, body: ZRegionChannelUpdate, response: { 200: zData(ZRegionChannel) } } },
    async (req) => ({ data: await uc.renameChannel(app.db, req.viewer, req.params.slug, req.body.name) }),
  );
  app.post('/api/regions/:slug/join', { schema: { tags, security, params: ZSlug, response: { 200: zData(ZRegionJoin) } } }, async (req) => ({
    data: await uc.joinRegion(app.db, req.viewer, req.params.slug),
  }));
};
export default regionMemberRoutes;
