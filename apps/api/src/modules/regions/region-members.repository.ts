// SQL of a region's members: the businesses of its channel (business_channels), and the channel's name.
import type { Queryable } from '../../db.ts';

export interface MemberRow {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  is_visible: boolean;
}

const CITY = `(SELECT COALESCE(s.city, p.name) FROM business_sites s LEFT JOIN places p ON p.id = s.place_id
   WHERE s.business_id = b.id ORDER BY s.is_main DESC, s.id LIMIT 1) AS city`;

/** Every member, visible or not: the region manages all of them. */
export const membersOf = (db: Queryable, channelId: number) =>
  db.query<MemberRow>(
    `SELECT b.id, b.slug, b.name, b.is_visible, ${CITY} FROM business_channels bc JOIN businesses b ON b.id = bc.business_id
    WHERE bc.channel_id = $1 ORDER BY b.name, b.id`,
    [channelId],
  );

/** Visible businesses not yet in the channel whose name contains the text. */
export const memberCandidates = (db: Queryable, channelId: number, name: string) =>
  db.query<MemberRow>(
    `SELECT b.id, b.slug, b.name, b.is_visible, ${CITY} FROM businesses b
    WHERE b.is_visible AND lower(b.name) LIKE '%' || lower($2) || '%'
      AND NOT EXISTS (SELECT 1 FROM business_channels bc WHERE bc.business_id = b.id AND bc.channel_id = $1)
    ORDER BY b.name, b.id LIMIT 20`,
    [channelId, name],
  );

export const findBusiness = (db: Queryable, id: number) =>
  db.one<{ id: number; is_visible: boolean }>(`SELECT id, is_visible FROM businesses WHERE id = $1`, [id]);

export const addMember = (db: Queryable, channelId: number, businessId: number) =>
  db.query(`INSERT INTO business_channels (business_id, channel_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [businessId, channelId]);

export const removeMember = async (db: Queryable, channelId: number, businessId: number) =>
  (await db.query(`DELETE FROM business_channels WHERE business_id = $1 AND channel_id = $2 RETURNING business_id`, [businessId, channelId])).length > 0;

export const channelOf = (db: Queryable, channelId: number) =>
  db.one<{ id: number; slug: string; name: string; type: string; members: number }>(
    `SELECT c.id, c.slug, c.name, c.type, (SELECT count(*)::int FROM business_channels bc WHERE bc.channel_id = c.id) AS members
       FROM channels c WHERE c.id = $1`,
    [channelId],
  );

export const renameChannel = (db: Queryable, channelId: number, name: string) => db.query(`UPDATE channels SET name = $2 WHERE id = $1`, [channelId, name]);
