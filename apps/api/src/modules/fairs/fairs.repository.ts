// SQL of job fairs: rows with channel and place, lists (not over yet, or all for the admin), participants, writes,
// and a participant's profile activities during its fairs.
import type { Queryable } from '../../db.ts';
import { INT32_MAX } from '@oabat/domain/common';

export interface FairRow {
  id: number;
  slug: string;
  name: string;
  title: string | null;
  description: string;
  logo_image_id: number | null;
  start_at: Date;
  end_at: Date;
  location_name: string | null;
  street: string | null;
  channel_id: number;
  channel_slug: string;
  channel_name: string;
  place_id: number;
  place_slug: string;
  place_name: string;
  postal_code: string;
  latitude: number;
  longitude: number;
}

const SELECT = `
  f.id, f.slug, f.name, f.title, f.description, f.logo_image_id, f.start_at, f.end_at, f.location_name, f.street,
  c.id AS channel_id, c.slug AS channel_slug, c.name AS channel_name,
  p.id AS place_id, p.slug AS place_slug, p.name AS place_name, p.postal_code, p.latitude, p.longitude
  FROM job_fairs f JOIN channels c ON c.id = f.channel_id JOIN places p ON p.id = f.place_id`;

export const findFairById = (q: Queryable, id: number) => q.one<FairRow>(`SELECT ${SELECT} WHERE f.id = $1`, [id]);
export const findFairBySlug = (q: Queryable, slug: string) => q.one<FairRow>(`SELECT ${SELECT} WHERE f.slug = $1`, [slug]);

/** Soonest first; without `past` only fairs whose end is not past. */
export function listFairs(q: Queryable, f: { slug?: string; locationSlug?: string; channel?: string; past: boolean; limit: number }) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (!f.past) where.push('f.end_at >= now()');
  if (f.slug) {
    params.push(f.slug);
    where.push(`f.slug = $${params.length}`);
  }
  if (f.locationSlug) {
    params.push(f.locationSlug);
    where.push(`p.slug = $${params.length}`);
  }
  if (f.channel) {
    params.push(f.channel);
    where.push(`c.slug = $${params.length}`);
  }
  params.push(f.limit);
  const order = f.past ? 'f.start_at DESC, f.id DESC' : 'f.start_at, f.id';
  return q.query<FairRow>(`SELECT ${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT $${params.length}`, params);
}

export interface ParticipantRow {
  job_fair_id: number;
  id: number;
  slug: string;
  name: string;
  is_visible: boolean;
  logo_uid: string | null;
}

export const participantsOf = (q: Queryable, fairIds: number[]) =>
  q.query<ParticipantRow>(
    `SELECT fb.job_fair_id, b.id, b.slug, b.name, b.is_visible,
            (SELECT i.uid FROM images i WHERE i.id = b.logo_image_id AND NOT i.is_private) AS logo_uid
       FROM job_fair_businesses fb JOIN businesses b ON b.id = fb.business_id
      WHERE fb.job_fair_id = ANY($1::int[]) ORDER BY b.name, b.id`,
    [fairIds],
  );

