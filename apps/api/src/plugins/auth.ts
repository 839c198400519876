// Resolves the bearer token to the user on every request; routes ask for what they need.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { SpecialAccounts } from '@oabat/domain/rights';
import { sha256 } from '../lib/tokens.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { findSessionUser, type SessionUser } from '../modules/accounts/session.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user with business, school, region and trainee parts, or null. */
    viewer: SessionUser | null;
    /** Id of the token row in use (for logout), and the admin behind an impersonation. */
    tokenId: number | null;
    impersonatedBy: number | null;
  }
  interface FastifyInstance {
    specialAccounts: SpecialAccounts;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
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

export default fp(async (app) => {
  app.decorate('specialAccounts', {
    adminEmail: app.config.ADMIN_EMAIL,
    supportEmail: app.config.SUPPORT_EMAIL,
    dashboardEmail: app.config.DASHBOARD_EMAIL,
  });
  app.decorateRequest('viewer', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('impersonatedBy', null);
  app.addHook('onRequest', async (req) => {
    const token = bearerToken(req);
    if (!token) return;
    const session = await findSessionUser(app.db, sha256(token));
    if (!session) return; // an expired or revoked token is the same as none; guarded routes answer 401
    req.viewer = session.user;
    req.tokenId = session.tokenId;
    req.impersonatedBy = session.impersonatedBy;
  });
}, { name: 'auth', dependencies: ['context'] });
