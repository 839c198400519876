// SQL of school profiles, their images, regions and school bases.
import type { Queryable } from '../../db.ts';
import { idOrSlug, updateColumns } from '../../lib/sql.ts';

export interface SchoolRow {
  id: number;
  slug: string;
  name: string;
  type: string | null;
  about_us: string | null;
  video_id: number | null;
  logo_image_id: number | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  is_minibat_unlocked: boolean;
  is_active: boolean;
  trainee_invitation_code: string | null;
  created_at: Date;
  channel: { id: number; slug: string } | null;
  main_ids: number[];
  gallery_ids: number[];
  user_id: number | null;
  regions: { id: number; slug: string; name: string }[];
}

const SELECT = `s.id, s.slug, s.name, s.type, s.about_us, s.video_id, s.logo_image_id, s.street,
  COALESCE(s.postal_code, p.postal_code) AS postal_code, COALESCE(s.city, p.name) AS city, s.is_minibat_unlocked, s.is_active, s.trainee_invitation_code, s.created_at,
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'slug', c.slug) END AS channel,
  COALESCE((SELECT json_agg(i.image_id ORDER BY i.position) FROM school_images i WHERE i.school_id = s.id AND i.kind = 'main'), '[]'::json) AS main_ids,
  COALESCE((SELECT json_agg(i.image_id ORDER BY i.position) FROM school_images i WHERE i.school_id = s.id AND i.kind = 'gallery'), '[]'::json) AS gallery_ids,
  (SELECT min(su.user_id) FROM school_users su WHERE su.school_id = s.id) AS user_id,
  COALESCE((SELECT json_agg(json_build_object('id', r.id, 'slug', r.slug, 'name', r.name) ORDER BY r.name)
            FROM school_regions sr JOIN regions r ON r.id = sr.region_id WHERE sr.school_id = s.id), '[]'::json) AS regions`;

export async function findSchool(db: Queryable, key: string | number) {
  const by = idOrSlug(key);
  if (!by) return undefined;
  return db.one<SchoolRow>(
    `SELECT ${SELECT} FROM schools s LEFT JOIN places p ON p.id = s.place_id LEFT JOIN channels c ON c.id = s.channel_id
    WHERE ${'id' in by ? 's.id = $1' : 's.slug = $1'}`,
    ['id' in by ? by.id : by.slug],
  );
}

export const updateSchool = (db: Queryable, id: number, p: Record<string, unknown>) => updateColumns(db, 'schools', id, p);

