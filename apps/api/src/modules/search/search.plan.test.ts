// The decision table says which strategy reads a page; each query shape lands on its row.
import { describe, expect, it } from 'vitest';
import { JOBS_PAGE_PLANS, planJobsPage } from './search.plan.ts';
import type { JobFilter } from './search.sql.ts';

const passau = { lat: 48.5665, lon: 13.4312, radiusM: 25_000 };
const filter = (f: Partial<JobFilter>): JobFilter => ({ typeIds: [1], tsquery: null, lat: null, lon: null, radiusM: null, ...f }) as JobFilter;

describe('planJobsPage', () => {
  it.each([
    ['words around a place, nearest first', filter({ ...passau, tsquery: 'koch' }), 'distance', 'circle'],
    ['words around a place, newest first', filter({ ...passau, tsquery: 'koch' }), 'date', 'circle'],
    ['words alone by relevance', filter({ tsquery: 'koch' }), 'relevance', 'ranked-text'],
    ['no words, by relevance', filter({}), 'relevance', 'ranked-text'],
    ['newest first around a place', filter(passau), 'date', 'date-by-place'],
    ['nearest first around a place', filter(passau), 'distance', 'indexed'],
    ['newest first everywhere', filter({}), 'date', 'indexed'],
    ['by pay around a place with words', filter({ ...passau, tsquery: 'koch' }), 'pay', 'by-pay'],
    ["a fair's jobs nearest first", filter({ lat: passau.lat, lon: passau.lon, jobFairId: 1 }), 'distance', 'fair'],
    ["a fair's jobs with words", filter({ lat: passau.lat, lon: passau.lon, jobFairId: 1, tsquery: 'koch' }), 'relevance', 'fair'],
  ] as const)('%s', (_name, f, sort, strategy) => {
    expect(planJobsPage(f, sort)).toBe(strategy);
  });

  it('has one documented row for every strategy it can choose', () => {
    expect(JOBS_PAGE_PLANS.map((r) => r.strategy).sort()).toEqual(['by-pay', 'circle', 'date-by-place', 'fair', 'indexed', 'ranked-text']);
    for (const row of JOBS_PAGE_PLANS) expect(row.why.length).toBeGreaterThan(20);
  });
});
