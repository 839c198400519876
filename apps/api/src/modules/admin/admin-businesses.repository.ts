// SQL of the operator's business list: filtered pages, one business with its sites, and the admin's changes
// (visibility, permissions, subscription types, channel membership).
import type { Queryable } from '../../db.ts';

export interface BusinessFilter {
  search: string;
  channel: string;
  subscriptionType?: number;
}

export interface AdminBusinessRow {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  postal_code: string | null;
  email: string | null;
  user_id: number | null;
  is_visible: boolean;
  permissions: string[];
  subscription_types: { id: number; name: string }[];
  channels: { id: number; slug: string; name: string }[];
  jobs_published: number;
  created_at: Date;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** WHERE over `b` for the filter; parameters $1 (search pattern, '' for none), $2 (channel slug), $3 (type id). */
const FILTER = `
  ($1 = '' OR b.name ILIKE $1 OR b.slug ILIKE $1
    OR EXISTS (SELECT 1 FROM business_sites s LEFT JOIN places p ON p.id = s.place_id
               WHERE s.business_id = b.id AND (COALESCE(s.city, p.name) ILIKE $1 OR COALESCE(s.postal_code, p.postal_code) ILIKE $1))
    OR EXISTS (SELECT 1 FROM business_users bu JOIN users u ON u.id = bu.user_id WHERE bu.business_id = b.id AND u.email ILIKE $1))
  AND ($2 = '' OR EXISTS (SELECT 1 FROM business_channels bc JOIN channels c ON c.id = bc.channel_id WHERE bc.business_id = b.id AND c.slug = $2))
  AND ($3::int IS NULL OR EXISTS (SELECT 1 FROM business_subscription_types st WHERE st.business_id = b.id AND st.subscription_type_id = $3::int))`;

const params = (f: BusinessFilter) => [f.search ? like(f.search) : '', f.channel, f.subscriptionType ?? null];

// jobs_published counts expired jobs too (issue 33): the admin's view of the status, like the business's own job list.
const ROW = `
  b.id, b.slug, b.name, b.is_visible, b.permissions, b.created_at, main.city, main.postal_code,
  first_user.email, first_user.id AS user_id,
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.id)
    FROM business_subscription_types st JOIN subscription_types t ON t.id = st.subscription_type_id WHERE st.business_id = b.id), '[]'::json) AS subscription_types,
  COALESCE((SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) ORDER BY c.name, c.id)
    FROM business_channels bc JOIN channels c ON c.id = bc.channel_id WHERE bc.business_id = b.id), '[]'::json) AS channels,
  (SELECT count(*)::int FROM jobs j WHERE j.business_id = b.id AND j.status = 'published') AS jobs_published`;
const FROM = `
  FROM businesses b
  LEFT JOIN LATERAL (SELECT COALESCE(s.city, p.name) AS city, COALESCE(s.postal_code, p.postal_code) AS postal_code FROM business_sites s LEFT JOIN places p ON p.id = s.place_id
                      WHERE s.business_id = b.id ORDER BY s.is_main DESC, s.id LIMIT 1) main ON true
  LEFT JOIN LATERAL (SELECT u.id, u.email FROM business_users bu JOIN users u ON u.id = bu.user_id WHERE bu.business_id = b.id
                      ORDER BY (bu.role = 'owner') DESC, bu.created_at, u.id LIMIT 1) first_user ON true`;

export async function countBusinesses(db: Queryable, f: BusinessFilter) {
  return (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM businesses b WHERE ${FILTER}`, params(f)))!.n;
}

/** One page (or, for the export, everything up to `limit`) in name order; the id keeps equal names stable. */
export const listBusinesses = (db: Queryable, f: BusinessFilter, limit: number, offset: number) =>
  db.query<AdminBusinessRow>(`SELECT ${ROW} ${FROM} WHERE ${FILTER} ORDER BY lower(b.name), b.id LIMIT $4 OFFSET $5`, [...params(f), limit, offset]);

export const findBusiness = (db: Queryable, id: number) => db.one<AdminBusinessRow>(`SELECT ${ROW} ${FROM} WHERE b.id = $1`, [id]);

export const sitesOf = (db: Queryable, businessId: number) =>
  db.query<{ id: number; slug: string; name: string; city: string | null; postal_code: string | null; is_main: boolean }>(
    `SELECT s.id, s.slug, s.name, COALESCE(s.city, p.name) AS city, COALESCE(s.postal_code, p.postal_code) AS postal_code, s.is_main
     FROM business_sites s LEFT JOIN places p ON p.id = s.place_id WHERE s.business_id = $1 ORDER BY s.is_main DESC, s.id`,
    [businessId],
  );

export const businessOfSite = async (db: Queryable, siteId: number) =>
  (await db.one<{ business_id: number }>(`SELECT business_id FROM business_sites WHERE id = $1`, [siteId]))?.business_id ?? null;

export const subscriptionTypes = (db: Queryable) => db.query<{ id: number; name: string }>(`SELECT id, name FROM subscription_types ORDER BY id`);

export const subscriptionTypeExists = async (db: Queryable, id: number) => !!(await db.one(`SELECT 1 FROM subscription_types WHERE id = $1`, [id]));
export const channelExists = async (db: Queryable, id: number) => !!(await db.one(`SELECT 1 FROM channels WHERE id = $1`, [id]));

export const setVisible = (db: Queryable, id: number, visible: boolean) =>
  // The admin showing a profile again also lifts a moderation hide (reports module).
  db.query(`UPDATE businesses SET is_visible = $2, moderated_at = CASE WHEN $2 THEN NULL ELSE moderated_at END, updated_at = now() WHERE id = $1`, [
    id,
    visible,
  ]);

/** Adds or removes one permission in the jsonb list, keeping the others (and their order) as they are. */
export const grantPermission = (db: Queryable, id: number, permission: string) =>
  db.query(
    `UPDATE businesses SET permissions = permissions || to_jsonb($2::text), updated_at = now()
             WHERE id = $1 AND NOT permissions ? $2`,
    [id, permission],
  );
export const revokePermission = (db: Queryable, id: number, permission: string) =>
  db.query(`UPDATE businesses SET permissions = permissions - $2, updated_at = now() WHERE id = $1 AND permissions ? $2`, [id, permission]);

export const addSubscriptionType = (db: Queryable, id: number, typeId: number) =>
  db.query(`INSERT INTO business_subscription_types (business_id, subscription_type_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, typeId]);
export const removeSubscriptionType = (db: Queryable, id: number, typeId: number) =>
  db.query(`DELETE FROM business_subscription_types WHERE business_id = $1 AND subscription_type_id = $2`, [id, typeId]);

export const addChannel = (db: Queryable, id: number, channelId: number) =>
  db.query(`INSERT INTO business_channels (business_id, channel_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, channelId]);
export const removeChannel = (db: Queryable, id: number, channelId: number) =>
  db.query(`DELETE FROM business_channels WHERE business_id = $1 AND channel_id = $2`, [id, channelId]);

/** The identity check of a business ("geprüfter Betrieb"), or undefined when none is recorded. */
export const verificationOf = (db: Queryable, id: number) =>
  db.one<{ kind: 'register' | 'chamber'; reference: string; verified_at: Date; verified_by: string | null }>(
    `SELECT b.verification_kind AS kind, b.verification_reference AS reference, b.verified_at,
            nullif(trim(u.firstname || ' ' || u.lastname), '') AS verified_by
       FROM businesses b LEFT JOIN users u ON u.id = b.verified_by WHERE b.id = $1 AND b.verified_at IS NOT NULL`,
    [id],
  );

export const setVerification = (db: Queryable, id: number, v: { kind: string; reference: string; adminId: number } | null) =>
  db.query(
    `UPDATE businesses SET verification_kind = $2, verification_reference = $3, verified_by = $4,
            verified_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, updated_at = now() WHERE id = $1`,
    [id, v?.kind ?? null, v?.reference ?? null, v?.adminId ?? null],
  );
