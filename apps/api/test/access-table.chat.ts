// Access rows: Chat: the trainee's conversation with the business; only its two participants see or write it.
import { type Rule, SELF, TRAINEE_PARTIES } from './access-rules.ts';

export const CHAT_RULES: Record<string, Rule> = {
  // Chat: the trainee's conversation with the business.
  // Lists of one's own conversations: everybody gets one, only the two participants see this one.
  'GET /api/chat/conversations': {
    owner: 'trainee',
    allowed: ['business'],
    call: () => ({ url: '/api/chat/conversations' }),
    leaks: (f, b) => b.includes('interessiere mich'),
  },
  'GET /api/chat/search/conversations': {
    owner: 'trainee',
    allowed: ['business'],
    call: () => ({ url: '/api/chat/search/conversations?query=Huber' }),
    leaks: (f, b) => b.includes('interessiere mich'),
  },
  'GET /api/chat/unread': SELF('die eigene Zahl', () => ({ url: '/api/chat/unread' })),
  'GET /api/chat/conversations/:id': { owner: 'trainee', allowed: ['business'], call: (f) => ({ url: `/api/chat/conversations/${f.trainee.conversationId}` }) },
  'GET /api/chat/conversations/:id/messages': {
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/chat/conversations/${f.trainee.conversationId}/messages` }),
  },
  'POST /api/chat/conversations/:id/setread': {
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/chat/conversations/${f.trainee.conversationId}/setread`, body: {} }),
  },
  'POST /api/chat/conversations/:id/block': {
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/chat/conversations/${f.trainee.conversationId}/block` }),
  },
  'POST /api/chat/conversations/:id/unblock': {
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/chat/conversations/${f.trainee.conversationId}/unblock` }),
  },
  'GET /api/chat/partners/:id': {
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/chat/partners/${f.userId.business}` }),
    leaks: (f, b) => (JSON.parse(b) as { data?: { id?: number } }).data?.id === f.trainee.conversationId,
  },
  'POST /api/chat/conversations': {
    owner: 'trainee',
    foreign: (f) => ({ url: '/api/chat/conversations', body: { receiver_id: f.userId.trainee2 } }),
    allowed: TRAINEE_PARTIES,
    self: 'startet eine eigene Unterhaltung',
    call: (f) => ({ url: '/api/chat/conversations', body: { receiver_id: f.userId.business } }),
  },
  'POST /api/chat/messages': {
    owner: 'trainee',
    allowed: ['business'],
    foreign: (f) => [
      { url: '/api/chat/messages', body: { conversation_id: f.trainee.conversationId, image_id: f.business.imageId } },
      { url: '/api/chat/messages', body: { receiver_id: f.userId.trainee2, body: 'Hallo' } } /* trainees never write to trainees */,
    ],
    call: (f) => ({ url: '/api/chat/messages', body: { conversation_id: f.trainee.conversationId, body: 'Noch eine Frage' } }),
  },
  'DELETE /api/chat/messages/:id': { owner: 'trainee', call: (f) => ({ url: `/api/chat/messages/${f.trainee.messageId}` }) },
  'POST /api/chat/messages/broadcast': {
    owner: 'admin',
    call: (f) => ({ url: '/api/chat/messages/broadcast', body: { body: 'Hinweis an alle', user_ids: [f.userId.trainee] } }),
  },
  'POST /api/admin/chat/broadcast': { owner: 'admin', call: () => ({ url: '/api/admin/chat/broadcast', body: { channel: 'oabat', send_messages: false } }) },
};
