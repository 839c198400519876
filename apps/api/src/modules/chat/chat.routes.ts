// HTTP surface of the chat (spec 02 §7 Chat) plus the unread total, the dummy conversation and blocks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminBroadcastRequest,
  ZBroadcastRequest,
  ZBroadcastResult,
  ZChatMessage,
  ZConversation,
  ZCreateConversationRequest,
  ZMessagesQuery,
  ZSearchConversationsQuery,
  ZSendMessageRequest,
  ZSetReadRequest,
  ZUnreadCount,
} from '@oabat/domain/chat';
import { ZIdParam, ZNoContent, ZPageQuery, zData, zPage } from '@oabat/domain/common';
import { requireUser } from '../../plugins/auth.ts';
import * as chat from './chat.usecases.ts';
import { broadcast, broadcastToChannel } from './chat.broadcast.ts';
import { registerChatSocket } from './chat.events.ts';
import { sweepUnreadMail } from './chat.mail.ts';
import { registerChatFileAccess } from './chat.media.ts';

const tags = ['chat'];
const security = [{ bearer: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, realtime: app.realtime, acc: app.specialAccounts };
  registerChatSocket(deps);
  registerChatFileAccess();

  app.get('/api/chat/conversations', { schema: { tags, security, querystring: ZPageQuery, response: { 200: zPage(ZConversation) } } }, async (req) =>
    chat.listConversations(deps, requireUser(req), req.query.page, req.query.per_page),
  );
  app.get(
    '/api/chat/search/conversations',
    { schema: { tags, security, querystring: ZSearchConversationsQuery.extend(ZPageQuery.shape), response: { 200: zPage(ZConversation) } } },
    async (req) => chat.listConversations(deps, requireUser(req), req.query.page, req.query.per_page, req.query.query),
  );
  app.get('/api/chat/conversations/:id', { schema: { tags, security, params: ZIdParam, response: { 200: zData(ZConversation) } } }, async (req) => ({
    data: await chat.getConversation(deps, requireUser(req), req.params.id),
  }));
  app.get(
    '/api/chat/conversations/:id/messages',
    { schema: { tags, security, params: ZIdParam, querystring: ZMessagesQuery, response: { 200: zPage(ZChatMessage) } } },
    async (req) => chat.pageOfMessages(deps, requireUser(req), req.params.id, req.query),
  );
  app.post(
    '/api/chat/conversations/:id/setread',
    { schema: { tags, security, params: ZIdParam, body: ZSetReadRequest, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await chat.setRead(deps, requireUser(req), req.params.id, { force: req.body?.force, impersonated: req.impersonatedBy !== null });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/chat/conversations',
    { schema: { tags, security, body: ZCreateConversationRequest, response: { 200: zData(ZConversation), 201: zData(ZConversation) } } },
    async (req, reply) => {
      const { conversation, created } = await chat.createConversation(deps, requireUser(req), req.body.receiver_id);
      return reply.status(created ? 201 : 200).send({ data: conversation });
    },
  );
  app.post('/api/chat/conversations/:id/block', { schema: { tags, security, params: ZIdParam, response: { 200: zData(ZConversation) } } }, async (req) => ({
    data: await chat.setBlocked(deps, requireUser(req), req.params.id, true),
  }));
  app.post('/api/chat/conversations/:id/unblock', { schema: { tags, security, params: ZIdParam, response: { 200: zData(ZConversation) } } }, async (req) => ({
    data: await chat.setBlocked(deps, requireUser(req), req.params.id, false),
  }));
  app.get('/api/chat/partners/:id', { schema: { tags, security, params: ZIdParam, response: { 200: zData(ZConversation) } } }, async (req) => ({
    data: await chat.conversationWithUser(deps, requireUser(req), req.params.id),
  }));
  app.get('/api/chat/unread', { schema: { tags, security, response: { 200: ZUnreadCount } } }, async (req) => ({
    data: { count: await chat.unreadCount(deps, requireUser(req)) },
  }));

  app.post(
    '/api/chat/messages',
    { schema: { tags, security, body: ZSendMessageRequest, response: { 201: zData(ZChatMessage.extend({ conversation_id: z.number().int() })) } } },
    async (req, reply) => {
      const { message } = await chat.sendMessage(deps, requireUser(req), req.body);
      return reply.status(201).send({ data: message });
    },
  );
  app.delete('/api/chat/messages/:id', { schema: { tags, security, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await chat.deleteMessage(deps, requireUser(req), req.params.id);
    return reply.status(204).send(null);
  });
  app.post('/api/chat/messages/broadcast', { schema: { tags, security, body: ZBroadcastRequest, response: { 200: ZBroadcastResult } } }, async (req) => ({
    data: await broadcast(deps, requireUser(req), req.body),
  }));
  app.post('/api/admin/chat/broadcast', { schema: { tags, security, body: ZAdminBroadcastRequest, response: { 200: ZBroadcastResult } } }, async (req) => ({
    data: await broadcastToChannel(deps, requireUser(req), req.body),
  }));

  // Unread-message mail (see chat.mail.ts); tests call sweepUnreadMail themselves.
  if (app.config.NODE_ENV !== 'test') {
    const mailDeps = { ...deps, config: app.config, transports: app.transports };
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepUnreadMail(mailDeps, app.config.CHAT_UNREAD_MAIL_DELAY_MINUTES)
        .catch((err: unknown) => app.log.error({ err }, 'chat unread mail sweep failed'))
        .finally(() => {
          running = false;
        });
    }, app.config.CHAT_MAIL_SWEEP_SECONDS * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
export default routes;
