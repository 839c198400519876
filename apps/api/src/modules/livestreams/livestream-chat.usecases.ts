// Rules of the livestream chat: guests read (unless the chat is not public) and get 403 when they send, so the
// page asks them to log in; a blocked person cannot send; a flood is refused with 429 and a German message;
// self_message_threshold spaces one person's messages; text stays text. Moderators (the stream's admins)
// delete a message, all of a person's messages, and block people. Likes and emojis come as stream events.
import { RATE_MESSAGE, MESSAGE_RATE, LIVESTREAM_EVENTS, LIVESTREAM_EMOJIS, type TMessageInput } from '@oabat/domain/livestreams';
import { isReplay, REPLAY_CHAT_CLOSED } from '@oabat/domain/livestream-replay';
import type { SessionUser } from '../../lib/session-user.ts';
import { conflict, forbidden, invalid, notFound, tooMany } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import type { LivestreamDeps } from './livestreams.deps.ts';
import * as repo from './livestreams.repository.ts';
import * as chatRepo from './livestream-chat.repository.ts';
import { findStream, isStreamAdmin, presentMessage, requireProof } from './livestream-access.ts';
import { chatDelay } from './livestream-chat-delay.usecases.ts';

export const moderators = (d: LivestreamDeps, id: number) => repo.moderatorIds(d.db, id, d.accounts.adminEmail);

export async function sendMessage(d: LivestreamDeps, viewer: SessionUser | null, id: number, input: TMessageInput) {
  // 403 (not 401): the page answers it by opening the login (02 §8).
  if (!viewer) throw forbidden('Bitte melde dich an, um im Livestream-Chat zu schreiben.');
  const stream = await findStream(d.db, id);
  await requireProof(d, viewer, stream, input.key);
  // A replay's chat is closed: a message now would be stored but shown to nobody, its author included (409, not 403,
  // which would open the login).
  if (isReplay(stream)) throw conflict('livestreams.chat_closed', REPLAY_CHAT_CLOSED);
  const admin = await isStreamAdmin(d, viewer, id);
  if (!admin && (await chatRepo.isBlocked(d.db, id, viewer.id, input.chat_user_id ?? null))) throw forbidden('Du bist in diesem Chat gesperrt.');
  if (!admin) {
    await consume(d.db, [{ key: `livestream-message:${id}:${viewer.id}`, max: MESSAGE_RATE.max, windowSeconds: MESSAGE_RATE.windowSeconds }], RATE_MESSAGE);
    if (stream.self_message_threshold > 0) {
      const since = await chatRepo.secondsSinceLast(d.db, id, viewer.id);
      if (since !== null && since < stream.self_message_threshold) {
        const wait = Math.ceil(stream.self_message_threshold - since);
        throw tooMany(wait, `Du kannst in diesem Chat nur alle ${stream.self_message_threshold} Sekunden schreiben. Bitte warte noch ${wait} Sekunden.`);
      }
    }
  }
  // Mentions: only the stream's businesses, named as they are stored.
  const slots = await repo.slotsOf(d.db, [id]);
  const mentions = [...new Set(input.mentions)].map((slug) => {
    const s = slots.find((x) => x.business_slug === slug);
    if (!s) throw invalid('mentions', 'Erwähnen kannst du nur Betriebe dieses Livestreams.');
    return { slug, name: s.business_name };
  });
  const row = await chatRepo.insertMessage(d.db, {
    livestream_id: id,
    user_id: viewer.id,
    chat_user_id: input.chat_user_id ?? null,
    nickname: input.nickname,
    text: input.text,
    mentions,
    no_threshold: admin && input.no_threshold,
    is_question: input.is_question || input.anonymous,
    is_anonymous: input.anonymous,
  });
  const mods = await moderators(d, id);
  // Q&A: an anonymous question waits for a moderator's release; only the moderators get it now.
  if (row.is_anonymous) d.hub.toModerators(mods, LIVESTREAM_EVENTS.message, presentMessage(row, { moderator: true }));
  else d.hub.deliver(id, mods, row.no_threshold ? 0 : chatDelay(d, stream), row.id, presentMessage(row));
  return presentMessage(row, { moderator: admin, userId: viewer.id });
}

export async function requireModerator(d: LivestreamDeps, viewer: SessionUser | null, id: number) {
  await findStream(d.db, id);
  if (!(await isStreamAdmin(d, viewer, id))) throw forbidden('Den Chat moderieren nur die Admins dieses Livestreams.');
}

export async function deleteMessage(d: LivestreamDeps, viewer: SessionUser | null, id: number, messageId: number) {
  await requireModerator(d, viewer, id);
  if (!(await chatRepo.deleteMessage(d.db, id, messageId))) throw notFound('livestreams.message_not_found', 'Diese Nachricht gibt es nicht (mehr).');
  d.hub.removed(id, [messageId], LIVESTREAM_EVENTS.messageDeleted, { livestream_id: id, message_id: messageId }, await moderators(d, id));
}

/** `who` is a user id (digits) or a guest's chat user id. */
const parseWho = (who: string) => (/^\d+$/.test(who) ? { user_id: Number(who) } : { chat_user_id: who });

