// Jobs (spec 02 §3 Job, Job interest, Job review): wire schemas, fixed attribute/advantage lists, pure rules.
import { z } from 'zod';
import { GRADUATIONS, JOB_VERSION_THRESHOLD, SPECIAL_JOB_TYPE } from './constants.ts';
import { AGE_GROUPS } from './youth-protection.ts';
import { INT32_MAX } from './common.ts';

import { JOB_ADVANTAGES, JOB_ATTRIBUTES, JOB_STATUSES } from './job-labels.ts';

// The fixed lists and labels live in a module without zod (job cards and pages show them, validate nothing).
export {
  JOB_ADVANTAGES,
  JOB_ATTRIBUTES,
  JOB_REVIEW_STATUSES,
  JOB_STATUSES,
  JOB_TYPE_LABELS,
  type JobReviewStatus,
  type JobStatus,
} from './job-labels.ts';

export const ZJobTag = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

const optionalInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max).nullable().optional();
const SALARY = optionalInt(0, 1_000_000);
const HOURS = (max: number, per: string) =>
  z.coerce
    .number('Bitte gib die Stunden als Zahl an.')
    .positive('Bitte gib mehr als 0 Stunden an.')
    .max(max, `Höchstens ${max} Stunden ${per}.`)
    .multipleOf(0.25, 'Bitte gib die Stunden in Viertelstunden an (z. B. 6,5).')
    .nullable()
    .optional();
const TIME = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Bitte gib eine Uhrzeit an (HH:MM).')
  .nullable()
  .optional();
const PAY = z.coerce
  .number('Bitte gib einen Betrag in Euro an.')
  .int('Bitte gib volle Euro an.')
  .min(0, 'Der Betrag darf nicht negativ sein.')
  .max(100_000, 'Höchstens 100.000 € im Monat.')
  .nullable()
  .optional();

/**
 * The content block named `legacy` holds fields of old type 3 jobs. It is the only block type: any other
 * name is refused. Its structured fields use the same rules as the job's own fields and are moved into
 * them on save (so ownership checks apply to them too); what stays in the block is text without a column.
 */