export const countParticipants = async (q: Queryable, fairId: number) =>
  (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM job_fair_businesses WHERE job_fair_id = $1`, [fairId]))!.n;

export const findChannel = (q: Queryable, slug: string) => q.one<{ id: number }>(`SELECT id FROM channels WHERE slug = $1`, [slug]);
export const businessExists = async (q: Queryable, id: number) => !!(await q.one(`SELECT 1 FROM businesses WHERE id = $1`, [id]));

export interface FairWrite {
  name: string;
  title: string | null;
  description: string;
  channel_id: number;
  logo_image_id: number | null;
  start_at: string;
  end_at: string;
  place_id: number;
  location_name: string | null;
  street: string | null;
}

/** `exactSlug` (the demo's fixed address) instead of `{slugBase}-{id}`. */
export async function insertFair(q: Queryable, w: FairWrite, by: number | null, slugBase: string, exactSlug?: string) {
  // The id first, so the slug can end in it (unique without a retry).
  const id = Number((await q.one<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('job_fairs', 'id')) AS id`))!.id);
  // /messe/{x} opens the fair of that slug, else the fair at the place of that slug: a fair's slug must not be a
  // place's (a fair named after its town, "Passau", would otherwise hide the place's link), so it then says "messe".
  let slug = exactSlug ?? `${slugBase || 'messe'}-${id}`;
  if (!exactSlug && (await q.one(`SELECT 1 FROM places WHERE slug = $1`, [slug]))) slug = `${slugBase || 'messe'}-messe-${id}`;
  await q.query(
    `INSERT INTO job_fairs (id, slug, name, title, description, channel_id, logo_image_id, start_at, end_at, place_id, location_name, street, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [id, slug, w.name, w.title, w.description, w.channel_id, w.logo_image_id, w.start_at, w.end_at, w.place_id, w.location_name, w.street, by],
  );
  return id;
}

export const updateFair = (q: Queryable, id: number, w: FairWrite) =>
  q.query(
    `UPDATE job_fairs SET name = $2, title = $3, description = $4, channel_id = $5, logo_image_id = $6, start_at = $7, end_at = $8,
       place_id = $9, location_name = $10, street = $11, updated_at = now() WHERE id = $1`,
    [id, w.name, w.title, w.description, w.channel_id, w.logo_image_id, w.start_at, w.end_at, w.place_id, w.location_name, w.street],
  );

export const deleteFair = (q: Queryable, id: number) => q.query(`DELETE FROM job_fairs WHERE id = $1`, [id]);

export const addParticipant = (q: Queryable, fairId: number, businessId: number) =>
  q.query(`INSERT INTO job_fair_businesses (job_fair_id, business_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [fairId, businessId]);
export const removeParticipant = (q: Queryable, fairId: number, businessId: number) =>
  q.query(`DELETE FROM job_fair_businesses WHERE job_fair_id = $1 AND business_id = $2`, [fairId, businessId]);

/** The fairs a business takes part in that have begun or will (most recent first), the last ones over included. */
export const fairsOfBusiness = (q: Queryable, businessId: number, limit: number) =>
  q.query<FairRow>(
    `SELECT ${SELECT} JOIN job_fair_businesses fb ON fb.job_fair_id = f.id WHERE fb.business_id = $1 ORDER BY f.start_at DESC, f.id DESC LIMIT $2`,
    [businessId, limit],
  );

/** Activities of the profile between start and end, per type, and the different visitors (counted once a day each). */
export async function activitiesDuring(q: Queryable, businessId: number, from: Date, to: Date) {
  const counts = await q.query<{ type: string; count: number }>(
    `SELECT type, count(*)::int AS count FROM business_activities
      WHERE business_id = $1 AND created_at >= $2 AND created_at <= $3 GROUP BY type ORDER BY type`,
    [businessId, from, to],
  );
  const visitors = await q.one<{ n: number }>(
    `SELECT count(DISTINCT coalesce(user_id::text, visitor_hash))::int AS n FROM business_activities
      WHERE business_id = $1 AND type = 'profile_visit' AND created_at >= $2 AND created_at <= $3`,
    [businessId, from, to],
  );
  return { counts, visitors: visitors?.n ?? 0 };
}

export const findBusinessByKey = (q: Queryable, key: string) =>
  q.one<{ id: number; slug: string }>(
    /^\d+$/.test(key) && Number(key) <= INT32_MAX ? `SELECT id, slug FROM businesses WHERE id = $1::int` : `SELECT id, slug FROM businesses WHERE slug = $1`,
    [key],
  );

export interface FairRequestRow {
  id: number;
  job_fair_id: number;
  fair_slug: string;
  fair_name: string;
  start_at: Date;
  end_at: Date;
  business_id: number;
  business_slug: string;
  business_name: string;
  message: string;
  slot_start: Date | null;
  slot_end: Date | null;
  status: 'pending' | 'accepted' | 'declined';
  created_at: Date;
}
const REQUEST_SELECT = `SELECT r.id, r.job_fair_id, f.slug AS fair_slug, f.name AS fair_name, f.start_at, f.end_at,
  r.business_id, b.slug AS business_slug, b.name AS business_name, r.message, r.slot_start, r.slot_end, r.status, r.created_at
  FROM job_fair_requests r JOIN job_fairs f ON f.id = r.job_fair_id JOIN businesses b ON b.id = r.business_id`;

/** A new request replaces the business's open one for that fair. */
export async function upsertRequest(
  q: Queryable,
  r: { fairId: number; businessId: number; message: string; slotStart: string | null; slotEnd: string | null; by: number },
) {
  await q.query(`DELETE FROM job_fair_requests WHERE job_fair_id = $1 AND business_id = $2 AND status = 'pending'`, [r.fairId, r.businessId]);
  const row = await q.one<{ id: number }>(
    `INSERT INTO job_fair_requests (job_fair_id, business_id, message, slot_start, slot_end, requested_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [r.fairId, r.businessId, r.message, r.slotStart, r.slotEnd, r.by],
  );
  return row!.id;
}
export const findRequest = (q: Queryable, id: number) => q.one<FairRequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [id]);
export const requestsOfBusiness = (q: Queryable, businessId: number) =>
  q.query<FairRequestRow>(`${REQUEST_SELECT} WHERE r.business_id = $1 ORDER BY r.id DESC LIMIT 50`, [businessId]);
export const listRequests = (q: Queryable, status: string | null) =>
  q.query<FairRequestRow>(`${REQUEST_SELECT} WHERE ($1::text IS NULL OR r.status = $1) ORDER BY r.id DESC LIMIT 200`, [status]);
export const decideRequest = (q: Queryable, id: number, status: 'accepted' | 'declined') =>
  q.query(`UPDATE job_fair_requests SET status = $2, decided_at = now() WHERE id = $1`, [id, status]);
