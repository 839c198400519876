// Job fairs (spec 02 §3 Job fair, §7 Job fairs): a region's digital fair with name, logo, channel, start and end,
// a place from the places data (its slug is the fair's location_slug, the {locationSlug} of /messe/...), a
// description and the participating businesses. Only fairs whose end is not past are shown to the public.
import { z } from 'zod';
import { INT32_MAX, ZId } from './common.ts';
import { ZImage } from './media.ts';

export const FAIR_NAME_MIN = 3;
export const FAIR_NAME_MAX = 150;
export const FAIR_TITLE_MAX = 200;
export const FAIR_DESCRIPTION_MAX = 10_000;
export const FAIR_TEXT_MAX = 200;
/** A fair lasts at most this many days (a fair week). */
export const FAIR_MAX_DAYS = 14;
/** Participants of one fair (a large regional fair has a few hundred). */
export const FAIR_MAX_BUSINESSES = 500;
/** The fair tabs of /messe/{locationSlug}/{category?}: none is "Alles". */
export const FAIR_CATEGORIES = ['ausbildung', 'praktikum', 'unternehmen', 'news'] as const;
export type FairCategory = (typeof FAIR_CATEGORIES)[number];

// One line of text: no control characters (a description may hold line breaks and tabs).
// eslint-disable-next-line no-control-regex
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const ZName = z
  .string({ error: 'Bitte gib einen Namen ein.' })
  .trim()
  .min(FAIR_NAME_MIN, `Der Name muss mindestens ${FAIR_NAME_MIN} Zeichen lang sein.`)
  .max(FAIR_NAME_MAX, `Der Name darf höchstens ${FAIR_NAME_MAX} Zeichen lang sein.`)
  .regex(ONE_LINE, 'Der Name darf keine Steuerzeichen enthalten.');
const optLine = (label: string, max: number) =>
  z
    .union([
      z.string().trim().max(max, `${label} darf höchstens ${max} Zeichen lang sein.`).regex(ONE_LINE, `${label} darf keine Steuerzeichen enthalten.`),
      z.null(),
    ])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));
const ZDescription = z
  .string()
  .trim()
  .max(FAIR_DESCRIPTION_MAX, `Die Beschreibung darf höchstens ${FAIR_DESCRIPTION_MAX.toLocaleString('de-DE')} Zeichen lang sein.`)
  .regex(MULTI_LINE, 'Die Beschreibung darf keine Steuerzeichen enthalten.');
const ZInstant = (what: string) =>
  z.iso.datetime({ offset: true, error: `Bitte gib ${what} an.` }).refine((v) => {
    const y = new Date(v).getUTCFullYear();
    return Number.isNaN(y) || (y >= 2000 && y <= 2100);
  }, `Bitte gib ${what} zwischen 2000 und 2100 an.`);
const ZPostalCode = z
  .string({ error: 'Bitte gib die Postleitzahl des Messeorts an.' })
  .trim()
  .regex(/^\d{5}$/, 'Bitte gib eine fünfstellige Postleitzahl ein.');
const ZChannel = z
  .string({ error: 'Bitte wähle einen Channel.' })
  .min(1, 'Bitte wähle einen Channel.')
  .max(100)
  .regex(/^[a-z0-9-]+$/, 'Diesen Channel gibt es nicht.');

type Times = { start_at?: string; end_at?: string };
const endAfterStart = (v: Times) => !v.start_at || !v.end_at || new Date(v.end_at) > new Date(v.start_at);
const notTooLong = (v: Times) => !v.start_at || !v.end_at || new Date(v.end_at).getTime() - new Date(v.start_at).getTime() <= FAIR_MAX_DAYS * 86_400_000;

const fields = {
  name: ZName,
  title: optLine('Der Untertitel', FAIR_TITLE_MAX),
  description: ZDescription.default(''),
  channel: ZChannel,
  start_at: ZInstant('den Beginn'),
  end_at: ZInstant('das Ende'),
  /** The place: its postal code (and optionally the place's name where a code has several), from the places data. */
  postal_code: ZPostalCode,
  city: optLine('Der Ort', FAIR_TEXT_MAX),
  location_name: optLine('Der Veranstaltungsort', FAIR_TEXT_MAX),
  street: optLine('Die Straße', FAIR_TEXT_MAX),
  logo_image_id: z.union([ZId, z.null()]).optional(),
};

/** POST /api/jobfairs (the admin). */
export const ZJobFairInput = z
  .object(fields)
  .refine(endAfterStart, { path: ['end_at'], message: 'Das Ende muss nach dem Beginn liegen.' })
  .refine(notTooLong, { path: ['end_at'], message: `Eine Messe dauert höchstens ${FAIR_MAX_DAYS} Tage.` });
export type TJobFairInput = z.output<typeof ZJobFairInput>;

/** PUT /api/jobfairs/{id}: every field optional; what is left out stays. */
export const ZJobFairUpdate = z
  .object({
    name: ZName.optional(),
    title: fields.title,
    description: ZDescription.optional(),
    channel: ZChannel.optional(),
    start_at: fields.start_at.optional(),
    end_at: fields.end_at.optional(),
    postal_code: ZPostalCode.optional(),
    city: fields.city,
    location_name: fields.location_name,
    street: fields.street,
    logo_image_id: fields.logo_image_id,
  })
  .refine(endAfterStart, { path: ['end_at'], message: 'Das Ende muss nach dem Beginn liegen.' });
