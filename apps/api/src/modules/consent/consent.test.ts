import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION } from '@oabat/domain/consent';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CONSENT_MAX_PER_IP: '3' });
});
afterAll(() => t.close());

const choice = (consentId: string, extra: Record<string, unknown> = {}) => ({
  consent_id: consentId,
  text_version: CONSENT_TEXT_VERSION,
  functional: true,
  performance: false,
  marketing: false,
  ...extra,
});
const send = (payload: unknown, ip: string, token?: string) =>
  t.request({ method: 'POST', url: '/api/cookie-consent', payload: payload as Record<string, unknown>, remoteAddress: ip, token });
const rows = (consentId: string) =>
  t.db.query<{ user_id: number | null; text_version: string; functional: boolean; performance: boolean; marketing: boolean; recorded_at: Date }>(
    `SELECT user_id, text_version, functional, performance, marketing, recorded_at FROM cookie_consents WHERE consent_id = $1 ORDER BY id`,
    [consentId],
  );

describe('cookie consent record', () => {
  it("stores a guest's choice with the text version and the time, and every later change as a new entry", async () => {
    const id = randomUUID();
    const first = await send(choice(id), '10.8.0.1');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ consent_id: id, text_version: CONSENT_TEXT_VERSION });
    expect(Date.now() - Date.parse(first.json().data.recorded_at)).toBeLessThan(60_000);
    expect((await send(choice(id, { marketing: true, performance: true }), '10.8.0.1')).statusCode).toBe(201);
    const stored = await rows(id);
    expect(stored.map((r) => [r.user_id, r.text_version, r.functional, r.performance, r.marketing])).toEqual([
      [null, CONSENT_TEXT_VERSION, true, false, false],
      [null, CONSENT_TEXT_VERSION, true, true, true],
    ]);
  });

  it('links the choice to the account when logged in, never to an account named in the body', async () => {
    const pupil = await makeUser(t);
    const other = await makeUser(t);
    const token = await loginAs(t, pupil.email);
    const id = randomUUID();
    expect((await send({ ...choice(id), user_id: other.id }, '10.8.0.2', token)).statusCode).toBe(422);
    expect((await send(choice(id), '10.8.0.2', token)).statusCode).toBe(201);
    // A guest who knows the id only adds an unlinked entry; the account's record stays its own.
    expect((await send(choice(id, { marketing: true }), '10.8.0.2')).statusCode).toBe(201);
    expect((await rows(id)).map((r) => [r.user_id, r.marketing])).toEqual([
      [pupil.id, false],
      [null, true],
    ]);
  });

  it('refuses unknown fields, a wrong id, an outdated text version and missing choices in German', async () => {
    const bad = [
      { ...choice(randomUUID()), consent_id: 'nicht-zufaellig' },
      { ...choice(randomUUID()), text_version: '2020-01-01' },
      { consent_id: randomUUID(), text_version: CONSENT_TEXT_VERSION },
      { ...choice(randomUUID()), marketing: 'ja' },
    ];
    const answers = await Promise.all(bad.map((b) => send(b, '10.8.0.3')));
    for (const res of answers) expect(res.statusCode).toBe(422);
    expect(answers[0]!.json().errors.consent_id).toEqual(['Bitte gib eine gültige Kennung an.']);
    expect(answers[1]!.json().errors.text_version).toEqual(['Der Hinweistext hat sich geändert. Bitte lade die Seite neu.']);
    expect(answers[2]!.json().errors.marketing).toEqual(['Bitte wähle Ja oder Nein.']);
  });

  it('is rate-limited per IP', async () => {
    for (let i = 0; i < 3; i++) expect((await send(choice(randomUUID()), '10.8.9.9')).statusCode).toBe(201);
    const res = await send(choice(randomUUID()), '10.8.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await send(choice(randomUUID()), '10.8.9.8')).statusCode).toBe(201);
  });
});
