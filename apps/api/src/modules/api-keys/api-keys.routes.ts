// Personal API keys of a business (store product api_connection): list, create (the key is in this answer only),
// revoke. The keys themselves call the v2 job routes (see api-keys.auth.ts and the README).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import { ZApiKey, ZApiKeyInput, ZApiKeyParam, ZCreatedApiKey } from '@oabat/domain/api-keys';
import { z } from 'zod';
import * as uc from './api-keys.usecases.ts';

const tags = ['api-keys'];
const security = [{ bearer: [] }];

const apiKeys: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v2/business/:id/api_keys', { schema: { tags, security, params: ZIdParam, response: { 200: zData(z.array(ZApiKey)) } } }, async (req) => ({
    data: await uc.listKeys(app.db, req.viewer, req.params.id),
  }));
  app.post(
    '/api/v2/business/:id/api_keys',
    {
      schema: {
        tags,
        security,
        description: 'Erzeugt einen API-Schlüssel. Der Schlüssel (`key`) steht nur in dieser Antwort; gespeichert wird nur sein SHA-256.',
        params: ZIdParam,
        body: ZApiKeyInput,
        response: { 201: zData(ZCreatedApiKey) },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await uc.createKey(app.db, req.viewer, req.params.id, req.body) }),
  );
  app.delete(
    '/api/v2/business/:id/api_keys/:keyId',
    { schema: { tags, security, params: ZApiKeyParam, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await uc.revokeKey(app.db, req.viewer, req.params.id, req.params.keyId);
      return reply.status(204).send(null);
    },
  );
};
export default apiKeys;
