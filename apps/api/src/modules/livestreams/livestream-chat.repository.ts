// SQL of the livestream chat: messages (soft-deleted by moderators), blocks, likes of messages.
import type { Queryable } from '../../db.ts';

export interface MessageRow {
  id: number;
  livestream_id: number;
  user_id: number | null;
  chat_user_id: string | null;
  nickname: string;
  text: string;
  mentions: { slug: string; name: string }[];
  no_threshold: boolean;
  like_count: number;
  created_at: Date;
  deleted_at: Date | null;
  is_question: boolean;
  is_anonymous: boolean;
  released_at: Date | null;
}
const COLUMNS =
  'id, livestream_id, user_id, chat_user_id, nickname, text, mentions, no_threshold, like_count, created_at, deleted_at, is_question, is_anonymous, released_at';
/** Q&A: an anonymous question waits for a moderator; only moderators (`$all`) and its author (`$user`) see it before. */
const VISIBLE = (all: string, user: string) => `(NOT is_anonymous OR released_at IS NOT NULL OR ${all} OR user_id = ${user})`;

/** The latest messages, oldest first; with a delay, viewers get only those older than it (or flagged noThreshold). */
export function recentMessages(q: Queryable, id: number, limit: number, delaySeconds: number, seer: { moderator: boolean; userId: number | null }) {
  return q.query<MessageRow>(
    `SELECT * FROM (SELECT ${COLUMNS} FROM livestream_messages
       WHERE livestream_id = $1 AND deleted_at IS NULL AND (no_threshold OR released_at IS NOT NULL OR created_at <= now() - make_interval(secs => $3))
         AND ${VISIBLE('$4', '$5')}
       ORDER BY id DESC LIMIT $2) m ORDER BY id`,
    [id, limit, delaySeconds, seer.moderator, seer.userId],
  );
}
/** Whether a message is gone (deleted by a moderator, or no longer there). */
export const isDeleted = async (q: Queryable, id: number) =>
  (await q.one<{ deleted: boolean }>(`SELECT deleted_at IS NOT NULL AS deleted FROM livestream_messages WHERE id = $1`, [id]))?.deleted ?? true;
/** All messages of a stream in order, for the replay (which shows them at their time after the start). */
export const allMessages = (q: Queryable, id: number, limit: number) =>
  q.query<MessageRow>(
    `SELECT ${COLUMNS} FROM livestream_messages WHERE livestream_id = $1 AND deleted_at IS NULL AND ${VISIBLE('false', 'NULL')} ORDER BY id LIMIT $2`,
    [id, limit],
  );

export const findMessage = (q: Queryable, id: number) => q.one<MessageRow>(`SELECT ${COLUMNS} FROM livestream_messages WHERE id = $1`, [id]);

export async function insertMessage(
  q: Queryable,
  m: {
    livestream_id: number;
    user_id: number;
    chat_user_id: string | null;
    nickname: string;
    text: string;
    mentions: unknown;
    no_threshold: boolean;
    is_question: boolean;
    is_anonymous: boolean;
  },
) {
  return (await q.one<MessageRow>(
    `INSERT INTO livestream_messages (livestream_id, user_id, chat_user_id, nickname, text, mentions, no_threshold, is_question, is_anonymous)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) RETURNING ${COLUMNS}`,
    [m.livestream_id, m.user_id, m.chat_user_id, m.nickname, m.text, JSON.stringify(m.mentions), m.no_threshold, m.is_question, m.is_anonymous],
  ))!;
}

/** Seconds since the user's last message in the stream (null: none yet). */
export async function secondsSinceLast(q: Queryable, id: number, userId: number) {
  const row = await q.one<{ s: number | null }>(
    `SELECT extract(epoch FROM now() - max(created_at))::float8 AS s FROM livestream_messages WHERE livestream_id = $1 AND user_id = $2`,
    [id, userId],
  );
  return row?.s ?? null;
}

export const deleteMessage = (q: Queryable, id: number, messageId: number) =>
  q.one<{ id: number }>(`UPDATE livestream_messages SET deleted_at = now() WHERE id = $2 AND livestream_id = $1 AND deleted_at IS NULL RETURNING id`, [
    id,
    messageId,
  ]);

export async function deleteUserMessages(q: Queryable, id: number, who: { user_id?: number; chat_user_id?: string }) {
  const rows = await q.query<{ id: number }>(
    `UPDATE livestream_messages SET deleted_at = now() WHERE livestream_id = $1 AND deleted_at IS NULL
        AND ((user_id IS NOT NULL AND user_id = $2) OR (chat_user_id IS NOT NULL AND chat_user_id = $3)) RETURNING id`,
    [id, who.user_id ?? null, who.chat_user_id ?? null],
  );
  return rows.map((r) => r.id);
}

export async function addBlock(q: Queryable, id: number, who: { user_id?: number; chat_user_id?: string }, by: number) {
  await q.query(`INSERT INTO livestream_blocks (livestream_id, user_id, chat_user_id, created_by) VALUES ($1, $2, $3, $4)`, [
    id,
    who.user_id ?? null,
    who.chat_user_id ?? null,
    by,
  ]);
}
export const isBlocked = async (q: Queryable, id: number, userId: number, chatUserId: string | null) =>
  !!(await q.one(
    `SELECT 1 FROM livestream_blocks WHERE livestream_id = $1 AND ((user_id IS NOT NULL AND user_id = $2) OR (chat_user_id IS NOT NULL AND chat_user_id = $3)) LIMIT 1`,
    [id, userId, chatUserId],
  ));
export const userExists = async (q: Queryable, id: number) => !!(await q.one(`SELECT 1 FROM users WHERE id = $1`, [id]));

export const likeMessage = (q: Queryable, id: number, messageId: number) =>
  q.one<{ like_count: number }>(
    `UPDATE livestream_messages SET like_count = like_count + 1 WHERE id = $2 AND livestream_id = $1 AND deleted_at IS NULL RETURNING like_count`,
    [id, messageId],
  );

/** Q&A: a held question is released (a second release keeps the first time). */
export const releaseQuestion = (q: Queryable, id: number, messageId: number) =>
  q.one<MessageRow>(
    `UPDATE livestream_messages SET released_at = COALESCE(released_at, now())
      WHERE id = $2 AND livestream_id = $1 AND deleted_at IS NULL AND is_question RETURNING ${COLUMNS}`,
    [id, messageId],
  );
/** The stream's pinned question, unless it was deleted since. */
export const pinnedMessage = (q: Queryable, id: number) =>
  q.one<MessageRow>(`SELECT ${COLUMNS} FROM livestream_messages WHERE id = (SELECT pinned_message_id FROM livestreams WHERE id = $1) AND deleted_at IS NULL`, [
    id,
  ]);
export const setPinned = (q: Queryable, id: number, messageId: number | null) =>
  q.query(`UPDATE livestreams SET pinned_message_id = $2 WHERE id = $1`, [id, messageId]);
