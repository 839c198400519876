// Statistics and campaigns (issue #17): the admin dashboard's figures (GET /api/statistics), the public
// figures (/statistiken), a business's own figures, and campaigns with UTM links.
import { z } from 'zod';
import { INT32_MAX } from './common.ts';

/** At most this many days in one dashboard range (a bit more than a year with its comparison). */
export const STATISTICS_MAX_DAYS = 800;
export const STATISTICS_DEFAULT_DAYS = 90;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ZDay = z
  .string()
  .regex(ISO_DAY, 'Bitte gib ein Datum im Format JJJJ-MM-TT an.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Dieses Datum gibt es nicht.');

// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;
/** A channel as the rollups name it: 'direkt', 'kampagne' or a campaign's medium/source (at most 200 characters). */
const ZChannelFilter = z
  .string()
  .trim()
  .min(1, 'Bitte wähle einen Kanal.')
  .max(200, 'Der Kanal darf höchstens 200 Zeichen lang sein.')
  .regex(NO_CONTROL_CHARS, 'Der Kanal enthält unerlaubte Zeichen.');
/** A region's slug (the `/region/{slug}` pages). */
const ZRegionFilter = z
  .string()
  .trim()
  .min(1, 'Bitte wähle eine Region.')
  .max(100, 'Die Region darf höchstens 100 Zeichen lang sein.')
  .regex(/^[a-z0-9-]+$/, 'Diese Region gibt es nicht.');

export const ZStatisticsQuery = z
  .object({ from: ZDay.optional(), to: ZDay.optional(), channel: ZChannelFilter.optional(), region: ZRegionFilter.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Der Beginn muss vor dem Ende liegen.', path: ['from'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= STATISTICS_MAX_DAYS, {
    message: `Der Zeitraum darf höchstens ${STATISTICS_MAX_DAYS} Tage lang sein.`,
    path: ['to'],
  });
export type TStatisticsQuery = z.infer<typeof ZStatisticsQuery>;

/**
 * The parts of the dashboard a filter may fail to restrict (their figures then stay those of all channels
 * or regions, and the page says so): see `unfilteredParts` in the API's statistics usecases.
 */
export const STATISTICS_PARTS = [
  'visits',
  'searches',
  'job_views',
  'likes',
  'interests',
  'messages',
  'trainees',
  'businesses',
  'schools',
  'jobs',
  'places',
  'campaigns',
] as const;
export type StatisticsPart = (typeof STATISTICS_PARTS)[number];
export const STATISTICS_PART_LABELS: Record<StatisticsPart, string> = {
  visits: 'Besuche',
  searches: 'Suchen',
  job_views: 'Stellenaufrufe',
  likes: 'Likes',
  interests: 'Bewerbungen',
  messages: 'Chatnachrichten',
  trainees: 'neue Azubis',
  businesses: 'neue Betriebe',
  schools: 'neue Schulen',
  jobs: 'Stellen',
  places: 'meistgesuchte Orte',
  campaigns: 'Kampagnen',
};

const ZCount = z.number().int().min(0);
const ZParts = z.array(z.enum(STATISTICS_PARTS));
export const ZStatistics = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  filter: z.object({ channel: z.string().nullable(), region: z.string().nullable() }),
  /** Per active filter, the parts it could not restrict (empty when the filter is not set). */
  unfiltered: z.object({ channel: ZParts, region: ZParts }),
  weekly: z.array(z.object({ week: z.string(), trainees: ZCount, businesses: ZCount, schools: ZCount, jobs_published: ZCount })),
  daily: z.array(z.object({ day: z.string(), visits: ZCount, searches: ZCount, job_views: ZCount, likes: ZCount, interests: ZCount, messages: ZCount })),
  jobs_by_type: z.array(z.object({ type_id: z.number().int(), label: z.string(), published: ZCount, active: ZCount })),
  funnel: z.object({ searches: ZCount, job_views: ZCount, likes: ZCount, interests: ZCount }),
  places: z.array(z.object({ slug: z.string(), name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable(), searches: ZCount })),
  channels: z.array(z.object({ value: z.string(), visits: ZCount, sessions: ZCount })),
  regions: z.array(z.object({ value: z.string(), visits: ZCount, businesses: ZCount })),
  campaigns: z.array(z.object({ campaign_id: z.string(), visits: ZCount, sessions: ZCount, registrations: ZCount, interests: ZCount })),
});
export type TStatistics = z.infer<typeof ZStatistics>;

/** Figures of /statistiken, for everybody. */
export const ZPublicStatistics = z.object({
  jobs_by_type: z.array(z.object({ type_id: z.number().int(), label: z.string(), active: ZCount })),
  jobs_by_region: z.array(z.object({ region: z.string(), active: ZCount })),
  businesses: ZCount,
  trainees: ZCount,
  schools: ZCount,
  monthly: z.array(z.object({ month: z.string(), businesses: ZCount, trainees: ZCount, jobs: ZCount })),
  as_of: z.string(),
});
export type TPublicStatistics = z.infer<typeof ZPublicStatistics>;

