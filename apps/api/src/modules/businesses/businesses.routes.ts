// Business profile calls of spec 02 §7 "Businesses" at exactly their paths.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBillingAddress,
  ZBillingAddressView,
  ZBusiness,
  ZBusinessActivity,
  ZBusinessActivityCount,
  ZBusinessAround,
  ZBusinessUser,
  ZBusinessUserInvite,
  ZBusinessSeo,
  ZBusinessSite,
  ZBusinessSiteInput,
  ZBusinessUpdate,
  ZContactPerson,
  ZContactPersonInput,
  type TBillingAddressView,
} from '@oabat/domain/businesses';
import { BUSINESSES_AROUND_DISTANCE_KM } from '@oabat/domain/constants';
import { INT32_MAX, ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import { invalid } from '../../lib/errors.ts';
import { mediaDeps } from '../media/media.usecases.ts';
import * as extras from './business-extras.usecases.ts';
import * as users from './business-users.usecases.ts';
import * as business from './businesses.usecases.ts';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';

const tags = ['businesses'];
const security = [{ bearer: [] }];
const ZKey = z.object({ id: z.string().min(1).max(120) });
const ZSlug = z.object({ slug: z.string().min(1).max(120) });

const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = mediaDeps(app);

  app.get('/api/v2/business/:slug', { schema: { tags, params: ZSlug, response: { 200: zData(ZBusiness) } } }, async (req) => ({
    data: await business.getBusiness(deps, req.viewer, req.params.slug),
  }));
  app.get('/api/business_sites/:slug', { schema: { tags, params: ZSlug, response: { 200: zData(z.array(ZBusinessSite)) } } }, async (req) => ({
    data: await business.sitesBySlug(deps, req.viewer, req.params.slug),
  }));
  app.get('/api/business/seo/:slug', { schema: { tags, params: ZSlug, response: { 200: zData(ZBusinessSeo) } } }, async (req) => ({
    data: await extras.businessSeo(deps, req.viewer, req.params.slug, app.config.publicUrl),
  }));
  app.put('/api/business/:id', { schema: { tags, security, params: ZKey, body: ZBusinessUpdate, response: { 200: zData(ZBusiness) } } }, async (req) => ({
    data: await business.updateBusiness(deps, req.viewer, req.params.id, req.body),
  }));
  app.post(
    '/api/business/delete-video',
    {
      schema: {
        tags,
        security,
        body: z.object({ businessID: z.coerce.number({ error: 'Bitte gib den Betrieb an.' }).int().positive() }),
        response: { 200: zData(ZBusiness) },
      },
    },
    async (req) => ({ data: await business.deleteVideo(deps, req.viewer, req.body.businessID) }),
  );

  app.post('/api/contactpersons', { schema: { tags, security, body: ZContactPersonInput, response: { 201: zData(ZContactPerson) } } }, async (req, reply) =>
    reply.status(201).send({ data: await business.createContactPerson(deps, req.viewer, req.body) }),
  );
  app.put(
    '/api/contactpersons/:id',
    { schema: { tags, security, params: ZIdParam, body: ZContactPersonInput.partial(), response: { 200: zData(ZContactPerson) } } },
    async (req) => ({ data: await business.updateContactPerson(deps, req.viewer, req.params.id, req.body) }),
  );

  app.get('/api/business/:id/business_sites', { schema: { tags, params: ZKey, response: { 200: zData(z.array(ZBusinessSite)) } } }, async (req) => ({
    data: await business.sitesBySlug(deps, req.viewer, req.params.id),
  }));
  app.post(
    '/api/business/:id/business_sites',
    { schema: { tags, security, params: ZKey, body: ZBusinessSiteInput, response: { 201: zData(ZBusinessSite) } } },
    async (req, reply) => reply.status(201).send({ data: await business.saveSite(deps, req.viewer, req.params.id, { ...req.body, id: undefined }) }),
  );
  // The spec's PUT has no site id in the path: the body names the site.
  app.put(
    '/api/business/:id/business_sites',
    { schema: { tags, security, params: ZKey, body: ZBusinessSiteInput, response: { 200: zData(ZBusinessSite) } } },
    async (req) => {
      if (!req.body.id) throw invalid('id', 'Bitte gib an, welcher Standort geändert wird.');
      return { data: await business.saveSite(deps, req.viewer, req.params.id, req.body, req.body.id) };
    },
  );

  app.post(
    '/api/business/:id/getBusinessesAround',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags,
        params: ZKey,
        body: z.object({ distance: z.coerce.number().min(1).max(200).default(BUSINESSES_AROUND_DISTANCE_KM) }).optional(),
        response: { 200: zData(z.array(ZBusinessAround)) },
      },
    },
    async (req) => ({ data: await business.businessesAround(deps, req.viewer, req.params.id, req.body?.distance ?? BUSINESSES_AROUND_DISTANCE_KM) }),
  );

  for (const url of ['/api/v2/business/:id/billing_address', '/api/business/:id/billing_address']) {
    // The repository reads the row untyped; its columns are those of ZBillingAddressView.
    app.get(url, { schema: { tags, security, params: ZKey, response: { 200: zData(ZBillingAddressView.nullable()) } } }, async (req) => ({
      data: (await extras.getBilling(deps, req.viewer, req.params.id)) as TBillingAddressView | null,
    }));
    app.post(url, { schema: { tags, security, params: ZKey, body: ZBillingAddress, response: { 200: zData(ZBillingAddressView) } } }, async (req) => ({
      data: (await extras.saveBilling(deps, req.viewer, req.params.id, req.body)) as TBillingAddressView,
    }));
  }

  const userDeps = { ...deps, transports: app.transports, publicUrl: app.config.publicUrl, accounts: app.specialAccounts };
  app.get('/api/business/:id/users', { schema: { tags, security, params: ZKey, response: { 200: zData(z.array(ZBusinessUser)) } } }, async (req) => ({
    data: await users.listUsers(userDeps, req.viewer, req.params.id),
  }));
  app.post(
    '/api/business/:id/users',
    { schema: { tags, security, params: ZKey, body: ZBusinessUserInvite, response: { 201: zData(z.array(ZBusinessUser)) } } },
    async (req, reply) => reply.status(201).send({ data: await users.inviteUser(userDeps, req.viewer, req.params.id, req.body) }),
  );
  app.delete(
    '/api/business/:id/users/:userId',
    {
      schema: {
        tags,
        security,
        params: ZKey.extend({ userId: z.coerce.number().int().positive().max(INT32_MAX) }),
        response: { 200: zData(z.array(ZBusinessUser)) },
      },
    },
    async (req) => {
      const data = await users.removeUser(userDeps, req.viewer, req.params.id, req.params.userId);
      // The removed person's sessions were revoked: their sockets go now, not at the next re-check.
      app.realtime.disconnectUser(req.params.userId);
      return { data };
    },
  );

  app.post(
    '/api/business/:id/activities',
    {
      schema: { tags, params: ZKey, body: ZBusinessActivity, response: { 204: ZNoContent } },
      config: PUBLIC_ROUTE, // guests too: limited per address in the use case, which every process shares
    },
    async (req, reply) => {
      await extras.recordActivity({ ...deps, maxPerIp: app.config.ACTIVITY_MAX_PER_IP }, req.viewer, req.params.id, req.body.type, req.body.payload, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      });
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/business/:id/activities',
    {
      schema: {
        tags,
        security,
        params: ZKey,
        querystring: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
        response: { 200: zData(z.array(ZBusinessActivityCount)) },
      },
    },
    async (req) => ({ data: await extras.activityCounts(deps, req.viewer, req.params.id, req.query.days) }),
  );
};
export default businessRoutes;
