// Wire schemas and rules of trainee profiles (spec 02 §3 Trainee, §5 completeness).
import { z } from 'zod';
import { ZBirthdate } from './accounts.ts';
import { CRAFTS, GRADUATIONS, JOB_TYPE } from './constants.ts';
import { formatCalendarDate } from './dates.ts';
import { ZImage } from './media.ts';
import { INT32_MAX } from './common.ts';

export const TRAINEE_GENDERS = ['Frau', 'Herr', 'Divers'] as const;
export const GRADUATION_LABELS: Record<(typeof GRADUATIONS)[number], string> = {
  none: 'Kein Abschluss',
  main: 'Mittelschulabschluss',
  quali: 'Qualifizierender Mittelschulabschluss',
  mittel: 'Mittlere Reife',
  fos: 'Fachabitur',
  abi: 'Abitur',
  bachelor: 'Bachelor',
  master: 'Master',
  diploma: 'Diplom',
};
export const CRAFT_LABELS: Record<(typeof CRAFTS)[number], string> = {
  it: 'IT & Technik',
  craft: 'Handwerk',
  office: 'Büro & Verwaltung',
  social: 'Soziales & Gesundheit',
  sales: 'Verkauf & Handel',
  art: 'Kunst & Gestaltung',
};
export const DEFAULT_INTEREST_RADIUS_KM = 30;

export const ZInterest = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  radius: z.number().int(),
  job_type: z.number().int(),
  crafts: z.array(z.string()),
  city: z.string().nullable(),
});
export type TInterest = z.infer<typeof ZInterest>;

export const ZTraineeCompleteness = z.object({
  percent: z.number().int(),
  missing: z.array(z.object({ key: z.string(), label: z.string(), counts: z.boolean() })),
});

export const ZTrainee = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  gender: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  phone_number: z.string().nullable(),
  birthdate: z.string().nullable(),
  primary_address: z.object({ city: z.string().nullable(), postal_code: z.string().nullable() }),
  school_base: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  highest_graduation: z.string().nullable(),
  temp_email: z.string().nullable(),
  number_trialwork: z.number().int().nullable(),
  number_trialwork_missing: z.number().int().nullable(),
  referal_code: z.string().nullable(),
  profile_picture: ZImage.nullable(),
  onboarding_completed: z.boolean(),
  crafts: z.array(z.string()),
  interest: ZInterest.nullable(),
  allows_chat_notification: z.boolean(),
  allows_newsletter: z.boolean(),
  allows_application_notification: z.boolean(),
  allows_recommendations: z.boolean(),
  tutorial_steps: z.array(z.string()),
  profile_path: z.string().nullable(),
  /** Only for the trainee: what is still missing. */
  completeness: ZTraineeCompleteness.optional(),
});
export type TTrainee = z.infer<typeof ZTrainee>;
/** POST /api/interests/{traineeId} and PUT /api/trainee/{id}/interests/{interestId}: the interest saved and the profile with it. */
export const ZInterestSaved = z.object({ interest: ZInterest.nullable(), trainee: ZTrainee });
export type TInterestSaved = z.infer<typeof ZInterestSaved>;

const text = (max: number, what: string) => z.string().trim().max(max, `${what} ist zu lang.`);

