// The operator's school and region lists (/admin/schulen, /admin/regionen): search, channel filter, pages and the
// CSV export's columns. Read-only: schools and regions are set up by the Oabat team (see the README).
import { z } from 'zod';
import { zPage } from './common.ts';
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
