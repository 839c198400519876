// Operator details for the legal pages, and (only with OABAT_DEV_OUTBOX, only for loopback clients)
// the outbox for local demos and browser tests, which read codes and reset links as a person reads mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSiteInfo, ZOutboxQuery, ZOutboxEntry } from '@oabat/domain/site';
import { notFound } from '../../lib/errors.ts';
import { isLoopbackPeer } from '../../lib/loopback.ts';
import * as repo from './site.repository.ts';

const site: FastifyPluginAsyncZod = async (app) => {
  const c = app.config;
  app.get('/api/site', { schema: { tags: ['site'], response: { 200: z.object({ data: ZSiteInfo }) } } }, async () => ({
    data: {
      name: c.OPERATOR_NAME,
      address: c.OPERATOR_ADDRESS,
      email: c.OPERATOR_EMAIL,
      phone: c.OPERATOR_PHONE,
      representative: c.OPERATOR_REPRESENTATIVE,
      register: c.OPERATOR_REGISTER,
      vat_id: c.OPERATOR_VAT_ID,
      production: c.NODE_ENV === 'production',
      session_replay: c.SESSION_REPLAY,
    },
  }));

  // npm start on a server must never show anyone's mail: the route does not exist without the flag,
  // and with it a request from another machine is answered as if it did not.
  if (!c.OABAT_DEV_OUTBOX) return;
  app.get(
    '/api/dev/outbox',
    {
      schema: { tags: ['development'], querystring: ZOutboxQuery, response: { 200: z.object({ data: z.array(ZOutboxEntry) }) } },
      onRequest: async (req) => {
        if (!isLoopbackPeer(req)) throw notFound();
      },
    },
    async (req) => ({ data: await repo.outboxFor(app.db, req.query.recipient) }),
  );
};
export default site;
