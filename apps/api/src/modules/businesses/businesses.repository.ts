// SQL of business profiles, contact persons, sites, billing addresses and activities.
import type { Queryable } from '../../db.ts';
import { idOrSlug, updateColumns } from '../../lib/sql.ts';

export interface BusinessRow {
  id: number;
  slug: string;
  name: string;
  motto: string | null;
  about_us: string | null;
  video_id: number | null;
  logo_image_id: number | null;
  is_visible: boolean;
  is_verified: boolean;
  is_job_fair_participant: boolean;
  has_pro_portal: boolean;
  permissions: string[];
  public_contact_person_id: number | null;
  main_ids: number[];
  gallery_ids: number[];
  subscription_types: { id: number }[];
  business_site_slug: string | null;
  avg_response_minutes: number | null;
  chat_user_id: number | null;
  /** Loaded in the same query: one round trip for a profile page. */
  contact_person: ContactPersonRow | null;
  sites: SiteRow[];
}

const SITE_SELECT = `s.id, s.business_id, s.slug, s.name, s.is_main, s.street, COALESCE(s.postal_code, p.postal_code) AS postal_code,
  COALESCE(s.city, p.name) AS city, s.phone, s.email, p.latitude, p.longitude, s.place_id`;

const BUSINESS_SELECT = `
  b.id, b.slug, b.name, b.motto, b.about_us, b.video_id, b.logo_image_id, b.is_visible, b.is_job_fair_participant,
  b.has_pro_portal, b.permissions, b.public_contact_person_id, b.avg_response_minutes, b.verified_at IS NOT NULL AS is_verified,
  COALESCE((SELECT json_agg(i.image_id ORDER BY i.position) FROM business_images i WHERE i.business_id = b.id AND i.kind = 'main'), '[]'::json) AS main_ids,
  COALESCE((SELECT json_agg(i.image_id ORDER BY i.position) FROM business_images i WHERE i.business_id = b.id AND i.kind = 'gallery'), '[]'::json) AS gallery_ids,
  COALESCE((SELECT json_agg(json_build_object('id', st.subscription_type_id) ORDER BY st.subscription_type_id)
            FROM business_subscription_types st WHERE st.business_id = b.id), '[]'::json) AS subscription_types,
  (SELECT s.slug FROM business_sites s WHERE s.business_id = b.id ORDER BY s.is_main DESC, s.id LIMIT 1) AS business_site_slug,
  (SELECT bu.user_id FROM business_users bu WHERE bu.business_id = b.id ORDER BY bu.created_at, bu.user_id LIMIT 1) AS chat_user_id,
  (SELECT to_json(c) FROM contact_persons c WHERE c.id = b.public_contact_person_id) AS contact_person,
  COALESCE((SELECT json_agg(x ORDER BY x.is_main DESC, x.id) FROM (SELECT ${SITE_SELECT} FROM business_sites s LEFT JOIN places p ON p.id = s.place_id
            WHERE s.business_id = b.id) x), '[]'::json) AS sites`;

/** By id when the key is all digits, else by slug (paths say `{id or slug}`). */
export async function findBusiness(db: Queryable, key: string | number) {
  const by = idOrSlug(key);
  if (!by) return undefined;
  return db.one<BusinessRow>(`SELECT ${BUSINESS_SELECT} FROM businesses b WHERE ${'id' in by ? 'b.id = $1' : 'b.slug = $1'}`, ['id' in by ? by.id : by.slug]);
}

export const updateBusiness = (
  db: Queryable,
  id: number,
  p: { name?: string; motto?: string | null; about_us?: string | null; video_id?: number | null; logo_image_id?: number | null; is_visible?: boolean },
) => updateColumns(db, 'businesses', id, p);

/** A profile the admin hid after a report (reports module) stays hidden until the admin shows it again. */
export const isModerated = async (db: Queryable, id: number) => !!(await db.one(`SELECT 1 FROM businesses WHERE id = $1 AND moderated_at IS NOT NULL`, [id]));

