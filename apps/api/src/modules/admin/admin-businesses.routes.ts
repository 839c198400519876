// The operator's business list (spec 02 §7 Admin): GET /api/v2/admin/business (search, channel, subscription_type,
// page), its CSV export, one business, the subscription types, and the admin's changes. The spec names the list,
// the subscription and the site channel calls; the export, detail, visibility and permission calls are ours.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFileBody, zData, ZIdParam } from '@oabat/domain/common';
import {
  ZAdminBusinessDetail,
  ZAdminBusinessFilter,
  ZAdminBusinessPage,
  ZAdminBusinessQuery,
  ZAdminBusinessUpdate,
  ZBusinessVerificationInput,
  ZBusinessPermissionParam,
  ZBusinessSubscriptionParam,
  ZSiteChannelParam,
  ZSiteChannelUpdate,
  ZSubscriptionType,
} from '@oabat/domain/admin-businesses';
import * as uc from './admin-businesses.usecases.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const business = { 200: zData(ZAdminBusinessDetail) };

const adminBusinesses: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v2/admin/business', { schema: { tags, security, querystring: ZAdminBusinessQuery, response: { 200: ZAdminBusinessPage } } }, async (req) =>
    uc.listBusinesses(app.db, req.viewer, req.query),
  );

  // The CSV goes out as it is (text/csv).
  app.get(
    '/api/v2/admin/business/export',
    { schema: { tags, security, querystring: ZAdminBusinessFilter, response: { 200: ZFileBody } } },
    async (req, reply) => {
      const csv = await uc.exportBusinesses(app.db, req.viewer, req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="betriebe-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get('/api/v2/admin/business/:id', { schema: { tags, security, params: ZIdParam, response: business } }, async (req) => ({
    data: await uc.getBusiness(app.db, req.viewer, req.params.id),
  }));

  app.put('/api/v2/admin/business/:id', { schema: { tags, params: ZIdParam, body: ZAdminBusinessUpdate, response: business } }, async (req) => ({
    data: await uc.setVisible(app.db, req.viewer, req.params.id, req.body.is_visible),
  }));

  app.put(
    '/api/v2/admin/business/:id/verification',
    { schema: { tags, params: ZIdParam, body: ZBusinessVerificationInput, response: business } },
    async (req) => ({ data: await uc.setVerification(app.db, req.viewer, req.params.id, req.body) }),
  );
  app.delete('/api/v2/admin/business/:id/verification', { schema: { tags, params: ZIdParam, response: business } }, async (req) => ({
    data: await uc.setVerification(app.db, req.viewer, req.params.id, null),
  }));

  app.post('/api/v2/admin/business/:id/permissions/:permission', { schema: { tags, params: ZBusinessPermissionParam, response: business } }, async (req) => ({
    data: await uc.grantPermission(app.db, req.viewer, req.params.id, req.params.permission),
  }));
  app.delete('/api/v2/admin/business/:id/permissions/:permission', { schema: { tags, params: ZBusinessPermissionParam, response: business } }, async (req) => ({
    data: await uc.revokePermission(app.db, req.viewer, req.params.id, req.params.permission),
  }));

  app.get('/api/subscription_types', { schema: { tags, security, response: { 200: zData(z.array(ZSubscriptionType)) } } }, async (req) => ({
    data: await uc.subscriptionTypes(app.db, req.viewer),
  }));
  app.post('/api/business/:id/subscription/:typeId', { schema: { tags, params: ZBusinessSubscriptionParam, response: business } }, async (req) => ({
    data: await uc.addSubscriptionType(app.db, req.viewer, req.params.id, req.params.typeId),
  }));
  app.delete('/api/business/:id/subscription/:typeId', { schema: { tags, params: ZBusinessSubscriptionParam, response: business } }, async (req) => ({
    data: await uc.removeSubscriptionType(app.db, req.viewer, req.params.id, req.params.typeId),
  }));

  app.post(
    '/api/business_site/:id/channel/:channelId',
    { schema: { tags, params: ZSiteChannelParam, body: ZSiteChannelUpdate, response: business } },
    async (req) => ({ data: await uc.setSiteChannel(app.db, req.viewer, req.params.id, req.params.channelId, req.body.is_active) }),
  );
};
export default adminBusinesses;
