import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { lastCode, makeUser, PASSWORD } from '../../../test/factories/accounts.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login with e-mail and password', () => {
  it('returns a token that loads the user with its parts', async () => {
    const { email } = await makeUser(t, { trainee: true });
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: email.toUpperCase(), password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', token: res.json().token });
    expect(me.statusCode).toBe(200);
    const user = me.json().data;
    expect(user).toMatchObject({ email, firstname: 'Test', business: null, school: null, region: null, tutorial_steps: [], permissions: [] });
    expect(user.trainee).toMatchObject({ onboarding_completed: false });
    expect(user).not.toHaveProperty('password_hash');
  });

  it('loads the business part of a business user', async () => {
    const { email } = await makeUser(t, { business: 'login-test-betrieb' });
    const token = await t.login(email, PASSWORD);
    const user = (await t.request({ method: 'GET', url: '/api/auth/user', token })).json().data;
    expect(user.business).toMatchObject({ slug: 'login-test-betrieb', permissions: [], business_sites: [] });
    expect(user.trainee).toBeNull();
  });

  it('refuses a wrong password or unknown e-mail with the same German 422', async () => {
    const { email } = await makeUser(t);
    const wrong = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'falsch-falsch' } });
    const unknown = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'niemand@test.example', password: 'falsch-falsch' } });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors.email[0]).toBe('Die E-Mail-Adresse oder das Passwort ist falsch.');
  });

  it('asks for missing fields', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Bitte gib deine E-Mail-Adresse ein.']);
    const noPw = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.de' } });
    expect(noPw.json().errors.password).toEqual(['Bitte gib dein Passwort ein.']);
  });

  it('refuses a deactivated account', async () => {
    const { id, email } = await makeUser(t);
    await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [id]);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Dieses Konto ist deaktiviert.');
  });

  it('accepts null for the fields of the other login way', async () => {
    const { email } = await makeUser(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD, phone_number: null, otp: null } });
    expect(res.statusCode).toBe(200);
  });

  it('legacy /api/login logs in too', async () => {
    const { email } = await makeUser(t);
    const res = await t.request({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD, skipActivation: false } });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().token).toBe('string');
  });
});

describe('sessions', () => {
  it('GET /api/auth/user without or with a bad token is 401', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: 'erfunden' })).statusCode).toBe(401);
  });

  it('logout revokes only the token in use', async () => {
    const { email } = await makeUser(t);
    const a = await t.login(email, PASSWORD);
    const b = await t.login(email, PASSWORD);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token: a });
    expect(out.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: a })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: b })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: a })).statusCode).toBe(401);
  });

  it('stores tokens only hashed, valid for 30 days', async () => {
    const { id, email } = await makeUser(t);
    const token = await t.login(email, PASSWORD);
    const row = await t.db.one<{ token_hash: string; days: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM auth_tokens WHERE user_id = $1`,
      [id],
    );
    expect(row!.token_hash).not.toContain(token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.days).toBe(30);
  });

  it('an expired token is refused', async () => {
    const { id, email } = await makeUser(t);
    const token = await t.login(email, PASSWORD);
    await t.db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [id]);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(401);
  });
});

describe('login with phone number and SMS code', () => {
  it('sends a 6-digit code by SMS and logs in with it once', async () => {
    await makeUser(t, { phone: '+491701234567' });
    const send = await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: '0170 1234567' } });
    expect(send.statusCode).toBe(204);
    const code = await lastCode(t, '+491701234567');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.one<{ code_hash: string }>(`SELECT code_hash FROM one_time_codes WHERE target = '+491701234567' ORDER BY id DESC`);
    expect(stored!.code_hash).not.toContain(code);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone_number: '+49 170 1234567', otp: code } });
    expect(res.statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone_number: '+491701234567', otp: code } });
    expect(again.statusCode).toBe(422);
  });

  it('verify-otp checks a code and says whether an account exists', async () => {
    await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: '+491709999999' } });
    const code = await lastCode(t, '+491709999999');
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phone_number: '+491709999999', code: code === '000000' ? '111111' : '000000' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.code).toEqual(['Der Code ist nicht korrekt.']);
    const ok = await t.request({ method: 'POST', url: '/api/auth/verify-otp', payload: { phone_number: '+491709999999', code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { valid: true, account_exists: false } });
  });

  it('a phone login without an account says so', async () => {
    await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: '+491708888888' } });
    const code = await lastCode(t, '+491708888888');
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone_number: '+491708888888', otp: code } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone_number[0]).toMatch(/kein Konto/);
  });

  it('rejects an invalid phone number', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: 'abc' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone_number).toEqual(['Bitte gib eine gültige Handynummer ein.']);
  });
});

describe('account check', () => {
  it('says whether an account exists and nothing more', async () => {
    const { email } = await makeUser(t, { phone: '+491705550000' });
    const yes = await t.request({ method: 'POST', url: '/api/auth/check', payload: { mode: 'email', identifier: email } });
    expect(yes.json()).toEqual({ data: { exists: true } });
    const no = await t.request({ method: 'POST', url: '/api/auth/check', payload: { mode: 'email', identifier: 'keiner@test.example' } });
    expect(no.json()).toEqual({ data: { exists: false } });
    const phone = await t.request({ method: 'POST', url: '/api/auth/check', payload: { mode: 'phone', identifier: '0170 5550000' } });
    expect(phone.json()).toEqual({ data: { exists: true } });
    const bad = await t.request({ method: 'POST', url: '/api/auth/check', payload: { mode: 'fax', identifier: 'x' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('documentation', () => {
  it('lists the account calls in the OpenAPI document', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const p of [
      '/api/auth/login',
      '/api/auth/register/trainee',
      '/api/businesses',
      '/api/settings/notifications/',
      '/api/user/{id}/tutorials',
      '/api/contact-us',
      '/api/oabalytics',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
  });
});
