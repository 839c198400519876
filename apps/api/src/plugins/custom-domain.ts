// Custom domains: maps the Host header to the region or business that owns it (app.customDomains.lookup, cached
// per process for a short while, unknown hosts too, so a flood of made-up hosts costs no queries) and remaps the
// paths of the domain's own directory (spec 01 §2): the domain's `/` and `/artikel/…` go to `/customdomain/…`,
// whose pages show that region's or business's content. Everything else (jobs, legal pages, assets, /api) is
// served unchanged, so links into the platform keep working on the custom domain.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { customDomainPath, hostName, type TCustomDomainEntry } from '@oabat/domain/custom-domains';
import { findByDomain } from '../modules/custom-domains/custom-domains.repository.ts';

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

export default fp(
  async (app) => {
    const platformHost = hostName(new URL(app.config.publicUrl).host);
    const cache = new Map<string, { entry: TCustomDomainEntry | null; until: number }>();

    async function lookup(host: string): Promise<TCustomDomainEntry | null> {
      const name = hostName(host);
      if (name === platformHost || LOCAL.has(name)) return null;
      const hit = cache.get(name);
      if (hit && hit.until > Date.now()) return hit.entry;
      const entry = (await findByDomain(app.db, name)) ?? null;
      // Oldest first out: a Map keeps insertion order.
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(name, { entry, until: Date.now() + TTL_MS });
      return entry;
    }
    const ofRequest = (req: FastifyRequest) => lookup(req.headers.host ?? '');
    app.decorate('customDomains', { platformHost, lookup, ofRequest, clear: () => cache.clear() });

    // Synchronous unless the path is one a custom domain remaps (no promise per request, issue #23).
    app.addHook('onRequest', (req, reply, done) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return done();
      const target = customDomainPath(req.url);
      if (!target) return done();
      ofRequest(req).then((entry) => (entry ? void reply.redirect(target, 302) : done()), done);
    });
  },
  { name: 'custom-domain', dependencies: ['context'] },
);
