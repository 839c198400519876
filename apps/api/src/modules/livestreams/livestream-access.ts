// Who may do what with a stream: it must exist; its moderators are the admin and the users the admin named;
// polls are managed by the admin and businesses with admin_livestream_polls.
import crypto from 'node:crypto';
import { canAdminPolls, isAdmin } from '@oabat/domain/rights';
import { ANONYMOUS_NICKNAME, type TLivestreamMessage } from '@oabat/domain/livestreams';
import type { SessionUser } from '../../lib/session-user.ts';
import type { Queryable } from '../../db.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { LivestreamDeps } from './livestreams.deps.ts';
import * as repo from './livestreams.repository.ts';
import type { MessageRow } from './livestream-chat.repository.ts';

export const streamNotFound = () => notFound('livestreams.not_found', 'Diesen Livestream gibt es nicht (mehr).');

export async function findStream(q: Queryable, id: number) {
  const row = await repo.findLivestream(q, id);
  if (!row) throw streamNotFound();
  return row;
}

/** Admin or one of the stream's moderators. */
export async function isStreamAdmin(d: LivestreamDeps, viewer: Pick<SessionUser, 'id'> | SessionUser | null, streamId: number) {
  if (!viewer) return false;
  return isAdmin(viewer as SessionUser) || repo.isModerator(d.db, streamId, viewer.id);
}

/**
 * Proof that the viewer knows a secure stream's password, signed with the stream's secret: a change of protection
 * or password renews the secret (trigger of migration 0605), so every key handed out before dies with it.
 */
export const streamKey = (row: repo.LivestreamRow) =>
  crypto
    .createHmac('sha256', row.access_secret)
    .update(`livestream-key:${row.id}:${row.password_hash ?? ''}`)
    .digest('hex');
/** An open stream has no key (there is nothing to prove): only a secure stream's current key matches. */
export const keyMatches = (row: repo.LivestreamRow, key: string | undefined) =>
  // Hex only: any other text could differ in byte length, which timingSafeEqual refuses with an exception.
  row.is_secure && !!key && /^[0-9a-f]{64}$/.test(key) && crypto.timingSafeEqual(Buffer.from(streamKey(row)), Buffer.from(key));

/**
 * A password-protected stream takes writes (messages, likes, votes, proposals) only from who proved the password
 * (its key) and from its admins: otherwise an outsider could write into a chat they may not read.
 */
export async function requireProof(d: LivestreamDeps, viewer: SessionUser | null, row: repo.LivestreamRow, key: string | undefined) {
  if (!row.is_secure || keyMatches(row, key) || (await isStreamAdmin(d, viewer, row.id))) return;
  throw forbidden('Bitte gib zuerst das Passwort dieses Livestreams ein.');
}

export const canManagePolls = (viewer: SessionUser | null) => isAdmin(viewer) || canAdminPolls(viewer);

/**
 * A message as `seer` sees it: an anonymous question shows neither nickname nor ids, except to the moderators
 * and to its author (who is told it waits for release).
 */
export const presentMessage = (m: MessageRow, seer: { moderator: boolean; userId?: number | null } = { moderator: false }): TLivestreamMessage => {
  const hidden = m.is_anonymous && !seer.moderator && !(seer.userId != null && seer.userId === m.user_id);
  return {
    id: m.id,
    livestream_id: m.livestream_id,
    nickname: hidden ? ANONYMOUS_NICKNAME : m.nickname,
    text: m.text,
    user_id: hidden ? null : m.user_id,
    chat_user_id: hidden ? null : m.chat_user_id,
    mentions: m.mentions,
    no_threshold: m.no_threshold,
    like_count: m.like_count,
    created_at: m.created_at.toISOString(),
    is_question: m.is_question,
    is_anonymous: m.is_anonymous,
    held: m.is_anonymous && !m.released_at,
  };
};
