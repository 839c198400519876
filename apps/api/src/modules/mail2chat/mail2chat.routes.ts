// mail2chat (store product): mails every message to the business's users (listener on the realtime NewMessage
// event) and takes their replies through the inbound-mail webhook POST /api/mail/inbound (header X-Inbound-Secret).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REALTIME_EVENTS } from '@oabat/domain/realtime';
import { ZInboundMail, ZInboundResult } from '@oabat/domain/mail2chat';
import { zData } from '@oabat/domain/common';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { mailMessage } from './mail2chat.notify.ts';
import { receiveMail } from './mail2chat.inbound.ts';

const mail2chat: FastifyPluginAsyncZod = async (app) => {
  const notify = { db: app.db, transports: app.transports, config: app.config };
  app.realtime.onUserEvent(REALTIME_EVENTS.newMessage, (userId, payload) => mailMessage(notify, userId, payload));

  const inbound = { db: app.db, realtime: app.realtime, acc: app.specialAccounts, secret: app.config.INBOUND_MAIL_SECRET };
  app.post(
    '/api/mail/inbound',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags: ['mail2chat'],
        description:
          'Eingangs-Webhook für Antworten per E-Mail (Mail2Chat). Authentifiziert durch den Kopf `X-Inbound-Secret` (INBOUND_MAIL_SECRET); ohne diese Einstellung aus (404).',
        headers: z.object({ 'x-inbound-secret': z.string().max(500).optional() }),
        body: ZInboundMail,
        response: { 201: zData(ZInboundResult) },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await receiveMail(inbound, req.headers['x-inbound-secret'], req.body) }),
  );
};
export default mail2chat;
