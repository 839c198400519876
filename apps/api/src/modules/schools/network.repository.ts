// SQL of the company network: requests between a school and a business site, and their messages.
import type { Queryable } from '../../db.ts';

export interface RequestRow {
  id: number;
  school_id: number;
  business_site_id: number;
  accepted: boolean;
  created_by_type: 'school' | 'business';
  created_at: Date;
  school: { id: number; slug: string; name: string; city: string | null };
  business_site: { id: number; slug: string; name: string; city: string | null; business: { id: number; slug: string; name: string } };
}

const SELECT = `r.id, r.school_id, r.business_site_id, r.accepted, r.created_by_type, r.created_at,
  json_build_object('id', s.id, 'slug', s.slug, 'name', s.name, 'city', COALESCE(s.city, sp.name)) AS school,
  json_build_object('id', bs.id, 'slug', bs.slug, 'name', bs.name, 'city', COALESCE(bs.city, bp.name),
    'business', json_build_object('id', b.id, 'slug', b.slug, 'name', b.name)) AS business_site
  FROM school_network_requests r JOIN schools s ON s.id = r.school_id LEFT JOIN places sp ON sp.id = s.place_id
  JOIN business_sites bs ON bs.id = r.business_site_id LEFT JOIN places bp ON bp.id = bs.place_id JOIN businesses b ON b.id = bs.business_id`;

export const findRequest = (db: Queryable, schoolId: number, siteId: number) =>
  db.one<RequestRow>(`SELECT ${SELECT} WHERE r.school_id = $1 AND r.business_site_id = $2`, [schoolId, siteId]);
export const requestsOfSchool = (db: Queryable, schoolId: number) =>
  db.query<RequestRow>(`SELECT ${SELECT} WHERE r.school_id = $1 ORDER BY r.accepted, r.created_at DESC`, [schoolId]);
export const requestsOfBusiness = (db: Queryable, businessId: number) =>
  db.query<RequestRow>(`SELECT ${SELECT} WHERE bs.business_id = $1 ORDER BY r.accepted, r.created_at DESC`, [businessId]);
export const acceptedSitesOfSchool = (db: Queryable, schoolId: number) =>
  db.query<RequestRow>(`SELECT ${SELECT} WHERE r.school_id = $1 AND r.accepted AND b.is_visible ORDER BY b.name`, [schoolId]);

export async function createRequest(db: Queryable, schoolId: number, siteId: number, by: 'school' | 'business') {
  await db.query(`INSERT INTO school_network_requests (school_id, business_site_id, created_by_type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    schoolId,
    siteId,
    by,
  ]);
}
export const setAccepted = (db: Queryable, id: number, accepted: boolean) =>
  db.query(`UPDATE school_network_requests SET accepted = $2, accepted_at = CASE WHEN $2 THEN now() ELSE NULL END WHERE id = $1`, [id, accepted]);

export const messagesOf = (db: Queryable, requestId: number) =>
  db.query<{ id: number; message: string; sent_by_type: 'school' | 'business'; created_at: Date; sender_name: string | null }>(
    `SELECT m.id, m.message, m.sent_by_type, m.created_at, NULLIF(trim(u.firstname || ' ' || u.lastname), '') AS sender_name
       FROM school_network_messages m LEFT JOIN users u ON u.id = m.user_id WHERE m.request_id = $1 ORDER BY m.id`,
    [requestId],
  );
export const insertMessage = (db: Queryable, requestId: number, message: string, by: 'school' | 'business', userId: number) =>
  db.query(`INSERT INTO school_network_messages (request_id, message, sent_by_type, user_id) VALUES ($1, $2, $3, $4)`, [requestId, message, by, userId]);

export const siteWithBusiness = (db: Queryable, siteId: number) =>
  db.one<{ id: number; business_id: number; business_slug: string }>(
    `SELECT s.id, s.business_id, b.slug AS business_slug FROM business_sites s JOIN businesses b ON b.id = s.business_id WHERE s.id = $1`,
    [siteId],
  );

/** Visible business sites within `km` of the school's place, nearest first (whom a school can ask). */
export const sitesNear = (db: Queryable, schoolId: number, km: number) =>
  db.query<{ id: number; slug: string; name: string; city: string | null; distance: number; business: { id: number; slug: string; name: string } }>(
    `SELECT bs.id, bs.slug, bs.name, COALESCE(bs.city, bp.name) AS city,
            round((earth_distance(ll_to_earth(bp.latitude, bp.longitude), ll_to_earth(sp.latitude, sp.longitude)) / 1000)::numeric, 1)::float8 AS distance,
            json_build_object('id', b.id, 'slug', b.slug, 'name', b.name) AS business
       FROM schools s JOIN places sp ON sp.id = s.place_id
       CROSS JOIN business_sites bs JOIN places bp ON bp.id = bs.place_id JOIN businesses b ON b.id = bs.business_id
      WHERE s.id = $1 AND b.is_visible AND earth_box(ll_to_earth(sp.latitude, sp.longitude), $2::float8 * 1000) @> ll_to_earth(bp.latitude, bp.longitude)
        AND earth_distance(ll_to_earth(bp.latitude, bp.longitude), ll_to_earth(sp.latitude, sp.longitude)) <= $2::float8 * 1000
      ORDER BY distance, b.name LIMIT 100`,
    [schoolId, km],
  );
