// Wire schemas and rules of business profiles (spec 02 §2, §3 Business / Contact person / Billing address).
import { z } from 'zod';
import { COMPLETE_PROFILE_MIN_MAIN_IMAGES } from './constants.ts';
import { ZImage } from './media.ts';
import { INT32_MAX } from './common.ts';

export const GENDERS = ['Frau', 'Herr', 'Divers'] as const;
export const DEFAULT_CONTACT_GENDER = 'Frau';
export const MAX_MAIN_IMAGES = 12;
export const MAX_GALLERY_IMAGES = 30;

export const ZContactPerson = z.object({
  id: z.number().int(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  gender: z.string(),
  position: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profile_picture: ZImage.nullable(),
  profile_picture_id: z.number().int().nullable(),
});
export type TContactPerson = z.infer<typeof ZContactPerson>;

export const ZBusinessSite = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  is_main: z.boolean(),
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TBusinessSite = z.infer<typeof ZBusinessSite>;

export const ZCompleteness = z.object({
  complete: z.boolean(),
  percent: z.number().int(),
  missing: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type TCompleteness = z.infer<typeof ZCompleteness>;

export const ZBusiness = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  motto: z.string().nullable(),
  about_us: z.string().nullable(),
  main_images: z.array(ZImage),
  gallery_images: z.array(ZImage),
  video_id: z.number().int().nullable(),
  logo_image_id: z.number().int().nullable(),
  logo: ZImage.nullable(),
  is_visible: z.boolean(),
  /** "geprüfter Betrieb": the admin checked its identity (register number or chamber membership); only the admin sets it. */
  is_verified: z.boolean(),
  public_contact_person: ZContactPerson.nullable(),
  business_sites: z.array(ZBusinessSite),
  business_site_slug: z.string().nullable(),
  subscription_types: z.array(z.object({ id: z.number().int() })),
  is_job_fair_participant: z.boolean(),
  has_pro_portal: z.boolean(),
  /** Mean minutes until the business first answers a chat someone else opened; null below 3 answered chats. */
  avg_response_minutes: z.number().int().nullable(),
  /** Whom a first message goes to ("Nachricht schreiben"): the business's first user; null without users. */
  chat_user_id: z.number().int().nullable(),
  /** Only for the business's own users: what editing shows. */
  permissions: z.array(z.string()).optional(),
  completeness: ZCompleteness.optional(),
  can_edit: z.boolean(),
});
export type TBusiness = z.infer<typeof ZBusiness>;

const text = (max: number, label: string) =>
  z
    .string({ error: `Bitte gib ${label} ein.` })
    .trim()
    .max(max, `${label.replace(/^(den|die|das|einen|eine) /, '')} ist zu lang (höchstens ${max} Zeichen).`);
const imageIds = (max: number) =>
  z.array(z.coerce.number().int().positive('Ungültiges Bild.'), { error: 'Bitte wähle Bilder aus.' }).max(max, `Höchstens ${max} Bilder.`);

export const ZBusinessUpdate = z.object({
  name: text(120, 'den Namen').min(2, 'Bitte gib den Namen des Betriebs ein.').optional(),
  motto: text(160, 'das Motto').nullable().optional(),
  about_us: text(5000, 'den Text „Über uns“').nullable().optional(),
  main_images: imageIds(MAX_MAIN_IMAGES).optional(),
  gallery_images: imageIds(MAX_GALLERY_IMAGES).optional(),
  video_id: z.coerce.number().int().positive().max(INT32_MAX).nullable().optional(),
  logo_image_id: z.coerce.number().int().positive().max(INT32_MAX).nullable().optional(),
  is_visible: z.boolean({ error: 'Bitte gib an, ob das Profil öffentlich ist.' }).optional(),
});
export type TBusinessUpdate = z.infer<typeof ZBusinessUpdate>;

export const ZContactPersonInput = z.object({
  business_id: z.coerce.number().int().positive().max(INT32_MAX).optional(),
  firstname: text(80, 'den Vornamen').nullable().optional(),
  lastname: text(80, 'den Nachnamen').nullable().optional(),
  gender: z.enum(GENDERS, { error: 'Bitte wähle Frau, Herr oder Divers.' }).default(DEFAULT_CONTACT_GENDER),
  position: text(120, 'die Position').nullable().optional(),
  email: z
    .email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' })
    .max(254)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  phone: text(40, 'die Telefonnummer').nullable().optional(),
  profile_picture: z.coerce.number().int().positive().max(INT32_MAX).nullable().optional(),
  is_public: z.boolean().optional(),
});
export type TContactPersonInput = z.infer<typeof ZContactPersonInput>;

export const ZBusinessSiteInput = z.object({
  id: z.coerce.number().int().positive().max(INT32_MAX).optional(),
  name: text(120, 'den Namen des Standorts').min(2, 'Bitte gib den Namen des Standorts ein.'),
  street: text(160, 'die Straße').min(2, 'Bitte gib Straße und Hausnummer ein.'),
  postal_code: z
    .string({ error: 'Bitte gib die Postleitzahl ein.' })
    .trim()
    .regex(/^\d{5}$/, 'Die Postleitzahl hat 5 Ziffern.'),
  city: text(120, 'den Ort').min(2, 'Bitte gib den Ort ein.'),
  phone: text(40, 'die Telefonnummer').nullable().optional(),
  email: z
    .email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' })
    .max(254)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  is_main: z.boolean().optional(),
});

/**
 * The address a business gives at registration (issue #36, 3.): its main site's street, postal code and place, so
 * its first job has a place and its profile is found. The same rules and messages as a site's address.
 */
export const ZBusinessAddress = ZBusinessSiteInput.pick({ street: true, postal_code: true, city: true });
export type TBusinessAddress = z.infer<typeof ZBusinessAddress>;

export type TBusinessSiteInput = z.infer<typeof ZBusinessSiteInput>;

export const ZBillingAddress = z.object({
  business_name: text(160, 'den Firmennamen').min(2, 'Bitte gib den Firmennamen ein.'),
  contact_person_gender: z.enum(GENDERS, { error: 'Bitte wähle Frau, Herr oder Divers.' }).default(DEFAULT_CONTACT_GENDER),
  contact_person_name: text(160, 'den Namen der Ansprechperson').min(2, 'Bitte gib den Namen der Ansprechperson ein.'),
  contact_person_phone: text(40, 'die Telefonnummer').nullable().optional(),
  contact_person_email: z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' }).max(254),
  street: text(160, 'die Straße').min(2, 'Bitte gib Straße und Hausnummer ein.'),
  postal_code: z
    .string({ error: 'Bitte gib die Postleitzahl ein.' })
    .trim()
    .regex(/^\d{4,5}$/, 'Bitte gib eine gültige Postleitzahl ein.'),
  city: text(120, 'den Ort').min(2, 'Bitte gib den Ort ein.'),
  country_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Bitte gib ein Land als Ländercode an (z. B. DE).')
    .default('DE'),
});
export type TBillingAddress = z.infer<typeof ZBillingAddress>;
/** A stored billing address as the API answers it (GET/POST /api/business/{id}/billing_address). */
export const ZBillingAddressView = z.object({
  business_name: z.string(),
  contact_person_gender: z.string(),
  contact_person_name: z.string(),
  contact_person_phone: z.string().nullable(),
  contact_person_email: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
});
export type TBillingAddressView = z.infer<typeof ZBillingAddressView>;

export const BUSINESS_ACTIVITY_TYPES = ['profile_visit', 'job_view', 'contact_click', 'website_click', 'video_play', 'phone_click'] as const;
export const ZBusinessActivity = z.object({
  type: z.enum(BUSINESS_ACTIVITY_TYPES, { error: 'Unbekannte Aktivität.' }),
  payload: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
    .refine((p) => Object.keys(p).length <= 10, 'Höchstens 10 Angaben.')
    .optional(),
});

/** Visits and clicks of one kind over the asked days (GET /api/business/{id}/activities). */
export const ZBusinessActivityCount = z.object({ type: z.string(), count: z.number().int() });
export type TBusinessActivityCount = z.infer<typeof ZBusinessActivityCount>;

/** A visible business near another one (POST /api/business/{id}/getBusinessesAround); distance in km, one decimal. */
export const ZBusinessAround = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  distance: z.number(),
  logo: ZImage.nullable(),
});
export type TBusinessAround = z.infer<typeof ZBusinessAround>;

