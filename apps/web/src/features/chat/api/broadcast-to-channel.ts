// POST /api/admin/chat/broadcast: count the recipients of a channel (send_messages false) or send.
import type { TAdminBroadcastRequest, TBroadcastResult } from '@oabat/domain/chat';
import { api } from '../../../lib/api.ts';

export const broadcastToChannel = (input: TAdminBroadcastRequest) =>
  api<TBroadcastResult>('POST', '/api/admin/chat/broadcast', { body: input }).then((r) => r.data);
