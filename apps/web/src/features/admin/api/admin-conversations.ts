// The admin's /admin/konversationen: GET /api/v2/admin/conversations (search) and, to read one, the chat's own
// GET /api/chat/conversations/{id}/messages (open to the admin, read only, never marked read).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminConversationPage, TAdminConversationQuery } from '@oabat/domain/admin-conversations';
import type { TChatMessage } from '@oabat/domain/chat';
import type { Page } from '@oabat/domain/common';
import { api } from '../../../lib/api.ts';

export const useAdminConversations = (query: TAdminConversationQuery) =>
  useQuery({
    queryKey: ['admin-conversations', query],
    placeholderData: keepPreviousData,
    queryFn: () => api<TAdminConversationPage>('GET', '/api/v2/admin/conversations', { query: { ...query } }),
  });

export const useConversationMessages = (id: number | null, page: number) =>
  useQuery({
    queryKey: ['admin-conversation-messages', id, page],
    enabled: id !== null,
    placeholderData: keepPreviousData,
    queryFn: () => api<Page<TChatMessage>>('GET', `/api/chat/conversations/${id}/messages`, { query: { page } }),
  });