export type TJobFairUpdate = z.output<typeof ZJobFairUpdate>;

/** A fair by its number or its slug. */
export const ZJobFairRefParam = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Diese Messe gibt es nicht.'),
});
export const ZJobFairBusinessParam = ZJobFairRefParam.extend({ businessId: ZId });
export const ZJobFairBusinessInput = z.object({ business_id: ZId });

/** GET /api/jobfairs: the fairs not yet over (the admin may ask for past ones too), optionally at one place or channel. */
export const ZJobFairQuery = z.object({
  /** The fair's own address (its slug): several fairs may be at one place, each opens from its link. */
  slug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Diese Messe gibt es nicht.')
    .optional(),
  location_slug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Diesen Ort gibt es nicht.')
    .optional(),
  channel: ZChannel.optional(),
  past: z.enum(['0', '1']).default('0'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TJobFairQuery = z.output<typeof ZJobFairQuery>;

export const ZJobFairBusiness = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.object({ urls: z.record(z.string(), z.string()) }).nullable(),
});
export type TJobFairBusiness = z.infer<typeof ZJobFairBusiness>;

export const ZJobFair = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  description: z.string(),
  logo: ZImage.nullable(),
  /** The logo's address (spec field logo_file_path), null without one. */
  logo_file_path: z.string().nullable(),
  channel: z.object({ slug: z.string(), name: z.string() }),
  start_at: z.string(),
  end_at: z.string(),
  location_slug: z.string(),
  place: z.object({ name: z.string(), postal_code: z.string(), latitude: z.number(), longitude: z.number() }),
  location_name: z.string().nullable(),
  street: z.string().nullable(),
  /** Participants with a visible profile. */
  businesses: z.array(ZJobFairBusiness),
  /** Participants whose profile is not public: listed for the admin only (empty for everybody else). */
  businesses_unpublished: z.array(ZJobFairBusiness),
  can_edit: z.boolean(),
});
export type TJobFair = z.infer<typeof ZJobFair>;
export const ZJobFairList = z.object({ data: z.array(ZJobFair) });

/** GET /api/business/{id or slug}/jobfair_visitors: the profile's activities during each fair it takes part in. */
export const ZFairVisitors = z.object({
  data: z.array(
    z.object({
      fair: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), start_at: z.string(), end_at: z.string(), location_slug: z.string() }),
      /** Whether the fair is running now (else it is still to come or over). */
      running: z.boolean(),
      /** Different visitors of the profile during the fair. */
      visitors: z.number().int(),
      counts: z.array(z.object({ type: z.string(), count: z.number().int() })),
    }),
  ),
});
export type TFairVisitors = z.infer<typeof ZFairVisitors>['data'];

export const fairNotFoundMessage = 'Diese Messe gibt es nicht (mehr).';

// Requests of businesses (issue #36): a business asks to take part in a fair, or proposes a livestream slot; the admin
// accepts (the business becomes a participant) or declines.
export const FAIR_REQUEST_MESSAGE_MAX = 1_000;
export const FAIR_REQUEST_STATUS = ['pending', 'accepted', 'declined'] as const;
export type FairRequestStatus = (typeof FAIR_REQUEST_STATUS)[number];
export const FAIR_REQUEST_STATUS_LABEL: Record<FairRequestStatus, string> = {
  pending: 'Angefragt – die Redaktion antwortet bald',
  accepted: 'Angenommen – ihr seid dabei',
  declined: 'Abgelehnt',
};

export const ZJobFairRequestInput = z
  .object({
    business_id: z.coerce.number({ error: 'Bitte wähle deinen Betrieb.' }).int().positive().max(INT32_MAX),
    message: z.string().trim().max(FAIR_REQUEST_MESSAGE_MAX, `Die Nachricht darf höchstens ${FAIR_REQUEST_MESSAGE_MAX} Zeichen lang sein.`).default(''),
    slot_start: z.iso.datetime({ offset: true, error: 'Bitte gib einen gültigen Beginn an.' }).nullable().optional(),
    slot_end: z.iso.datetime({ offset: true, error: 'Bitte gib ein gültiges Ende an.' }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (!!v.slot_start !== !!v.slot_end) ctx.addIssue({ code: 'custom', path: ['slot_end'], message: 'Bitte gib Beginn und Ende des Zeitfensters an.' });
    else if (v.slot_start && v.slot_end && Date.parse(v.slot_end) <= Date.parse(v.slot_start))
      ctx.addIssue({ code: 'custom', path: ['slot_end'], message: 'Das Ende muss nach dem Beginn liegen.' });
  });
export type TJobFairRequestInput = z.input<typeof ZJobFairRequestInput>;

export const ZJobFairRequestDecision = z.object({ status: z.enum(['accepted', 'declined'], { error: 'Bitte nimm an oder lehne ab.' }) });

/** A request as the API answers it (POST /api/jobfairs/{id}/requests, GET /api/jobfair_requests, PUT /api/jobfair_requests/{id}). */
export const ZJobFairRequest = z.object({
  id: z.number().int(),
  fair: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), start_at: z.string(), end_at: z.string() }),
  business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  message: z.string(),
  slot_start: z.string().nullable(),
  slot_end: z.string().nullable(),
  status: z.enum(FAIR_REQUEST_STATUS),
  created_at: z.string(),
});
export type TJobFairRequest = z.infer<typeof ZJobFairRequest>;
export const ZJobFairRequestList = z.object({ data: z.array(ZJobFairRequest) });
