// Chat queries: conversations of a user with unread counts and latest message, messages by page,
// participants and the people behind them.
import type { Queryable } from '../../db.ts';

export interface ConversationRow {
  id: number;
  created_by: number | null;
  me_id: number;
  my_read_id: number;
  my_read_at: Date | null;
  my_block: Date | null;
  other_id: number;
  other_read_id: number;
  other_read_at: Date | null;
  other_block: Date | null;
  unread: number;
}
export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number | null;
  body: string;
  type: string;
  file_id: number | null;
  image_id: number | null;
  visible_to_sender: boolean;
  deleted_at: Date | null;
  /** Removed by moderation (reports): shows as "Nachricht entfernt"; optional because broadcast rows lack it. */
  moderated_at?: Date | null;
  created_at: Date;
}
export interface PersonRow {
  id: number;
  email: string | null;
  firstname: string;
  lastname: string;
  business_name: string | null;
  business_slug: string | null;
  school_name: string | null;
  school_slug: string | null;
  region_name: string | null;
  region_slug: string | null;
  is_trainee: boolean;
}

const MESSAGE_COLS =
  'm.id, m.conversation_id, m.sender_id, m.body, m.type, m.file_id, m.image_id, m.visible_to_sender, m.deleted_at, m.moderated_at, m.created_at';
/** Messages the viewer ($1 in the caller's query) can see: all but their own hidden broadcast copies. */
const VISIBLE = '(m.sender_id IS DISTINCT FROM me.user_id OR m.visible_to_sender)';

const CONVERSATION_SELECT = `
  SELECT c.id, c.created_by, me.user_id AS me_id, me.last_read_message_id AS my_read_id, me.last_read_at AS my_read_at,
         me.blocked_at AS my_block, o.user_id AS other_id, o.last_read_message_id AS other_read_id,
         o.last_read_at AS other_read_at, o.blocked_at AS other_block,
         (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.id > me.last_read_message_id
            AND m.sender_id IS DISTINCT FROM me.user_id AND m.deleted_at IS NULL)::int AS unread,
         lm.id AS lm_id
    FROM conversation_participants me
    JOIN conversations c ON c.id = me.conversation_id
    JOIN conversation_participants o ON o.conversation_id = c.id AND o.user_id <> me.user_id
    LEFT JOIN LATERAL (SELECT m.id FROM messages m WHERE m.conversation_id = c.id AND ${VISIBLE}
                        ORDER BY m.id DESC LIMIT 1) lm ON true`;

/** A user's conversations, newest activity first; empty ones only for their creator. */
export async function listConversations(db: Queryable, userId: number, opts: { limit: number; offset: number; query?: string }) {
  const params: unknown[] = [userId, opts.limit, opts.offset];
  let filter = '';
  if (opts.query) {
    params.push(`%${opts.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    // Search by the other side's name (person, business, school, region) or by message text.
    filter = `AND (EXISTS (SELECT 1 FROM users u
                   LEFT JOIN business_users bu ON bu.user_id = u.id LEFT JOIN businesses b ON b.id = bu.business_id
                   LEFT JOIN school_users su ON su.user_id = u.id LEFT JOIN schools s ON s.id = su.school_id
                   LEFT JOIN region_users ru ON ru.user_id = u.id LEFT JOIN regions r ON r.id = ru.region_id
                  WHERE u.id = o.user_id AND concat_ws(' ', u.firstname, u.lastname, b.name, s.name, r.name) ILIKE $4)
              OR EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND ${VISIBLE} AND m.deleted_at IS NULL
                          AND m.type IN ('regular', 'system', 'form') AND m.body ILIKE $4))`;
  }
  const where = `WHERE me.user_id = $1 AND (lm.id IS NOT NULL OR (c.created_by = me.user_id AND c.last_message_at IS NULL)) ${filter}`;
  const rows = await db.query<ConversationRow & { lm_id: number | null; total: number }>(
    `SELECT *, count(*) OVER ()::int AS total FROM (${CONVERSATION_SELECT} ${where}) x
      ORDER BY lm_id DESC NULLS FIRST, id DESC LIMIT $2 OFFSET $3`,
    params,
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** One conversation as seen by a participant (or, for an admin, by either participant's side). */
export async function findConversationFor(db: Queryable, conversationId: number, userId: number) {
  return db.one<ConversationRow & { lm_id: number | null }>(`${CONVERSATION_SELECT} WHERE c.id = $1 AND me.user_id = $2`, [conversationId, userId]);
}

export async function participantIds(db: Queryable, conversationId: number): Promise<number[]> {
  return (
    await db.query<{ user_id: number }>(`SELECT user_id FROM conversation_participants WHERE conversation_id = $1 ORDER BY user_id`, [conversationId])
  ).map((r) => r.user_id);
}

export async function findConversationBetween(db: Queryable, a: number, b: number) {
  return db.one<{ id: number }>(`SELECT id FROM conversations WHERE user_low = $1 AND user_high = $2`, [Math.min(a, b), Math.max(a, b)]);
}

/** The conversation of two users, created when missing (race-free through the pair's unique key). */
export async function ensureConversation(db: Queryable, creator: number, other: number): Promise<number> {
  const [low, high] = [Math.min(creator, other), Math.max(creator, other)];
  const created = await db.one<{ id: number }>(
    `INSERT INTO conversations (user_low, user_high, created_by) VALUES ($1, $2, $3) ON CONFLICT (user_low, user_high) DO NOTHING RETURNING id`,
    [low, high, creator],
  );
  if (created) {
    await db.query(`INSERT INTO conversation_participants (conversation_id, user_id) VALUES ($1, $2), ($1, $3)`, [created.id, low, high]);
    return created.id;
  }
  return (await findConversationBetween(db, low, high))!.id;
}

export async function insertMessage(
  db: Queryable,
  m: {
    conversationId: number;
    senderId: number | null;
    body: string;
    type: string;
    fileId?: number | null;
    imageId?: number | null;
    visibleToSender?: boolean;
  },
) {
  const row = (await db.one<MessageRow>(
    `INSERT INTO messages (conversation_id, sender_id, body, type, file_id, image_id, visible_to_sender)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [m.conversationId, m.senderId, m.body, m.type, m.fileId ?? null, m.imageId ?? null, m.visibleToSender ?? true],
  ))!;
  await db.query(`UPDATE conversations SET last_message_at = $2 WHERE id = $1`, [m.conversationId, row.created_at]);
  // The sender has read everything up to their own message.
  if (m.senderId)
    await db.query(`UPDATE conversation_participants SET last_read_message_id = $3, last_read_at = now() WHERE conversation_id = $1 AND user_id = $2`, [
      m.conversationId,
      m.senderId,
      row.id,
    ]);
  return row;
}

