// Wire schemas of school profiles, the company network and school bases (spec 02 §3 School profile, Network request).
import { z } from 'zod';
import { ZImage } from './media.ts';
import { INT32_MAX, zPage } from './common.ts';

export const SCHOOL_TYPES = [
  'Grundschule',
  'Mittelschule',
  'Realschule',
  'Gymnasium',
  'Wirtschaftsschule',
  'Förderschule',
  'Berufsschule',
  'FOS/BOS',
  'Gesamtschule',
  'Sonstige',
] as const;
export const NETWORK_PARTIES = ['school', 'business'] as const;
export type NetworkParty = (typeof NETWORK_PARTIES)[number];

export const ZAddress = z.object({ street: z.string().nullable(), postal_code: z.string().nullable(), city: z.string().nullable() });

export const ZNetworkSite = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});

export const ZSchool = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string().nullable(),
  slug: z.string(),
  city: z.string().nullable(),
  about_us: z.string().nullable(),
  video_id: z.number().int().nullable(),
  logo_image_id: z.number().int().nullable(),
  logo: ZImage.nullable(),
  main_image: ZImage.nullable(),
  main_images: z.array(ZImage),
  gallery_images: z.array(ZImage),
  images: z.array(ZImage),
  profile_picture: ZImage.nullable(),
  primary_address: ZAddress,
  user_id: z.number().int().nullable(),
  business_sites_in_network: z.array(ZNetworkSite),
  is_minibat_unlocked: z.boolean(),
  created_at: z.string(),
  channel: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
  regions: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  /** Only for the school's own users. */
  trainee_invitation_link: z.string().nullable(),
  trainee_invitation_qr_code: z.string().nullable(),
  can_edit: z.boolean(),
});
export type TSchool = z.infer<typeof ZSchool>;

const text = (max: number, what: string) => z.string().trim().max(max, `${what} ist zu lang (höchstens ${max} Zeichen).`);

export const ZSchoolUpdate = z.object({
  name: text(160, 'Der Name').min(3, 'Bitte gib den Namen der Schule ein.').optional(),
  type: z.enum(SCHOOL_TYPES, { error: 'Bitte wähle eine Schulart aus der Liste.' }).nullable().optional(),
  about_us: text(5000, 'Der Text').nullable().optional(),
  /** The main image id (the spec's `images`). */
  images: z
    .union([z.coerce.number().int().positive().max(INT32_MAX), z.array(z.coerce.number().int().positive().max(INT32_MAX)).max(12, 'Höchstens 12 Bilder.')])
    .nullable()
    .optional(),
  gallery_images: z.array(z.coerce.number().int().positive().max(INT32_MAX)).max(30, 'Höchstens 30 Bilder.').optional(),
  logo_image_id: z.coerce.number().int().positive().max(INT32_MAX).nullable().optional(),
  video_id: z.coerce.number().int().positive().max(INT32_MAX).nullable().optional(),
  street: text(160, 'Die Straße').nullable().optional(),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Die Postleitzahl hat 5 Ziffern.')
    .nullable()
    .optional(),
  city: text(120, 'Der Ort').nullable().optional(),
  is_minibat_unlocked: z.boolean({ error: 'Bitte gib an, ob das schwarze Brett freigeschaltet ist.' }).optional(),
  regenerate_invitation: z.boolean().optional(),
});
export type TSchoolUpdate = z.infer<typeof ZSchoolUpdate>;

export const ZNetworkMessage = z.object({
  id: z.number().int(),
  message: z.string(),
  sent_by_type: z.enum(NETWORK_PARTIES),
  created_at: z.string(),
  sender_name: z.string().nullable(),
});
export const ZNetworkRequest = z.object({
  id: z.number().int(),
  school: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), city: z.string().nullable() }),
  business_site: ZNetworkSite,
  accepted: z.boolean(),
  created_by_type: z.enum(NETWORK_PARTIES),
  created_at: z.string(),
  messages: z.array(ZNetworkMessage),
});
export type TNetworkRequest = z.infer<typeof ZNetworkRequest>;

export const ZNetworkMessageInput = z.object({
  message: z
    .string({ error: 'Bitte schreib eine Nachricht.' })
    .trim()
    .min(1, 'Bitte schreib eine Nachricht.')
    .max(2000, 'Die Nachricht ist zu lang (höchstens 2000 Zeichen).'),
  sent_by_type: z.enum(NETWORK_PARTIES, { error: 'Bitte gib an, ob die Schule oder der Betrieb schreibt.' }),
});
export const ZNetworkAccept = z.object({ accepted: z.boolean({ error: 'Bitte gib an, ob die Anfrage angenommen wird.' }) });

/** A school base (GET /api/schoolbases, POST /api/school_bases): the name a pupil picks for her school, linked to a school or not. */
export const ZSchoolBase = z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable(), school_id: z.number().int().nullable() });
export type TSchoolBase = z.infer<typeof ZSchoolBase>;
/** A visible business site around a school (GET /api/schools/{id}/nearby_business_sites): whom the school can ask. */
export const ZNearbyBusinessSite = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  /** Kilometres from the school, one decimal. */
  distance: z.number(),
  business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});
export type TNearbyBusinessSite = z.infer<typeof ZNearbyBusinessSite>;
/** A school around a place (GET /api/search/school), nearest first. */
export const ZSchoolHit = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  city: z.string().nullable(),
  /** Kilometres from the place, one decimal. */
  distance: z.number(),
});
export type TSchoolHit = z.infer<typeof ZSchoolHit>;
export const ZSchoolSearchPage = zPage(ZSchoolHit);
export type TSchoolSearchPage = z.infer<typeof ZSchoolSearchPage>;
export const ZSchoolBaseInput = z.object({
  name: z.string({ error: 'Bitte gib den Namen der Schule ein.' }).trim().min(3, 'Bitte gib den Namen der Schule ein.').max(160, 'Der Name ist zu lang.'),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Die Postleitzahl hat 5 Ziffern.')
    .optional(),
});

/** A school's users have the same shape as a business's (name, e-mail, whether it is the viewer). */
export { ZBusinessUser as ZSchoolUser, ZBusinessUserInvite as ZSchoolUserInvite, type TBusinessUser as TSchoolUser } from './businesses.ts';
