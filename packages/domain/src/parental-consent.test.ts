import { describe, expect, it } from 'vitest';
import { needsParentalConsent, ZParentalConsentRequest, ZParentalConsentToken } from './parental-consent.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('needsParentalConsent', () => {
  it('is no longer needed on the 16th birthday', () => expect(needsParentalConsent('2010-06-15', day('2026-06-15'))).toBe(false));
  it('is needed the day before the 16th birthday', () => expect(needsParentalConsent('2010-06-15', day('2026-06-14'))).toBe(true));
  it('is not needed the day after the 16th birthday', () => expect(needsParentalConsent('2010-06-15', day('2026-06-16'))).toBe(false));
  it('a birthday yesterday (turned 16) or tomorrow (still 15)', () => {
    expect(needsParentalConsent('2010-06-14', day('2026-06-15'))).toBe(false);
    expect(needsParentalConsent('2010-06-16', day('2026-06-15'))).toBe(true);
  });
  it('a leap-day child turns 16 on 29 February (16 years on is a leap year again); 28 Feb and 1 Mar neighbours', () => {
    expect(needsParentalConsent('2008-02-29', day('2024-02-28'))).toBe(true);
    expect(needsParentalConsent('2008-02-29', day('2024-02-29'))).toBe(false);
    expect(needsParentalConsent('2009-02-28', day('2025-02-28'))).toBe(false);
    expect(needsParentalConsent('2012-02-29', day('2028-02-28'))).toBe(true);
    expect(needsParentalConsent('2012-02-29', day('2028-02-29'))).toBe(false);
    expect(needsParentalConsent('2011-02-28', day('2027-03-01'))).toBe(false);
    expect(needsParentalConsent('2009-03-01', day('2025-02-28'))).toBe(true);
  });
  it('without a birthdate nobody is treated as a child', () => {
    expect(needsParentalConsent(null)).toBe(false);
    expect(needsParentalConsent(undefined)).toBe(false);
  });
  it('adults and young children', () => {
    expect(needsParentalConsent('1990-01-01', day('2026-01-01'))).toBe(false);
    expect(needsParentalConsent('2014-01-01', day('2026-01-01'))).toBe(true);
  });
});

describe('schemas', () => {
  it('needs a valid parent address', () => {
    expect(ZParentalConsentRequest.safeParse({ parent_email: 'mama@example.de' }).success).toBe(true);
    expect(ZParentalConsentRequest.safeParse({ parent_email: 'kein-mail' }).success).toBe(false);
  });
  it('refuses short or odd tokens', () => {
    expect(ZParentalConsentToken.safeParse({ token: 'abc' }).success).toBe(false);
    expect(ZParentalConsentToken.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    expect(ZParentalConsentToken.safeParse({ token: `${'a'.repeat(42)}\n` }).success).toBe(false);
  });
});