export async function setBusinessImages(db: Queryable, businessId: number, kind: 'main' | 'gallery', ids: number[]) {
  await db.query(`DELETE FROM business_images WHERE business_id = $1 AND kind = $2`, [businessId, kind]);
  for (const [i, imageId] of ids.entries()) {
    await db.query(`INSERT INTO business_images (business_id, image_id, kind, position) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
      businessId,
      imageId,
      kind,
      i,
    ]);
  }
}

/**
 * Of the given ids, the public images this business may show: uploaded by one of its users, or
 * already on its profile.
 */
export async function usableImageIds(db: Queryable, businessId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.query<{ id: number }>(
    `SELECT i.id FROM images i WHERE i.id = ANY($2::int[]) AND NOT i.is_private AND (
       i.user_id IN (SELECT user_id FROM business_users WHERE business_id = $1)
       OR EXISTS (SELECT 1 FROM business_images bi WHERE bi.business_id = $1 AND bi.image_id = i.id)
       OR EXISTS (SELECT 1 FROM businesses b WHERE b.id = $1 AND b.logo_image_id = i.id)
       OR EXISTS (SELECT 1 FROM contact_persons c WHERE c.business_id = $1 AND c.profile_picture_id = i.id))`,
    [businessId, ids],
  );
  return new Set(rows.map((r) => r.id));
}

// ---- contact persons ----

export interface ContactPersonRow {
  id: number;
  business_id: number;
  firstname: string | null;
  lastname: string | null;
  gender: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  profile_picture_id: number | null;
}
export const findContactPerson = (db: Queryable, id: number) => db.one<ContactPersonRow>(`SELECT * FROM contact_persons WHERE id = $1`, [id]);

export async function insertContactPerson(db: Queryable, c: Omit<ContactPersonRow, 'id'>): Promise<ContactPersonRow> {
  return (await db.one<ContactPersonRow>(
    `INSERT INTO contact_persons (business_id, firstname, lastname, gender, position, email, phone, profile_picture_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [c.business_id, c.firstname, c.lastname, c.gender, c.position, c.email, c.phone, c.profile_picture_id],
  ))!;
}
export async function updateContactPerson(db: Queryable, id: number, c: Partial<Omit<ContactPersonRow, 'id' | 'business_id'>>) {
  const sets: string[] = [];
  const values: unknown[] = [id];
  for (const [k, v] of Object.entries(c)) {
    if (v === undefined) continue;
    values.push(v);
    sets.push(`${k} = $${values.length}`);
  }
  return (await db.one<ContactPersonRow>(`UPDATE contact_persons SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`, values))!;
}
export const setPublicContactPerson = (db: Queryable, businessId: number, personId: number) =>
  db.query(`UPDATE businesses SET public_contact_person_id = $2, updated_at = now() WHERE id = $1`, [businessId, personId]);

// ---- sites ----

export interface SiteRow {
  id: number;
  business_id: number;
  slug: string;
  name: string;
  is_main: boolean;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  place_id: number | null;
}
export const sitesOf = (db: Queryable, businessId: number) =>
  db.query<SiteRow>(
    `SELECT ${SITE_SELECT} FROM business_sites s LEFT JOIN places p ON p.id = s.place_id WHERE s.business_id = $1 ORDER BY s.is_main DESC, s.id`,
    [businessId],
  );
export const findSite = (db: Queryable, id: number) =>
  db.one<SiteRow>(`SELECT ${SITE_SELECT} FROM business_sites s LEFT JOIN places p ON p.id = s.place_id WHERE s.id = $1`, [id]);

/** The place of a postal code, preferring the row whose name matches the city. */
export const geocode = (db: Queryable, postalCode: string, city: string) =>
  db.one<{ id: number; name: string }>(
    `SELECT id, name FROM places WHERE postal_code = $1
      ORDER BY (lower(name) = lower($2)) DESC, (lower(name) LIKE lower($2) || '%') DESC, (id = city_id) DESC, id LIMIT 1`,
    [postalCode, city.trim()],
  );

export async function freeSiteSlug(db: Queryable, businessId: number, base: string, exceptId?: number): Promise<string> {
  const taken = new Set(
    (
      await db.query<{ slug: string }>(`SELECT slug FROM business_sites WHERE business_id = $1 AND id <> $2 AND slug LIKE $3 || '%'`, [
        businessId,
        exceptId ?? 0,
        base,
      ])
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

export interface SiteWrite {
  name: string;
  slug: string;
  street: string;
  postal_code: string;
  city: string;
  phone: string | null;
  email: string | null;
  place_id: number;
  is_main: boolean;
}
export async function insertSite(db: Queryable, businessId: number, s: SiteWrite) {
  return (await db.one<{ id: number }>(
    `INSERT INTO business_sites (business_id, name, slug, street, postal_code, city, phone, email, place_id, is_main)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [businessId, s.name, s.slug, s.street, s.postal_code, s.city, s.phone, s.email, s.place_id, s.is_main],
  ))!.id;
}
export const updateSite = (db: Queryable, id: number, s: SiteWrite) =>
  db.query(
    `UPDATE business_sites SET name = $2, slug = $3, street = $4, postal_code = $5, city = $6, phone = $7, email = $8, place_id = $9,
            is_main = $10, updated_at = now() WHERE id = $1`,
    [id, s.name, s.slug, s.street, s.postal_code, s.city, s.phone, s.email, s.place_id, s.is_main],
  );
export const clearMainSite = (db: Queryable, businessId: number, exceptId: number) =>
  db.query(`UPDATE business_sites SET is_main = false WHERE business_id = $1 AND id <> $2`, [businessId, exceptId]);

// ---- around, billing, activities ----

export interface AroundRow {
  id: number;
  slug: string;
  name: string;
  logo_image_id: number | null;
  distance: number;
}
export function businessesAround(db: Queryable, businessId: number, lat: number, lon: number, km: number) {
  return db.query<AroundRow>(
    `SELECT id, slug, name, logo_image_id, round((min(d) / 1000)::numeric, 1)::float8 AS distance FROM (
       SELECT b.id, b.slug, b.name, b.logo_image_id, earth_distance(ll_to_earth(p.latitude, p.longitude), ll_to_earth($2, $3)) AS d
         FROM businesses b JOIN business_sites s ON s.business_id = b.id JOIN places p ON p.id = s.place_id
        WHERE b.is_visible AND b.id <> $1 AND earth_box(ll_to_earth($2, $3), $4::float8 * 1000) @> ll_to_earth(p.latitude, p.longitude)) x
      WHERE d <= $4::float8 * 1000 GROUP BY id, slug, name, logo_image_id ORDER BY distance, name LIMIT 50`,
    [businessId, lat, lon, km],
  );
}

export const findBilling = (db: Queryable, businessId: number) =>
  db.one<Record<string, unknown>>(
    `SELECT business_name, contact_person_gender, contact_person_name, contact_person_phone, contact_person_email,
    street, postal_code, city, country_code FROM business_billing_addresses WHERE business_id = $1`,
    [businessId],
  );
export const upsertBilling = (db: Queryable, businessId: number, a: Record<string, unknown>) =>
  db.query(
    `INSERT INTO business_billing_addresses (business_id, business_name, contact_person_gender, contact_person_name, contact_person_phone,
      contact_person_email, street, postal_code, city, country_code) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
    ON CONFLICT (business_id) DO UPDATE SET business_name = $2, contact_person_gender = $3, contact_person_name = $4, contact_person_phone = $5,
      contact_person_email = $6, street = $7, postal_code = $8, city = $9, country_code = $10, updated_at = now()`,
    [
      businessId,
      a.business_name,
      a.contact_person_gender,
      a.contact_person_name,
      a.contact_person_phone ?? null,
      a.contact_person_email,
      a.street,
      a.postal_code,
      a.city,
      a.country_code,
    ],
  );

/** Whether a published job belongs to the business (a job view counts only for its own business). */
export const isPublishedJobOf = async (db: Queryable, jobId: number, businessId: number) =>
  !!(await db.one(`SELECT 1 FROM jobs WHERE id = $1 AND business_id = $2 AND status = 'published'`, [jobId, businessId]));

/** One row per visitor, business, type and day: a repeated visit the same day changes nothing. */
export const insertActivity = (db: Queryable, businessId: number, userId: number | null, type: string, payload: unknown, visitorHash: string) =>
  db.query(
    `INSERT INTO business_activities (business_id, user_id, type, payload, visitor_hash, visit_day)
            VALUES ($1, $2, $3, $4::jsonb, $5, current_date) ON CONFLICT DO NOTHING`,
    [businessId, userId, type, payload === undefined ? null : JSON.stringify(payload), visitorHash],
  );
export const activityCounts = (db: Queryable, businessId: number, days: number) =>
  db.query<{ type: string; count: number }>(
    `SELECT type, count(*)::int AS count FROM business_activities
    WHERE business_id = $1 AND created_at > now() - make_interval(days => $2) GROUP BY type ORDER BY type`,
    [businessId, days],
  );
