import { describe, expect, it } from 'vitest';
import { shouldRecordSession } from './analytics-journey.ts';

const business = { business: { slug: 'baeckerei-huber' } };
const base = { production: true, user: business, consented: true, impersonating: false };

describe('shouldRecordSession', () => {
  it('records a consenting business user in production', () => {
    expect(shouldRecordSession(base)).toBe(true);
  });
  it('never outside production, without consent, while impersonating', () => {
    expect(shouldRecordSession({ ...base, production: false })).toBe(false);
    expect(shouldRecordSession({ ...base, consented: false })).toBe(false);
    expect(shouldRecordSession({ ...base, impersonating: true })).toBe(false);
  });
  it('never for trainees, schools, regions, guests or the team (even with a business)', () => {
    expect(shouldRecordSession({ ...base, user: { trainee: { id: 1 } } })).toBe(false);
    expect(shouldRecordSession({ ...base, user: { school: { slug: 's' } } })).toBe(false);
    expect(shouldRecordSession({ ...base, user: { region: { slug: 'r' } } })).toBe(false);
    expect(shouldRecordSession({ ...base, user: null })).toBe(false);
    expect(shouldRecordSession({ ...base, user: { ...business, special_account: 'admin' } })).toBe(false);
    expect(shouldRecordSession({ ...base, user: { ...business, special_account: 'dashboard' } })).toBe(false);
  });
  it('never for a business user who is a pupil too (issue #35: pupils, many under 16, are never recorded)', () => {
    expect(shouldRecordSession({ ...base, user: { ...business, trainee: { id: 1 } } })).toBe(false);
  });
});
