// Admin calls of the shell: finding accounts (for impersonation). Only the admin account may call them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin } from '@oabat/domain/rights';
import { ensure, requireUser } from '../../plugins/auth.ts';
import { findUsers } from './admin.repository.ts';

export const ZAdminUserQuery = z.object({ search: z.string().trim().max(100).default('') });
export const ZAdminUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  type: z.enum(['region', 'school', 'business', 'trainee', '']),
});

const admin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZAdminUserQuery, response: { 200: z.object({ data: z.array(ZAdminUser) }) } },
    },
    async (req) => {
      ensure(isAdmin(requireUser(req)));
      return { data: await findUsers(app.db, req.query.search) };
    },
  );
};
export default admin;
