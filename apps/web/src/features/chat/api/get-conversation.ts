// GET /api/chat/conversations/{id} and GET /api/chat/partners/{userId} (existing or dummy conversation).
import type { TConversation } from '@oabat/domain/chat';
import { api } from '../../../lib/api.ts';

export const fetchConversation = (id: number) => api<{ data: TConversation }>('GET', `/api/chat/conversations/${id}`).then((r) => r.data);
export const fetchPartnerConversation = (userId: number) => api<{ data: TConversation }>('GET', `/api/chat/partners/${userId}`).then((r) => r.data);