export async function findMessagesByIds(db: Queryable, ids: number[]) {
  if (!ids.length) return [];
  return db.query<MessageRow>(`SELECT ${MESSAGE_COLS} FROM messages m WHERE m.id = ANY($1::bigint[])`, [ids]);
}
export async function findMessage(db: Queryable, id: number) {
  return db.one<MessageRow>(`SELECT ${MESSAGE_COLS} FROM messages m WHERE m.id = $1`, [id]);
}

/** A page of messages visible to `viewerId`, newest page first, each page in time order. */
export async function pageMessages(db: Queryable, conversationId: number, viewerId: number, opts: { limit: number; offset: number; beforeId?: number }) {
  const rows = await db.query<MessageRow & { total: number }>(
    `SELECT ${MESSAGE_COLS}, count(*) OVER ()::int AS total FROM messages m
       JOIN conversation_participants me ON me.conversation_id = m.conversation_id AND me.user_id = $2
      WHERE m.conversation_id = $1 AND ${VISIBLE} AND ($5::bigint IS NULL OR m.id < $5)
      ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
    [conversationId, viewerId, opts.limit, opts.offset, opts.beforeId ?? null],
  );
  return { rows: rows.reverse(), total: rows[0]?.total ?? 0 };
}

export async function markRead(db: Queryable, conversationId: number, userId: number) {
  return db.one<{ last_read_message_id: number; last_read_at: Date }>(
    `UPDATE conversation_participants p
        SET last_read_message_id = GREATEST(p.last_read_message_id, COALESCE((SELECT max(id) FROM messages WHERE conversation_id = $1), 0)),
            last_read_at = now()
      WHERE p.conversation_id = $1 AND p.user_id = $2 RETURNING p.last_read_message_id, p.last_read_at`,
    [conversationId, userId],
  );
}

export async function softDeleteMessage(db: Queryable, id: number) {
  return db.one<MessageRow>(`UPDATE messages SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING *`, [id]);
}

export async function setBlocked(db: Queryable, conversationId: number, userId: number, blocked: boolean) {
  await db.query(`UPDATE conversation_participants SET blocked_at = CASE WHEN $3 THEN now() END WHERE conversation_id = $1 AND user_id = $2`, [
    conversationId,
    userId,
    blocked,
  ]);
}

export async function totalUnread(db: Queryable, userId: number): Promise<number> {
  return (await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM conversation_participants me JOIN messages m ON m.conversation_id = me.conversation_id
      WHERE me.user_id = $1 AND m.id > me.last_read_message_id AND m.sender_id IS DISTINCT FROM $1 AND m.deleted_at IS NULL`,
    [userId],
  ))!.n;
}

/** The people behind user ids with their organisation, for names and party types (an erased account: "Gelöschter Nutzer"). */
export async function findPeople(db: Queryable, ids: number[]): Promise<PersonRow[]> {
  if (!ids.length) return [];
  return db.query<PersonRow>(
    `SELECT u.id, u.email, u.firstname, u.lastname, b.name AS business_name, b.slug AS business_slug,
            s.name AS school_name, s.slug AS school_slug, r.name AS region_name, r.slug AS region_slug,
            EXISTS (SELECT 1 FROM trainees t WHERE t.user_id = u.id) AS is_trainee
       FROM users u
       LEFT JOIN business_users bu ON bu.user_id = u.id LEFT JOIN businesses b ON b.id = bu.business_id
       LEFT JOIN school_users su ON su.user_id = u.id LEFT JOIN schools s ON s.id = su.school_id
       LEFT JOIN region_users ru ON ru.user_id = u.id LEFT JOIN regions r ON r.id = ru.region_id
      WHERE u.id = ANY($1::int[]) AND (u.is_active OR u.erased_at IS NOT NULL)`,
    [ids],
  );
}

/** An image or file the sender uploaded (media feature tables). */
export async function ownsMedia(db: Queryable, table: 'images' | 'files', id: number, userId: number) {
  return !!(await db.one(`SELECT 1 FROM ${table} WHERE id = $1 AND user_id = $2`, [id, userId]));
}
