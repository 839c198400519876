// SQL of livestreams: the stream rows, their slots with businesses, channels and moderators.
import type { Queryable } from '../../db.ts';

export interface LivestreamRow {
  id: number;
  title: string;
  description: string;
  planned_start: Date;
  planned_end: Date;
  is_live: boolean;
  is_secure: boolean;
  password_hash: string | null;
  /** Keys of the stream are signed with it; a trigger renews it on every change of protection or password (0605). */
  access_secret: string;
  account_only_vote: boolean;
  thumbnail_url: string | null;
  video_url: string | null;
  replay_url: string | null;
  message_threshold: number;
  self_message_threshold: number;
  is_chat_public: boolean;
  lower_bound: string | null;
  like_count: number;
  job_fair_id: number | null;
  /** Median of the viewers' recent latency reports (issue #38 item 6; null: none). */
  chat_latency: number | null;
}
export interface SlotRow {
  id: number;
  livestream_id: number;
  starts_at: Date;
  ends_at: Date;
  title: string | null;
  business_id: number;
  business_slug: string;
  business_name: string;
}

const COLUMNS = `id, title, description, planned_start, planned_end, is_live, is_secure, password_hash, access_secret, account_only_vote, thumbnail_url,
  video_url, replay_url, message_threshold, self_message_threshold, is_chat_public, lower_bound, like_count, job_fair_id, chat_latency`;

export const jobFairExists = async (q: Queryable, id: number) => !!(await q.one(`SELECT 1 FROM job_fairs WHERE id = $1`, [id]));
export const demoFairId = async (q: Queryable, slug: string) => (await q.one<{ id: number }>(`SELECT id FROM job_fairs WHERE slug = $1`, [slug]))?.id ?? null;

export const findLivestream = (q: Queryable, id: number) => q.one<LivestreamRow>(`SELECT ${COLUMNS} FROM livestreams WHERE id = $1`, [id]);

/** Upcoming: live, or not yet ended; soonest first. */
export function listLivestreams(q: Queryable, f: { jobFairId?: number; upcoming: boolean }) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.jobFairId !== undefined) {
    params.push(f.jobFairId);
    where.push(`job_fair_id = $${params.length}`);
  }
  if (f.upcoming) where.push('(is_live OR planned_end >= now())');
  return q.query<LivestreamRow>(
    `SELECT ${COLUMNS} FROM livestreams ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY planned_start DESC, id DESC LIMIT 500`,
    params,
  );
}

export interface LivestreamWrite {
  title: string;
  description: string;
  planned_start: string;
  planned_end: string;
  is_live: boolean;
  is_secure: boolean;
  password_hash: string | null;
  account_only_vote: boolean;
  thumbnail_url: string | null;
  video_url: string | null;
  replay_url: string | null;
  message_threshold: number;
  self_message_threshold: number;
  is_chat_public: boolean;
  lower_bound: string | null;
  job_fair_id: number | null;
}
const WRITE_COLUMNS = [
  'title',
  'description',
  'planned_start',
  'planned_end',
  'is_live',
  'is_secure',
  'password_hash',
  'account_only_vote',
  'thumbnail_url',
  'video_url',
  'replay_url',
  'message_threshold',
  'self_message_threshold',
  'is_chat_public',
  'lower_bound',
  'job_fair_id',
] as const;

export async function insertLivestream(q: Queryable, w: LivestreamWrite): Promise<number> {
  const values = WRITE_COLUMNS.map((c) => w[c]);
  const row = await q.one<{ id: number }>(
    `INSERT INTO livestreams (${WRITE_COLUMNS.join(', ')}) VALUES (${WRITE_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values,
  );
  return row!.id;
}

export async function updateLivestream(q: Queryable, id: number, w: LivestreamWrite) {
  await q.query(`UPDATE livestreams SET ${WRITE_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...WRITE_COLUMNS.map((c) => w[c]),
  ]);
}

