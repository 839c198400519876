// Queries of mail2chat: who gets a mail (a business user whose business holds the permission), the reply tokens,
// the sender of a reply, and the application text an interest message points to.
import type { Queryable } from '../../db.ts';

export interface Recipient {
  email: string;
  firstname: string;
  business_id: number;
}

/**
 * The user, if active, with an e-mail address, in a business that holds mail2chat. The permission is read in SQL here
 * (this runs for every message; the same rule as hasMail2chat in the rights module, which the inbound side uses).
 */
export const mailRecipient = (q: Queryable, userId: number) =>
  q.one<Recipient>(
    `SELECT u.email, u.firstname, b.id AS business_id
       FROM users u JOIN business_users bu ON bu.user_id = u.id JOIN businesses b ON b.id = bu.business_id
      WHERE u.id = $1 AND u.is_active AND u.email IS NOT NULL AND b.permissions ? 'mail2chat'
      LIMIT 1`,
    [userId],
  );

/** The reply token of a conversation for one of its business-side users, made on first use. */
export async function ensureToken(q: Queryable, t: { token: string; conversationId: number; userId: number; businessId: number }) {
  await q.query(
    `INSERT INTO mail2chat_reply_tokens (token, conversation_id, user_id, business_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (conversation_id, user_id) DO NOTHING`,
    [t.token, t.conversationId, t.userId, t.businessId],
  );
  return (await q.one<{ token: string }>(`SELECT token FROM mail2chat_reply_tokens WHERE conversation_id = $1 AND user_id = $2`, [t.conversationId, t.userId]))!
    .token;
}

export const findToken = (q: Queryable, token: string) =>
  q.one<{ conversation_id: number; user_id: number; business_id: number }>(
    `SELECT conversation_id, user_id, business_id FROM mail2chat_reply_tokens WHERE token = $1`,
    [token],
  );

/** Active users with this address who are users of the business. */
export const businessUserByEmail = (q: Queryable, email: string, businessId: number) =>
  q.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN business_users bu ON bu.user_id = u.id AND bu.business_id = $2
      WHERE lower(u.email) = $1 AND u.is_active`,
    [email, businessId],
  );

export const interestMessage = async (q: Queryable, interestId: number) =>
  (await q.one<{ message: string }>(`SELECT message FROM job_interests WHERE id = $1`, [interestId]))?.message ?? null;
