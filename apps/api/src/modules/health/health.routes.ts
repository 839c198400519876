// Health for a balancer (issue #39): `/api/health` is the readiness check, 200 only when the database, Redis (when
// REDIS_URL is set) and the upload storage answer, else 503 naming what failed, so a balancer takes the host out
// while it cannot serve. `/api/health/live` only says the process runs and answers (a supervisor's liveness check:
// a host whose database is away is not restarted for it).
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaDeps } from '../media/media.usecases.ts';

const CHECK_MS = 2000;
const FAILED_MESSAGES = {
  database: 'Die Datenbank ist nicht erreichbar.',
  redis: 'Redis ist nicht erreichbar.',
  storage: 'Der Speicher für Uploads ist nicht erreichbar.',
} as const;
type Part = keyof typeof FAILED_MESSAGES;

/** Resolves true when `check` succeeds within CHECK_MS; a failure is logged (the balancer only sees the 503). */
async function answers(part: Part, check: () => Promise<unknown>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_MS);
  });
  const outcome = await Promise.race([
    check().then(
      (r) => (r === false ? 'failed' : 'ok'),
      (err: unknown) => err,
    ),
    timeout,
  ]);
  clearTimeout(timer);
  if (outcome === 'ok') return true;
  log.warn({ part, err: outcome }, 'health: not ready');
  return false;
}

const health: FastifyPluginAsyncZod = async (app) => {
  const storage = mediaDeps(app).storage;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string(), redis: z.enum(['ok', 'off']), storage: z.enum(['local', 's3']) }),
          // Without `failed` when the process sheds load (under-pressure answers 503 before the route: plugins/resilience).
          503: z.object({ message: z.string(), failed: z.array(z.enum(['database', 'redis', 'storage'])).optional() }),
        },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [database, redis, store] = await Promise.all([
        answers('database', () => app.db.query('SELECT 1'), app.log),
        app.config.REDIS_URL ? answers('redis', () => app.realtime.pingRedis(), app.log) : Promise.resolve(null),
        answers('storage', () => storage.check(), app.log),
      ]);
      const failed: Part[] = [];
      if (!database) failed.push('database');
      if (redis === false) failed.push('redis');
      if (!store) failed.push('storage');
      if (failed.length) return reply.status(503).send({ message: failed.map((p) => FAILED_MESSAGES[p]).join(' '), failed });
      return { status: 'ok' as const, database: app.db.kind, redis: redis ? ('ok' as const) : ('off' as const), storage: storage.kind };
    },
  );
  app.get(
    '/api/health/live',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok'), pid: z.number().int() }) } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, pid: process.pid };
    },
  );
};
export default health;
