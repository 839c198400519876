// School calls of spec 02 §7 "Schools" at exactly their paths, plus the school's and the business's
// network lists the network pages need.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INT32_MAX, zData } from '@oabat/domain/common';
import {
  ZNearbyBusinessSite,
  ZNetworkAccept,
  ZNetworkMessageInput,
  ZNetworkRequest,
  ZSchool,
  ZSchoolBase,
  ZSchoolBaseInput,
  ZSchoolUpdate,
  ZSchoolUser,
  ZSchoolUserInvite,
} from '@oabat/domain/schools';
import { requireUser } from '../../plugins/auth.ts';
import { mediaDeps } from '../media/media.usecases.ts';
import { sitesNear } from './network.repository.ts';
import * as network from './network.usecases.ts';
import * as repo from './schools.repository.ts';
import schoolSearch from './school-search.routes.ts';
import * as schoolUsers from './school-users.usecases.ts';
import * as schools from './schools.usecases.ts';

const tags = ['schools'];
const security = [{ bearer: [] }];
const ZKey = z.object({ id: z.string().min(1).max(120) });
const ZPair = z.object({ id: z.string().min(1).max(120), siteId: z.coerce.number().int().positive().max(INT32_MAX) });

const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(schoolSearch);
  const deps: schools.Deps = {
    ...mediaDeps(app),
    publicUrl: app.config.publicUrl,
    emitToSchool: (schoolId, payload) => {
      if (app.hasDecorator('realtime')) app.realtime.emitToSchool(schoolId, schools.REALTIME_UNLOCK_EVENT, payload);
    },
  };

  app.get(
    '/api/schools/:slug',
    { schema: { tags, params: z.object({ slug: z.string().min(1).max(120) }), response: { 200: zData(ZSchool) } } },
    async (req) => ({ data: await schools.getSchool(deps, req.viewer, req.params.slug) }),
  );
  app.put('/api/schools/:id', { schema: { tags, security, params: ZKey, body: ZSchoolUpdate, response: { 200: zData(ZSchool) } } }, async (req) => ({
    data: await schools.updateSchool(deps, req.viewer, req.params.id, req.body),
  }));

  app.get('/api/schools/:id/network', { schema: { tags, security, params: ZKey, response: { 200: zData(z.array(ZNetworkRequest)) } } }, async (req) => ({
    data: await network.requestsOfSchool(deps, req.viewer, req.params.id),
  }));
  // Whom a school can ask: visible business sites around it (for the network page).
  app.get(
    '/api/schools/:id/nearby_business_sites',
    {
      schema: {
        tags,
        security,
        params: ZKey,
        querystring: z.object({ distance: z.coerce.number().min(1).max(200).default(30) }),
        response: { 200: zData(z.array(ZNearbyBusinessSite)) },
      },
    },
    async (req) => {
      const school = await schools.editableSchool(deps, req.viewer, req.params.id);
      return { data: await sitesNear(app.db, school.id, req.query.distance) };
    },
  );
  app.get(
    '/api/schools/:id/business_site/:siteId',
    { schema: { tags, security, params: ZPair, response: { 200: zData(ZNetworkRequest.nullable()) } } },
    async (req) => ({ data: await network.getRequest(deps, req.viewer, req.params.id, req.params.siteId) }),
  );
  app.post(
    '/api/schools/:id/business_site/:siteId',
    { schema: { tags, security, params: ZPair, body: ZNetworkMessageInput, response: { 201: zData(ZNetworkRequest) } } },
    async (req, reply) =>
      reply.status(201).send({ data: await network.sendMessage(deps, req.viewer, req.params.id, req.params.siteId, req.body.message, req.body.sent_by_type) }),
  );
  app.put(
    '/api/schools/:id/business_site/:siteId',
    { schema: { tags, security, params: ZPair, body: ZNetworkAccept, response: { 200: zData(ZNetworkRequest) } } },
    async (req) => ({ data: await network.setAccepted(deps, req.viewer, req.params.id, req.params.siteId, req.body.accepted) }),
  );

  // Schools of a business: its own users see every request with messages, others the accepted partners.
  app.get('/api/business/:id/schools', { schema: { tags, params: ZKey, response: { 200: zData(z.array(ZNetworkRequest)) } } }, async (req) => {
    return { data: await network.schoolsOfBusiness(deps, req.viewer, req.params.id) };
  });

  const userDeps = { ...deps, transports: app.transports, accounts: app.specialAccounts };
  app.get('/api/schools/:id/users', { schema: { tags, security, params: ZKey, response: { 200: zData(z.array(ZSchoolUser)) } } }, async (req) => ({
    data: await schoolUsers.listUsers(userDeps, req.viewer, req.params.id),
  }));
  app.post(
    '/api/schools/:id/users',
    { schema: { tags, security, params: ZKey, body: ZSchoolUserInvite, response: { 201: zData(z.array(ZSchoolUser)) } } },
    async (req, reply) => reply.status(201).send({ data: await schoolUsers.inviteUser(userDeps, req.viewer, req.params.id, req.body) }),
  );
  app.delete(
    '/api/schools/:id/users/:userId',
    {
      schema: {
        tags,
        security,
        params: ZKey.extend({ userId: z.coerce.number().int().positive().max(INT32_MAX) }),
        response: { 200: zData(z.array(ZSchoolUser)) },
      },
    },
    async (req) => {
      const data = await schoolUsers.removeUser(userDeps, req.viewer, req.params.id, req.params.userId);
      // The removed person's sessions were revoked: their sockets go now, not at the next re-check.
      app.realtime.disconnectUser(req.params.userId);
      return { data };
    },
  );

  app.get(
    '/api/schoolbases',
    {
      schema: {
        tags,
        querystring: z.object({ region_slug: z.string().max(120).optional(), name: z.string().max(160).optional() }),
        response: { 200: zData(z.array(ZSchoolBase)) },
      },
    },
    async (req) => ({ data: await repo.schoolBases(app.db, { regionSlug: req.query.region_slug, name: req.query.name?.trim() || undefined }) }),
  );
  for (const url of ['/api/school_bases/', '/api/school_bases']) {
    app.post(url, { schema: { tags, security, body: ZSchoolBaseInput, response: { 201: zData(ZSchoolBase) } } }, async (req, reply) => {
      const viewer = requireUser(req);
      const place = req.body.postal_code ? await repo.placeForPostalCode(app.db, req.body.postal_code) : undefined;
      return reply.status(201).send({ data: await repo.insertSchoolBase(app.db, req.body.name, place?.id ?? null, viewer.id) });
    });
  }

  const ZLink = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX), regionId: z.coerce.number().int().positive().max(INT32_MAX) });
  app.post('/api/v2/school/:id/region/:regionId', { schema: { tags, security, params: ZLink, response: { 200: zData(ZSchool) } } }, async (req) => ({
    data: await schools.setRegionLink(deps, req.viewer, req.params.id, req.params.regionId, true),
  }));
  app.delete('/api/v2/school/:id/region/:regionId', { schema: { tags, security, params: ZLink, response: { 200: zData(ZSchool) } } }, async (req) => ({
    data: await schools.setRegionLink(deps, req.viewer, req.params.id, req.params.regionId, false),
  }));
};
export default schoolRoutes;
