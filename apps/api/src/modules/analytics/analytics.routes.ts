// POST /api/oabalytics: analytics ingestion. Accepts guests, never errors for the user: bad items are
// dropped and the answer is always 204, at once: records go to an in-process buffer written in batches
// (analytics.buffer.ts). No IP address is stored. Also the rollup and retention jobs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZNoContent } from '@oabat/domain/common';
import { toRecords } from './analytics.usecases.ts';
import { AnalyticsBuffer, registerBuffer } from './analytics.buffer.ts';
import { dropExpiredRecords, RETENTION_JOB, ROLLUP_JOB, rollUp } from './analytics.rollups.ts';
import { PUBLIC_SESSION_NEUTRAL } from '../../plugins/auth.ts';
import { optionalUsesBlocked } from '../parental-consent/parental-consent.usecases.ts';

const analytics: FastifyPluginAsyncZod = async (app) => {
  const buffer = new AnalyticsBuffer(app.db, {
    flushMs: app.config.ANALYTICS_FLUSH_MS,
    maxBatch: app.config.ANALYTICS_BATCH,
    onError: (err, dropped) => app.log.warn({ err, dropped }, 'analytics batch dropped'),
  });
  registerBuffer(app.db, buffer);
  // onClose runs before the database closes (the db plugin's hook was added first, hooks run in reverse).
  app.addHook('onClose', async () => buffer.flush());

  app.jobs.work(ROLLUP_JOB, async () => {
    await rollUp(app.db);
  });
  app.jobs.schedule(ROLLUP_JOB, '*/5 * * * *');
  app.jobs.work(RETENTION_JOB, async () => {
    await dropExpiredRecords(app.db, app.config.ANALYTICS_RETENTION_DAYS);
  });
  app.jobs.schedule(RETENTION_JOB, '41 3 * * *');

  // In this plugin's scope only: unparsable JSON (or the text/plain of navigator.sendBeacon) becomes an
  // empty batch instead of a 422, since the client ignores every answer anyway.
  const lenient = (_req: unknown, body: string, done: (err: null, value: unknown) => void) => {
    try {
      done(null, body ? JSON.parse(body) : {});
    } catch {
      done(null, {});
    }
  };
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, lenient);

  app.post(
    '/api/oabalytics',
    { config: PUBLIC_SESSION_NEUTRAL, schema: { tags: ['analytics'], body: z.unknown(), response: { 204: ZNoContent } } },
    async (req, reply) => {
      try {
        // Analytics are skipped while an admin impersonates (spec 01 §4).
        // Pupils under 16 without their parents' consent are not recorded at all (issue #19, Art. 8 DSGVO).
        if (req.impersonatedBy) return reply.status(204).send(null);
        if (req.viewer && (await optionalUsesBlocked(app.db, req.viewer))) return reply.status(204).send(null);
        buffer.push(toRecords(req.body, req.viewer?.id ?? null));
      } catch (err) {
        req.log.warn({ err }, 'analytics batch dropped');
      }
      return reply.status(204).send(null);
    },
  );
};
export default analytics;
