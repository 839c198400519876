// The admin's /admin/joblists page (ours, not spec calls): GET /api/v2/admin/joblists/jobs finds published jobs to
// put into a list; GET /api/v2/admin/themes lists every business's job ad themes. Lists are kept through
// /api/job_lists and themes changed through PUT /api/v2/themes/{id}, both of which let the admin in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin, isDashboardOrAdmin } from '@oabat/domain/rights';
import { zData } from '@oabat/domain/common';
import { ZAdminJobHit, ZAdminJobSearch, ZAdminTheme, ZAdminThemeQuery } from '@oabat/domain/admin-joblists';
import { ensure, requireUser } from '../../plugins/auth.ts';
import * as repo from './admin-joblists.repository.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

const adminJoblists: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/admin/joblists/jobs',
    { schema: { tags, security, querystring: ZAdminJobSearch, response: { 200: zData(z.array(ZAdminJobHit)) } } },
    async (req) => {
      // Only the one who curates looks for jobs to add.
      ensure(isAdmin(requireUser(req)), 'Nur der Administrator kuratiert Joblisten.');
      return { data: await repo.findPublishedJobs(app.db, req.query.search, req.query.business_id ?? null) };
    },
  );
  app.get(
    '/api/v2/admin/themes',
    { schema: { tags, security, querystring: ZAdminThemeQuery, response: { 200: zData(z.array(ZAdminTheme)) } } },
    async (req) => {
      ensure(isDashboardOrAdmin(requireUser(req)), 'Nur das Oabat-Team sieht die Designs aller Betriebe.');
      const rows = await repo.listThemes(app.db, req.query.search);
      return { data: rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at).toISOString() })) };
    },
  );
};
export default adminJoblists;
