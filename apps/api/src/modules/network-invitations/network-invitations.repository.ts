// SQL of invitation links: create, list per school or region, find a valid one by token hash, record a use.
import type { Queryable } from '../../db.ts';

export interface InvitationRow {
  id: number;
  school_id: number | null;
  region_id: number | null;
  expires_at: Date;
  inviter_name: string;
  inviter_slug: string;
  inviter_city: string | null;
}

export async function insertInvitation(
  db: Queryable,
  i: { tokenHash: string; schoolId: number | null; regionId: number | null; userId: number; days: number },
) {
  // Written so that an inviter or account removed meanwhile gives no row (a 404), never a foreign-key error.
  return db.one<{ id: number; expires_at: Date }>(
    `INSERT INTO network_invitations (token_hash, school_id, region_id, created_by, expires_at)
     SELECT $1, $2, $3, (SELECT id FROM users WHERE id = $4), now() + make_interval(days => $5::int)
      WHERE ($2::int IS NULL OR EXISTS (SELECT 1 FROM schools WHERE id = $2::int))
        AND ($3::int IS NULL OR EXISTS (SELECT 1 FROM regions WHERE id = $3::int))
     RETURNING id, expires_at`,
    [i.tokenHash, i.schoolId, i.regionId, i.userId, i.days],
  );
}

export const listInvitations = (db: Queryable, by: { schoolId: number } | { regionId: number }) =>
  db.query<{ id: number; created_at: Date; expires_at: Date; uses: number }>(
    `SELECT i.id, i.created_at, i.expires_at, (SELECT count(*)::int FROM network_invitation_uses u WHERE u.invitation_id = i.id) AS uses
       FROM network_invitations i WHERE ${'schoolId' in by ? 'i.school_id' : 'i.region_id'} = $1 ORDER BY i.created_at DESC, i.id DESC LIMIT 50`,
    ['schoolId' in by ? by.schoolId : by.regionId],
  );

/** A link that has not expired, with its inviter's public name (an inactive school or region invites nobody). */
export const findValid = (db: Queryable, tokenHash: string) =>
  db.one<InvitationRow>(
    `SELECT i.id, i.school_id, i.region_id, i.expires_at,
            COALESCE(s.name, r.name) AS inviter_name, COALESCE(s.slug, r.slug) AS inviter_slug, COALESCE(s.city, sp.name) AS inviter_city
       FROM network_invitations i
       LEFT JOIN schools s ON s.id = i.school_id LEFT JOIN places sp ON sp.id = s.place_id
       LEFT JOIN regions r ON r.id = i.region_id
      WHERE i.token_hash = $1 AND i.expires_at > now() AND COALESCE(s.is_active, r.is_active, false)`,
    [tokenHash],
  );

/** Records the business's use; false when it used this link before. */
export async function recordUse(db: Queryable, invitationId: number, businessId: number, userId: number) {
  const row = await db.one(
    `INSERT INTO network_invitation_uses (invitation_id, business_id, user_id)
     SELECT $1, $2, (SELECT id FROM users WHERE id = $3) WHERE EXISTS (SELECT 1 FROM businesses WHERE id = $2)
     ON CONFLICT DO NOTHING RETURNING invitation_id`,
    [invitationId, businessId, userId],
  );
  return !!row;
}

export const mainSiteOf = async (db: Queryable, businessId: number) =>
  (await db.one<{ id: number }>(`SELECT id FROM business_sites WHERE business_id = $1 ORDER BY is_main DESC, id LIMIT 1`, [businessId]))?.id ?? null;

export const regionChannelOf = async (db: Queryable, regionId: number) =>
  (await db.one<{ channel_id: number | null }>(`SELECT channel_id FROM regions WHERE id = $1`, [regionId]))?.channel_id ?? null;