export const ZTraineeUpdate = z.object({
  gender: z.enum(TRAINEE_GENDERS, { error: 'Bitte wähle Frau, Herr oder Divers.' }).nullable().optional(),
  firstname: text(80, 'Der Vorname').min(1, 'Bitte gib deinen Vornamen ein.').optional(),
  lastname: text(80, 'Der Nachname').min(1, 'Bitte gib deinen Nachnamen ein.').optional(),
  birthdate: ZBirthdate.nullable().optional(),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Die Postleitzahl hat 5 Ziffern.')
    .nullable()
    .optional(),
  school_base_id: z.coerce.number().int().positive().max(INT32_MAX).nullable().optional(),
  highest_graduation: z.enum(GRADUATIONS, { error: 'Bitte wähle einen Abschluss aus der Liste.' }).nullable().optional(),
  temp_email: z
    .email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' })
    .max(254)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  number_trialwork: z.coerce.number().int().min(0, 'Bitte gib eine Zahl ab 0 ein.').max(50, 'Höchstens 50.').nullable().optional(),
  number_trialwork_missing: z.coerce.number().int().min(0, 'Bitte gib eine Zahl ab 0 ein.').max(50, 'Höchstens 50.').nullable().optional(),
  crafts: z
    .array(z.enum(CRAFTS, { error: 'Unbekannter Bereich.' }))
    .max(CRAFTS.length)
    .optional(),
  onboarding_completed: z.boolean().optional(),
  allows_chat_notification: z.boolean().optional(),
  allows_newsletter: z.boolean().optional(),
  allows_application_notification: z.boolean().optional(),
  allows_recommendations: z.boolean().optional(),
});
export type TTraineeUpdate = z.infer<typeof ZTraineeUpdate>;

export const ZInterestInput = z.object({
  latitude: z.coerce.number({ error: 'Bitte wähle einen Ort.' }).min(-90).max(90),
  longitude: z.coerce.number({ error: 'Bitte wähle einen Ort.' }).min(-180).max(180),
  radius: z.coerce.number().int().min(1, 'Mindestens 1 km.').max(200, 'Höchstens 200 km.').default(DEFAULT_INTEREST_RADIUS_KM),
  /** Onboarding's jobType; default apprenticeship. */
  job_type: z.coerce.number().int().min(1).max(3).default(JOB_TYPE.apprenticeship),
  jobType: z.coerce.number().int().min(1).max(3).optional(),
  crafts: z
    .array(z.enum(CRAFTS, { error: 'Unbekannter Bereich.' }))
    .max(CRAFTS.length)
    .default([]),
});
export type TInterestInput = z.infer<typeof ZInterestInput>;

// ---- completeness (spec 02 §5) -------------------------------------------------------------

export interface TraineeCompletenessInput {
  gender?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  birthdate?: string | null;
  phone_number?: string | null;
  primary_address?: { postal_code?: string | null } | null;
  school_base?: unknown;
  highest_graduation?: string | null;
  profile_picture?: unknown;
  interest?: unknown;
  crafts?: readonly string[] | null;
}

/**
 * Rounded percentage of filled fields, with every missing one listed; birthdate and phone number
 * are listed when missing but do not count in the figure (`counts: false`).
 */
export function traineeCompleteness(t: TraineeCompletenessInput) {
  const filled = (v: unknown) => (typeof v === 'string' ? v.trim().length > 0 : Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined);
  const fields: [string, string, unknown, boolean][] = [
    ['gender', 'Anrede', t.gender, true],
    ['firstname', 'Vorname', t.firstname, true],
    ['lastname', 'Nachname', t.lastname, true],
    ['primary_address', 'Wohnort (Postleitzahl)', t.primary_address?.postal_code, true],
    ['school_base', 'Schule', t.school_base, true],
    ['highest_graduation', 'Höchster Schulabschluss', t.highest_graduation, true],
    ['profile_picture', 'Profilbild', t.profile_picture, true],
    ['interest', 'Wo suchst du (Ort und Umkreis)?', t.interest, true],
    ['crafts', 'Bereiche, die dich interessieren', t.crafts, true],
    ['birthdate', 'Geburtsdatum', t.birthdate, false],
    ['phone_number', 'Handynummer', t.phone_number, false],
  ];
  const counted = fields.filter((f) => f[3]);
  const done = counted.filter((f) => filled(f[2])).length;
  return {
    percent: Math.round((done / counted.length) * 100),
    missing: fields.filter((f) => !filled(f[2])).map(([key, label, , counts]) => ({ key, label, counts })),
  };
}

/** Birthdate in German medium date format, e.g. "14.03.2010". */
export function formatBirthdate(iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return '';
  return formatCalendarDate(iso, 'medium');
}