export async function deleteUserMessages(d: LivestreamDeps, viewer: SessionUser | null, id: number, who: string) {
  await requireModerator(d, viewer, id);
  const target = parseWho(who);
  const ids = await chatRepo.deleteUserMessages(d.db, id, target);
  // The ids too: a released anonymous question reaches viewers without its author, so they match it by id.
  d.hub.removed(
    id,
    ids,
    LIVESTREAM_EVENTS.allUserMessagesDeleted,
    { livestream_id: id, user_id: target.user_id ?? null, chat_user_id: target.chat_user_id ?? null, message_ids: ids },
    await moderators(d, id),
  );
  return { deleted: ids.length };
}

export async function block(d: LivestreamDeps, viewer: SessionUser | null, id: number, who: { user_id?: number; chat_user_id?: string }) {
  await requireModerator(d, viewer, id);
  if (who.user_id !== undefined && !(await chatRepo.userExists(d.db, who.user_id))) throw invalid('user_id', 'Diese Person gibt es nicht.');
  if (who.user_id !== undefined && (await isStreamAdmin(d, { id: who.user_id }, id)))
    throw invalid('user_id', 'Admins des Livestreams kannst du nicht sperren.');
  await chatRepo.addBlock(d.db, id, who, viewer!.id);
}

/** Likes of the stream or a message, emojis over the video. Everybody may send them, at a limited rate. */
export async function streamEvent(
  d: LivestreamDeps,
  viewer: SessionUser | null,
  id: number,
  e: { type: 'like' | 'emoji' | 'message_like'; chat_user_id?: string; emoji?: string; message_id?: number; key?: string },
  ip: string,
) {
  const stream = await findStream(d.db, id);
  await requireProof(d, viewer, stream, e.key);
  const who = viewer ? `u${viewer.id}` : `ip${ip}`;
  await consume(d.db, [{ key: `livestream-event:${id}:${who}`, max: 20, windowSeconds: 10 }], 'Zu viele Reaktionen. Bitte warte einen Moment.');
  if (e.type === 'like') {
    const likeCount = await repo.addLike(d.db, id);
    d.hub.coalesce(`likes:${id}`, 1000, () => d.hub.emit(id, LIVESTREAM_EVENTS.like, { livestream_id: id, like_count: likeCount }));
    return { like_count: likeCount };
  }
  if (e.type === 'emoji') {
    if (!e.emoji || !(LIVESTREAM_EMOJIS as readonly string[]).includes(e.emoji)) throw invalid('emoji', 'Bitte wähle ein Emoji aus der Liste.');
    d.hub.emit(id, LIVESTREAM_EVENTS.newLivestreamEvent, { livestream_id: id, type: 'emoji', emoji: e.emoji });
    return {};
  }
  if (!e.message_id) throw invalid('message_id', 'Welche Nachricht gefällt dir?');
  const messageId = e.message_id;
  const missing = () => notFound('livestreams.message_not_found', 'Diese Nachricht gibt es nicht (mehr).');
  const message = await chatRepo.findMessage(d.db, messageId);
  if (!message || message.livestream_id !== id || message.deleted_at) throw missing();
  // A message the viewers do not see yet (chat delay, an unreleased anonymous question) is not there for them:
  // a like of it would tell its id to the room before its time (issue #35). Its moderators and author see it.
  const wait = heldForMs(message, chatDelay(d, stream));
  const seesIt = wait === 0 || (viewer && message.user_id === viewer.id) || (await isStreamAdmin(d, viewer, id));
  if (!seesIt) throw missing();
  const row = await chatRepo.likeMessage(d.db, id, messageId);
  if (!row) throw missing();
  const liked = (likeCount: number) => ({ livestream_id: id, type: 'message_like', message_id: messageId, like_count: likeCount });
  if (wait === 0) d.hub.emit(id, LIVESTREAM_EVENTS.newLivestreamEvent, liked(row.like_count));
  else {
    d.hub.toModerators(await moderators(d, id), LIVESTREAM_EVENTS.newLivestreamEvent, liked(row.like_count));
    // The room hears of it once the message is out (with the count then); a released question carries its count.
    if (Number.isFinite(wait))
      d.hub.afterMessage(messageId, wait, () => {
        chatRepo
          .findMessage(d.db, messageId)
          .then((now) => {
            if (now && !now.deleted_at) d.hub.emit(id, LIVESTREAM_EVENTS.newLivestreamEvent, liked(now.like_count));
          })
          .catch(() => {});
      });
  }
  return { like_count: row.like_count };
}

/** How long viewers still wait for a message: 0 when they see it, Infinity for an unreleased anonymous question. */
export function heldForMs(m: chatRepo.MessageRow, thresholdSeconds: number): number {
  if (m.is_anonymous && !m.released_at) return Infinity;
  if (m.no_threshold || m.released_at || thresholdSeconds <= 0) return 0;
  return Math.max(0, m.created_at.getTime() + thresholdSeconds * 1000 - Date.now());
}
