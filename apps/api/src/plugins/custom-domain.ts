// Custom domains: maps the Host header to the region or business that owns it (app.customDomains.lookup, cached
// per process for a short while, unknown hosts too, so a flood of made-up hosts costs no queries) and decides
// what the domain serves (issue 35, finding 6; the list and the reasons are `CUSTOM_DOMAIN_PAGES` in
// packages/domain/src/custom-domains.ts): the domain's `/` and `/artikel/…` go to `/customdomain/…` (spec 01 §2),
// its owner's public pages, embeds, static files and guest API reads are served; every other page redirects to
// the platform's own origin (PUBLIC_URL), and a request with a token or a write is refused, so no token is ever
// sent to or accepted on an origin whose DNS a business or region controls.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { customDomainDecision, hostName, type TCustomDomainEntry } from '@oabat/domain/custom-domains';
import { findByDomain } from '../modules/custom-domains/custom-domains.repository.ts';
import { normalisedPath } from './frame-policy.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    customDomains: {
      /** The platform's own host name (from PUBLIC_URL). */
      platformHost: string;
      lookup(host: string): Promise<TCustomDomainEntry | null>;
      /** The request's custom domain, or null on the platform's own host. */
      ofRequest(req: FastifyRequest): Promise<TCustomDomainEntry | null>;
      clear(): void;
    };
  }
}

const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]', '']);
export const CUSTOM_DOMAIN_REFUSED =
  'Auf der eigenen Domain einer Region oder eines Betriebs gibt es keine Anmeldung und keine Änderungen. Bitte nutze die Adresse von Oabat.';

export default fp(
  async (app) => {
    const platform = new URL(app.config.publicUrl);
    const platformHost = hostName(platform.host);
    const cache = new Map<string, { entry: TCustomDomainEntry | null; until: number }>();

    // Synchronous for the platform's own host and local names (no promise per request, issue #23).
    function cached(host: string): TCustomDomainEntry | null | undefined {
      const name = hostName(host);
      if (name === platformHost || LOCAL.has(name)) return null;
      const hit = cache.get(name);
      return hit && hit.until > Date.now() ? hit.entry : undefined;
    }
    async function lookup(host: string): Promise<TCustomDomainEntry | null> {
      const hit = cached(host);
      if (hit !== undefined) return hit;
      const name = hostName(host);
      const entry = (await findByDomain(app.db, name)) ?? null;
      // Oldest first out: a Map keeps insertion order.
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(name, { entry, until: Date.now() + TTL_MS });
      return entry;
    }
    const ofRequest = (req: FastifyRequest) => lookup(req.headers.host ?? '');
    app.decorate('customDomains', { platformHost, lookup, ofRequest, clear: () => cache.clear() });

    function decide(req: FastifyRequest, reply: FastifyReply, entry: TCustomDomainEntry | null, done: (err?: Error) => void) {
      if (!entry) return done();
      const d = customDomainDecision(
        { method: req.method, url: req.url, normal: normalisedPath(req.url), bearer: req.headers.authorization !== undefined },
        entry,
      );
      if (d.kind === 'serve') return done();
      if (d.kind === 'remap') return void reply.redirect(d.location, 302);
      if (d.kind === 'platform') return void reply.header('Cache-Control', 'no-cache').redirect(`${platform.origin}${d.location}`, 302);
      return void reply.status(403).header('Cache-Control', 'no-store').send({ code: 'custom_domain.refused', message: CUSTOM_DOMAIN_REFUSED });
    }

    app.addHook('onRequest', (req, reply, done) => {
      const hit = cached(req.headers.host ?? '');
      if (hit !== undefined) return decide(req, reply, hit, done);
      lookup(req.headers.host ?? '').then((entry) => decide(req, reply, entry, done), done);
    });
  },
  { name: 'custom-domain', dependencies: ['context'] },
);
