// GET /api/v2/admin/conversations?query=&page= (ours, for /admin/konversationen): the admin finds conversations;
// reading one goes through GET /api/chat/conversations/{id}, which the chat rules open to the admin (read only,
// never marked read). Only the admin: the dashboard user and the support account get 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdmin } from '@oabat/domain/rights';
import { toPage } from '@oabat/domain/common';
import { messagePreview, type MessageType } from '@oabat/domain/chat';
import { ADMIN_CONVERSATIONS_PER_PAGE, ZAdminConversationPage, ZAdminConversationQuery } from '@oabat/domain/admin-conversations';
import { ensure, requireUser } from '../../plugins/auth.ts';
import { searchConversations } from './admin-conversations.repository.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

const adminConversations: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/admin/conversations',
    { schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZAdminConversationQuery, response: { 200: ZAdminConversationPage } } },
    async (req) => {
      ensure(isAdmin(requireUser(req)), 'Nur der Administrator liest fremde Konversationen.');
      const { query, page } = req.query;
      const { total, rows } = await searchConversations(app.db, query, ADMIN_CONVERSATIONS_PER_PAGE, (page - 1) * ADMIN_CONVERSATIONS_PER_PAGE);
      const data = rows.map(({ last_message_type: type, last_message_body: body, last_message_deleted: deleted, ...r }) => ({
        ...r,
        // The same German line as the chat list (an action's JSON, a photo, a deleted message), never the stored body.
        last_message: type ? messagePreview({ type: type as MessageType, body: body ?? '', is_deleted: !!deleted }).slice(0, 200) : null,
        last_message_at: iso(r.last_message_at),
        created_at: iso(r.created_at)!,
      }));
      return toPage(data, total, page, ADMIN_CONVERSATIONS_PER_PAGE);
    },
  );
};
export default adminConversations;