export const LEGACY_BLOCK = 'legacy';
export const LEGACY_TEXT_FIELDS = ['working_hours'] as const;
export const ZLegacyBlockData = z.strictObject(
  {
    working_hours: z.string().trim().max(100, 'Die Arbeitszeit darf höchstens 100 Zeichen lang sein.').optional(),
    salary_lower: SALARY,
    salary_upper: SALARY,
    occupation_id: optionalInt(1, INT32_MAX),
    business_site_id: optionalInt(1, INT32_MAX),
    duration_months: optionalInt(0, 72),
    positions: optionalInt(1, 1000),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Dieses Feld gibt es im Block „legacy“ nicht.' : undefined) },
);
export const ZContentBlock = z.object({
  name: z.literal(LEGACY_BLOCK, 'Unbekannter Inhaltsblock: erlaubt ist nur „legacy“.'),
  data: ZLegacyBlockData.default({}),
});
export type TContentBlock = z.infer<typeof ZContentBlock>;
/** Blocks as stored and sent (older rows may hold anything; only the legacy text fields are ever shown). */
export const ZStoredContentBlock = z.object({ name: z.string(), data: z.record(z.string(), z.unknown()) });
export type TStoredContentBlock = z.infer<typeof ZStoredContentBlock>;

type LegacyLifted = 'salary_lower' | 'salary_upper' | 'occupation_id' | 'business_site_id' | 'duration_months' | 'positions';
/**
 * Moves the structured fields of a legacy block into the job's own fields (the job's own value wins) and
 * keeps only the text fields in the block, so one set of rules and ownership checks sees every value.
 */
export function liftLegacyBlock<T extends { content_blocks?: TContentBlock[] } & Partial<Record<LegacyLifted, number | null | undefined>>>(input: T): T {
  const blocks = input.content_blocks;
  if (!blocks?.length) return input;
  const out: Record<string, unknown> = { ...input };
  const kept: TContentBlock[] = [];
  for (const block of blocks) {
    const { working_hours, ...structured } = block.data;
    for (const [key, value] of Object.entries(structured)) if (out[key] === undefined && value !== undefined) out[key] = value;
    kept.push({ name: block.name, data: working_hours !== undefined ? { working_hours } : {} });
  }
  out.content_blocks = kept;
  return out as T;
}

/** Stored blocks as the editor sends them back: the legacy text fields only. */
export function editableBlocks(stored: readonly TStoredContentBlock[] | undefined): TContentBlock[] {
  return (stored ?? [])
    .filter((b) => b.name === LEGACY_BLOCK)
    .map((b) => {
      const hours = b.data.working_hours;
      return { name: LEGACY_BLOCK, data: typeof hours === 'string' && hours.length <= 100 ? { working_hours: hours } : {} };
    });
}

/** The legacy text fields of a type 3 job, shown at the top level; nothing else of a block ever is. */
export function mergeLegacyBlock<T extends { type_id: number; content_blocks: TStoredContentBlock[] }>(job: T): T {
  if (job.type_id !== SPECIAL_JOB_TYPE) return job;
  const legacy = job.content_blocks.find((b) => b.name === LEGACY_BLOCK);
  if (!legacy) return job;
  const extra: Record<string, string> = {};
  for (const key of LEGACY_TEXT_FIELDS) {
    const value = legacy.data[key];
    if (typeof value === 'string' && value.length <= 100 && (job as Record<string, unknown>)[key] == null) extra[key] = value;
  }
  return { ...job, ...extra };
}

/** Old jobs (version below 2 and not type 3) keep the old editor (01 §6). */
export const usesNewEditor = (job: { version: number; type_id: number }) => job.version >= JOB_VERSION_THRESHOLD || job.type_id === SPECIAL_JOB_TYPE;

const ids = (max: number) => z.array(z.number().int().min(1).max(max)).max(max);

const jobFields = {
  type_id: z.coerce.number().int().min(1, 'Bitte wähle eine Stellenart.').max(3, 'Bitte wähle eine Stellenart.'),
  name: z.string().trim().min(3, 'Der Titel muss mindestens 3 Zeichen lang sein.').max(150, 'Der Titel darf höchstens 150 Zeichen lang sein.'),
  occupation_id: optionalInt(1, INT32_MAX),
  business_site_id: optionalInt(1, INT32_MAX),
  description: z.string().max(20_000, 'Die Beschreibung darf höchstens 20.000 Zeichen lang sein.'),
  content_blocks: z.array(ZContentBlock).max(50),
  start_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte gib ein Datum an (JJJJ-MM-TT).')
    .nullable()
    .optional(),
  salary_lower: SALARY,
  salary_upper: SALARY,
  duration_months: optionalInt(0, 72),
  graduation: z.enum(GRADUATIONS, 'Bitte wähle einen Schulabschluss aus der Liste.').nullable().optional(),
  positions: optionalInt(1, 1000),
  // Pay per training year of an apprenticeship (euros a month), checked against § 17 BBiG (fair-pay.ts).
  pay_year_1: PAY,
  pay_year_2: PAY,
  pay_year_3: PAY,
  pay_year_4: PAY,
  collective_agreement: z.boolean('Bitte gib an, ob ein Tarifvertrag gilt.'),
  // Hours of an internship, checked against the JArbSchG (youth-protection.ts).
  age_group: z.enum(AGE_GROUPS, 'Bitte wähle eine Altersgruppe aus der Liste.').nullable().optional(),
  daily_hours: HOURS(24, 'am Tag'),
  weekly_hours: HOURS(168, 'in der Woche'),
  work_start: TIME,
  work_end: TIME,
  break_minutes: z.coerce
    .number('Bitte gib die Pause in Minuten an.')
    .int('Bitte gib volle Minuten an.')
    .min(0, 'Die Pause darf nicht negativ sein.')
    .max(600, 'Höchstens 600 Minuten Pause.')
    .nullable()
    .optional(),
  attributes: ids(JOB_ATTRIBUTES.length),
  advantages: ids(JOB_ADVANTAGES.length),
  status: z.enum(JOB_STATUSES, 'Unbekannter Status.'),
};
const salaryOrder = (j: { salary_lower?: number | null; salary_upper?: number | null }) =>
  j.salary_lower == null || j.salary_upper == null || j.salary_lower <= j.salary_upper;
const salaryIssue = { path: ['salary_upper'], message: 'Das Höchstgehalt muss mindestens so hoch wie das Mindestgehalt sein.' };

export const ZJobInput = z
  .object({
    ...jobFields,
    description: jobFields.description.default(''),
    content_blocks: jobFields.content_blocks.default([]),
    attributes: jobFields.attributes.default([]),
    advantages: jobFields.advantages.default([]),
    collective_agreement: jobFields.collective_agreement.default(false),
    status: jobFields.status.default('draft'),
  })
  .transform(liftLegacyBlock)
  .refine(salaryOrder, salaryIssue);
export type TJobInput = z.infer<typeof ZJobInput>;
/** PUT: every field optional, nothing defaulted (an absent field stays as it is). */
export const ZJobUpdate = z.object(jobFields).partial().transform(liftLegacyBlock).refine(salaryOrder, salaryIssue);
export type TJobUpdate = z.infer<typeof ZJobUpdate>;

export const ZJobRef = z.object({ slug: z.string().min(1).max(200) });
export const ZJobListQuery = z.object({
  business: z.string().max(200).optional(),
  business_site: z.string().max(200).optional(),
  status: z.enum(JOB_STATUSES).optional(),
  type_id: z.coerce.number().int().min(1).max(3).optional(),
});

/** A job as clients see it (legacy fields of type 3 jobs are merged in, hence loose). */
export const ZJob = z.looseObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type_id: z.number().int(),
  version: z.number().int(),
  status: z.enum(JOB_STATUSES),
  description: z.string(),
  content_blocks: z.array(ZStoredContentBlock),
  business: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), is_premium: z.boolean().optional(), is_verified: z.boolean().optional() }),
  is_liked: z.boolean(),
});
export type TJob = z.infer<typeof ZJob>;
/**
 * A job with every field its page, its editor and the preview read (GET /api/jobs/{slug}, POST and PUT
 * /api/v2/jobs): the web's type of a job is inferred from this, and `jobs.contract.test.ts` checks the API's answers
 * against it, so a field renamed on one side fails a test instead of showing nothing.
 */
