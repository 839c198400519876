import { describe, expect, it } from 'vitest';
import {
  categoriesForCrafts,
  defaultStartYear,
  rankRecommendations,
  recommendationReason,
  type RatingSignals,
  type RecommendationCandidate,
  type RecommendationProfile,
} from './recommendations.ts';

const none: RatingSignals = { likedCategories: new Map(), skippedCategories: new Map(), likedOccupations: new Map(), skippedOccupations: new Map() };
const profile: RecommendationProfile = { crafts: ['craft'], graduation: 'quali', jobType: 1, startYear: 2027, radiusKm: 50 };
const job = (id: number, o: Partial<RecommendationCandidate> = {}): RecommendationCandidate => ({
  id,
  type_id: 1,
  category_id: 7,
  occupation_id: null,
  graduation: null,
  start_date: null,
  distance_km: 10,
  ...o,
});
const order = (jobs: RecommendationCandidate[], s = none, p = profile) => rankRecommendations(jobs, p, s).map((j) => j.id);

describe('rankRecommendations', () => {
  it('puts the crafts first, even farther away', () => {
    expect(order([job(1, { category_id: 1, distance_km: 2 }), job(2, { category_id: 7, distance_km: 30 })])).toEqual([2, 1]);
  });
  it('prefers nearer, then a graduation she has over one above hers', () => {
    expect(order([job(1, { distance_km: 20 }), job(2, { distance_km: 5 })])).toEqual([2, 1]);
    expect(order([job(1, { graduation: 'abi', distance_km: 1 }), job(2, { graduation: 'main', distance_km: 20 })])).toEqual([2, 1]);
  });
  it('prefers her start year over later ones', () => {
    expect(order([job(1, { start_date: '2029-09-01' }), job(2, { start_date: '2027-09-01' }), job(3, { start_date: '2028-09-01' })])).toEqual([2, 3, 1]);
  });
  it('lifts what she liked and sinks what she skipped, by category and occupation', () => {
    const jobs = [job(1, { category_id: 3, occupation_id: 10 }), job(2, { category_id: 1, occupation_id: 20 })];
    expect(order(jobs)).toEqual([2, 1]); // equal: the higher id first
    expect(order(jobs, { ...none, likedCategories: new Map([[3, 1]]) })).toEqual([1, 2]);
    expect(order(jobs, { ...none, skippedOccupations: new Map([[20, 1]]) })).toEqual([1, 2]);
  });
  it('maps crafts to categories (social is Soziales and Gesundheit)', () => {
    expect(categoriesForCrafts(['social'])).toEqual([4, 5]);
    expect(categoriesForCrafts([])).toEqual([]);
  });
});

describe('recommendationReason', () => {
  it('names the craft, the distance and the graduation in German', () => {
    expect(recommendationReason(job(1, { distance_km: 12.3, graduation: 'main' }), profile)).toBe('passt zu: Handwerk · 12 km · ab Mittelschulabschluss');
    expect(recommendationReason(job(1, { category_id: 1, distance_km: 0.4 }), profile)).toBe('unter 1 km');
    expect(recommendationReason(job(1, { category_id: 3 }), profile, { ...none, likedCategories: new Map([[3, 2]]) })).toBe(
      'ähnlich wie Jobs, die dir gefallen · 10 km',
    );
  });
});

it('defaultStartYear: this year until July, then the next', () => {
  expect(defaultStartYear(new Date('2026-07-31T12:00:00Z'))).toBe(2026);
  expect(defaultStartYear(new Date('2026-08-01T12:00:00Z'))).toBe(2027);
});
