// Wire schemas of regions and their data-driven landing pages (spec 02 §3 Region, 01 §2 region routes).
import { z } from 'zod';
import { ZImage } from './media.ts';
import { INT32_MAX } from './common.ts';

export const MAX_REGION_SECTIONS = 12;

export const ZRegionSection = z.object({
  title: z
    .string({ error: 'Bitte gib eine Überschrift ein.' })
    .trim()
    .min(1, 'Bitte gib eine Überschrift ein.')
    .max(120, 'Die Überschrift ist zu lang (höchstens 120 Zeichen).'),
  text: z.string({ error: 'Bitte gib einen Text ein.' }).trim().min(1, 'Bitte gib einen Text ein.').max(3000, 'Der Text ist zu lang (höchstens 3000 Zeichen).'),
});

export const ZRegionSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  channel: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
  hero_image: ZImage.nullable(),
});
export type TRegionSummary = z.infer<typeof ZRegionSummary>;

export const ZRegion = ZRegionSummary.extend({
  intro: z.string().nullable(),
  description: z.string().nullable(),
  sections: z.array(ZRegionSection),
  contact_email: z.string().nullable(),
  schools: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), city: z.string().nullable() })),
  businesses: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), city: z.string().nullable(), logo: ZImage.nullable() })),
  can_edit: z.boolean(),
});
export type TRegion = z.infer<typeof ZRegion>;

export const ZRegionUpdate = z.object({
  title: z.string().trim().max(160, 'Der Titel ist zu lang (höchstens 160 Zeichen).').nullable().optional(),
  intro: z.string().trim().max(500, 'Die Einleitung ist zu lang (höchstens 500 Zeichen).').nullable().optional(),
  description: z.string().trim().max(5000, 'Die Beschreibung ist zu lang (höchstens 5000 Zeichen).').nullable().optional(),
  hero_image_id: z.coerce.number().int().positive().max(INT32_MAX).nullable().optional(),
  sections: z.array(ZRegionSection).max(MAX_REGION_SECTIONS, `Höchstens ${MAX_REGION_SECTIONS} Abschnitte.`).optional(),
  contact_email: z
    .email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' })
    .max(254)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
});
export type TRegionUpdate = z.infer<typeof ZRegionUpdate>;

/** Regions whose page offers a sign-up (`/region/{slug}/anmeldung`, spec 01 §2 fixed region pages). */
export const REGION_SIGNUP_SLUGS = ['passau', 'inn-salzach'] as const;
export const hasRegionSignup = (slug: string) => (REGION_SIGNUP_SLUGS as readonly string[]).includes(slug);

/** A business of the region's channel, as the region manages it (invisible ones included). */
export const ZRegionMember = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), city: z.string().nullable(), is_visible: z.boolean() });
export type TRegionMember = z.infer<typeof ZRegionMember>;
/** POST /api/regions/{slug}/join: the region a business signed itself up in. */
export const ZRegionJoin = z.object({ region: z.string(), business_id: z.number().int() });
export type TRegionJoin = z.infer<typeof ZRegionJoin>;
/** A school not yet in the region, found by name (GET /api/regions/{slug}/school_candidates). */
export const ZRegionSchoolCandidate = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), city: z.string().nullable() });
export type TRegionSchoolCandidate = z.infer<typeof ZRegionSchoolCandidate>;

export const ZRegionMemberAdd = z.object({
  business_id: z.coerce.number({ error: 'Bitte wähle einen Betrieb.' }).int('Bitte wähle einen Betrieb.').positive('Bitte wähle einen Betrieb.'),
});

/** A channel as GET /api/channels lists it (the oabat default, every region's and school's). */
export const ZChannel = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), type: z.string() });
export type TChannel = z.infer<typeof ZChannel>;

export const ZRegionChannel = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), type: z.string(), members: z.number().int() });
export type TRegionChannel = z.infer<typeof ZRegionChannel>;

export const ZRegionChannelUpdate = z.object({
  name: z
    .string({ error: 'Bitte gib einen Namen ein.' })
    .trim()
    .min(2, 'Der Name braucht mindestens 2 Zeichen.')
    .max(120, 'Der Name ist zu lang (höchstens 120 Zeichen).'),
});
