// Builds the Fastify instance: external plugins, app plugins, then the feature modules.
import pino from 'pino';
import Fastify, { type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import type { Db } from './db.ts';
import context from './plugins/context.ts';
import errors, { validatorCompiler } from './plugins/errors.ts';
import { serializerCompiler } from './plugins/serializer.ts';
import auth from './plugins/auth.ts';
import readOnlyAccounts from './plugins/read-only-accounts.ts';
import requestTimeouts from './plugins/request-timeouts.ts';
import guestLimits from './plugins/guest-limits.ts';
import transports from './plugins/transports.ts';
import realtime from './plugins/realtime.ts';
import jobs from './plugins/jobs.ts';
import spa from './plugins/spa.ts';
import framePolicy, { API_HEADERS } from './plugins/frame-policy.ts';
import { AccessLog } from './plugins/access-log.ts';
import resilience from './plugins/resilience.ts';
import customDomain from './plugins/custom-domain.ts';
import { modules } from './modules/index.ts';

export interface BuildOptions {
  config: Config;
  db: Db;
  /** Close the database when the app closes (the server does; tests that share one do not). */
  ownsDb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the access test walks the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** stdout, written in blocks instead of one write per line (one stream per process). */
let sharedLogStream: pino.DestinationStream | undefined;
function logStream() {
  if (!sharedLogStream) {
    const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    setInterval(() => {
      try {
        stream.flush();
      } catch {
        /* the stream is closed while the process exits */
      }
    }, 250).unref();
    sharedLogStream = stream;
  }
  return sharedLogStream;
}

export async function buildApp({ config, db, ownsDb = false, logger, onRoute }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Lines are gathered and written in blocks of 4 KB or after 250 ms: one write per line cost more
      // CPU than the request itself (issue #23); pino flushes what is left when the process exits.
      stream: logStream(),
    },
    // Only behind a proxy that overwrites X-Forwarded-For, else per-IP limits could be dodged.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Slow clients (issue #35, config.ts): headers and idle keep-alive connections by Node; request bodies by
    // plugins/request-timeouts.ts (Node's requestTimeout is one value for all, but a video upload may take long).
    requestTimeout: 0,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // Node checks the headers' time every connectionsCheckingInterval (30 s by default): a quarter of the limit.
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: Math.max(100, Math.min(30_000, config.HEADERS_TIMEOUT_MS / 4)) },
    // One access line per request (plugins/access-log.ts) instead of Fastify's two.
    logController: new AccessLog(),
    // Our own hook answers requests that arrive while closing (German, with Retry-After): resilience.ts.
    return503OnClosing: false,
    // A malformed or overlong path segment is refused before routing: in German like every other error.
    // No hook runs for these, so the API's security headers are set here.
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode === 414 ? 414 : 400;
      void (reply as FastifyReply)
        .code(status)
        .headers(API_HEADERS)
        .send({ message: status === 414 ? 'Die Adresse ist zu lang.' : 'Die Adresse enthält ungültige Zeichen.' });
    },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // helmet's headers, built once, and the frame policy of the embed routes (plugins/frame-policy.ts).
  await app.register(framePolicy);
  await app.register(rateLimit, { global: false });
  await app.register(cookie);
  await registerOpenApi(app);

  await app.register(context, { config, db, ownsDb });
  await app.register(resilience);
  await app.register(requestTimeouts);
  await app.register(errors);
  // Before auth: a custom domain refuses a token before anything reads it (issue 35, finding 6).
  await app.register(customDomain);
  await app.register(auth);
  await app.register(guestLimits);
  await app.register(readOnlyAccounts);
  await app.register(transports);
  await app.register(realtime);
  await app.register(jobs);
  for (const mod of modules) await app.register(mod);
  await app.register(spa);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
