// POST /api/admin/chat/broadcast: count the recipients of a channel (send_messages false) or send.
import { api } from '../../../lib/api.ts';

export interface ChannelBroadcast {
  channel: string;
  body: string;
  type: 'regular' | 'system';
  send_messages: boolean;
}
export const broadcastToChannel = (input: ChannelBroadcast) =>
  api<{ data: { recipients: number; sent: boolean } }>('POST', '/api/admin/chat/broadcast', { body: input }).then((r) => r.data);
