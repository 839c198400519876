// Chat rules: who reads and writes which conversation, sending, deleting, reading, blocking.
import { CHAT_MESSAGES_PER_PAGE, type TConversation, type TSendMessageRequest } from '@oabat/domain/chat';
import { canStartChatWith, isAdmin, type SpecialAccounts } from '@oabat/domain/rights';
import { toPage } from '@oabat/domain/common';
import type { Db } from '../../db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import * as repo from './chat.repository.ts';
import { loadParticipants, perspectiveOf, toConversations, toMessage } from './chat.present.ts';
import { emitDeleted, emitMessage, emitRead } from './chat.events.ts';
import { recordAnswer } from './chat.response-time.repository.ts';

export interface ChatDeps {
  db: Db;
  realtime: Realtime;
  acc: SpecialAccounts;
}

export const CHAT_MESSAGES = {
  notFound: 'Diese Unterhaltung gibt es nicht.',
  foreign: 'Diese Unterhaltung gehört dir nicht.',
  blocked: 'Diese Unterhaltung ist blockiert.',
  noReceiver: 'Diesen Empfänger gibt es nicht.',
  self: 'Du kannst dir nicht selbst schreiben.',
  cannotStart: 'Du kannst mit diesem Konto keine Unterhaltung beginnen.',
  pickConversation: 'Bitte wähle eine Unterhaltung aus.',
  empty: 'Bitte gib eine Nachricht ein.',
  both: 'Bitte sende entweder ein Foto oder ein Dokument.',
  noImage: 'Dieses Foto gibt es nicht.',
  noFile: 'Dieses Dokument gibt es nicht.',
  notOwnMessage: 'Du kannst nur deine eigenen Nachrichten löschen.',
  noMessage: 'Diese Nachricht gibt es nicht.',
  tooMany: 'Du sendest sehr viele Nachrichten. Bitte warte einen Moment.',
} as const;
/** Messages per user per minute (API.md: chat is rate-limited with 429). */
export const CHAT_SEND_LIMIT = { max: 60, windowSeconds: 60 };

/** A conversation as `viewer` sees it; admins read any conversation from its first participant's side. */
async function access(deps: ChatDeps, viewer: SessionUser, conversationId: number, opts: { write?: boolean } = {}) {
  const own = await repo.findConversationFor(deps.db, conversationId, viewer.id);
  if (own) return { row: own, participant: true };
  const ids = await repo.participantIds(deps.db, conversationId);
  if (!ids.length) throw notFound('chat.not_found', CHAT_MESSAGES.notFound);
  if (opts.write || !isAdmin(viewer)) throw forbidden(CHAT_MESSAGES.foreign);
  return { row: (await repo.findConversationFor(deps.db, conversationId, ids[0]))!, participant: false };
}

export async function listConversations(deps: ChatDeps, viewer: SessionUser, page: number, perPage: number, query?: string) {
  const { rows, total } = await repo.listConversations(deps.db, viewer.id, { limit: perPage, offset: (page - 1) * perPage, query });
  return toPage(await toConversations(deps.db, rows, deps.acc), total, page, perPage);
}

export async function getConversation(deps: ChatDeps, viewer: SessionUser, id: number): Promise<TConversation> {
  const { row } = await access(deps, viewer, id);
  const [conversation] = await toConversations(deps.db, [row], deps.acc, viewer.id);
  const messages = await pageOfMessages(deps, viewer, id, { page: 1 });
  return { ...conversation, messages: messages.data, page: 1, max_page: messages.last_page };
}

export async function pageOfMessages(deps: ChatDeps, viewer: SessionUser, id: number, q: { page: number; before_id?: number }) {
  const { row } = await access(deps, viewer, id);
  const perPage = CHAT_MESSAGES_PER_PAGE;
  const { rows, total } = await repo.pageMessages(deps.db, id, row.me_id, {
    limit: perPage,
    offset: q.before_id ? 0 : (q.page - 1) * perPage,
    beforeId: q.before_id,
  });
  const people = await loadParticipants(deps.db, [row.me_id, row.other_id], deps.acc);
  const who = perspectiveOf(row, viewer.id);
  return toPage(
    rows.map((m) => toMessage(m, who, people)),
    total,
    q.before_id ? 1 : q.page,
    perPage,
  );
}

/** Mark read; admins and impersonating admins only when forced (spec §4, §6). */
export async function setRead(deps: ChatDeps, viewer: SessionUser, id: number, opts: { force?: boolean; impersonated: boolean }) {
  const { row, participant } = await access(deps, viewer, id);
  if (!participant) return;
  if ((isAdmin(viewer) || opts.impersonated) && !opts.force) return;
  const read = await repo.markRead(deps.db, id, viewer.id);
  if (read) emitRead(deps.realtime, { conversationId: id, readerId: viewer.id, otherId: row.other_id, ...read });
}

async function receiverType(deps: ChatDeps, receiverId: number) {
  const people = await loadParticipants(deps.db, [receiverId], deps.acc);
  return people.get(receiverId) ?? null;
}

