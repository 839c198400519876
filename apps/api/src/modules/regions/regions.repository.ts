// SQL of regions: the list, one landing page with its schools and member businesses, and its update.
import type { Queryable } from '../../db.ts';
import { updateColumns } from '../../lib/sql.ts';

export interface RegionRow {
  id: number;
  slug: string;
  name: string;
  title: string | null;
  intro: string | null;
  description: string | null;
  hero_image_id: number | null;
  sections: { title: string; text: string }[];
  contact_email: string | null;
  channel: { id: number; slug: string } | null;
  is_active: boolean;
}
const SELECT = `r.id, r.slug, r.name, r.is_active, r.title, r.intro, r.description, r.hero_image_id, r.sections, r.contact_email,
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'slug', c.slug) END AS channel
  FROM regions r LEFT JOIN channels c ON c.id = r.channel_id`;

export const listRegions = (db: Queryable) => db.query<RegionRow>(`SELECT ${SELECT} WHERE r.is_active ORDER BY r.name`);
/** Every channel (the oabat default first): their slugs are public, they appear in URLs. */
export const listChannels = (db: Queryable) =>
  db.query<{ id: number; slug: string; name: string; type: string }>(`SELECT id, slug, name, type FROM channels ORDER BY type = 'oabat' DESC, name`);
export const findRegion = (db: Queryable, slug: string) => db.one<RegionRow>(`SELECT ${SELECT} WHERE r.slug = $1`, [slug]);

export const schoolsOf = (db: Queryable, regionId: number) =>
  db.query<{ id: number; slug: string; name: string; city: string | null }>(
    `SELECT s.id, s.slug, s.name, COALESCE(s.city, p.name) AS city FROM school_regions sr JOIN schools s ON s.id = sr.school_id
    LEFT JOIN places p ON p.id = s.place_id WHERE sr.region_id = $1 ORDER BY s.name`,
    [regionId],
  );

/** Visible businesses that are members of the region's channel. */
export const businessesOf = (db: Queryable, channelId: number) =>
  db.query<{ id: number; slug: string; name: string; city: string | null; logo_image_id: number | null }>(
    `SELECT b.id, b.slug, b.name, b.logo_image_id,
          (SELECT COALESCE(s.city, p.name) FROM business_sites s LEFT JOIN places p ON p.id = s.place_id WHERE s.business_id = b.id ORDER BY s.is_main DESC, s.id LIMIT 1) AS city
     FROM business_channels bc JOIN businesses b ON b.id = bc.business_id WHERE bc.channel_id = $1 AND b.is_visible ORDER BY b.name LIMIT 200`,
    [channelId],
  );

export const updateRegion = (db: Queryable, id: number, p: Record<string, unknown>) => updateColumns(db, 'regions', id, p, ['sections']);

/** Public images uploaded by the region's users or already its hero image. */
export const usableImage = async (db: Queryable, regionId: number, imageId: number) =>
  !!(await db.one(
    `SELECT 1 FROM images i WHERE i.id = $2 AND NOT i.is_private AND (i.user_id IN (SELECT user_id FROM region_users WHERE region_id = $1)
     OR EXISTS (SELECT 1 FROM regions r WHERE r.id = $1 AND r.hero_image_id = i.id))`,
    [regionId, imageId],
  ));

/** Schools not yet in the region whose name matches, for the region to add. */
export const schoolCandidates = (db: Queryable, regionId: number, name: string) =>
  db.query<{ id: number; slug: string; name: string; city: string | null }>(
    `SELECT s.id, s.slug, s.name, COALESCE(s.city, p.name) AS city FROM schools s LEFT JOIN places p ON p.id = s.place_id
    WHERE s.name ILIKE '%' || $2 || '%' AND NOT EXISTS (SELECT 1 FROM school_regions sr WHERE sr.school_id = s.id AND sr.region_id = $1)
    ORDER BY s.name LIMIT 20`,
    [regionId, name],
  );
