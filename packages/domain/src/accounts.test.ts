import { describe, expect, it } from 'vitest';
import { ageOn, normalizePhone, slugify, ZBirthdate, ZEmail, ZNewPassword, ZPhone, ZRegisterTraineeRequest } from './accounts.ts';

describe('phone numbers', () => {
  it.each([
    ['0170 1234567', '+491701234567'],
    ['+49 (170) 123-4567', '+491701234567'],
    ['0049170/1234567', '+491701234567'],
    ['491701234567', '+491701234567'],
    ['+43 664 1234567', '+436641234567'],
  ])('normalises %s', (input, out) => expect(normalizePhone(input)).toBe(out));
  it.each(['', 'abc', '123', '+0123456789', '0170 12x4567'])('rejects %s', (input) => expect(normalizePhone(input)).toBeNull());
  it('the schema says it in German', () => {
    expect(ZPhone.safeParse('x').error?.issues[0].message).toBe('Bitte gib eine gültige Handynummer ein.');
  });
});

describe('birthdate and age', () => {
  const today = new Date('2026-11-23T12:00:00Z');
  it('counts whole years', () => {
    expect(ageOn('2013-11-23', today)).toBe(13);
    expect(ageOn('2013-11-24', today)).toBe(12);
    expect(ageOn('2000-02-29', today)).toBe(26);
  });
  it('requires the minimum age of 13 and a real date', () => {
    expect(ZBirthdate.safeParse('2000-01-01').success).toBe(true);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 12);
    expect(ZBirthdate.safeParse(young.toISOString().slice(0, 10)).error?.issues[0].message).toBe('Du musst mindestens 13 Jahre alt sein.');
    expect(ZBirthdate.safeParse('2008-02-30').success).toBe(false);
    expect(ZBirthdate.safeParse('01.05.2008').success).toBe(false);
    expect(ZBirthdate.safeParse('1900-01-01').success).toBe(false);
  });
});

describe('e-mail and password rules', () => {
  it('lower-cases and trims e-mails, rejects malformed ones', () => {
    expect(ZEmail.parse('  Lena.Maier@Example.DE ')).toBe('lena.maier@example.de');
    expect(ZEmail.safeParse('lena@').error?.issues[0].message).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
  });
  it('needs at least 8 characters', () => {
    expect(ZNewPassword.safeParse('1234567').error?.issues[0].message).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(ZNewPassword.safeParse('12345678').success).toBe(true);
  });
  it('trainee registration defaults to e-mail registration without newsletter', () => {
    const r = ZRegisterTraineeRequest.parse({ firstname: 'A', lastname: 'B', birthdate: '2005-01-01' });
    expect(r).toMatchObject({ register_by_phone: false, newsletter_confirmed: false });
  });
});

describe('slugs', () => {
  it.each([
    ['Bäckerei Huber', 'baeckerei-huber'],
    ['Schreinerei Müller & Söhne GmbH', 'schreinerei-mueller-soehne-gmbh'],
    ['Straßenbau Öztürk', 'strassenbau-oeztuerk'],
    ['Café Crème', 'cafe-creme'],
    ['!!!', 'betrieb'],
  ])('%s -> %s', (name, slug) => expect(slugify(name)).toBe(slug));
});
