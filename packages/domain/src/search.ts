// Search (spec 02 §3 Search state, §4 Search, §7): query schemas, categories, and the German full-text query
// with synonyms and gender forms expanded here (Kaufmann/Kauffrau/Kaufleute), since the stemmer does not.
import { z } from 'zod';
import { DEFAULT_SEARCH_CHANNEL, GRADUATIONS, SEARCH_PAGE_SIZE } from './constants.ts';
import { ZId } from './common.ts';

import { DEFAULT_RADIUS_KM, DEFAULT_SEARCH_CATEGORY, MAX_RADIUS_KM, SEARCH_SORTS, type SearchCategory } from './search-rules.ts';

// The categories and limits live in a module without zod (the search pages show them, validate nothing).
export {
  DEFAULT_RADIUS_KM,
  DEFAULT_SEARCH_CATEGORY,
  MAX_RADIUS_KM,
  SEARCH_CATEGORIES,
  SEARCH_SORTS,
  SEARCH_TOTAL_CAP,
  type SearchCategory,
  type SearchSort,
} from './search-rules.ts';

const CATEGORY_ALIASES: Record<string, SearchCategory> = {
  alles: 'alles',
  a: 'alles',
  all: 'alles',
  ausbildung: 'ausbildung',
  praktikum: 'praktikum',
  unternehmen: 'unternehmen',
  news: 'news',
  neuigkeiten: 'news',
  '1': 'ausbildung',
  '2': 'praktikum',
};
export const ZSearchCategory = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v, ctx) => {
    const c = CATEGORY_ALIASES[v];
    if (!c) ctx.addIssue({ code: 'custom', message: 'Unbekannte Kategorie.' });
    return c ?? DEFAULT_SEARCH_CATEGORY;
  });

const lat = z.coerce.number().min(-90, 'Ungültiger Breitengrad.').max(90, 'Ungültiger Breitengrad.');
const lon = z.coerce.number().min(-180, 'Ungültiger Längengrad.').max(180, 'Ungültiger Längengrad.');
const km = z.coerce.number().positive('Der Umkreis muss größer als 0 sein.').max(MAX_RADIUS_KM, `Der Umkreis ist höchstens ${MAX_RADIUS_KM} km.`);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100, 'Höchstens 100 Einträge pro Seite.');
const int = z.coerce.number().int().min(0);
const list = z.union([z.array(z.string()), z.string()]).transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

/** The `filters` parameter of GET /api/search: a JSON object (or nothing). */
export const ZSearchFilters = z
  .object({
    term: z.string().max(200).optional(),
    job_categories: z
      .array(z.union([z.number().int(), z.string()]))
      .max(20)
      .optional(),
    graduation: z.enum(GRADUATIONS).optional(),
    start_year: z.number().int().min(2000).max(2100).optional(),
    duration: z.number().int().min(0).max(72).optional(),
    lower_salary: z.number().int().min(0).optional(),
    upper_salary: z.number().int().min(0).optional(),
    /** Only apprenticeships paying at least this much (euros a month) in the first training year. */
    min_pay_year_1: z.number().int().min(0).max(100_000).optional(),
    /** Only apprenticeships with the "faire Vergütung" mark (fair-pay-mark.ts, issue #36). */
    fair_pay: z.boolean().optional(),
  })
  .partial();
export type TSearchFilters = z.infer<typeof ZSearchFilters>;

