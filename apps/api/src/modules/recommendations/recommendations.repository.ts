// SQL of "Für dich": the pupil's profile for the ranking, her ratings as taste, and the candidate jobs.
import type { Queryable } from '../../db.ts';
import { RATING_LIKE_THRESHOLD } from '@oabat/domain/constants';
import { jobListedSql } from '../jobs/job-expiry.ts';

export interface RecommendationProfileRow {
  crafts: string[];
  highest_graduation: string | null;
  onboarding_completed: boolean;
  allows_recommendations: boolean;
  birthdate: string | null;
  job_type: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** The onboarding's place (interest) first, else the home postal code's place. */
export const findProfile = (q: Queryable, userId: number) =>
  q.one<RecommendationProfileRow>(
    `SELECT t.crafts, t.highest_graduation, t.onboarding_completed, t.allows_recommendations, u.birthdate::text AS birthdate,
            i.job_type, coalesce(i.latitude, p.latitude) AS latitude, coalesce(i.longitude, p.longitude) AS longitude
       FROM trainees t JOIN users u ON u.id = t.user_id
       LEFT JOIN trainee_interests i ON i.trainee_id = t.id
       LEFT JOIN places p ON p.id = t.place_id
      WHERE t.user_id = $1`,
    [userId],
  );

export interface RatingSignalRow {
  category_id: number | null;
  occupation_id: number | null;
  liked: boolean;
  n: number;
}

/** Likes and skips of the newest ratings, grouped by category and occupation of the rated job. */
export const ratingSignals = (q: Queryable, userId: number, newest: number) =>
  q.query<RatingSignalRow>(
    `SELECT coalesce(o.category_id, j.category_id) AS category_id, j.occupation_id, r.rating > ${RATING_LIKE_THRESHOLD} AS liked, count(*)::int AS n
       FROM (SELECT job_id, rating FROM job_ratings WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2) r
       JOIN jobs j ON j.id = r.job_id LEFT JOIN occupations o ON o.id = j.occupation_id
      GROUP BY 1, 2, 3`,
    [userId, newest],
  );

export interface CandidateRow {
  id: number;
  slug: string;
  name: string;
  type_id: number;
  start_date: string | null;
  graduation: string | null;
  occupation_id: number | null;
  category_id: number | null;
  published_at: string | null;
  business_name: string;
  business_slug: string;
  city: string | null;
  distance_km: number;
}

/**
 * Listed (published, not expired) jobs within the radius that the pupil has not rated: those of her crafts' categories
 * first, then the nearest, at most `limit` (the ranking orders them).
 */
export const candidates = (q: Queryable, f: { userId: number; lat: number; lon: number; radiusM: number; categoryIds: number[]; limit: number }) =>
  q.query<CandidateRow>(
    `SELECT j.id, j.slug, j.name, j.type_id, j.start_date::text AS start_date, j.graduation, j.occupation_id,
            coalesce(o.category_id, j.category_id) AS category_id, j.published_at::text AS published_at,
            b.name AS business_name, b.slug AS business_slug, p.name AS city,
            earth_distance(j.earth, ll_to_earth($1, $2)) / 1000 AS distance_km
       FROM jobs j JOIN businesses b ON b.id = j.business_id
       LEFT JOIN occupations o ON o.id = j.occupation_id
       LEFT JOIN places p ON p.id = j.place_id
      WHERE ${jobListedSql('j')}
        AND earth_box(ll_to_earth($1, $2), $3) @> j.earth
        AND earth_distance(j.earth, ll_to_earth($1, $2)) <= $3
        AND NOT EXISTS (SELECT 1 FROM job_ratings r WHERE r.user_id = $4 AND r.job_id = j.id)
      ORDER BY coalesce(coalesce(o.category_id, j.category_id) = ANY($5::int[]), false) DESC, j.earth <-> ll_to_earth($1, $2), j.id
      LIMIT $6`,
    [f.lat, f.lon, f.radiusM, f.userId, f.categoryIds, f.limit],
  );
