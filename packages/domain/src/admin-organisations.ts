// The operator's school and region lists (/admin/schulen, /admin/regionen): search, channel filter, pages, the
// CSV export's columns, and the admin's changes in the panel (name, address, active, a school's regions).
import { z } from 'zod';
import { INT32_MAX, zPage } from './common.ts';
import { ZAdminBusinessFilter, ZAdminBusinessQuery, ZChannelRef, csvCell } from './admin-businesses.ts';

export const ADMIN_ORGANISATION_KINDS = ['schools', 'regions'] as const;
export type AdminOrganisationKind = (typeof ADMIN_ORGANISATION_KINDS)[number];

export const ZAdminOrganisationFilter = ZAdminBusinessFilter.omit({ subscription_type: true });
export type TAdminOrganisationFilter = z.infer<typeof ZAdminOrganisationFilter>;
export const ZAdminOrganisationQuery = ZAdminBusinessQuery.omit({ subscription_type: true });
export type TAdminOrganisationQuery = z.infer<typeof ZAdminOrganisationQuery>;

export const ZAdminOrganisation = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** The first user's address. */
  email: z.string().nullable(),
  users: z.number().int(),
  channel: ZChannelRef.nullable(),
  /** Schools: the regions they belong to. Regions: their schools' count is in `schools`. */
  regions: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  schools: z.number().int(),
  /** Regions: the businesses of their channel. */
  businesses: z.number().int(),
  /** Off: the public page answers 404 to everybody but its own users and the admin; lists skip it. */
  is_active: z.boolean(),
  created_at: z.string(),
});
export type TAdminOrganisation = z.infer<typeof ZAdminOrganisation>;
export const ZAdminOrganisationPage = zPage(ZAdminOrganisation);
export type TAdminOrganisationPage = z.infer<typeof ZAdminOrganisationPage>;

export const ADMIN_ORGANISATION_CSV_COLUMNS: Record<AdminOrganisationKind, readonly string[]> = {
  schools: ['ID', 'Name', 'Kennung', 'PLZ', 'Ort', 'E-Mail', 'Nutzer', 'Kanal', 'Regionen', 'Angelegt am'],
  regions: ['ID', 'Name', 'Kennung', 'E-Mail', 'Nutzer', 'Kanal', 'Schulen', 'Betriebe', 'Angelegt am'],
};

export function adminOrganisationCsvRow(kind: AdminOrganisationKind, o: TAdminOrganisation): string {
  const day = o.created_at.slice(0, 10);
  const cells =
    kind === 'schools'
      ? [o.id, o.name, o.slug, o.postal_code, o.city, o.email, o.users, o.channel?.name ?? null, o.regions.map((r) => r.name).join(', '), day]
      : [o.id, o.name, o.slug, o.email, o.users, o.channel?.name ?? null, o.schools, o.businesses, day];
  return cells.map(csvCell).join(';');
}

/** One school or region in the admin's panel: the list row plus what the panel edits and the users to impersonate. */
export const ZAdminOrganisationDetail = ZAdminOrganisation.extend({
  street: z.string().nullable(),
  contact_email: z.string().nullable(),
  members: z.array(z.object({ id: z.number().int(), email: z.string().nullable(), firstname: z.string(), lastname: z.string() })),
});
export type TAdminOrganisationDetail = z.infer<typeof ZAdminOrganisationDetail>;

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** The admin's change of one school or region; absent fields stay as they are. Address fields apply to schools. */
export const ZAdminOrganisationUpdate = z.object({
  name: z.string().trim().min(2, 'Der Name muss mindestens 2 Zeichen lang sein.').max(150, 'Der Name darf höchstens 150 Zeichen lang sein.').optional(),
  is_active: z.boolean().optional(),
  street: optionalLine(150),
  postal_code: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'Bitte gib eine fünfstellige Postleitzahl ein.')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  city: optionalLine(100),
  contact_email: z
    .string()
    .trim()
    .max(200, 'Höchstens 200 Zeichen.')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Bitte gib eine gültige E-Mail-Adresse ein.')
    .transform((v) => v || null)
    .nullable()
    .optional(),
});
export type TAdminOrganisationUpdate = z.input<typeof ZAdminOrganisationUpdate>;

export const ZSchoolRegionParam = z.object({
  id: z.coerce.number().int().positive().max(INT32_MAX),
  regionId: z.coerce.number({ error: 'Diese Region gibt es nicht.' }).int().positive().max(INT32_MAX),
});
