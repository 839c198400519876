// Parental consent (issue #19): GET/POST/DELETE /api/parental-consent (the pupil's own), and the parent's
// POST /api/parental-consent/confirm and /revoke without login (the token from the mail is the right).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zData } from '@oabat/domain/common';
import {
  ZParentalConsentChange,
  ZParentalConsentMessage,
  ZParentalConsentRequest,
  ZParentalConsentStatus,
  ZParentalConsentToken,
} from '@oabat/domain/parental-consent';
import { PUBLIC_ROUTE, requireUser } from '../../plugins/auth.ts';
import * as uc from './parental-consent.usecases.ts';

const tags = ['parental-consent'];
const security = [{ bearer: [] }];

const parentalConsent: FastifyPluginAsyncZod = async (app) => {
  const d: uc.ConsentDeps = { db: app.db, config: app.config, transports: app.transports };

  app.get('/api/parental-consent', { schema: { tags, security, response: { 200: zData(ZParentalConsentStatus) } } }, async (req) => ({
    data: await uc.status(d, requireUser(req)),
  }));
  app.post(
    '/api/parental-consent',
    { schema: { tags, security, body: ZParentalConsentRequest, response: { 201: zData(ZParentalConsentChange) } } },
    async (req, reply) => reply.status(201).send({ data: await uc.request(d, requireUser(req), req.body.parent_email) }),
  );
  app.delete('/api/parental-consent', { schema: { tags, security, response: { 200: zData(ZParentalConsentChange) } } }, async (req) => ({
    data: await uc.revokeOwn(d, requireUser(req)),
  }));
  app.post(
    '/api/parental-consent/confirm',
    { config: PUBLIC_ROUTE, schema: { tags, body: ZParentalConsentToken, response: { 200: zData(ZParentalConsentMessage) } } },
    async (req) => ({ data: await uc.confirmByToken(d, req.body.token) }),
  );
  app.post(
    '/api/parental-consent/revoke',
    { config: PUBLIC_ROUTE, schema: { tags, body: ZParentalConsentToken, response: { 200: zData(ZParentalConsentMessage) } } },
    async (req) => ({ data: await uc.revokeByToken(d, req.body.token) }),
  );
};
export default parentalConsent;
