// The operator's school and region lists (not spec calls; ours for /admin/schulen and /admin/regionen):
// GET /api/v2/admin/{schools|regions} with search, channel, page, and their CSV exports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ORGANISATION_KINDS, ZAdminOrganisationFilter, ZAdminOrganisationPage, ZAdminOrganisationQuery } from '@oabat/domain/admin-organisations';
import * as uc from './admin-organisations.usecases.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const FILE = { schools: 'schulen', regions: 'regionen' } as const;

const adminOrganisations: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ADMIN_ORGANISATION_KINDS) {
    app.get(
      `/api/v2/admin/${kind}`,
      { schema: { tags, security, querystring: ZAdminOrganisationQuery, response: { 200: ZAdminOrganisationPage } } },
      async (req) => uc.listOrganisations(app.db, req.viewer, kind, req.query),
    );
    app.get(`/api/v2/admin/${kind}/export`, { schema: { tags, security, querystring: ZAdminOrganisationFilter } }, async (req, reply) => {
      const csv = await uc.exportOrganisations(app.db, req.viewer, kind, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${FILE[kind]}-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
  }
};
export default adminOrganisations;