export const ZJobDetail = ZJob.extend({
  start_date: z.string().nullable(),
  salary_lower: z.number().nullable(),
  salary_upper: z.number().nullable(),
  duration_months: z.number().int().nullable(),
  graduation: z.string().nullable(),
  positions: z.number().int().nullable(),
  attributes: z.array(z.number().int()),
  advantages: z.array(z.number().int()),
  published_at: z.string().nullable(),
  business_site: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  place: z.object({ id: z.number().int(), name: z.string(), postal_code: z.string(), slug: z.string() }).nullable(),
  occupation: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  working_hours: z.string().optional(),
  pay_year_1: z.number().nullable().optional(),
  pay_year_2: z.number().nullable().optional(),
  pay_year_3: z.number().nullable().optional(),
  pay_year_4: z.number().nullable().optional(),
  collective_agreement: z.boolean().optional(),
  age_group: z.enum(['child', 'youth', 'adult']).nullable().optional(),
  daily_hours: z.number().nullable().optional(),
  weekly_hours: z.number().nullable().optional(),
  work_start: z.string().nullable().optional(),
  work_end: z.string().nullable().optional(),
  break_minutes: z.number().nullable().optional(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;

export const ZJobReviewUpdate = z.object({
  status: z.enum(['approved', 'rejected'], 'Bitte wähle „freigegeben“ oder „abgelehnt“.'),
  comment: z.string().trim().max(2000).nullable().optional(),
});
export type TJobReviewUpdate = z.infer<typeof ZJobReviewUpdate>;
export const jobRejectedLine = (jobName: string) => `Veröffentlichung abgelehnt: ${jobName}`;
/** A publishing review with its job (GET /api/v2/job_reviews, GET/PUT /api/v2/job_reviews/{id}). */
export const ZJobReview = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  comment: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  job: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    type_id: z.number().int(),
    status: z.string(),
    business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  }),
});
export type TJobReview = z.infer<typeof ZJobReview>;

/** The business's active jobs against its limit (GET /api/v2/jobs/check_limit); limit null: Premium, no limit. */
export const ZJobLimit = z.object({
  active_jobs: z.number().int(),
  total_jobs: z.number().int(),
  limit: z.number().int().nullable(),
  reached: z.boolean(),
});
export type TJobLimit = z.infer<typeof ZJobLimit>;

/** What the viewer's business may do with jobs (GET /api/v2/jobs/features); can_create is keyed by job type. */
export const ZJobFeatures = z.object({
  permissions: z.array(z.string()),
  can_create: z.object({ '1': z.boolean(), '2': z.boolean(), '3': z.boolean() }),
  can_publish: z.boolean(),
  is_premium: z.boolean(),
  has_address: z.boolean(),
});
export type TJobFeatures = z.infer<typeof ZJobFeatures>;

/** Figures of one job (GET /api/v2/jobs/{id}/statistics). */
export const ZJobStatistics = z.object({
  job_id: z.number().int(),
  views: z.number().int(),
  ratings: z.number().int(),
  likes: z.number().int(),
  interests: z.number().int(),
});
export type TJobStatistics = z.infer<typeof ZJobStatistics>;