export const BUSINESS_STATISTICS_PERIODS = [7, 30, 90, 365] as const;
export const ZBusinessStatisticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (BUSINESS_STATISTICS_PERIODS as readonly number[]).includes(d), 'Bitte wähle 7, 30, 90 oder 365 Tage.')
    .default(30),
});
const ZPeriodFigures = z.object({ profile_visits: ZCount, job_views: ZCount, likes: ZCount, interests: ZCount });
export const ZBusinessStatistics = z.object({
  days: z.number().int(),
  current: ZPeriodFigures,
  previous: ZPeriodFigures,
  daily: z.array(z.object({ day: z.string(), profile_visits: ZCount, job_views: ZCount, likes: ZCount, interests: ZCount })),
  by_job: z.array(z.object({ job_id: z.number().int(), name: z.string(), slug: z.string(), views: ZCount, likes: ZCount, interests: ZCount })),
});
export type TBusinessStatistics = z.infer<typeof ZBusinessStatistics>;
export type TPeriodFigures = z.infer<typeof ZPeriodFigures>;

/** Change against the previous period in whole percent; null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

// ---- Campaigns ----

/** The campaign templates: where a link will be used, with the UTM values that fit it. */
export const CAMPAIGN_TEMPLATES = {
  instagram: { label: 'Instagram-Beitrag', utm_source: 'instagram', utm_medium: 'social', target_path: '/ausbildung' },
  newsletter: { label: 'Newsletter', utm_source: 'newsletter', utm_medium: 'email', target_path: '/' },
  plakat: { label: 'Plakat mit QR-Code', utm_source: 'plakat', utm_medium: 'print', target_path: '/' },
  messe: { label: 'Ausbildungsmesse', utm_source: 'messe', utm_medium: 'offline', target_path: '/ausbildung' },
  medien: { label: 'Medium bewerben', utm_source: 'oabat', utm_medium: 'video', target_path: '/' },
} as const;
export type CampaignTemplate = keyof typeof CAMPAIGN_TEMPLATES;
export const CAMPAIGN_TEMPLATE_IDS = Object.keys(CAMPAIGN_TEMPLATES) as CampaignTemplate[];

// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const UTM_VALUE = /^[a-z0-9][a-z0-9_-]*$/;
const ZUtm = (label: string) =>
  z
    .string({ error: `Bitte gib ${label} an.` })
    .trim()
    .toLowerCase()
    .min(1, `Bitte gib ${label} an.`)
    .max(60, `${label} darf höchstens 60 Zeichen lang sein.`)
    .regex(UTM_VALUE, `${label}: nur Kleinbuchstaben, Ziffern, - und _.`);

export const ZCampaignInput = z.object({
  name: z
    .string({ error: 'Bitte gib einen Namen ein.' })
    .trim()
    .min(3, 'Der Name muss mindestens 3 Zeichen lang sein.')
    .max(120, 'Der Name darf höchstens 120 Zeichen lang sein.')
    .regex(NO_CONTROL, 'Der Name enthält unerlaubte Zeichen.'),
  template: z.enum(CAMPAIGN_TEMPLATE_IDS as [CampaignTemplate, ...CampaignTemplate[]], { error: 'Bitte wähle eine Vorlage.' }),
  utm_id: ZUtm('Die Kampagnen-ID'),
  utm_source: ZUtm('Die Quelle'),
  utm_medium: ZUtm('Das Medium'),
  target_path: z
    .string({ error: 'Bitte gib die Zielseite an.' })
    .trim()
    .max(300, 'Die Zielseite darf höchstens 300 Zeichen lang sein.')
    .regex(/^\/[A-Za-z0-9\-._~/%]*$/, 'Die Zielseite muss ein Pfad dieser Plattform sein, z. B. /ausbildung.'),
  media_id: z.number().int().positive().max(INT32_MAX).nullable().default(null),
});
export type TCampaignInput = z.input<typeof ZCampaignInput>;

export const ZCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  template: z.string(),
  utm_id: z.string(),
  utm_source: z.string(),
  utm_medium: z.string(),
  target_path: z.string(),
  media_id: z.number().int().nullable(),
  created_at: z.string(),
  visits: ZCount,
  sessions: ZCount,
  registrations: ZCount,
  interests: ZCount,
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** The campaign link: the target page with the three UTM values the web app ingests. */
export function campaignLink(origin: string, c: Pick<TCampaign, 'target_path' | 'utm_id' | 'utm_source' | 'utm_medium' | 'media_id'>): string {
  const url = new URL(c.target_path, origin);
  url.searchParams.set('utm_id', c.utm_id);
  url.searchParams.set('utm_source', c.utm_source);
  url.searchParams.set('utm_medium', c.utm_medium);
  if (c.media_id) url.searchParams.set('media', String(c.media_id));
  return url.toString();
}

export const STATISTICS_MESSAGES = {
  campaignExists: 'Eine Kampagne mit dieser ID gibt es schon.',
} as const;

/** POST /api/admin/statistics/refresh: the days rolled up now (null without any records yet). */
export const ZStatisticsRefresh = z.object({ rolled_up: z.object({ from: z.string(), to: z.string() }).nullable() });
