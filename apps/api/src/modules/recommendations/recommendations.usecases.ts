// "Für dich" (issue 33): who gets recommendations, and the ranked list. Under 16 only with the parents' consent,
// the same check the alert mails use (optionalUsesBlocked); without it nothing is computed.
import { isTrainee } from '@oabat/domain/rights';
import {
  categoriesForCrafts,
  defaultStartYear,
  rankRecommendations,
  recommendationReason,
  RECOMMENDATION_CANDIDATES,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATION_PROFILE_URL,
  RECOMMENDATION_RADIUS_KM,
  RECOMMENDATION_RATINGS_READ,
  RECOMMENDATION_SETTINGS_URL,
  type RatingSignals,
  type TRecommendations,
  type TRecommendationsQuery,
} from '@oabat/domain/recommendations';
import type { Db } from '../../db.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden } from '../../lib/errors.ts';
import { optionalUsesBlocked } from '../parental-consent/parental-consent.usecases.ts';
import * as repo from './recommendations.repository.ts';

const refused = (state: Exclude<TRecommendations['state'], 'ok'>, startYear: number, missing: string[] = []): TRecommendations => ({
  state,
  message: RECOMMENDATION_MESSAGES[state],
  missing,
  action_url: state === 'onboarding_incomplete' ? RECOMMENDATION_PROFILE_URL : RECOMMENDATION_SETTINGS_URL,
  start_year: startYear,
  jobs: [],
});

function signalsOf(rows: repo.RatingSignalRow[]): RatingSignals {
  const s = { likedCategories: new Map(), skippedCategories: new Map(), likedOccupations: new Map(), skippedOccupations: new Map() } as {
    [K in keyof RatingSignals]: Map<number, number>;
  };
  const add = (m: Map<number, number>, k: number | null, n: number) => k != null && m.set(k, (m.get(k) ?? 0) + n);
  for (const r of rows) {
    add(r.liked ? s.likedCategories : s.skippedCategories, r.category_id, r.n);
    add(r.liked ? s.likedOccupations : s.skippedOccupations, r.occupation_id, r.n);
  }
  return s;
}

export async function recommendations(db: Db, viewer: SessionUser | null, query: TRecommendationsQuery, today = new Date()): Promise<TRecommendations> {
  requireViewer(viewer);
  if (!isTrainee(viewer)) throw forbidden('Empfehlungen gibt es für Schülerinnen, Schüler und Azubis.');
  const startYear = query.start_year ?? defaultStartYear(today);
  const profile = await repo.findProfile(db, viewer.id);
  if (!profile) throw forbidden('Empfehlungen gibt es für Schülerinnen, Schüler und Azubis.');

  // Consent first: an under-16 without it gets no personal list whatever else is set.
  if (await optionalUsesBlocked(db, { id: viewer.id, birthdate: profile.birthdate }, today)) return refused('consent_missing', startYear);
  if (!profile.allows_recommendations) return refused('not_allowed', startYear);
  const missing = [
    !profile.onboarding_completed || profile.latitude == null ? 'Wo suchst du (Ort)?' : null,
    profile.crafts.length === 0 ? 'Bereiche, die dich interessieren' : null,
    !profile.highest_graduation ? 'Höchster Schulabschluss' : null,
  ].filter((x): x is string => !!x);
  if (missing.length) return refused('onboarding_incomplete', startYear, missing);

  const rp = { crafts: profile.crafts, graduation: profile.highest_graduation, jobType: profile.job_type, startYear, radiusKm: RECOMMENDATION_RADIUS_KM };
  const [signalRows, rows] = await Promise.all([
    repo.ratingSignals(db, viewer.id, RECOMMENDATION_RATINGS_READ),
    repo.candidates(db, {
      userId: viewer.id,
      lat: profile.latitude!,
      lon: profile.longitude!,
      radiusM: RECOMMENDATION_RADIUS_KM * 1000,
      categoryIds: categoriesForCrafts(profile.crafts),
      limit: RECOMMENDATION_CANDIDATES,
    }),
  ]);
  const signals = signalsOf(signalRows);
  const ranked = rankRecommendations(
    rows.map((r) => ({ ...r, distance_km: Number(r.distance_km) })),
    rp,
    signals,
  ).slice(0, query.limit);
  return {
    state: 'ok',
    message: null,
    missing: [],
    action_url: null,
    start_year: startYear,
    jobs: ranked.map((j) => ({
      id: j.id,
      slug: j.slug,
      name: j.name,
      type_id: j.type_id,
      start_date: j.start_date,
      city: j.city,
      business: { name: j.business_name, slug: j.business_slug },
      distance_km: Math.round(j.distance_km * 10) / 10,
      reason: recommendationReason(j, rp, signals),
    })),
  };
}
