// The superadmin's /timer page: GET /api/admin/schedules (the scheduled background jobs with last and next run) and
// POST /api/admin/schedules/{name}/run (enqueue one now). "Superadmin" is the admin plus a flag kept in the
// browser (spec 01 §2), so the server's check is the admin right; the dashboard user and everybody else get 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin } from '@oabat/domain/rights';
import { zData } from '@oabat/domain/common';
import { ZSchedule, ZScheduleName, ZScheduleRun } from '@oabat/domain/admin-timer';
import { forbidden, notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

const adminTimer: FastifyPluginAsyncZod = async (app) => {
  const onlyAdmin = (user: Parameters<typeof isAdmin>[0]) => {
    if (!isAdmin(user)) throw forbidden('Nur der Administrator sieht die Zeitpläne.');
  };

  app.get('/api/admin/schedules', { schema: { tags, security, response: { 200: zData(z.array(ZSchedule)) } } }, async (req) => {
    onlyAdmin(requireUser(req));
    const list = await app.jobs.schedules();
    return { data: list.sort((a, b) => a.name.localeCompare(b.name)) };
  });

  app.post(
    '/api/admin/schedules/:name/run',
    { schema: { tags, security, params: ZScheduleName, response: { 202: zData(ZScheduleRun) } } },
    async (req, reply) => {
      onlyAdmin(requireUser(req));
      const id = await app.jobs.runNow(req.params.name);
      if (!id) throw notFound('admin.schedule_not_found', 'Diesen Zeitplan gibt es nicht.');
      app.log.info({ schedule: req.params.name }, 'schedule run by the admin');
      return reply.code(202).send({ data: { job_id: id } });
    },
  );
};
export default adminTimer;
