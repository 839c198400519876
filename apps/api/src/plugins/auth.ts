// Resolves the bearer token to the user on every request; routes ask for what they need.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpecialAccounts } from '@oabat/domain/rights';
import { sha256 } from '../lib/tokens.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { findSessionUser } from '../modules/accounts/session.repository.ts';
import type { SessionUser } from '../lib/session-user.ts';
import { SessionCache } from '../lib/session-cache.ts';
import { inClusterWorker } from '../cluster.ts';
import { isApiKey } from '@oabat/domain/api-keys';
import { authenticateApiKey } from '../modules/api-keys/api-keys.auth.ts';

/** Sent between processes (socket.io's serverSideEmit, through Redis or the cluster) when sessions changed. */
export const SESSIONS_CHANGED = 'oabat:sessions-changed';
type Session = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that guests may call (login, registration, contact...). Every other write needs a user. */
    public?: boolean;
    /**
     * A write that changes nothing a session carries (a chat message, a vote, an analytics event): the cached
     * sessions stay. Every other write drops them on every process, which a vote storm would do hundreds of times a second.
     */
    keepsSessions?: boolean;
  }
  interface FastifyRequest {
    /** The logged-in user with business, school, region and trainee parts, or null. */
    viewer: SessionUser | null;
    /** Id of the token row in use (for logout), and the admin behind an impersonation. */
    tokenId: number | null;
    impersonatedBy: number | null;
  }
  interface FastifyInstance {
    specialAccounts: SpecialAccounts;
    /** Sessions kept in memory for SESSION_CACHE_SECONDS; `forget` drops them on every process. */
    sessions: { forget(): void; readonly cache: SessionCache<Session> };
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

/** Marks a write route as open to guests: `app.post(url, { config: PUBLIC_ROUTE, schema }, ...)`. */
export const PUBLIC_ROUTE = { public: true } as const;
/** A write open to guests that changes nothing a session carries (see `keepsSessions`). */
export const PUBLIC_SESSION_NEUTRAL = { public: true, keepsSessions: true } as const;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a route needs a logged-in user before anything else runs: every write unless marked public,
 * and every read that declares the bearer security in its schema.
 */
export function needsUser(route: { method: string | string[]; url: string; schema?: unknown; config?: { public?: boolean } }) {
  if (!route.url.startsWith('/api/')) return false;
  if ((route.schema as { security?: unknown } | undefined)?.security) return true;
  const write = [route.method].flat().some((m) => !READS.has(m.toUpperCase()));
  return write && route.config?.public !== true;
}

/** The viewer, or a 401 for guests. */
export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.viewer) throw unauthorized();
  return req.viewer;
}

/** Throws 403 unless the check passes; the check reads the shared rights. */
export function ensure(allowed: boolean, message?: string): asserts allowed {
  if (!allowed) throw forbidden(message);
}

export default fp(
  async (app) => {
    app.decorate('specialAccounts', {
      adminEmail: app.config.ADMIN_EMAIL,
      supportEmail: app.config.SUPPORT_EMAIL,
      dashboardEmail: app.config.DASHBOARD_EMAIL,
    });
    app.decorateRequest('viewer', null);
    app.decorateRequest('tokenId', null);
    app.decorateRequest('impersonatedBy', null);
    app.decorateRequest('apiKeyId', null);
    const cache = new SessionCache<Session>(app.config.SESSION_CACHE_SECONDS * 1000, app.config.SESSION_CACHE_MAX);
    const forget = () => {
      cache.clear();
      // Only adapters between processes carry server-side events (one process has nobody to tell).
      if (app.hasDecorator('realtime') && (app.config.REDIS_URL || inClusterWorker())) app.realtime.io.serverSideEmit(SESSIONS_CHANGED);
    };
    app.decorate('sessions', { forget, cache });
    app.addHook('onReady', async () => {
      if (app.hasDecorator('realtime')) app.realtime.io.on(SESSIONS_CHANGED, () => cache.clear());
    });
    // A write that succeeded may have changed what a session sees (logout, revocation, password change,
    // rights, memberships, profile): every process forgets its sessions before the answer leaves. Reads pay nothing.
    const forgetAfterWrite = (_req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, p: unknown) => void) => {
      if (reply.statusCode < 400 && cache.enabled) forget();
      done(null, payload);
    };

    // Authentication before validation: a guest learns nothing of a private route's body rules (401, not 422).
    app.addHook('onRoute', (route) => {
      const write = [route.method].flat().some((m) => !READS.has(m.toUpperCase()));
      if (write && route.config?.keepsSessions !== true) route.onSend = [forgetAfterWrite, ...[route.onSend ?? []].flat()];
      if (!needsUser(route)) return;
      route.schema = { ...(route.schema ?? {}), security: [{ bearer: [] }] };
      const guard = async (req: FastifyRequest) => {
        if (!req.viewer) throw unauthorized();
      };
      route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
    });
    const apply = (req: FastifyRequest, session: Session) => {
      req.viewer = session.user;
      req.tokenId = session.tokenId;
      req.impersonatedBy = session.impersonatedBy;
    };
    // Synchronous for guests and cached sessions: no promise, no query (issue #23).
    app.addHook('onRequest', (req, _reply, done) => {
      const token = bearerToken(req);
      if (!token) return done();
      // Personal API keys (store product api_connection) are no sessions: checked, and scoped, on every request.
      if (isApiKey(token)) return void authenticateApiKey(app, req, token).then(() => done(), done);
      const hash = sha256(token);
      const hit = cache.get(hash);
      if (hit) {
        apply(req, hit);
        return done();
      }
      const generation = cache.generation;
      findSessionUser(app.db, hash, app.specialAccounts).then((session) => {
        // an expired or revoked token is the same as none; guarded routes answer 401
        if (session) {
          cache.set(hash, session, generation);
          apply(req, session);
        }
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
