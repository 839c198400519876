// SQL of the chat's reach beyond one conversation: unread-message mails, channel broadcasts, and who
// may see a medium sent in a chat.
import type { Queryable } from '../../db.ts';

export interface Candidate {
  conversation_id: number;
  user_id: number;
  email: string;
  firstname: string;
  max_id: number;
  n: number;
  other_id: number;
}

/** Participants with unread, unmailed messages older than the delay, who want such mails. */
export const unreadMailCandidates = (q: Queryable, delayMinutes: number) =>
  q.query<Candidate>(
    `SELECT p.conversation_id, p.user_id, u.email, u.firstname, max(m.id)::int AS max_id, count(*)::int AS n,
          (SELECT o.user_id FROM conversation_participants o WHERE o.conversation_id = p.conversation_id AND o.user_id <> p.user_id LIMIT 1) AS other_id
     FROM conversation_participants p
     JOIN users u ON u.id = p.user_id
     JOIN messages m ON m.conversation_id = p.conversation_id AND m.id > GREATEST(p.last_read_message_id, p.mailed_message_id)
                    AND m.sender_id IS DISTINCT FROM p.user_id AND m.deleted_at IS NULL
    WHERE u.is_unread_messages_mail_active AND u.is_active AND u.email IS NOT NULL AND p.blocked_at IS NULL
    GROUP BY p.conversation_id, p.user_id, u.email, u.firstname
   HAVING min(m.created_at) <= now() - make_interval(mins => $1)
    ORDER BY p.user_id LIMIT 1000`,
    [delayMinutes],
  );

/** Claims the messages up to maxId for one mail; false when another process claimed them first. */
export const claimMailed = async (q: Queryable, conversationId: number, userId: number, maxId: number) =>
  !!(await q.one(
    `UPDATE conversation_participants SET mailed_message_id = $3 WHERE conversation_id = $1 AND user_id = $2 AND mailed_message_id < $3 RETURNING 1`,
    [conversationId, userId, maxId],
  ));

export const findChannel = (q: Queryable, ref: string) => q.one<{ id: number }>(`SELECT id FROM channels WHERE slug = $1 OR id::text = $1`, [ref]);

/** Active users of the businesses, schools and regions of a channel, except the sender. */
export const channelUserIds = async (q: Queryable, channelId: number, exceptUserId: number) =>
  (
    await q.query<{ user_id: number }>(
      `SELECT DISTINCT user_id FROM (
     SELECT bu.user_id FROM business_channels bc JOIN business_users bu ON bu.business_id = bc.business_id WHERE bc.channel_id = $1
     UNION SELECT su.user_id FROM schools s JOIN school_users su ON su.school_id = s.id WHERE s.channel_id = $1
     UNION SELECT ru.user_id FROM regions r JOIN region_users ru ON ru.region_id = r.id WHERE r.channel_id = $1) x
   JOIN users u ON u.id = x.user_id WHERE u.is_active AND u.id <> $2 ORDER BY user_id`,
      [channelId, exceptUserId],
    )
  ).map((r) => r.user_id);

/** Whether the medium was sent, in a message not deleted, to a conversation the viewer takes part in. */
export const mediaSentTo = async (q: Queryable, column: 'file_id' | 'image_id', mediaId: number, viewerId: number) =>
  !!(await q.one(
    `SELECT 1 FROM messages m JOIN conversation_participants p ON p.conversation_id = m.conversation_id AND p.user_id = $2
    WHERE m.${column} = $1 AND m.deleted_at IS NULL LIMIT 1`,
    [mediaId, viewerId],
  ));
