// POST /api/contact-us: the contact form; it mails the product team (or a business) through the transport.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactRequest } from '@oabat/domain/accounts';
import { ZNoContent } from '@oabat/domain/common';
import { invalid } from '../../lib/errors.ts';
import { sendContactMessage } from './contact.usecases.ts';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';

export const NO_CONTENT = 'No content provided';

const contact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact-us',
    {
      config: PUBLIC_ROUTE,
      schema: { tags: ['contact'], body: ZContactRequest, response: { 204: ZNoContent } },
      // The spec's own answer for an empty message comes before any other field check.
      preValidation: async (req) => {
        const message = (req.body as { message?: unknown } | undefined)?.message;
        if (typeof message !== 'string' || message.trim() === '') throw invalid('message', NO_CONTENT);
      },
    },
    async (req, reply) => {
      await sendContactMessage({ db: app.db, config: app.config, transports: app.transports }, req.body, req.viewer?.id ?? null, req.ip);
      return reply.status(204).send(null);
    },
  );
};
export default contact;