export const ZSearchQuery = z.object({
  latitude: lat.optional(),
  longitude: lon.optional(),
  category: ZSearchCategory.default(DEFAULT_SEARCH_CATEGORY),
  filters: z
    .string()
    .max(2000)
    .optional()
    .transform((v, ctx) => {
      if (!v) return {};
      try {
        const parsed = ZSearchFilters.safeParse(JSON.parse(v));
        if (parsed.success) return parsed.data;
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: 'Die Filter sind ungültig.' });
      return {};
    }),
  term: z.string().max(200).optional(),
  sort: z.enum(SEARCH_SORTS, 'Unbekannte Sortierung.').optional(),
  radius: km.default(DEFAULT_RADIUS_KM),
  limit: perPage.optional(),
  per_page: perPage.optional(),
  page,
  channel: z.string().max(100).default(DEFAULT_SEARCH_CHANNEL),
  /** A job fair's id: only its participants' jobs and businesses, at any distance (/messe/{locationSlug}). */
  job_fair: ZId.optional(),
  /** A livestream's id: only the jobs and businesses of the businesses with a slot in it, at any distance (/livestream/{id}/suche). */
  livestream: ZId.optional(),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;
/** The query of GET /api/search as a client writes it (filters still as JSON text). */
export type TSearchQueryInput = z.input<typeof ZSearchQuery>;

export const SEARCH_TYPES = ['job', 'business'] as const;
export const ZSearchTypeParam = z.object({
  type: z.string().transform((v, ctx) => {
    const t = v === 'jobs' ? 'job' : v === 'businesses' ? 'business' : v;
    if (t !== 'job' && t !== 'business') ctx.addIssue({ code: 'custom', message: 'Unbekannte Suchart.' });
    return t as (typeof SEARCH_TYPES)[number];
  }),
});

export const ZSearchV2Query = z.object({
  term: z.string().max(200).optional(),
  channel: z.string().max(100).default(DEFAULT_SEARCH_CHANNEL),
  category: z.string().max(100).optional(),
  list: z.string().max(200).optional(),
  distance: km.optional(),
  latitude: lat.optional(),
  longitude: lon.optional(),
  duration: int.max(72).optional(),
  start_year: z.coerce.number().int().min(2000).max(2100).optional(),
  graduation: z.enum(GRADUATIONS, 'Unbekannter Schulabschluss.').optional(),
  avg_response_time: int.optional(),
  exclude_job_slug: z.string().max(200).optional(),
  business_slug: z.string().max(200).optional(),
  lower_salary: int.optional(),
  upper_salary: int.optional(),
  min_pay_year_1: int.max(100_000, 'Höchstens 100.000 €.').optional(),
  fair_pay: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  only_pro: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  type_id: list.optional(),
  sort: z.enum(SEARCH_SORTS, 'Unbekannte Sortierung.').optional(),
  page,
  per_page: perPage.default(SEARCH_PAGE_SIZE),
  author_type: z.string().max(40).optional(),
});
export type TSearchV2Query = z.infer<typeof ZSearchV2Query>;

/** Groups of words that mean the same in a job search (every member finds the others). */
const SYNONYMS: string[][] = [
  ['kaufmann', 'kauffrau', 'kaufleute'],
  ['fachmann', 'fachfrau', 'fachleute'],
  ['azubi', 'auszubildende', 'auszubildender', 'ausbildung', 'lehrling', 'lehre'],
  ['praktikum', 'praktikant', 'praktikantin', 'schnupperlehre'],
  ['it', 'informatik', 'informatiker', 'fachinformatiker', 'edv'],
  ['kfz', 'auto', 'kraftfahrzeug', 'kraftfahrzeugmechatroniker'],
  ['koch', 'köchin', 'küche'],
  ['arzt', 'ärztin'],
  ['pflege', 'pflegefachmann', 'pflegefachfrau', 'krankenpfleger', 'krankenschwester', 'altenpfleger'],
  ['elektriker', 'elektroniker', 'elektro'],
  ['schreiner', 'tischler'],
  ['friseur', 'friseurin', 'frisör'],
  ['verkäufer', 'verkauf', 'einzelhandel'],
  ['büro', 'bürokaufmann', 'bürokauffrau', 'büromanagement'],
  ['mfa', 'arzthelfer', 'arzthelferin', 'medizinische'],
];

/** Gender and number forms of one word: -mann/-frau/-leute, -er/-erin, -innen. */
function genderForms(w: string): string[] {
  const out = [w];
  for (const [a, others] of [
    ['mann', ['frau', 'leute']],
    ['frau', ['mann', 'leute']],
    ['leute', ['mann', 'frau']],
  ] as const) {
    if (w.endsWith(a) && w.length > a.length + 2) for (const o of others) out.push(w.slice(0, -a.length) + o);
  }
  if (w.endsWith('innen') && w.length > 8) out.push(w.slice(0, -5), w.slice(0, -2));
  else if (w.endsWith('in') && w.length > 6) out.push(w.slice(0, -2));
  else if (w.endsWith('er') && w.length > 4) out.push(`${w}in`);
  return out;
}

/** Every form and synonym of one search word (lower case), the word itself first. */
export function expandWord(word: string): string[] {
  const w = word.toLowerCase();
  const forms = new Set(genderForms(w));
  for (const group of SYNONYMS) {
    if (group.some((g) => forms.has(g))) for (const g of group) for (const f of genderForms(g)) forms.add(f);
  }
  return [...forms];
}

/** Words of a search text: letters and digits (umlauts kept), at least 2 characters, at most 8 words. */
export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^a-z0-9äöüß]+/)
    .filter((w) => w.length >= 2)
    .slice(0, 8);
}

