import { describe, expect, it } from 'vitest';
import { isFairPay } from './fair-pay-mark.ts';

const today = new Date('2026-06-01T00:00:00Z');
describe('the fair pay mark', () => {
  it('marks an apprenticeship stating pay at or above § 17 BBiG, or under a collective agreement', () => {
    expect(isFairPay({ type_id: 1, start_date: '2026-09-01', pay_year_1: 724, pay_year_2: 854, pay_year_3: 977 }, today)).toBe(true);
    expect(isFairPay({ type_id: 1, start_date: '2026-09-01', pay_year_1: 724, pay_year_2: 853 }, today)).toBe(false);
    expect(isFairPay({ type_id: 1, start_date: '2026-09-01', pay_year_1: 700, collective_agreement: true }, today)).toBe(true);
  });
  it('does not mark a job without a first-year pay, or another job type', () => {
    expect(isFairPay({ type_id: 1, start_date: '2026-09-01', pay_year_1: null }, today)).toBe(false);
    expect(isFairPay({ type_id: 3, pay_year_1: 2000 }, today)).toBe(false);
  });
});

describe('a saved search with the fair pay filter', () => {
  it('opens the search page with the filter set', async () => {
    const { savedSearchPath } = await import('./alerts.ts');
    expect(savedSearchPath({ category: 'ausbildung', location_slug: 'zip-passau-94032', radius: 25, term: undefined, filters: { fair_pay: true } })).toBe(
      '/ausbildung/zip-passau-94032?umkreis=25&faire_verguetung=1',
    );
  });
});
