// Read-only accounts (the dashboard account, `isReadOnlyAccount` in the rights module) write nothing: every
// write route refuses them with 403 before validation and before the route's own checks, so a new write route
// cannot forget it. Exempt only what ends the caller's own session or changes its own password.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isReadOnlyAccount, READ_ONLY_ACCOUNT_MESSAGE } from '@oabat/domain/rights';
import { forbidden } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write a read-only account may still call, with the reason (its own session or password only). */
    ownSessionWrite?: string;
  }
}

/** `app.post(url, { config: OWN_SESSION_WRITE('…') }, …)`: the write touches only the caller's own session. */
export const OWN_SESSION_WRITE = (reason: string) => ({ ownSessionWrite: reason });

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether read-only accounts are refused on this route: every write except the marked ones. */
export function refusesReadOnly(route: { method: string | string[]; config?: { ownSessionWrite?: string } }) {
  return [route.method].flat().some((m) => !READS.has(m.toUpperCase())) && !route.config?.ownSessionWrite;
}

export default fp(
  async (app) => {
    const guard = async (req: FastifyRequest) => {
      if (isReadOnlyAccount(req.viewer) && !READS.has(req.method)) throw forbidden(READ_ONLY_ACCOUNT_MESSAGE);
    };
    app.addHook('onRoute', (route) => {
      if (!refusesReadOnly(route)) return;
      // Before the body's validation and the route's own checks: the answer is 403 whatever the body.
      route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'read-only-accounts', dependencies: ['auth'] },
);
