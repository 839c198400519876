import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: z.object({ message: z.string() }) },
      },
    },
    async (_req, reply) => {
      try {
        await app.db.query('SELECT 1');
        return { status: 'ok' as const, database: app.db.kind };
      } catch {
        return reply.status(503).send({ message: 'Die Datenbank ist nicht erreichbar.' });
      }
    },
  );
};
export default health;
