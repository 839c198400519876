// POST /api/cookie-consent: stores the cookie banner's choice (guests too), linked to the account when logged in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCookieConsentReceipt, ZCookieConsentRecord } from '@oabat/domain/consent';
import { zData } from '@oabat/domain/common';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { recordConsent } from './consent.usecases.ts';

const consent: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cookie-consent',
    { config: PUBLIC_ROUTE, schema: { tags: ['privacy'], body: ZCookieConsentRecord, response: { 201: zData(ZCookieConsentReceipt) } } },
    async (req, reply) => {
      const data = await recordConsent({ db: app.db, config: app.config }, req.body, req.viewer?.id ?? null, req.ip);
      return reply.status(201).send({ data });
    },
  );
};
export default consent;