export const ZBusinessSeo = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  path: z.string(),
  noindex: z.boolean(),
});

// ---- completeness (spec 02 §2) --------------------------------------------------------------

export interface CompletenessInput {
  name?: string | null;
  about_us?: string | null;
  main_images?: readonly unknown[] | null;
  public_contact_person?: {
    firstname?: string | null;
    lastname?: string | null;
    gender?: string | null;
    profile_picture?: unknown;
    profile_picture_id?: number | null;
  } | null;
}

const filled = (v: string | null | undefined) => !!v && v.trim().length > 0;

/**
 * Complete only with name, about_us, more than 4 main images and a public contact person with
 * first name, last name, gender and picture. The percentage counts those seven checks.
 */
export function businessCompleteness(b: CompletenessInput): TCompleteness {
  const cp = b.public_contact_person;
  const images = b.main_images?.length ?? 0;
  const checks: [string, string, boolean][] = [
    ['name', 'Name des Betriebs', filled(b.name)],
    ['about_us', 'Text „Über uns“', filled(b.about_us)],
    ['main_images', `Mindestens ${COMPLETE_PROFILE_MIN_MAIN_IMAGES} Titelbilder (${images} vorhanden)`, images >= COMPLETE_PROFILE_MIN_MAIN_IMAGES],
    ['contact_person.firstname', 'Vorname der Ansprechperson', filled(cp?.firstname)],
    ['contact_person.lastname', 'Nachname der Ansprechperson', filled(cp?.lastname)],
    ['contact_person.gender', 'Anrede der Ansprechperson', filled(cp?.gender)],
    ['contact_person.profile_picture', 'Foto der Ansprechperson', !!cp && (!!cp.profile_picture || !!cp.profile_picture_id)],
  ];
  const done = checks.filter((c) => c[2]).length;
  return {
    complete: done === checks.length,
    percent: Math.round((done / checks.length) * 100),
    missing: checks.filter((c) => !c[2]).map(([key, label]) => ({ key, label })),
  };
}

// ---- users of a business (/betrieb/benutzer) ----

export const ZBusinessUser = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  is_self: z.boolean(),
});
export type TBusinessUser = z.infer<typeof ZBusinessUser>;
export const ZBusinessUserInvite = z.object({
  email: z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' }).trim().toLowerCase().max(254),
  firstname: z.string({ error: 'Bitte gib den Vornamen ein.' }).trim().min(1, 'Bitte gib den Vornamen ein.').max(80, 'Der Vorname ist zu lang.'),
  lastname: z.string({ error: 'Bitte gib den Nachnamen ein.' }).trim().min(1, 'Bitte gib den Nachnamen ein.').max(80, 'Der Nachname ist zu lang.'),
});
export type TBusinessUserInvite = z.infer<typeof ZBusinessUserInvite>;
/** An invitation link stays valid this long (the person sets a password with it). */
export const BUSINESS_INVITE_TTL_DAYS = 7;
