// The operator's business list (/admin/betriebe, spec 02 §7 Admin): filters, rows, the admin's changes, the
// German names of the permissions and the CSV export's columns. Read by the API and the web app alike.
import { z } from 'zod';
import { INT32_MAX, zPage } from './common.ts';
import { BUSINESS_PERMISSIONS, type BusinessPermission } from './rights.ts';

export const ADMIN_BUSINESSES_PER_PAGE = 20;
/** The export holds at most this many rows (the whole platform today; a bound against runaway answers). */
export const ADMIN_BUSINESSES_EXPORT_MAX = 100_000;

const ZPositiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(INT32_MAX, message);

export const ZAdminBusinessFilter = z.object({
  search: z.string().trim().max(100, 'Höchstens 100 Zeichen.').default(''),
  /** A channel's slug; empty: every business. */
  channel: z
    .string()
    .trim()
    .toLowerCase()
    .max(120, 'Höchstens 120 Zeichen.')
    .regex(/^[a-z0-9-]*$/, 'Diesen Kanal gibt es nicht.')
    .default(''),
  subscription_type: ZPositiveId('Diese Abo-Art gibt es nicht.').optional(),
});
export type TAdminBusinessFilter = z.infer<typeof ZAdminBusinessFilter>;

export const ZAdminBusinessQuery = ZAdminBusinessFilter.extend({
  page: z.coerce.number({ error: 'Ungültige Seite.' }).int('Ungültige Seite.').min(1, 'Ungültige Seite.').max(100_000, 'Ungültige Seite.').default(1),
});
export type TAdminBusinessQuery = z.infer<typeof ZAdminBusinessQuery>;

export const ZSubscriptionType = z.object({ id: z.number().int(), name: z.string() });
export type TSubscriptionType = z.infer<typeof ZSubscriptionType>;
export const ZChannelRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const ZAdminBusiness = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** The first user's address: whom the operator writes to. */
  email: z.string().nullable(),
  /** That user's id, for the admin's impersonation. */
  user_id: z.number().int().nullable(),
  is_visible: z.boolean(),
  permissions: z.array(z.string()),
  subscription_types: z.array(ZSubscriptionType),
  channels: z.array(ZChannelRef),
  jobs_published: z.number().int(),
  created_at: z.string(),
});
export type TAdminBusiness = z.infer<typeof ZAdminBusiness>;
export const ZAdminBusinessPage = zPage(ZAdminBusiness);
export type TAdminBusinessPage = z.infer<typeof ZAdminBusinessPage>;

export const ZAdminBusinessSite = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  is_main: z.boolean(),
});
/** "geprüfter Betrieb": what the admin checked (register number or chamber membership), when and who. */
export const VERIFICATION_KINDS = ['register', 'chamber'] as const;
export const VERIFICATION_KIND_LABELS: Record<(typeof VERIFICATION_KINDS)[number], string> = {
  register: 'Handelsregister-Nummer',
  chamber: 'Mitgliedschaft in der Kammer (IHK/HWK)',
};
export { VERIFIED_BADGE_LABEL } from './trust-labels.ts';
export const ZBusinessVerification = z.object({
  kind: z.enum(VERIFICATION_KINDS),
  reference: z.string(),
  verified_at: z.string(),
  verified_by: z.string().nullable(),
});
export const ZBusinessVerificationInput = z.object({
  kind: z.enum(VERIFICATION_KINDS, 'Bitte wähle, was geprüft wurde.'),
  reference: z
    .string({ error: 'Bitte gib die Nummer oder Kammer an.' })
    .trim()
    .min(3, 'Bitte gib die Nummer oder Kammer an (mindestens 3 Zeichen).')
    .max(120, 'Höchstens 120 Zeichen.')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what the rule refuses
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Die Angabe enthält unzulässige Zeichen.'),
});
export type TBusinessVerificationInput = z.output<typeof ZBusinessVerificationInput>;

export const ZAdminBusinessDetail = ZAdminBusiness.extend({ sites: z.array(ZAdminBusinessSite), verification: ZBusinessVerification.nullable() });
export type TAdminBusinessDetail = z.infer<typeof ZAdminBusinessDetail>;

export const ZAdminBusinessUpdate = z.object({
  is_visible: z.boolean({ error: 'Bitte gib an, ob der Betrieb sichtbar ist.' }),
});
export type TAdminBusinessUpdate = z.infer<typeof ZAdminBusinessUpdate>;

export const ZBusinessPermissionParam = z.object({
  id: ZPositiveId('Diesen Betrieb gibt es nicht.'),
  permission: z.enum(BUSINESS_PERMISSIONS, 'Dieses Recht gibt es nicht.'),
});
export const ZBusinessSubscriptionParam = z.object({
  id: ZPositiveId('Diesen Betrieb gibt es nicht.'),
  typeId: ZPositiveId('Diese Abo-Art gibt es nicht.'),
});
export const ZSiteChannelParam = z.object({
  id: ZPositiveId('Diesen Standort gibt es nicht.'),
  channelId: ZPositiveId('Diesen Kanal gibt es nicht.'),
});
export const ZSiteChannelUpdate = z.object({
  is_active: z.boolean({ error: 'Bitte gib an, ob der Kanal aktiv ist.' }),
});

/** What each permission lets a business do, in the operator's words. */
export const BUSINESS_PERMISSION_LABELS: Record<BusinessPermission, string> = {
  publish_business: 'Profil veröffentlichen',
  publish_apprenticeship: 'Ausbildungsstellen veröffentlichen',
  publish_traineeship: 'Praktikumsstellen veröffentlichen',
  show_own_jobs: 'Eigene Stellen anzeigen',
  invite_school: 'Schulen einladen',
  activate_job: 'Stellen ohne Prüfung veröffentlichen',
  publish_regular_jobs: 'Jobs veröffentlichen',
  mail2chat: 'E-Mails als Chat (mail2chat)',
  statistics: 'Statistiken',
  job_external_application: 'Bewerbung über externe Seite',
  job_ai: 'Textgenerator für Anzeigen',
  job_ci: 'Eigenes Design der Anzeigen',
  job_einblick: 'Einblicke in Anzeigen',
  job_v3: 'Neuer Stelleneditor (Ausbildung und Praktikum)',
  joblist_v2: 'Eigene Joblisten',
  pro_portal: 'Pro-Portal',
  admin_livestream_polls: 'Umfragen im Livestream',
  api_connection: 'API-Anbindung (persönliche API-Schlüssel)',
};
export const permissionLabel = (p: string) => BUSINESS_PERMISSION_LABELS[p as BusinessPermission] ?? p;

/** The export's columns: German headings, in this order. */
export const ADMIN_BUSINESS_CSV_COLUMNS = [
  'ID',
  'Name',
  'Kennung',
  'PLZ',
  'Ort',
  'E-Mail',
  'Sichtbar',
  'Kanäle',
  'Abo-Arten',
  'Rechte',
  'Veröffentlichte Stellen',
  'Angelegt am',
] as const;

/** One CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows of the export as the columns above (semicolon separated, as German spreadsheets expect). */
export function adminBusinessCsvRow(b: TAdminBusiness): string {
  return [
    b.id,
    b.name,
    b.slug,
    b.postal_code,
    b.city,
    b.email,
    b.is_visible ? 'Ja' : 'Nein',
    b.channels.map((c) => c.name).join(', '),
    b.subscription_types.map((s) => s.name).join(', '),
    b.permissions.map(permissionLabel).join(', '),
    b.jobs_published,
    b.created_at.slice(0, 10),
  ]
    .map(csvCell)
    .join(';');
}
