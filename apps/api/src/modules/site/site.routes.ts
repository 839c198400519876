// Operator details for the legal pages, and (outside production) the outbox for local development
// and browser tests, which read verification codes and reset links as a person reads their mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSiteInfo, ZOutboxQuery, ZOutboxEntry } from '@oabat/domain/site';

const site: FastifyPluginAsyncZod = async (app) => {
  const c = app.config;
  app.get('/api/site', { schema: { tags: ['site'], response: { 200: z.object({ data: ZSiteInfo }) } } }, async () => ({
    data: {
      name: c.OPERATOR_NAME, address: c.OPERATOR_ADDRESS, email: c.OPERATOR_EMAIL, phone: c.OPERATOR_PHONE,
      representative: c.OPERATOR_REPRESENTATIVE, register: c.OPERATOR_REGISTER, vat_id: c.OPERATOR_VAT_ID,
      production: c.NODE_ENV === 'production',
    },
  }));

  if (c.NODE_ENV === 'production' && !c.EXPOSE_OUTBOX) return;
  app.get('/api/dev/outbox', { schema: { tags: ['development'], querystring: ZOutboxQuery, response: { 200: z.object({ data: z.array(ZOutboxEntry) }) } } },
    async (req) => ({
      data: await app.db.query<z.infer<typeof ZOutboxEntry>>(
        `SELECT id, channel, recipient, subject, body_text, created_at FROM outbox
          WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 20`, [req.query.recipient]),
    }));
};
export default site;
