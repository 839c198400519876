// What chat emits on the socket (to each participant's private user room), and what it accepts:
// joining a conversation room and the typing signal.
import { REALTIME_EVENTS, type UserTypingPayload } from '@oabat/domain/realtime';
import type { TChatMessage } from '@oabat/domain/chat';
import { ZId } from '@oabat/domain/common';
import { isAdmin, type SpecialAccounts } from '@oabat/domain/rights';
import type { Db } from '../../db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import * as repo from './chat.repository.ts';
import { loadParticipants, perspectiveOf, toConversations, toMessage } from './chat.present.ts';

interface Deps {
  db: Db;
  realtime: Realtime;
  acc: SpecialAccounts;
}

/** Both sides' views of a message; the receiver gets NewMessage, the sender's other tabs ChatMessageSent. */
export async function emitMessage(deps: Deps, message: repo.MessageRow): Promise<TChatMessage> {
  const ids = await repo.participantIds(deps.db, message.conversation_id);
  const people = await loadParticipants(deps.db, ids, deps.acc);
  let senderView: TChatMessage | null = null;
  for (const userId of ids) {
    const row = await repo.findConversationFor(deps.db, message.conversation_id, userId);
    if (!row) continue;
    const mine = userId === message.sender_id;
    const view = toMessage(message, perspectiveOf(row), people);
    if (mine) senderView = view;
    if (mine && !message.visible_to_sender) continue;
    const [conversation] = await toConversations(deps.db, [row], deps.acc, undefined, { people, messages: [message] });
    deps.realtime.emitToUser(userId, mine ? REALTIME_EVENTS.chatMessageSent : REALTIME_EVENTS.newMessage, { message: view, conversation });
  }
  return senderView ?? toMessage(message, { viewerId: message.sender_id ?? 0, myReadId: 0, myReadAt: null, otherReadId: 0, otherReadAt: null }, people);
}

export async function emitDeleted(deps: Deps, message: repo.MessageRow) {
  const ids = await repo.participantIds(deps.db, message.conversation_id);
  const people = await loadParticipants(deps.db, ids, deps.acc);
  for (const userId of ids) {
    const row = await repo.findConversationFor(deps.db, message.conversation_id, userId);
    if (row)
      deps.realtime.emitToUser(userId, REALTIME_EVENTS.messageDeleted, {
        conversation_id: message.conversation_id,
        message: toMessage(message, perspectiveOf(row), people),
      });
  }
}

/** Read receipts to the other side, and the reader's own tabs (their unread badge). */
export function emitRead(
  realtime: Realtime,
  r: { conversationId: number; readerId: number; otherId: number; last_read_message_id: number; last_read_at: Date },
) {
  const payload = {
    conversation_id: r.conversationId,
    read_by: r.readerId,
    read_at: r.last_read_at.toISOString(),
    last_read_message_id: r.last_read_message_id,
  };
  realtime.emitToUser(r.otherId, REALTIME_EVENTS.chatMessageUpdated, payload);
  realtime.emitToUser(r.readerId, REALTIME_EVENTS.chatMessageUpdated, payload);
}

/** Conversation rooms: participants (and the admin, who reads every conversation). Typing: participants. */
export function registerChatSocket(deps: Deps) {
  deps.realtime.authorizeRoom('conversation', async (user, id) => !!user && (isAdmin(user) || !!(await repo.findConversationFor(deps.db, id, user.id))));
  deps.realtime.onClientEvent('typing', async (_socket, user, payload) => {
    const id = ZId.safeParse((payload as { conversation_id?: unknown } | null)?.conversation_id);
    if (!user || !id.success) return;
    // The client sends this at most every few seconds; the socket's rate limit cuts off floods.
    const row = await repo.findConversationFor(deps.db, id.data, user.id);
    if (!row || row.my_block || row.other_block) return;
    const me = (await loadParticipants(deps.db, [user.id], deps.acc)).get(user.id);
    const event: UserTypingPayload = { conversation_id: id.data, user_id: user.id, name: me?.name ?? '' };
    deps.realtime.emitToUser(row.other_id, REALTIME_EVENTS.userTyping, event);
  });
}