export const ZJobInterestInput = z.object({
  job_id: z.coerce.number().int().positive('Bitte wähle eine Stelle.'),
  trainee_id: z.coerce.number().int().positive().max(INT32_MAX).optional(),
  message: z.string().trim().min(1, 'Bitte schreib eine kurze Nachricht.').max(5000, 'Die Nachricht darf höchstens 5.000 Zeichen lang sein.'),
  file_ids: z.array(z.coerce.number().int().positive().max(INT32_MAX)).max(10, 'Höchstens 10 Dateien.').default([]),
});
export type TJobInterestInput = z.infer<typeof ZJobInterestInput>;
/** A job interest as its business and its pupil see it (GET /api/job_interests; POST adds delivered_by). */
export const ZJobInterest = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  trainee_id: z.number().int(),
  message: z.string(),
  file_ids: z.array(z.number().int()),
  created_at: z.string(),
  job: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    type_id: z.number().int(),
    business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  }),
  /** Name only: the business answers in the chat. */
  trainee: z.object({ id: z.number().int(), user_id: z.number().int(), firstname: z.string(), lastname: z.string() }),
  files: z.array(z.object({ id: z.number().int(), original_filename: z.string(), mime_type: z.string() })),
});
export type TJobInterest = z.infer<typeof ZJobInterest>;
/** How a sent interest travels: in the chat on Oabat, or by mail to the business's contact address. */
export const ZSentJobInterest = ZJobInterest.extend({ delivered_by: z.enum(['platform', 'email']) });
export type TSentJobInterest = z.infer<typeof ZSentJobInterest>;
/** Whether and how a pupil can apply for a job (GET /api/job_interests/reach). */
export const ZApplicationReach = z.object({ channel: z.enum(['platform', 'email', 'none']) });
export type TApplicationReach = z.infer<typeof ZApplicationReach>;

export const ZJobListInput = z.object({
  name: z.string().trim().min(3, 'Der Name muss mindestens 3 Zeichen lang sein.').max(120, 'Der Name darf höchstens 120 Zeichen lang sein.'),
  description: z.string().max(2000, 'Die Beschreibung darf höchstens 2.000 Zeichen lang sein.').default(''),
  job_ids: z.array(z.coerce.number().int().positive().max(INT32_MAX)).max(200, 'Eine Liste hat höchstens 200 Stellen.').default([]),
});
export const ZJobListUpdate = z.object({
  name: ZJobListInput.shape.name.optional(),
  description: z.string().max(2000, 'Die Beschreibung darf höchstens 2.000 Zeichen lang sein.').optional(),
  job_ids: ZJobListInput.shape.job_ids.unwrap().optional(),
});
export type TJobListInput = z.infer<typeof ZJobListInput>;
export type TJobListUpdate = z.infer<typeof ZJobListUpdate>;
/** A job list without its jobs (GET /api/job_lists); business_id null: a platform list of the admin. */
export const ZJobList = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  business_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  jobs_count: z.number().int(),
});
export type TJobList = z.infer<typeof ZJobList>;
/**
 * A job list with its published jobs in order (GET/POST /api/job_lists, GET/PUT /api/job_lists/{id}): each job as
 * GET /api/jobs/{slug} sends it (job-lists.contract.test.ts).
 */
export const ZJobListDetail = ZJobList.extend({ jobs: z.array(ZJobDetail) });
export type TJobListDetail = z.infer<typeof ZJobListDetail>;

/** A job ad theme: colours as #rrggbb and a font from a short list (anything else is refused). */
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Bitte gib eine Farbe als #RRGGBB an.');
export const ZJobTheme = z
  .object({
    primary_color: colour.optional(),
    secondary_color: colour.optional(),
    text_color: colour.optional(),
    font: z.enum(['system', 'serif', 'rounded'], 'Unbekannte Schriftart.').optional(),
  })
  .strict();
export const ZThemeInput = z.object({
  business_id: z.coerce.number().int().positive().max(INT32_MAX),
  type: z.string().trim().min(1).max(40),
  theme: ZJobTheme,
});
export const ZThemeUpdate = z.object({ theme: ZJobTheme });
/** A stored theme (GET/POST /api/v2/themes, PUT /api/v2/themes/{id}); theme as stored (written through ZJobTheme). */
export const ZJobThemeRecord = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  type: z.string(),
  theme: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TJobThemeRecord = z.infer<typeof ZJobThemeRecord>;

/** POST /api/v2/magic/generate: a job ad text, written by the language model or from the German template. */
export const ZJobTextSuggestion = z.object({ text: z.string(), source: z.enum(['model', 'template']) });
