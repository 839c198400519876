// Q&A in the livestream chat (issue #15, beyond): the stream's moderators release held anonymous questions
// (viewers then get them without the nickname, moderators an update) and pin one question above the chat
// for everybody. Pinning a held question releases it: a pinned question is shown to all.
import { canModerateLivestream } from '@oabat/domain/rights';
import { LIVESTREAM_EVENTS } from '@oabat/domain/livestreams';
import type { SessionUser } from '../../lib/session-user.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import type { LivestreamDeps } from './livestreams.deps.ts';
import * as chatRepo from './livestream-chat.repository.ts';
import { findStream, presentMessage } from './livestream-access.ts';
import { moderators } from './livestream-chat.usecases.ts';

async function requireQaModerator(d: LivestreamDeps, viewer: SessionUser | null, id: number) {
  await findStream(d.db, id);
  const mods = await moderators(d, id);
  if (!canModerateLivestream(viewer, mods)) throw forbidden('Fragen geben nur die Admins dieses Livestreams frei.');
  return mods;
}

const questionNotFound = () => notFound('livestreams.question_not_found', 'Diese Frage gibt es nicht (mehr).');

async function release(d: LivestreamDeps, id: number, messageId: number, mods: number[]) {
  const before = await chatRepo.findMessage(d.db, messageId);
  const row = await chatRepo.releaseQuestion(d.db, id, messageId);
  if (!row) throw questionNotFound();
  // Only a first release is news for the viewers: they get the question as a new message, without the nickname.
  if (before && !before.released_at && before.is_anonymous)
    d.hub.split(
      id,
      mods,
      { event: LIVESTREAM_EVENTS.message, payload: presentMessage(row) },
      { event: LIVESTREAM_EVENTS.messageUpdated, payload: presentMessage(row, { moderator: true }) },
    );
  return row;
}

export async function releaseQuestion(d: LivestreamDeps, viewer: SessionUser | null, id: number, messageId: number) {
  const mods = await requireQaModerator(d, viewer, id);
  return presentMessage(await release(d, id, messageId, mods), { moderator: true });
}

export async function pinQuestion(d: LivestreamDeps, viewer: SessionUser | null, id: number, messageId: number | null) {
  const mods = await requireQaModerator(d, viewer, id);
  if (messageId === null) {
    await chatRepo.setPinned(d.db, id, null);
    d.hub.emit(id, LIVESTREAM_EVENTS.pinned, { livestream_id: id, message: null }, mods);
    return { message: null };
  }
  const found = await chatRepo.findMessage(d.db, messageId);
  if (!found || found.livestream_id !== id || found.deleted_at) throw questionNotFound();
  if (!found.is_question) throw invalid('message_id', 'Anpinnen kannst du nur Fragen.');
  const row = await release(d, id, messageId, mods);
  await chatRepo.setPinned(d.db, id, messageId);
  d.hub.emit(id, LIVESTREAM_EVENTS.pinned, { livestream_id: id, message: presentMessage(row) }, mods);
  return { message: presentMessage(row, { moderator: true }) };
}
