// SQL of the admin's conversation search: conversations whose participants (name, e-mail, business, school or
// region) or messages match, newest activity first, with both parties and the last message.
import type { Queryable } from '../../db.ts';

export interface AdminConversationRow {
  id: number;
  participants: { id: number; name: string; email: string | null; type: 'business' | 'school' | 'region' | 'trainee' | 'user' }[];
  messages: number;
  /** The last message as stored (an action's body is JSON): the route says it in German (messagePreview). */
  last_message_type: string | null;
  last_message_body: string | null;
  last_message_deleted: boolean | null;
  last_message_at: Date | null;
  created_at: Date;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const PARTY = `
  SELECT u.id, u.email,
    COALESCE(b.name, s.name, r.name, NULLIF(trim(u.firstname || ' ' || u.lastname), ''), 'Ohne Namen') AS name,
    CASE WHEN b.id IS NOT NULL THEN 'business' WHEN s.id IS NOT NULL THEN 'school' WHEN r.id IS NOT NULL THEN 'region'
         WHEN EXISTS (SELECT 1 FROM trainees t WHERE t.user_id = u.id) THEN 'trainee' ELSE 'user' END AS type
    FROM conversation_participants p JOIN users u ON u.id = p.user_id
    LEFT JOIN LATERAL (SELECT b.id, b.name FROM business_users bu JOIN businesses b ON b.id = bu.business_id WHERE bu.user_id = u.id ORDER BY b.id LIMIT 1) b ON true
    LEFT JOIN LATERAL (SELECT s.id, s.name FROM school_users su JOIN schools s ON s.id = su.school_id WHERE su.user_id = u.id LIMIT 1) s ON true
    LEFT JOIN LATERAL (SELECT r.id, r.name FROM region_users ru JOIN regions r ON r.id = ru.region_id WHERE ru.user_id = u.id LIMIT 1) r ON true
   WHERE p.conversation_id = c.id`;

/** $1: pattern or '' (everything). */
const WHERE = `($1 = '' OR EXISTS (SELECT 1 FROM (${PARTY}) party WHERE party.name ILIKE $1 OR party.email ILIKE $1
  OR EXISTS (SELECT 1 FROM users u2 WHERE u2.id = party.id AND (u2.firstname || ' ' || u2.lastname) ILIKE $1))
  OR EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.deleted_at IS NULL AND m.body ILIKE $1))`;

export async function searchConversations(db: Queryable, query: string, limit: number, offset: number) {
  const pattern = query ? like(query) : '';
  const [total, rows] = await Promise.all([
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM conversations c WHERE ${WHERE}`, [pattern]),
    db.query<AdminConversationRow>(
      `SELECT c.id, c.created_at,
              COALESCE((SELECT json_agg(row_to_json(party) ORDER BY party.id) FROM (${PARTY}) party), '[]'::json) AS participants,
              (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id) AS messages,
              lm.type AS last_message_type, lm.body AS last_message_body, lm.deleted AS last_message_deleted, lm.created_at AS last_message_at
         FROM conversations c
         LEFT JOIN LATERAL (SELECT m.type, CASE WHEN m.type = 'action' THEN m.body ELSE left(m.body, 200) END AS body,
                                   m.deleted_at IS NOT NULL AS deleted, m.created_at
                              FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) lm ON true
        WHERE ${WHERE}
        ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [pattern, limit, offset],
    ),
  ]);
  return { total: total!.n, rows };
}
