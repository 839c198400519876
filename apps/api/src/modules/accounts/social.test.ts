import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { depsOf } from './accounts.shared.ts';
import { findOrCreateSocialUser, SocialLoginError } from './social.usecases.ts';
import { makeUser } from '../../../test/factories/accounts.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'test-client.apps.example', GOOGLE_CLIENT_SECRET: 'geheim' });
});
afterAll(() => t.close());

describe('social login start', () => {
  it('gives the Google URL with PKCE and a state stored only hashed', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/social/google' });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().redirectURL);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client.apps.example');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/auth/social/google/callback`);
    const state = url.searchParams.get('state')!;
    expect(await t.db.one(`SELECT 1 FROM social_login_states WHERE state_hash = $1`, [state])).toBeUndefined();
    expect(await t.db.one(`SELECT 1 FROM social_login_states WHERE provider = 'google'`)).toBeDefined();
  });

  it('an unconfigured provider answers 422 in German, an unknown one 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/social/linkedin' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Anmeldung mit LinkedIn ist auf dieser Plattform nicht eingerichtet/);
    expect((await t.request({ method: 'GET', url: '/api/auth/social/myspace' })).statusCode).toBe(404);
  });
});

describe('social login callback', () => {
  it('redirects to the web page with an error for a forged state, a cancel or an unknown provider', async () => {
    const forged = await t.request({ method: 'GET', url: '/api/auth/social/google/callback?code=abc&state=erfunden' });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/social/login?error=invalid_state');
    const cancelled = await t.request({ method: 'GET', url: '/api/auth/social/google/callback?error=access_denied&state=x' });
    expect(cancelled.headers.location).toBe('/social/login?error=cancelled');
    const unknown = await t.request({ method: 'GET', url: '/api/auth/social/myspace/callback?code=a&state=b' });
    expect(unknown.headers.location).toBe('/social/login?error=unknown_provider');
  });

  it("accepts Apple's form POST", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/social/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=a&state=b',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/social/login?error=invalid_state');
  });
});

describe('finding or creating the user by verified e-mail', () => {
  const deps = () => depsOf(t.app);
  const session = async (token: string) => (await t.request({ method: 'GET', url: '/api/auth/user', token })).json().data;

  it('creates a verified trainee account for a new e-mail, and finds it again by the identity', async () => {
    const token = await findOrCreateSocialUser(deps(), 'google', {
      sub: 'g-1',
      email: 'Neu.Sozial@test.example',
      email_verified: true,
      given_name: 'Mia',
      family_name: 'Berg',
    });
    const user = await session(token);
    expect(user).toMatchObject({ email: 'neu.sozial@test.example', firstname: 'Mia', lastname: 'Berg', email_verified: true });
    expect(user.trainee).not.toBeNull();
    const again = await findOrCreateSocialUser(deps(), 'google', { sub: 'g-1', email: 'anders@test.example', email_verified: true });
    expect((await session(again)).id).toBe(user.id);
  });

  it('logs an existing account in by its e-mail', async () => {
    const u = await makeUser(t);
    const token = await findOrCreateSocialUser(deps(), 'linkedin', { sub: 'li-7', email: u.email, email_verified: 'true' });
    expect((await session(token)).id).toBe(u.id);
  });

  it('refuses an unverified e-mail and the special accounts', async () => {
    await expect(findOrCreateSocialUser(deps(), 'google', { sub: 'g-2', email: 'x@test.example', email_verified: false })).rejects.toMatchObject({
      reason: 'email_unverified',
    });
    await expect(findOrCreateSocialUser(deps(), 'google', { sub: 'g-3', email: t.config.ADMIN_EMAIL, email_verified: true })).rejects.toBeInstanceOf(
      SocialLoginError,
    );
    expect(await t.db.one(`SELECT 1 FROM social_identities WHERE subject IN ('g-2', 'g-3')`)).toBeUndefined();
  });
});
