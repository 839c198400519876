// Invitation links for businesses (/arbeitgeber/einladung). Not spec calls (the spec names the page only):
// POST/GET /api/schools/{id}/network-invitations, POST/GET /api/regions/{slug}/network-invitations (own users),
// GET /api/network-invitations/{token} (anyone with the link), POST /api/network-invitations/{token}/accept (a business).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zData } from '@oabat/domain/common';
import { ZCreatedInvitation, ZInvitationPreview, ZInvitationResult, ZInvitationSummary, ZInvitationToken } from '@oabat/domain/network-invitations';
import * as uc from './network-invitations.usecases.ts';

const tags = ['network-invitations'];
const security = [{ bearer: [] }];
const ZSchoolKey = z.object({ id: z.string().min(1).max(120) });
const ZRegionKey = z.object({ slug: z.string().min(1).max(120) });

const networkInvitations: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, publicUrl: app.config.publicUrl };
  const created = { 201: zData(ZCreatedInvitation) };
  const list = { 200: zData(z.array(ZInvitationSummary)) };

  app.post('/api/schools/:id/network-invitations', { schema: { tags, security, params: ZSchoolKey, response: created } }, async (req, reply) =>
    reply.code(201).send({ data: await uc.createInvitation(deps, req.viewer, 'school', req.params.id) }),
  );
  app.get('/api/schools/:id/network-invitations', { schema: { tags, security, params: ZSchoolKey, response: list } }, async (req) => ({
    data: await uc.listInvitations(app.db, req.viewer, 'school', req.params.id),
  }));
  app.post('/api/regions/:slug/network-invitations', { schema: { tags, security, params: ZRegionKey, response: created } }, async (req, reply) =>
    reply.code(201).send({ data: await uc.createInvitation(deps, req.viewer, 'region', req.params.slug) }),
  );
  app.get('/api/regions/:slug/network-invitations', { schema: { tags, security, params: ZRegionKey, response: list } }, async (req) => ({
    data: await uc.listInvitations(app.db, req.viewer, 'region', req.params.slug),
  }));
  app.get('/api/network-invitations/:token', { schema: { tags, params: ZInvitationToken, response: { 200: zData(ZInvitationPreview) } } }, async (req) => ({
    data: await uc.previewInvitation(app.db, req.params.token),
  }));
  app.post(
    '/api/network-invitations/:token/accept',
    { schema: { tags, security, params: ZInvitationToken, response: { 200: zData(ZInvitationResult) } } },
    async (req) => ({ data: await uc.acceptInvitation(app.db, req.viewer, req.params.token) }),
  );
};
export default networkInvitations;
