// POST /api/oabalytics: analytics ingestion. Accepts guests, never errors for the user: bad items are
// dropped and the answer is always 204.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ingest } from './analytics.usecases.ts';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';

const analytics: FastifyPluginAsyncZod = async (app) => {
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

  app.post('/api/oabalytics', { config: PUBLIC_ROUTE, schema: { tags: ['analytics'], body: z.unknown() } }, async (req, reply) => {
    try {
      // Analytics are skipped while an admin impersonates (spec 01 §4).
      if (!req.impersonatedBy) await ingest(app.db, req.body, req.viewer?.id ?? null);
    } catch (err) {
      req.log.warn({ err }, 'analytics batch dropped');
    }
    return reply.status(204).send();
  });
};
export default analytics;
