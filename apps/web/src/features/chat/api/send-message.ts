// POST /api/chat/messages to a conversation or, for the first message, to a receiver.
import type { TChatMessage } from '@oabat/domain/chat';
import { api } from '../../../lib/api.ts';

export interface SendInput {
  body: string;
  conversation_id?: number;
  receiver_id?: number;
  image_id?: number;
  file_id?: number;
}
export const sendMessage = (input: SendInput) => api<{ data: TChatMessage }>('POST', '/api/chat/messages', { body: input }).then((r) => r.data);
