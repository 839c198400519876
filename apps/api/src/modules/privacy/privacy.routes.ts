// Their data in their hands (issue #19): POST /api/account/data_export, GET /api/account/data_export/{token},
// POST /api/account/deletion; the export worker and the hourly erasure of accounts past their grace period.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  DATA_EXPORT_TOKEN,
  ZAccountDeletionRequest,
  ZAccountDeletionScheduled,
  ZDataExportRequested,
} from '@oabat/domain/privacy';
import { ZFileBody, zData } from '@oabat/domain/common';
import { requireUser } from '../../plugins/auth.ts';
import { storageFor } from '../media/media.usecases.ts';
import * as uc from './privacy.usecases.ts';

const tags = ['privacy'];
const security = [{ bearer: [] }];
const ZTokenParam = z.object({ token: z.string().regex(DATA_EXPORT_TOKEN, 'Ungültiger Link.') });

const privacy: FastifyPluginAsyncZod = async (app) => {
  const d: uc.PrivacyDeps = { db: app.db, config: app.config, transports: app.transports, storage: storageFor(app.config), jobs: app.jobs };

  app.jobs.work<{ exportId: number; token: string }>(uc.EXPORT_JOB, (data) => uc.buildExport(d, data.exportId, data.token));
  app.jobs.work(uc.ERASE_JOB, async () => {
    await uc.eraseDue(d);
    await uc.removeExpiredExports(d);
  });
  app.jobs.schedule(uc.ERASE_JOB, '17 * * * *');

  app.post('/api/account/data_export', { schema: { tags, security, response: { 202: zData(ZDataExportRequested) } } }, async (req, reply) =>
    reply.status(202).send({ data: await uc.requestExport(d, requireUser(req)) }),
  );

  app.get('/api/account/data_export/:token', { schema: { tags, security, params: ZTokenParam, response: { 200: ZFileBody } } }, async (req, reply) => {
    const { bytes, filename } = await uc.downloadExport(d, requireUser(req), req.params.token);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'no-store')
      .send(bytes);
  });

  app.post(
    '/api/account/deletion',
    { schema: { tags, security, body: ZAccountDeletionRequest, response: { 202: zData(ZAccountDeletionScheduled) } } },
    async (req, reply) => {
      const user = requireUser(req);
      const { erase_at } = await uc.requestDeletion(d, user);
      app.realtime.disconnectUser(user.id);
      return reply.status(202).send({ data: { grace_days: ACCOUNT_DELETION_GRACE_DAYS, erase_at } });
    },
  );
};
export default privacy;