export async function addLike(q: Queryable, id: number): Promise<number> {
  return (await q.one<{ like_count: number }>(`UPDATE livestreams SET like_count = like_count + 1 WHERE id = $1 RETURNING like_count`, [id]))?.like_count ?? 0;
}

export function slotsOf(q: Queryable, ids: number[]) {
  return q.query<SlotRow>(
    `SELECT s.id, s.livestream_id, s.starts_at, s.ends_at, s.title, b.id AS business_id, b.slug AS business_slug, b.name AS business_name
       FROM livestream_slots s JOIN businesses b ON b.id = s.business_id
      WHERE s.livestream_id = ANY($1::int[]) ORDER BY s.starts_at, s.id`,
    [ids],
  );
}

export const findBusinessesBySlug = (q: Queryable, slugs: string[]) =>
  q.query<{ id: number; slug: string; name: string }>(`SELECT id, slug, name FROM businesses WHERE slug = ANY($1::text[])`, [slugs]);

export async function replaceSlots(q: Queryable, id: number, slots: { business_id: number; starts_at: string; ends_at: string; title: string | null }[]) {
  await q.query(`DELETE FROM livestream_slots WHERE livestream_id = $1`, [id]);
  for (const s of slots) {
    await q.query(`INSERT INTO livestream_slots (livestream_id, business_id, starts_at, ends_at, title) VALUES ($1, $2, $3, $4, $5)`, [
      id,
      s.business_id,
      s.starts_at,
      s.ends_at,
      s.title,
    ]);
  }
}

export function channelsOf(q: Queryable, ids: number[]) {
  return q.query<{ livestream_id: number; id: number; slug: string; name: string }>(
    `SELECT lc.livestream_id, c.id, c.slug, c.name FROM livestream_channels lc JOIN channels c ON c.id = lc.channel_id
      WHERE lc.livestream_id = ANY($1::int[]) ORDER BY c.name`,
    [ids],
  );
}
export const channelExists = async (q: Queryable, id: number) => !!(await q.one(`SELECT 1 FROM channels WHERE id = $1`, [id]));
export async function setChannel(q: Queryable, id: number, channelId: number, active: boolean) {
  if (active) await q.query(`INSERT INTO livestream_channels (livestream_id, channel_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, channelId]);
  else await q.query(`DELETE FROM livestream_channels WHERE livestream_id = $1 AND channel_id = $2`, [id, channelId]);
}

export const moderatorEmails = async (q: Queryable, id: number) =>
  (
    await q.query<{ email: string }>(`SELECT u.email FROM livestream_admins a JOIN users u ON u.id = a.user_id WHERE a.livestream_id = $1 ORDER BY u.email`, [
      id,
    ])
  ).map((r) => r.email);
export const usersByEmail = (q: Queryable, emails: string[]) =>
  q.query<{ id: number; email: string }>(`SELECT id, email FROM users WHERE lower(email) = ANY($1::text[])`, [emails.map((e) => e.toLowerCase())]);
export async function replaceModerators(q: Queryable, id: number, userIds: number[]) {
  await q.query(`DELETE FROM livestream_admins WHERE livestream_id = $1`, [id]);
  for (const u of userIds) await q.query(`INSERT INTO livestream_admins (livestream_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, u]);
}
/** The users who moderate the stream: its moderators and the platform admin (by the configured address). */
export const moderatorIds = async (q: Queryable, id: number, adminEmail: string) =>
  (
    await q.query<{ id: number }>(
      `SELECT user_id AS id FROM livestream_admins WHERE livestream_id = $1 UNION SELECT id FROM users WHERE lower(email) = lower($2)`,
      [id, adminEmail],
    )
  ).map((r) => r.id);
export const isModerator = async (q: Queryable, id: number, userId: number) =>
  !!(await q.one(`SELECT 1 FROM livestream_admins WHERE livestream_id = $1 AND user_id = $2`, [id, userId]));