/** Existing conversation with a receiver, or a new one if the viewer may start it. */
async function conversationWith(deps: ChatDeps, viewer: SessionUser, receiverId: number, create: boolean) {
  if (receiverId === viewer.id) throw invalid('receiver_id', CHAT_MESSAGES.self);
  const receiver = await receiverType(deps, receiverId);
  if (!receiver) throw invalid('receiver_id', CHAT_MESSAGES.noReceiver);
  const existing = await repo.findConversationBetween(deps.db, viewer.id, receiverId);
  if (existing) return { id: existing.id, created: false, receiver };
  if (!canStartChatWith(viewer, receiver.type)) throw forbidden(CHAT_MESSAGES.cannotStart);
  if (!create) return { id: 0, created: false, receiver };
  // Conversation and participants in one transaction (PGlite: nothing but `q` inside it).
  return { id: await deps.db.tx((q) => repo.ensureConversation(q, viewer.id, receiverId)), created: true, receiver };
}

export async function createConversation(deps: ChatDeps, viewer: SessionUser, receiverId: number) {
  const { id, created } = await conversationWith(deps, viewer, receiverId, true);
  return { conversation: await getConversation(deps, viewer, id), created };
}

/** The conversation with a user, or the dummy one (id 0) that the first message makes real. */
export async function conversationWithUser(deps: ChatDeps, viewer: SessionUser, userId: number): Promise<TConversation> {
  const { id, receiver } = await conversationWith(deps, viewer, userId, false);
  if (id) return getConversation(deps, viewer, id);
  const me = (await loadParticipants(deps.db, [viewer.id], deps.acc)).get(viewer.id)!;
  return {
    id: 0,
    type: 'single',
    participants: [me, receiver],
    user: receiver,
    latest_message: null,
    number_of_unread_messages: 0,
    is_blocked: false,
    blocked_by_me: false,
    dummy: true,
    messages: [],
    page: 1,
    max_page: 1,
  };
}

async function checkMedia(deps: ChatDeps, viewer: SessionUser, input: TSendMessageRequest) {
  if (input.image_id && input.file_id) throw invalid('file_id', CHAT_MESSAGES.both);
  if (input.image_id && !(await repo.ownsMedia(deps.db, 'images', input.image_id, viewer.id))) throw invalid('image_id', CHAT_MESSAGES.noImage);
  if (input.file_id && !(await repo.ownsMedia(deps.db, 'files', input.file_id, viewer.id))) throw invalid('file_id', CHAT_MESSAGES.noFile);
}

export async function sendMessage(deps: ChatDeps, viewer: SessionUser, input: TSendMessageRequest) {
  const body = (input.body ?? '').trim();
  if (!body && !input.image_id && !input.file_id) throw invalid('body', CHAT_MESSAGES.empty);
  if (!input.conversation_id && !input.receiver_id) throw invalid('conversation_id', CHAT_MESSAGES.pickConversation);
  await checkMedia(deps, viewer, input);
  await consume(deps.db, [{ key: `chat:user:${viewer.id}`, ...CHAT_SEND_LIMIT }], CHAT_MESSAGES.tooMany);
  let conversationId: number,
    created = false;
  if (input.conversation_id) {
    const { participant } = await access(deps, viewer, input.conversation_id, { write: true });
    if (!participant) throw forbidden(CHAT_MESSAGES.foreign);
    conversationId = input.conversation_id;
  } else {
    ({ id: conversationId, created } = await conversationWith(deps, viewer, input.receiver_id!, true));
  }
  const row = (await repo.findConversationFor(deps.db, conversationId, viewer.id))!;
  if (row.my_block || row.other_block) throw new AppError('chat.blocked', 403, CHAT_MESSAGES.blocked);
  const type = input.image_id ? 'image' : input.file_id ? 'file' : 'regular';
  const message = await deps.db.tx(async (q) => {
    const m = await repo.insertMessage(q, { conversationId, senderId: viewer.id, body, type, imageId: input.image_id, fileId: input.file_id });
    await recordAnswer(q, m); // a business's first answer updates its average response time
    return m;
  });
  const sent = await emitMessage(deps, message);
  return { message: sent, created };
}

export async function deleteMessage(deps: ChatDeps, viewer: SessionUser, id: number) {
  const message = await repo.findMessage(deps.db, id);
  if (!message) throw notFound('chat.message_not_found', CHAT_MESSAGES.noMessage);
  if (message.sender_id !== viewer.id) throw forbidden(CHAT_MESSAGES.notOwnMessage);
  const deleted = await repo.softDeleteMessage(deps.db, id);
  if (deleted) await emitDeleted(deps, deleted);
}

export async function setBlocked(deps: ChatDeps, viewer: SessionUser, id: number, blocked: boolean) {
  const { participant } = await access(deps, viewer, id, { write: true });
  if (!participant) throw forbidden(CHAT_MESSAGES.foreign);
  await repo.setBlocked(deps.db, id, viewer.id, blocked);
  return getConversation(deps, viewer, id);
}

export const unreadCount = (deps: ChatDeps, viewer: SessionUser) => repo.totalUnread(deps.db, viewer.id);
