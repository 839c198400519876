// Overload and shutdown: shed requests with 503 and Retry-After when the process is overloaded
// (@fastify/under-pressure) or shutting down, in German, before any work (or database call) is done.
// Static files (the web build's assets, uploaded media) are never shed for overload.
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';

export const OVERLOADED = 'Oabat ist gerade stark ausgelastet. Bitte versuche es in einigen Sekunden noch einmal.';
export const SHUTTING_DOWN = 'Oabat startet gerade neu. Bitte versuche es in einigen Sekunden noch einmal.';

/**
 * Start-up (migrations, reference data, demo seed) blocks the event loop on purpose before the port opens;
 * the first delay samples after listening still show it and shed the first visitors of `npm start`.
 */
export const STARTUP_GRACE_MS = 3000;

/** Whether a measured pressure sheds the request: an event-loop delay right after start-up does not. */
export const shedsRequest = (type: string, now: number, graceUntil: number) => !(type === 'eventLoopDelay' && now < graceUntil);

/**
 * The web build's files and uploaded media: cheap to send and needed by a page that is already on screen (a page
 * whose script or CSS is shed never starts), so overload never sheds them; API calls and rendered pages it does.
 */
export const isStaticFile = (url: string) => {
  const p = url.split('?', 1)[0]!;
  if (p.startsWith('/api/') || p.startsWith('/socket.io')) return false;
  return (
    p.startsWith('/assets/') ||
    p.startsWith('/media/') ||
    /\.(?:js|mjs|css|map|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|vtt|txt|webmanifest)$/.test(p)
  );
};

/** Whether a request is shed because too many queries wait for a database connection (API calls only, not health). */
export const shedsForDatabase = (url: string, waiting: number, max: number) => waiting > max && url.startsWith('/api/') && !url.startsWith('/api/health');

export default fp(
  async (app) => {
    const c = app.config;
    // Open requests finish on shutdown; a new request on a kept-alive connection is sent elsewhere
    // (Connection: close lets the balancer or client retry on another process).
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Synchronous (no promise per request, issue #23); a sent reply ends the request without done().
    app.addHook('onRequest', (_req, reply, done) => {
      if (!closing) return done();
      void reply.status(503).header('Connection', 'close').header('Retry-After', '5').send({ message: SHUTTING_DOWN });
    });

    // Far beyond what the database keeps up with, requests wait for a pooled connection rather than block the
    // event loop, so the limits below never trip and callers time out (the soak's 15x step). A long queue for
    // connections sheds API calls at once instead; /api/health still answers for the balancer.
    const maxWaiting = c.OVERLOAD_MAX_DB_WAITING;
    if (maxWaiting > 0) {
      app.addHook('onRequest', (req, reply, done) => {
        if (!shedsForDatabase(req.url, app.db.waiting(), maxWaiting)) return done();
        req.log.warn({ waiting: app.db.waiting() }, 'overloaded: database queue, request shed');
        void reply.status(503).header('Retry-After', String(c.OVERLOAD_RETRY_AFTER_SECONDS)).send({ message: OVERLOADED });
      });
    }

    const MB = 1024 * 1024;
    const limits = {
      maxEventLoopDelay: c.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: c.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes: c.OVERLOAD_MAX_HEAP_USED_MB * MB,
      maxRssBytes: c.OVERLOAD_MAX_RSS_MB * MB,
    };
    if (!Object.values(limits).some((v) => v > 0)) return;
    let graceUntil = 0;
    app.addHook('onListen', async () => {
      graceUntil = Date.now() + STARTUP_GRACE_MS;
    });
    await app.register(underPressure, {
      ...limits,
      sampleInterval: 500,
      retryAfter: c.OVERLOAD_RETRY_AFTER_SECONDS,
      // Answered here; Fastify runs nothing of the route once the reply is sent.
      pressureHandler: (req, reply, type, value) => {
        if (isStaticFile(req.url) || !shedsRequest(type, Date.now(), graceUntil)) return; // carries on with the request
        req.log.warn({ type, value }, 'overloaded: request shed');
        void reply.status(503).header('Retry-After', String(c.OVERLOAD_RETRY_AFTER_SECONDS)).send({ message: OVERLOADED });
      },
    });
  },
  { name: 'resilience', dependencies: ['context'] },
);
