// SQL of events: rows with their channel and who runs it, a channel's list by start, and the members to tell.
import type { Queryable } from '../../db.ts';

export interface EventRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  start_at: Date;
  end_at: Date;
  location_name: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  online_url: string | null;
  cover_image_id: number | null;
  created_at: Date;
  updated_at: Date;
  channel_id: number;
  channel_slug: string;
  channel_name: string;
  organiser_type: 'region' | 'school' | null;
  organiser_slug: string | null;
  organiser_name: string | null;
}

const SELECT = `
  e.id, e.slug, e.title, e.description, e.start_at, e.end_at, e.location_name, e.street, e.postal_code, e.city, e.online_url,
  e.cover_image_id, e.created_at, e.updated_at, c.id AS channel_id, c.slug AS channel_slug, c.name AS channel_name,
  CASE WHEN r.id IS NOT NULL THEN 'region' WHEN s.id IS NOT NULL THEN 'school' END AS organiser_type,
  COALESCE(r.slug, s.slug) AS organiser_slug, COALESCE(r.name, s.name) AS organiser_name
  FROM events e JOIN channels c ON c.id = e.channel_id
  LEFT JOIN LATERAL (SELECT id, slug, name FROM regions WHERE channel_id = c.id ORDER BY id LIMIT 1) r ON true
  LEFT JOIN LATERAL (SELECT id, slug, name FROM schools WHERE channel_id = c.id ORDER BY id LIMIT 1) s ON true`;

export const findEventById = (q: Queryable, id: number) => q.one<EventRow>(`SELECT ${SELECT} WHERE e.id = $1`, [id]);
export const findEventBySlug = (q: Queryable, slug: string) => q.one<EventRow>(`SELECT ${SELECT} WHERE e.slug = $1`, [slug]);

/** Upcoming ones soonest first, past ones latest first, all by start. */
export function listEvents(q: Queryable, f: { channelSlug?: string; when: 'upcoming' | 'past' | 'all'; limit: number }) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (f.channelSlug) {
    params.push(f.channelSlug);
    where.push(`c.slug = $${params.length}`);
  }
  if (f.when === 'upcoming') where.push('e.start_at >= now()');
  if (f.when === 'past') where.push('e.start_at < now()');
  params.push(f.limit);
  const order = f.when === 'past' ? 'e.start_at DESC, e.id DESC' : 'e.start_at, e.id';
  return q.query<EventRow>(`SELECT ${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT $${params.length}`, params);
}

export const findChannel = (q: Queryable, slug: string) =>
  q.one<{ id: number; slug: string; name: string }>(`SELECT id, slug, name FROM channels WHERE slug = $1`, [slug]);

export interface EventWrite {
  title: string;
  description: string;
  start_at: string;
  end_at: string;
  location_name: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  online_url: string | null;
  cover_image_id: number | null;
}

export async function insertEvent(q: Queryable, channelId: number, w: EventWrite, by: number | null, slugBase: string) {
  // The id first, so the slug can end in it (unique without a retry).
  const id = Number((await q.one<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('events', 'id')) AS id`))!.id);
  const slug = `${slugBase || 'veranstaltung'}-${id}`;
  await q.query(
    `INSERT INTO events (id, slug, channel_id, title, description, start_at, end_at, location_name, street, postal_code, city, online_url, cover_image_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [id, slug, channelId, w.title, w.description, w.start_at, w.end_at, w.location_name, w.street, w.postal_code, w.city, w.online_url, w.cover_image_id, by],
  );
  return { id, slug };
}

export async function updateEvent(q: Queryable, id: number, w: EventWrite) {
  await q.query(
    `UPDATE events SET title = $2, description = $3, start_at = $4, end_at = $5, location_name = $6, street = $7, postal_code = $8,
       city = $9, online_url = $10, cover_image_id = $11, updated_at = now() WHERE id = $1`,
    [id, w.title, w.description, w.start_at, w.end_at, w.location_name, w.street, w.postal_code, w.city, w.online_url, w.cover_image_id],
  );
}

/** The users of the channel's member businesses, who get the eventCreated chat action. */
export async function memberUserIds(q: Queryable, channelId: number): Promise<number[]> {
  const rows = await q.query<{ user_id: number }>(
    `SELECT DISTINCT bu.user_id FROM business_channels bc JOIN business_users bu ON bu.business_id = bc.business_id
      JOIN businesses b ON b.id = bc.business_id WHERE bc.channel_id = $1 ORDER BY bu.user_id`,
    [channelId],
  );
  return rows.map((r) => r.user_id);
}