export async function setSchoolImages(db: Queryable, schoolId: number, kind: 'main' | 'gallery', ids: number[]) {
  await db.query(`DELETE FROM school_images WHERE school_id = $1 AND kind = $2`, [schoolId, kind]);
  for (const [i, imageId] of ids.entries()) {
    await db.query(`INSERT INTO school_images (school_id, image_id, kind, position) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
      schoolId,
      imageId,
      kind,
      i,
    ]);
  }
}

/** Public images uploaded by the school's users or already on its profile. */
export async function usableImageIds(db: Queryable, schoolId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.query<{ id: number }>(
    `SELECT i.id FROM images i WHERE i.id = ANY($2::int[]) AND NOT i.is_private AND (
       i.user_id IN (SELECT user_id FROM school_users WHERE school_id = $1)
       OR EXISTS (SELECT 1 FROM school_images si WHERE si.school_id = $1 AND si.image_id = i.id)
       OR EXISTS (SELECT 1 FROM schools s WHERE s.id = $1 AND s.logo_image_id = i.id))`,
    [schoolId, ids],
  );
  return new Set(rows.map((r) => r.id));
}

export const linkRegion = (db: Queryable, schoolId: number, regionId: number) =>
  db.query(`INSERT INTO school_regions (school_id, region_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [schoolId, regionId]);
export const unlinkRegion = (db: Queryable, schoolId: number, regionId: number) =>
  db.query(`DELETE FROM school_regions WHERE school_id = $1 AND region_id = $2`, [schoolId, regionId]);
export const findRegion = (db: Queryable, id: number) => db.one<{ id: number; slug: string }>(`SELECT id, slug FROM regions WHERE id = $1`, [id]);

export const placeForPostalCode = (db: Queryable, postalCode: string) =>
  db.one<{ id: number }>(`SELECT id FROM places WHERE postal_code = $1 ORDER BY (id = city_id) DESC, id LIMIT 1`, [postalCode]);

/**
 * A typed school name matches when every word of it occurs in the school's name or town, accents and case
 * aside ("nikola passau" finds "Mittelschule Passau-St. Nikola"); LIKE wildcards typed are taken literally.
 */
const nameWords = (name: string | undefined) => {
  const words = (name ?? '')
    .toLowerCase()
    .split(/[\s,.;:/()-]+/)
    .filter((w) => w.length >= 2)
    .slice(0, 6)
    .map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));
  return words.length ? words : null;
};
const NAME_MATCH = (param: string) => `(${param}::text[] IS NULL OR NOT EXISTS (SELECT 1 FROM unnest(${param}::text[]) w
  WHERE unaccent(lower(b.name || ' ' || COALESCE(p.name, ''))) NOT LIKE '%' || unaccent(w) || '%'))`;

export function schoolBases(db: Queryable, q: { regionSlug?: string; name?: string }) {
  return db.query<{ id: number; name: string; city: string | null; school_id: number | null }>(
    `SELECT b.id, b.name, p.name AS city, b.school_id FROM school_bases b LEFT JOIN places p ON p.id = b.place_id
      WHERE ($1::text IS NULL OR b.school_id IN (SELECT sr.school_id FROM school_regions sr JOIN regions r ON r.id = sr.region_id WHERE r.slug = $1))
        AND ${NAME_MATCH('$2')}
      ORDER BY (b.school_id IS NULL), b.name LIMIT 100`,
    [q.regionSlug ?? null, nameWords(q.name)],
  );
}
export async function insertSchoolBase(db: Queryable, name: string, placeId: number | null, userId: number) {
  const found = await db.one<{ id: number }>(`SELECT id FROM school_bases WHERE lower(name) = lower($1) AND COALESCE(place_id, 0) = COALESCE($2::int, 0)`, [
    name,
    placeId,
  ]);
  const id =
    found?.id ??
    (await db.one<{ id: number }>(`INSERT INTO school_bases (name, place_id, created_by) VALUES ($1, $2, $3) RETURNING id`, [name, placeId, userId]))!.id;
  return (await db.one<{ id: number; name: string; city: string | null; school_id: number | null }>(
    `SELECT b.id, b.name, p.name AS city, b.school_id FROM school_bases b LEFT JOIN places p ON p.id = b.place_id WHERE b.id = $1`,
    [id],
  ))!;
}

/** Schools around a point (radius in km), nearest first, optionally by name; with a total for paging. */
export async function searchSchools(db: Queryable, q: { latitude: number; longitude: number; radius: number; name?: string; limit: number; offset: number }) {
  const where = `earth_box(ll_to_earth($1, $2), $3::float8 * 1000) @> ll_to_earth(p.latitude, p.longitude)
    AND earth_distance(ll_to_earth(p.latitude, p.longitude), ll_to_earth($1, $2)) <= $3::float8 * 1000 AND ($4::text IS NULL OR s.name ILIKE '%' || $4 || '%') AND s.is_active`;
  const params = [q.latitude, q.longitude, q.radius, q.name ?? null];
  const rows = await db.query<{ id: number; slug: string; name: string; type: string | null; city: string | null; distance: number }>(
    `SELECT s.id, s.slug, s.name, s.type, COALESCE(s.city, p.name) AS city,
            round((earth_distance(ll_to_earth(p.latitude, p.longitude), ll_to_earth($1, $2)) / 1000)::numeric, 1)::float8 AS distance
       FROM schools s JOIN places p ON p.id = s.place_id WHERE ${where} ORDER BY distance, s.name LIMIT $5 OFFSET $6`,
    [...params, q.limit, q.offset],
  );
  const total = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM schools s JOIN places p ON p.id = s.place_id WHERE ${where}`, params))!.n;
  return { rows, total };
}

/** School bases around a point, nearest first (those without a place last), optionally by name. */
export const nearbySchoolBases = (db: Queryable, q: { latitude?: number; longitude?: number; name?: string; limit: number }) =>
  db.query<{ id: number; name: string; city: string | null; school_id: number | null; distance: number | null }>(
    `SELECT b.id, b.name, p.name AS city, b.school_id,
            CASE WHEN p.id IS NULL OR $1::float8 IS NULL THEN NULL
                 ELSE round((earth_distance(ll_to_earth(p.latitude, p.longitude), ll_to_earth($1, $2)) / 1000)::numeric, 1)::float8 END AS distance
       FROM school_bases b LEFT JOIN places p ON p.id = b.place_id
      WHERE ${NAME_MATCH('$3')}
      ORDER BY distance NULLS LAST, b.name LIMIT $4`,
    [q.latitude ?? null, q.longitude ?? null, nameWords(q.name), q.limit],
  );
