// Custom domains: the admin sets them; a reverse proxy asks whether a host is ours before it gets a certificate
// (Caddy's on_demand_tls ask); the web app asks which region or business the current host shows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCustomDomainCheck, ZCustomDomainCheckResult, ZCustomDomainEntry, ZCustomDomainUpdate, hostName } from '@oabat/domain/custom-domains';
import { zData } from '@oabat/domain/common';
import { requireUser } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import * as uc from './custom-domains.usecases.ts';

const tags = ['custom-domains'];

const customDomains: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/custom-domains/check',
    { schema: { tags, querystring: ZCustomDomainCheck, response: { 200: zData(ZCustomDomainCheckResult) } } },
    async (req, reply) => {
      const entry = req.query.domain ? await app.customDomains.lookup(hostName(req.query.domain)) : null;
      if (!entry) throw notFound('custom_domain.unknown', 'Diese Domain gehört zu keiner Region und keinem Betrieb.');
      return reply.send({ data: { domain: entry.domain } });
    },
  );

  app.get('/api/custom-domains/current', { schema: { tags, response: { 200: z.object({ data: ZCustomDomainEntry }) } } }, async (req, reply) => {
    const entry = await app.customDomains.ofRequest(req);
    if (!entry) throw notFound('custom_domain.none', 'Diese Adresse ist keine eigene Domain einer Region oder eines Betriebs.');
    return reply.header('Cache-Control', 'no-cache').send({ data: entry });
  });

  app.get(
    '/api/admin/custom-domains',
    {
      schema: { tags, security: [{ bearer: [] }], response: { 200: z.object({ data: z.array(ZCustomDomainEntry) }) } },
    },
    async (req) => ({ data: await uc.listDomains(app.db, requireUser(req)) }),
  );

  app.put(
    '/api/admin/custom-domains',
    {
      schema: { tags, security: [{ bearer: [] }], body: ZCustomDomainUpdate, response: { 200: z.object({ data: ZCustomDomainEntry.nullable() }) } },
    },
    async (req) => {
      const data = await uc.setDomain(app.db, requireUser(req), req.body, app.customDomains.platformHost);
      app.customDomains.clear();
      return { data };
    },
  );
};
export default customDomains;
