// Action messages for the other features (job interest, network request, job review, ...): a JSON
// body `{ action, params }` the client renders as a card, with a German preview line (domain/chat).
import { ZChatAction, actionPreview, type ChatActionKind, type TChatActionParams, type TChatMessage } from '@oabat/domain/chat';
import type { SpecialAccounts } from '@oabat/domain/rights';
import type { Db, Queryable } from '../../db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { ensureConversation, insertMessage, ownsMedia, type MessageRow } from './chat.repository.ts';
import { emitMessage } from './chat.events.ts';

export interface ActionDeps {
  db: Db;
  realtime: Realtime;
  specialAccounts: SpecialAccounts;
}
export interface ActionMessageInput {
  fromUserId: number;
  toUserId: number;
  action: ChatActionKind;
  params: TChatActionParams;
}

/**
 * Sends an action message from one user to another in their conversation (created when missing),
 * and emits it like any message. Pass the app (`app` has db, realtime and specialAccounts).
 * Blocks are not checked: actions are the platform's own notices (an application still arrives).
 */
export async function sendActionMessage(deps: ActionDeps, input: ActionMessageInput): Promise<TChatMessage & { preview: string }> {
  const action = ZChatAction.parse({ action: input.action, params: input.params });
  if (input.fromUserId === input.toUserId) throw new Error('sendActionMessage: sender and receiver are the same user');
  const row = await deps.db.tx(async (q) => {
    const conversationId = await ensureConversation(q, input.fromUserId, input.toUserId);
    return insertMessage(q, { conversationId, senderId: input.fromUserId, body: JSON.stringify(action), type: 'action' });
  });
  const message = await emitMessage({ db: deps.db, realtime: deps.realtime, acc: deps.specialAccounts }, row);
  return { ...message, preview: actionPreview(action) };
}

/** Whether an uploaded image belongs to the user (a screenshot another feature sends into the chat). */
export const ownsImage = (db: Queryable, imageId: number, userId: number) => ownsMedia(db, 'images', imageId, userId);

/** Messages written inside another feature's transaction; `emitWritten` sends them once it has committed. */
export type WrittenMessages = { conversationId: number; rows: MessageRow[] };

/**
 * Writes a plain text message (and an image message after it, when given) from one user to another,
 * inside the caller's transaction, so that the caller's own row and the chat commit together.
 */
export async function writeMessages(
  q: Queryable,
  input: { fromUserId: number; toUserId: number; body: string; imageId?: number | null },
): Promise<WrittenMessages> {
  const conversationId = await ensureConversation(q, input.fromUserId, input.toUserId);
  const rows = [await insertMessage(q, { conversationId, senderId: input.fromUserId, body: input.body, type: 'regular' })];
  if (input.imageId) rows.push(await insertMessage(q, { conversationId, senderId: input.fromUserId, body: '', type: 'image', imageId: input.imageId }));
  return { conversationId, rows };
}

/** Emits messages `writeMessages` wrote, in order, like any message. */
export async function emitWritten(deps: ActionDeps, written: WrittenMessages | null) {
  for (const m of written?.rows ?? []) await emitMessage({ db: deps.db, realtime: deps.realtime, acc: deps.specialAccounts }, m);
}
