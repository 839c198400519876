// The operator's school and region lists (not spec calls; ours for /admin/schulen and /admin/regionen):
// GET /api/v2/admin/{schools|regions} with search, channel, page, their CSV exports, GET/PUT of one (name, address,
// active) and POST/DELETE /api/v2/admin/schools/{id}/regions/{regionId} (a school's regions).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zData, ZFileBody, ZIdParam } from '@oabat/domain/common';
import {
  ADMIN_ORGANISATION_KINDS,
  ZAdminOrganisationDetail,
  ZAdminOrganisationFilter,
  ZAdminOrganisationPage,
  ZAdminOrganisationQuery,
  ZAdminOrganisationUpdate,
  ZSchoolRegionParam,
} from '@oabat/domain/admin-organisations';
import * as uc from './admin-organisations.usecases.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const FILE = { schools: 'schulen', regions: 'regionen' } as const;
const detail = { 200: zData(ZAdminOrganisationDetail) };

const adminOrganisations: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ADMIN_ORGANISATION_KINDS) {
    app.get(
      `/api/v2/admin/${kind}`,
      { schema: { tags, security, querystring: ZAdminOrganisationQuery, response: { 200: ZAdminOrganisationPage } } },
      async (req) => uc.listOrganisations(app.db, req.viewer, kind, req.query),
    );
    app.get(
      `/api/v2/admin/${kind}/export`,
      { schema: { tags, security, querystring: ZAdminOrganisationFilter, response: { 200: ZFileBody } } },
      async (req, reply) => {
        const csv = await uc.exportOrganisations(app.db, req.viewer, kind, req.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${FILE[kind]}-${new Date().toISOString().slice(0, 10)}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
    app.get(`/api/v2/admin/${kind}/:id`, { schema: { tags, security, params: ZIdParam, response: detail } }, async (req) => ({
      data: await uc.getOrganisation(app.db, req.viewer, kind, req.params.id),
    }));
    app.put(`/api/v2/admin/${kind}/:id`, { schema: { tags, security, params: ZIdParam, body: ZAdminOrganisationUpdate, response: detail } }, async (req) => ({
      data: await uc.updateOrganisation(app.db, req.viewer, kind, req.params.id, req.body),
    }));
  }
  for (const [method, on] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/v2/admin/schools/:id/regions/:regionId',
      schema: { tags, security, params: ZSchoolRegionParam, response: detail },
      handler: async (req) => ({ data: await uc.setSchoolRegion(app.db, req.viewer, req.params.id, req.params.regionId, on) }),
    });
  }
};
export default adminOrganisations;
