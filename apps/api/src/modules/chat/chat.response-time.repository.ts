// A business's average response time (businesses.avg_response_minutes, migration 0041): the mean, over conversations
// a non-member opened with one of its users, of the time until a member first answered; NULL below 3 such answers.
import type { Queryable } from '../../db.ts';
import type { MessageRow } from './chat.repository.ts';

/** Fewer answered conversations than this say too little: the figure stays NULL. */
export const RESPONSE_TIME_MIN_CONVERSATIONS = 3;

/** What a person writes; action and system messages are the platform's notices, not an answer. */
const ANSWER_TYPE_LIST = ['regular', 'image', 'file'];
const ANSWER_TYPES = `(${ANSWER_TYPE_LIST.map((t) => `'${t}'`).join(', ')})`;

/** Members of business $1. */
const MEMBERS = `(SELECT bu.user_id FROM business_users bu WHERE bu.business_id = $1)`;

/**
 * Recomputes the figure of business $1 over all its conversations. Each is two index reads from the start of its
 * messages (messages_conversation_idx); it runs only on a first answer (see recordAnswer), not on every message.
 */
const RECOMPUTE = `
  UPDATE businesses SET avg_response_minutes = (
    SELECT CASE WHEN count(*) >= ${RESPONSE_TIME_MIN_CONVERSATIONS}
                THEN round(avg(extract(epoch FROM a.at - f.at)) / 60)::int END
      FROM conversations c
      CROSS JOIN LATERAL (SELECT m.sender_id, m.created_at AS at FROM messages m
                           WHERE m.conversation_id = c.id AND m.sender_id IS NOT NULL ORDER BY m.id LIMIT 1) f
      CROSS JOIN LATERAL (SELECT m.created_at AS at FROM messages m
                           WHERE m.conversation_id = c.id AND m.type IN ${ANSWER_TYPES} AND m.sender_id IN ${MEMBERS}
                           ORDER BY m.id LIMIT 1) a
     WHERE (c.user_low IN ${MEMBERS} OR c.user_high IN ${MEMBERS}) AND f.sender_id NOT IN ${MEMBERS})
  WHERE id = $1`;

/**
 * Called in the transaction that stored `m` (the chat's send path). Only a member's first answer in a conversation
 * that someone else opened changes the business's figure; any other message leaves it as it is.
 */
export async function recordAnswer(q: Queryable, m: MessageRow) {
  if (!m.sender_id || !ANSWER_TYPE_LIST.includes(m.type)) return;
  const business = await q.one<{ id: number }>(`SELECT business_id AS id FROM business_users WHERE user_id = $1`, [m.sender_id]);
  if (!business) return;
  const first = await q.one<{ yes: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM messages e WHERE e.conversation_id = $2 AND e.id < $3 AND e.sender_id IS NOT NULL
                     AND e.sender_id NOT IN ${MEMBERS})
        AND NOT EXISTS (SELECT 1 FROM messages e WHERE e.conversation_id = $2 AND e.id < $3 AND e.sender_id IN ${MEMBERS}
                         AND e.type IN ${ANSWER_TYPES}) AS yes`,
    [business.id, m.conversation_id, m.id],
  );
  if (first?.yes) await q.query(RECOMPUTE, [business.id]);
}
