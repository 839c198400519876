// "Für dich" (issue 33): jobs recommended to a pupil from her onboarding (crafts, graduation, place), the start year
// and what she liked and skipped. The ranking is a pure function here, so the API and its tests share one rule;
// docs/recommendations.md explains the weights.
import { z } from 'zod';
import { GRADUATIONS, type Craft, type Graduation } from './constants.ts';
import { JOB_CATEGORIES } from './occupations.ts';
import { CRAFT_LABELS, GRADUATION_LABELS } from './trainees.ts';

/** Jobs farther than this from the pupil's place are not recommended. */
export const RECOMMENDATION_RADIUS_KM = 50;
/** Candidates the database hands to the ranking (the nearest, craft matches first): bounds the work per call. */
export const RECOMMENDATION_CANDIDATES = 300;
/** The newest ratings read as taste: recent likes say more, and the read stays bounded. */
export const RECOMMENDATION_RATINGS_READ = 500;
export const RECOMMENDATION_MAX_LIMIT = 30;
export const RECOMMENDATION_HOME_COUNT = 4;
/** Where the pupil switches recommendations on (and, under 16, asks her parents). */
export const RECOMMENDATION_SETTINGS_URL = '/einstellungen';
export const RECOMMENDATION_PROFILE_URL = '/profil';

/** The weights of the ranking (points); see docs/recommendations.md. */
export const RECOMMENDATION_WEIGHTS = {
  /** The job's category answers to one of the pupil's crafts. */
  craft: 40,
  /** At the pupil's place; falls linearly to 0 at the radius. */
  distance: 25,
  /** The job asks for the pupil's graduation or less. */
  graduationFits: 15,
  /** The job names no graduation. */
  graduationOpen: 10,
  /** The job asks for more than the pupil has. */
  graduationAbove: -40,
  /** Starts in the pupil's start year, or "ab sofort" / no date. */
  startYear: 10,
  startNextYear: 4,
  startOpen: 6,
  /** The job type she chose in the onboarding (Ausbildung, Praktikum, Job). */
  jobType: 10,
  /** Per like of a job in the same category / of the same occupation (capped). */
  likedCategory: 8,
  likedOccupation: 10,
  likedCap: 24,
  /** Per skip, likewise (capped). */
  skippedCategory: -8,
  skippedOccupation: -12,
  skippedCap: -36,
} as const;

export const RECOMMENDATION_STATES = ['ok', 'onboarding_incomplete', 'not_allowed', 'consent_missing'] as const;
export type RecommendationState = (typeof RECOMMENDATION_STATES)[number];

export const ZRecommendationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(RECOMMENDATION_MAX_LIMIT).default(12),
  /** Overrides the start year derived from today (the next training start). */
  start_year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type TRecommendationsQuery = z.infer<typeof ZRecommendationsQuery>;

export const ZRecommendedJob = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type_id: z.number().int(),
  start_date: z.string().nullable(),
  city: z.string().nullable(),
  business: z.object({ name: z.string(), slug: z.string() }),
  distance_km: z.number(),
  /** One line why: "passt zu: Handwerk · 12 km · ab Mittelschulabschluss". */
  reason: z.string(),
});
export type TRecommendedJob = z.infer<typeof ZRecommendedJob>;

export const ZRecommendations = z.object({
  state: z.enum(RECOMMENDATION_STATES),
  /** Why there is no list (state other than ok), in German. */
  message: z.string().nullable(),
  /** Onboarding data still missing (labels), for state onboarding_incomplete. */
  missing: z.array(z.string()),
  /** Where to fix it: the settings (consent, switch) or the profile (onboarding data). */
  action_url: z.string().nullable(),
  start_year: z.number().int(),
  jobs: z.array(ZRecommendedJob),
});
export type TRecommendations = z.infer<typeof ZRecommendations>;

export const RECOMMENDATION_MESSAGES = {
  onboarding_incomplete: 'Damit wir dir passende Jobs zeigen können, fehlen uns noch ein paar Angaben in deinem Profil.',
  not_allowed:
    'Du hast Jobempfehlungen ausgeschaltet. Schalte „Passende Jobempfehlungen“ in deinen Einstellungen ein, dann zeigen wir dir hier Jobs, die zu dir passen.',
  consent_missing:
    'Du bist noch nicht 16. Jobempfehlungen gibt es für dich, sobald deine Eltern zugestimmt haben. In deinen Einstellungen kannst du sie um ihr Einverständnis bitten.',
} as const;

/**
 * The start year a pupil looks for when she has not said: trainings start in August or September, so until the end
 * of July the one of this year, afterwards the next one.
 */
