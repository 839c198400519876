// SQL of the operator's school and region lists: search (name, slug, town, postal code, a user's e-mail), channel
// filter (a school also matches through the channels of its regions), pages in name order; one of them with its
// users, and the admin's changes (name, address, active, a school's regions).
import type { Queryable } from '../../db.ts';
import { updateColumns } from '../../lib/sql.ts';
import type { AdminOrganisationKind } from '@oabat/domain/admin-organisations';

export interface OrganisationRow {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  postal_code: string | null;
  email: string | null;
  users: number;
  channel: { id: number; slug: string; name: string } | null;
  regions: { id: number; slug: string; name: string }[];
  schools: number;
  businesses: number;
  is_active: boolean;
  created_at: Date;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const CHANNEL = `CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) END AS channel`;

/** Per kind: the selected columns, FROM (alias o, channel c), and the filter over $1 (pattern or '') and $2 (channel slug or ''). */
const SQL: Record<AdminOrganisationKind, { select: string; from: string; where: string }> = {
  schools: {
    select: `o.id, o.slug, o.name, COALESCE(o.city, p.name) AS city, COALESCE(o.postal_code, p.postal_code) AS postal_code,
      (SELECT u.email FROM school_users su JOIN users u ON u.id = su.user_id WHERE su.school_id = o.id ORDER BY u.id LIMIT 1) AS email,
      (SELECT count(*)::int FROM school_users su WHERE su.school_id = o.id) AS users, ${CHANNEL},
      COALESCE((SELECT json_agg(json_build_object('id', r.id, 'slug', r.slug, 'name', r.name) ORDER BY r.name, r.id)
        FROM school_regions sr JOIN regions r ON r.id = sr.region_id WHERE sr.school_id = o.id), '[]'::json) AS regions,
      0 AS schools, 0 AS businesses, o.is_active, o.created_at, o.street, NULL::text AS contact_email`,
    from: `schools o LEFT JOIN places p ON p.id = o.place_id LEFT JOIN channels c ON c.id = o.channel_id`,
    where: `($1 = '' OR o.name ILIKE $1 OR o.slug ILIKE $1 OR COALESCE(o.city, p.name) ILIKE $1 OR COALESCE(o.postal_code, p.postal_code) ILIKE $1
        OR EXISTS (SELECT 1 FROM school_users su JOIN users u ON u.id = su.user_id WHERE su.school_id = o.id AND u.email ILIKE $1))
      AND ($2 = '' OR c.slug = $2 OR EXISTS (SELECT 1 FROM school_regions sr JOIN regions r ON r.id = sr.region_id
        JOIN channels rc ON rc.id = r.channel_id WHERE sr.school_id = o.id AND rc.slug = $2))`,
  },
  regions: {
    select: `o.id, o.slug, o.name, NULL::text AS city, NULL::text AS postal_code,
      (SELECT u.email FROM region_users ru JOIN users u ON u.id = ru.user_id WHERE ru.region_id = o.id ORDER BY u.id LIMIT 1) AS email,
      (SELECT count(*)::int FROM region_users ru WHERE ru.region_id = o.id) AS users, ${CHANNEL}, '[]'::json AS regions,
      (SELECT count(*)::int FROM school_regions sr WHERE sr.region_id = o.id) AS schools,
      (SELECT count(*)::int FROM business_channels bc WHERE bc.channel_id = o.channel_id) AS businesses, o.is_active, o.created_at,
      NULL::text AS street, o.contact_email`,
    from: `regions o LEFT JOIN channels c ON c.id = o.channel_id`,
    where: `($1 = '' OR o.name ILIKE $1 OR o.slug ILIKE $1
        OR EXISTS (SELECT 1 FROM region_users ru JOIN users u ON u.id = ru.user_id WHERE ru.region_id = o.id AND u.email ILIKE $1))
      AND ($2 = '' OR c.slug = $2)`,
  },
};

export interface OrganisationFilter {
  search: string;
  channel: string;
}
const params = (f: OrganisationFilter) => [f.search ? like(f.search) : '', f.channel];

export async function countOrganisations(db: Queryable, kind: AdminOrganisationKind, f: OrganisationFilter) {
  const q = SQL[kind];
  return (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${q.from} WHERE ${q.where}`, params(f)))!.n;
}

export function listOrganisations(db: Queryable, kind: AdminOrganisationKind, f: OrganisationFilter, limit: number, offset: number) {
  const q = SQL[kind];
  return db.query<OrganisationRow>(`SELECT ${q.select} FROM ${q.from} WHERE ${q.where} ORDER BY lower(o.name), o.id LIMIT $3 OFFSET $4`, [
    ...params(f),
    limit,
    offset,
  ]);
}

export interface OrganisationDetailRow extends OrganisationRow {
  street: string | null;
  contact_email: string | null;
}

export const findOrganisation = (db: Queryable, kind: AdminOrganisationKind, id: number) =>
  db.one<OrganisationDetailRow>(`SELECT ${SQL[kind].select} FROM ${SQL[kind].from} WHERE o.id = $1`, [id]);

const MEMBERS = { schools: 'school_users m', regions: 'region_users m' } as const;
const MEMBER_OF = { schools: 'm.school_id', regions: 'm.region_id' } as const;
/** Its user accounts (oldest first), whom the admin may sign in as. */
export const membersOf = (db: Queryable, kind: AdminOrganisationKind, id: number) =>
  db.query<{ id: number; email: string | null; firstname: string; lastname: string }>(
    `SELECT u.id, u.email, u.firstname, u.lastname FROM ${MEMBERS[kind]} JOIN users u ON u.id = m.user_id WHERE ${MEMBER_OF[kind]} = $1 ORDER BY u.id LIMIT 50`,
    [id],
  );

export const updateOrganisation = (db: Queryable, kind: AdminOrganisationKind, id: number, patch: Record<string, unknown>) =>
  updateColumns(db, kind, id, patch);

export const regionExists = async (db: Queryable, id: number) => !!(await db.one(`SELECT 1 FROM regions WHERE id = $1`, [id]));
export const addSchoolRegion = (db: Queryable, schoolId: number, regionId: number) =>
  db.query(`INSERT INTO school_regions (school_id, region_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [schoolId, regionId]);
export const removeSchoolRegion = (db: Queryable, schoolId: number, regionId: number) =>
  db.query(`DELETE FROM school_regions WHERE school_id = $1 AND region_id = $2`, [schoolId, regionId]);
