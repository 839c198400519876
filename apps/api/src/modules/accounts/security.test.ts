// Brute force, code locks and expiry, impersonation, refusals on other people's accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { lastCode, makeUser, PASSWORD } from '../../../test/factories/accounts.ts';

const ADMIN = 'chef@admin.test';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_PER_IP: '6',
    LOGIN_MAX_PER_ACCOUNT: '3',
    OTP_MAX_PER_NUMBER: '3',
    ACCOUNT_CHECK_MAX_PER_IP: '3',
    MAIL_MAX_PER_TARGET: '2',
    ADMIN_EMAIL: ADMIN,
  });
});
afterAll(() => t.close());

const loginFrom = (ip: string, email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('login brute force', () => {
  it('locks an account after too many failures, even with the right password, with Retry-After', async () => {
    const { email } = await makeUser(t);
    for (let i = 0; i < 3; i++) expect((await loginFrom(`10.0.0.${i + 1}`, email, 'falsch-falsch')).statusCode).toBe(422);
    const locked = await loginFrom('10.0.0.9', email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/Zu viele Versuche/);
  });

  it('limits failures per IP across accounts', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 6; i++) await loginFrom(ip, `unbekannt${i}@test.example`, 'falsch-falsch');
    const { email } = await makeUser(t);
    const res = await loginFrom(ip, email, PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await loginFrom('10.1.1.2', email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures in the shared table, so every API process sees them', async () => {
    const { email } = await makeUser(t);
    await loginFrom('10.2.2.2', email, 'falsch-falsch');
    const row = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM rate_events WHERE key = $1`, [`login:acct:${email}`]);
    expect(row!.n).toBe(1);
  });
});

describe('one-time codes', () => {
  it('lock after 5 wrong tries, even for the right code afterwards', async () => {
    const phone = '+491601000001';
    await makeUser(t, { phone });
    await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: phone }, remoteAddress: '10.3.0.1' });
    const code = await lastCode(t, phone);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await t.request({ method: 'POST', url: '/api/auth/verify-otp', payload: { phone_number: phone, code: wrong } })).json().errors.code[0]);
    }
    expect(answers[0]).toBe('Der Code ist nicht korrekt.');
    expect(answers[4]).toMatch(/Zu viele falsche Versuche/);
    const right = await t.request({ method: 'POST', url: '/api/auth/verify-otp', payload: { phone_number: phone, code } });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code[0]).toMatch(/Zu viele falsche Versuche/);
  });

  it('expire after 10 minutes', async () => {
    const phone = '+491601000002';
    await makeUser(t, { phone });
    await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: phone }, remoteAddress: '10.3.0.2' });
    const code = await lastCode(t, phone);
    const row = await t.db.one<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM one_time_codes WHERE target = $1 ORDER BY id DESC LIMIT 1`,
      [phone],
    );
    expect(row!.minutes).toBe(10);
    await t.db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE target = $1`, [phone]);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone_number: phone, otp: code } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.otp[0]).toMatch(/abgelaufen/);
  });

  it('sending is rate-limited per number', async () => {
    const phone = '+491601000003';
    const send = (ip: string) => t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: phone }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await send(`10.4.0.${i}`)).statusCode).toBe(204);
    const res = await send('10.4.0.99');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('admin impersonation', () => {
  it('gives the admin a token for the user, recorded as impersonated', async () => {
    const admin = await makeUser(t, { email: ADMIN, trainee: false });
    const target = await makeUser(t);
    const adminToken = await t.login(ADMIN, PASSWORD);
    const res = await t.request({ method: 'POST', url: '/api/auth/temporary_login', payload: { user_id: target.id }, token: adminToken });
    expect(res.statusCode).toBe(200);
    const me = (await t.request({ method: 'GET', url: '/api/auth/user', token: res.json().token })).json().data;
    expect(me.id).toBe(target.id);
    const row = await t.db.one<{ impersonated_by: number }>(`SELECT impersonated_by FROM auth_tokens WHERE user_id = $1 AND impersonated_by IS NOT NULL`, [
      target.id,
    ]);
    expect(row!.impersonated_by).toBe(admin.id);
    const unknown = await t.request({ method: 'POST', url: '/api/auth/temporary_login', payload: { user_id: 999999 }, token: adminToken });
    expect(unknown.statusCode).toBe(404);
  });

  it('is refused for guests (401) and everyone else (403)', async () => {
    const target = await makeUser(t);
    expect((await t.request({ method: 'POST', url: '/api/auth/temporary_login', payload: { user_id: target.id } })).statusCode).toBe(401);
    const other = await makeUser(t, { business: 'imp-test-betrieb' });
    const token = await t.login(other.email, PASSWORD);
    const res = await t.request({ method: 'POST', url: '/api/auth/temporary_login', payload: { user_id: target.id }, token });
    expect(res.statusCode).toBe(403);
    expect(await t.db.one(`SELECT 1 FROM auth_tokens WHERE user_id = $1`, [target.id])).toBeUndefined();
  });
});

describe('nobody changes another account', () => {
  it('PUT /api/users/{id} of someone else is 403, unknown 404, guest 401, and nothing changes', async () => {
    const me = await makeUser(t);
    const other = await makeUser(t);
    const token = await t.login(me.email, PASSWORD);
    expect((await t.request({ method: 'PUT', url: `/api/users/${other.id}`, payload: { firstname: 'Gehackt' }, token })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/api/users/999999', payload: { firstname: 'X' }, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: `/api/users/${other.id}`, payload: { firstname: 'X' } })).statusCode).toBe(401);
    const row = await t.db.one<{ firstname: string }>(`SELECT firstname FROM users WHERE id = $1`, [other.id]);
    expect(row!.firstname).toBe('Test');
  });

  it('no mass assignment: e-mail, permissions, password and admin flags cannot be set', async () => {
    const me = await makeUser(t);
    const token = await t.login(me.email, PASSWORD);
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      token,
      payload: { firstname: 'Neu', email: ADMIN, permissions: ['pro_portal'], password_hash: 'x', is_active: false, email_verified_at: null, id: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: me.id, firstname: 'Neu', email: me.email, permissions: [] });
    expect((await t.login(me.email, PASSWORD)).length).toBeGreaterThan(10);
  });

  it('the other account calls of someone else are refused too', async () => {
    const me = await makeUser(t);
    const other = await makeUser(t);
    const token = await t.login(me.email, PASSWORD);
    const calls = [
      { method: 'GET', url: `/api/v2/user_aliases/${other.id}` },
      { method: 'PUT', url: `/api/v2/user_aliases/${other.id}`, payload: { is_unread_messages_mail_active: false } },
      { method: 'GET', url: `/api/user/${other.id}/tutorials` },
      { method: 'POST', url: `/api/user/${other.id}/tutorials`, payload: { tutorial_step: 'x' } },
      { method: 'DELETE', url: `/api/user/${other.id}/tutorials?tutorial_step=x` },
      { method: 'PUT', url: '/api/v2/auth/request_email_change', payload: { user_id: other.id, email: 'neu@test.example' } },
      { method: 'POST', url: '/api/v2/auth/email_change', payload: { user_id: other.id, email: 'neu@test.example', code: '123456' } },
      { method: 'POST', url: '/api/user/request-deactivation', payload: { user_id: other.id, reason_message: 'x' } },
    ] as const;
    for (const call of calls) {
      const res = await t.request({ ...call, token });
      expect([call.url, res.statusCode]).toEqual([call.url, 403]);
      const guest = await t.request({ ...call });
      expect([call.url, guest.statusCode]).toEqual([call.url, 401]);
    }
    const row = await t.db.one<{ is_unread_messages_mail_active: boolean; deactivation_requested_at: Date | null }>(
      `SELECT is_unread_messages_mail_active, deactivation_requested_at FROM users WHERE id = $1`,
      [other.id],
    );
    expect(row).toEqual({ is_unread_messages_mail_active: true, deactivation_requested_at: null });
  });
});

describe('other limits', () => {
  it('the account check is rate-limited per IP', async () => {
    const check = () =>
      t.request({ method: 'POST', url: '/api/auth/check', payload: { mode: 'email', identifier: 'a@test.example' }, remoteAddress: '10.7.0.1' });
    for (let i = 0; i < 3; i++) expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });

  it('password reset mails stop after the limit per address, the answer stays the same', async () => {
    const { email } = await makeUser(t);
    for (let i = 0; i < 4; i++) {
      expect((await t.request({ method: 'POST', url: '/api/password_request', payload: { email }, remoteAddress: `10.8.0.${i}` })).statusCode).toBe(204);
    }
    const n = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND template = 'accounts.password_reset'`, [email]);
    expect(n!.n).toBe(2);
  });
});
