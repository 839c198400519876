// Overload and shutdown: shed requests with 503 and Retry-After when the process is overloaded
// (@fastify/under-pressure) or shutting down, in German, before any work (or database call) is done.
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';

export const OVERLOADED = 'Oabat ist gerade stark ausgelastet. Bitte versuche es in einigen Sekunden noch einmal.';
export const SHUTTING_DOWN = 'Oabat startet gerade neu. Bitte versuche es in einigen Sekunden noch einmal.';

export default fp(
  async (app) => {
    const c = app.config;
    // Open requests finish on shutdown; a new request on a kept-alive connection is sent elsewhere
    // (Connection: close lets the balancer or client retry on another process).
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_req, reply) => {
      if (!closing) return;
      return reply.status(503).header('Connection', 'close').header('Retry-After', '5').send({ message: SHUTTING_DOWN });
    });

    const MB = 1024 * 1024;
    const limits = {
      maxEventLoopDelay: c.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: c.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes: c.OVERLOAD_MAX_HEAP_USED_MB * MB,
      maxRssBytes: c.OVERLOAD_MAX_RSS_MB * MB,
    };
    if (!Object.values(limits).some((v) => v > 0)) return;
    await app.register(underPressure, {
      ...limits,
      sampleInterval: 500,
      retryAfter: c.OVERLOAD_RETRY_AFTER_SECONDS,
      // Answered here; Fastify runs nothing of the route once the reply is sent.
      pressureHandler: (req, reply, type, value) => {
        req.log.warn({ type, value }, 'overloaded: request shed');
        void reply.status(503).header('Retry-After', String(c.OVERLOAD_RETRY_AFTER_SECONDS)).send({ message: OVERLOADED });
      },
    });
  },
  { name: 'resilience', dependencies: ['context'] },
);