export function defaultStartYear(today: Date = new Date()): number {
  return today.getUTCMonth() < 7 ? today.getUTCFullYear() : today.getUTCFullYear() + 1;
}

const gradeRank = (g: string | null | undefined) => (g ? GRADUATIONS.indexOf(g as Graduation) : -1);

export interface RecommendationProfile {
  crafts: readonly string[];
  graduation: string | null;
  jobType: number | null;
  startYear: number;
  radiusKm: number;
}

/** Counts of likes and skips per category and per occupation, from the pupil's ratings. */
export interface RatingSignals {
  likedCategories: ReadonlyMap<number, number>;
  skippedCategories: ReadonlyMap<number, number>;
  likedOccupations: ReadonlyMap<number, number>;
  skippedOccupations: ReadonlyMap<number, number>;
}

export interface RecommendationCandidate {
  id: number;
  type_id: number;
  category_id: number | null;
  occupation_id: number | null;
  graduation: string | null;
  start_date: string | null;
  distance_km: number;
  published_at?: string | null;
}

/** The craft the job's category answers to (JOB_CATEGORIES), if any. */
export const craftOfCategory = (categoryId: number | null): Craft | null => JOB_CATEGORIES.find((c) => c.id === categoryId)?.craft ?? null;

/** The categories whose craft is one of `crafts`: what the database puts first among the candidates. */
export const categoriesForCrafts = (crafts: readonly string[]) => JOB_CATEGORIES.filter((c) => c.craft && crafts.includes(c.craft)).map((c) => c.id);

export function recommendationScore(job: RecommendationCandidate, p: RecommendationProfile, s: RatingSignals): number {
  const W = RECOMMENDATION_WEIGHTS;
  let score = 0;
  const craft = craftOfCategory(job.category_id);
  if (craft && p.crafts.includes(craft)) score += W.craft;
  score += W.distance * Math.max(0, 1 - job.distance_km / p.radiusKm);
  const asked = gradeRank(job.graduation);
  if (asked < 0) score += W.graduationOpen;
  else if (asked <= gradeRank(p.graduation)) score += W.graduationFits;
  else score += W.graduationAbove;
  const year = job.type_id === 3 || !job.start_date ? null : Number(job.start_date.slice(0, 4));
  if (year === null) score += W.startOpen;
  else if (year === p.startYear) score += W.startYear;
  else if (year === p.startYear + 1) score += W.startNextYear;
  if (p.jobType && job.type_id === p.jobType) score += W.jobType;
  const count = (m: ReadonlyMap<number, number>, k: number | null) => (k == null ? 0 : (m.get(k) ?? 0));
  score += Math.min(W.likedCap, W.likedCategory * count(s.likedCategories, job.category_id) + W.likedOccupation * count(s.likedOccupations, job.occupation_id));
  score += Math.max(
    W.skippedCap,
    W.skippedCategory * count(s.skippedCategories, job.category_id) + W.skippedOccupation * count(s.skippedOccupations, job.occupation_id),
  );
  return score;
}

/** Best first; ties: nearer, then newer, then the higher id (stable). */
export function rankRecommendations<T extends RecommendationCandidate>(jobs: readonly T[], p: RecommendationProfile, s: RatingSignals): T[] {
  const scored = jobs.map((j) => ({ j, score: recommendationScore(j, p, s) }));
  scored.sort(
    (a, b) => b.score - a.score || a.j.distance_km - b.j.distance_km || (b.j.published_at ?? '').localeCompare(a.j.published_at ?? '') || b.j.id - a.j.id,
  );
  return scored.map((x) => x.j);
}

/** "12 km", "unter 1 km". */
export const formatDistanceKm = (km: number) => (km < 1 ? 'unter 1 km' : `${Math.round(km)} km`);

/** The card's one line: the matching craft, the distance and the graduation the job asks. */
export function recommendationReason(job: RecommendationCandidate, p: Pick<RecommendationProfile, 'crafts'>, s?: RatingSignals): string {
  const parts: string[] = [];
  const craft = craftOfCategory(job.category_id);
  if (craft && p.crafts.includes(craft)) parts.push(`passt zu: ${CRAFT_LABELS[craft]}`);
  else if (
    s &&
    ((job.category_id != null && s.likedCategories.has(job.category_id)) || (job.occupation_id != null && s.likedOccupations.has(job.occupation_id)))
  )
    parts.push('ähnlich wie Jobs, die dir gefallen');
  parts.push(formatDistanceKm(job.distance_km));
  if (job.graduation && job.graduation in GRADUATION_LABELS) parts.push(`ab ${GRADUATION_LABELS[job.graduation as Graduation]}`);
  return parts.join(' · ');
}