/**
 * The text for `to_tsquery('german', ...)`: every word must match in one of its forms. The word as typed is a
 * prefix (as-you-type: "Mecha" finds Mechatroniker); its gender forms and synonyms are whole words, since as
 * prefixes their stems reach far beyond them ("Küche" stems to 'kuch', whose prefix also finds every bakery's
 * "Kuchen"; "Elektriker" stems to 'elektr', whose prefix reads every electrical word of the index). Only letters
 * and digits reach the query, so it never fails to parse.
 */
export function buildTsQuery(term: string | null | undefined): string | null {
  const words = searchWords(term ?? '');
  if (!words.length) return null;
  return words
    .map(
      (w) =>
        `(${expandWord(w)
          .map((f, i) => (i === 0 ? `${f}:*` : f))
          .join(' | ')})`,
    )
    .join(' & ');
}

/** The logo on a card: its small sizes (null without a public logo: the card shows initials). */
export const ZCardLogo = z.object({ urls: z.record(z.string(), z.string()) });
/** The business on a job card. */
export const ZCardBusiness = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: ZCardLogo.nullable(),
  /** Subscription type 2 (premium, 02 §9): the card shows the premium mark. */
  is_premium: z.boolean().optional(),
  /** "geprüfter Betrieb": the admin checked its identity (issue #19). */
  is_verified: z.boolean().optional(),
});
export type TCardBusiness = z.infer<typeof ZCardBusiness>;
/** A job in a search result (GET /api/search, /api/v2/search/job). */
export const ZJobCard = z.object({
  kind: z.literal('job'),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type_id: z.number().int(),
  version: z.number().int(),
  business: ZCardBusiness,
  occupation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  place: z.object({ name: z.string(), postal_code: z.string() }).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distance_km: z.number().nullable(),
  start_date: z.string().nullable(),
  salary_lower: z.number().int().nullable(),
  salary_upper: z.number().int().nullable(),
  duration_months: z.number().int().nullable(),
  graduation: z.string().nullable(),
  published_at: z.string(),
  teaser: z.string(),
  is_liked: z.boolean(),
  /** The "faire Vergütung" mark (fair-pay-mark.ts): pay stated and at least § 17 BBiG, or a collective agreement. */
  fair_pay: z.boolean().optional(),
});
export type TJobCard = z.infer<typeof ZJobCard>;
/** A business in a search result (category Unternehmen, /api/v2/search/business). */
export const ZBusinessCard = z.object({
  kind: z.literal('business'),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  place: z.object({ name: z.string(), postal_code: z.string() }).nullable(),
  distance_km: z.number().nullable(),
  jobs_count: z.number().int(),
  logo: ZCardLogo.nullable(),
});
export type TBusinessCard = z.infer<typeof ZBusinessCard>;
