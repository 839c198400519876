// POST /api/chat/messages to a conversation or, for the first message, to a receiver.
import type { TChatMessage, TSendMessageRequest } from '@oabat/domain/chat';
import { api } from '../../../lib/api.ts';

export const sendMessage = (input: TSendMessageRequest) => api<{ data: TChatMessage }>('POST', '/api/chat/messages', { body: input }).then((r) => r.data);
