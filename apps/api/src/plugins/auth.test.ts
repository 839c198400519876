import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authentication runs first', () => {
  it('a guest gets 401 from every private operation before its body is validated (no body rules are revealed)', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const privateOps = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security)
        .map(([m]) => [m, p] as const),
    );
    expect(privateOps.length).toBeGreaterThan(60);
    for (const [method, path] of privateOps) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await t.request({
        method: method.toUpperCase() as 'POST',
        url,
        payload: method === 'get' || method === 'delete' ? undefined : { bogus: '\u0000', email: 'x' },
      });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Bitte melde dich an.' });
    }
  });

  it('documents every write as private unless it is one of the guest writes', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const openWrites = Object.entries(doc.paths)
      .flatMap(([p, ops]) =>
        Object.entries(ops)
          .filter(([m, op]) => m !== 'get' && !op.security)
          .map(([m]) => `${m.toUpperCase()} ${p}`),
      )
      .sort();
    expect(openWrites).toEqual(
      [
        'POST /api/auth/check',
        'POST /api/auth/login',
        'POST /api/auth/register/trainee',
        'POST /api/auth/social/{provider}/callback',
        'POST /api/auth/verify',
        'POST /api/auth/verify-otp',
        'POST /api/auth/verify/resend',
        'POST /api/auth/verify/send-otp',
        'POST /api/business/{id}/activities',
        'POST /api/business/{id}/getBusinessesAround',
        'POST /api/businesses',
        'POST /api/contact-us',
        'POST /api/cookie-consent',
        'POST /api/file',
        'POST /api/livestream_poll_option_votes/',
        'POST /api/livestreams/{id}/events',
        'POST /api/livestreams/{id}/latency',
        'POST /api/livestreams/{id}/messages',
        'POST /api/livestreams/{id}/verify',
        'POST /api/login',
        'POST /api/mail/inbound',
        'POST /api/oabalytics',
        'POST /api/parental-consent/confirm',
        'POST /api/parental-consent/revoke',
        'POST /api/password_request',
        'POST /api/password_reset',
        'POST /api/register',
        'POST /api/saved-searches',
        'POST /api/saved-searches/confirm/{token}',
        'POST /api/saved-searches/unsubscribe/{token}',
        'POST /api/search/autocomplete_city',
        'POST /api/util/app_link',
        'PUT /api/livestream_poll_proposal/{id}',
        'POST /api/v2/jobs/anonymous_ratings',
        'POST /api/v2/jobs/anonymous_ratings/',
      ].sort(),
    );
  });
});

describe('special accounts', () => {
  it('the server marks the admin, support and dashboard sessions; everybody else is unmarked', async () => {
    const marks: Record<string, unknown> = {};
    for (const email of ['admin@oabat.example', 'hilfe@oabat.example', 'dashboard@oabat.example', 'betrieb@oabat.example', 'azubi@oabat.example']) {
      const token = await t.login(email);
      marks[email] = (await t.request({ method: 'GET', url: '/api/auth/user', token })).json().data.special_account;
    }
    expect(marks).toEqual({
      'admin@oabat.example': 'admin',
      'hilfe@oabat.example': 'support',
      'dashboard@oabat.example': 'dashboard',
      'betrieb@oabat.example': null,
      'azubi@oabat.example': null,
    });
  });

  it('follows the configured addresses, not the demo ones', async () => {
    const other = await createTestApp({ ADMIN_EMAIL: 'betrieb@oabat.example' });
    try {
      const token = await other.login('betrieb@oabat.example');
      expect((await other.request({ method: 'GET', url: '/api/auth/user', token })).json().data.special_account).toBe('admin');
      const demoAdmin = await other.login('admin@oabat.example');
      expect((await other.request({ method: 'GET', url: '/api/auth/user', token: demoAdmin })).json().data.special_account).toBeNull();
      expect((await other.request({ method: 'GET', url: '/api/admin/users?search=a', token: demoAdmin })).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  }, 120_000);
});
