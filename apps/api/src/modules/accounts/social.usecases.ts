// Social login (Google, LinkedIn, Apple) by OAuth 2 through arctic: PKCE where the provider supports it
// (Google; arctic offers none for LinkedIn and Apple), a one-time state stored hashed, and the user
// found or created by the provider's verified e-mail.
import { Apple, decodeIdToken, generateCodeVerifier, generateState, Google, LinkedIn } from 'arctic';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@oabat/domain/accounts';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import * as repo from './accounts.repository.ts';
import { isReservedEmail, type Deps } from './accounts.shared.ts';
import * as social from './social.repository.ts';
import { restoreOnLogin } from '../privacy/privacy.usecases.ts';

const LABEL: Record<SocialProvider, string> = { google: 'Google', linkedin: 'LinkedIn', apple: 'Apple' };
const STATE_TTL_MINUTES = 10;

type Client = { provider: 'google'; client: Google } | { provider: 'linkedin'; client: LinkedIn } | { provider: 'apple'; client: Apple };

/** Social login ends on a web page; errors travel as a short code the page turns into German text. */
export class SocialLoginError extends Error {
  readonly reason: 'cancelled' | 'invalid_state' | 'not_configured' | 'email_unverified' | 'not_allowed' | 'account_disabled' | 'failed';
  constructor(reason: SocialLoginError['reason']) {
    super(reason);
    this.reason = reason;
  }
}

const pemToPkcs8 = (pem: string) =>
  Uint8Array.from(
    Buffer.from(
      pem
        .replace(/\\n/g, '\n')
        .replace(/-----[^-]+-----/g, '')
        .replace(/\s+/g, ''),
      'base64',
    ),
  );

export function socialClient(config: Config, provider: SocialProvider): Client | null {
  const redirect = `${config.publicUrl}/api/auth/social/${provider}/callback`;
  if (provider === 'google' && config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    return { provider, client: new Google(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, redirect) };
  }
  if (provider === 'linkedin' && config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET) {
    return { provider, client: new LinkedIn(config.LINKEDIN_CLIENT_ID, config.LINKEDIN_CLIENT_SECRET, redirect) };
  }
  if (provider === 'apple' && config.APPLE_CLIENT_ID && config.APPLE_TEAM_ID && config.APPLE_KEY_ID && config.APPLE_PRIVATE_KEY) {
    return { provider, client: new Apple(config.APPLE_CLIENT_ID, config.APPLE_TEAM_ID, config.APPLE_KEY_ID, pemToPkcs8(config.APPLE_PRIVATE_KEY), redirect) };
  }
  return null;
}

export function parseProvider(name: string): SocialProvider {
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(name)) throw notFound('accounts.social_unknown', 'Diese Anmeldemethode gibt es nicht.');
  return name as SocialProvider;
}

export async function startSocialLogin(deps: Deps, providerName: string): Promise<string> {
  const provider = parseProvider(providerName);
  const c = socialClient(deps.config, provider);
  if (!c) {
    const message = `Die Anmeldung mit ${LABEL[provider]} ist auf dieser Plattform nicht eingerichtet. Bitte melde dich mit E-Mail oder Handynummer an.`;
    throw new AppError('accounts.social_not_configured', 422, message, { provider: [message] });
  }
  const state = generateState();
  let url: URL;
  let verifier: string | null = null;
  if (c.provider === 'google') {
    verifier = generateCodeVerifier();
    url = c.client.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']);
  } else if (c.provider === 'linkedin') {
    url = c.client.createAuthorizationURL(state, ['openid', 'email', 'profile']);
  } else {
    url = c.client.createAuthorizationURL(state, ['name', 'email']);
    url.searchParams.set('response_mode', 'form_post'); // Apple requires it when asking for name and e-mail
  }
  await social.saveLoginState(deps.db, provider, sha256(state), verifier, STATE_TTL_MINUTES);
  return url.toString();
}

export interface SocialClaims {
  sub: string;
  email?: string | null;
  email_verified?: boolean | string | null;
  given_name?: string | null;
  family_name?: string | null;
}

export async function completeSocialLogin(
  deps: Deps,
  providerName: string,
  input: { code?: string; state?: string; error?: string; user?: string },
): Promise<string> {
  const provider = parseProvider(providerName);
  if (input.error) throw new SocialLoginError('cancelled');
  if (!input.code || !input.state) throw new SocialLoginError('invalid_state');
  // The state is used up on first sight, so a replayed callback cannot log in twice.
  const saved = await social.takeLoginState(deps.db, provider, sha256(input.state));
  if (!saved) throw new SocialLoginError('invalid_state');
  const c = socialClient(deps.config, provider);
  if (!c) throw new SocialLoginError('not_configured');
  let claims: SocialClaims;
  try {
    const tokens =
      c.provider === 'google'
        ? await c.client.validateAuthorizationCode(input.code, saved.code_verifier ?? '')
        : await c.client.validateAuthorizationCode(input.code);
    // The ID token came straight from the provider's token endpoint over TLS, so its claims are trusted.
    claims = decodeIdToken(tokens.idToken()) as SocialClaims;
  } catch {
    throw new SocialLoginError('failed');
  }
  if (provider === 'apple' && input.user) {
    try {
      const u = JSON.parse(input.user) as { name?: { firstName?: string; lastName?: string } };
      claims = { ...claims, given_name: u.name?.firstName ?? null, family_name: u.name?.lastName ?? null };
    } catch {
      /* the name is a courtesy; the login works without it */
    }
  }
  return findOrCreateSocialUser(deps, provider, claims);
}

/** Known identity first, then an account with the same verified e-mail, else a new trainee account. */
export async function findOrCreateSocialUser(deps: Deps, provider: SocialProvider, claims: SocialClaims): Promise<string> {
  const email = claims.email?.trim().toLowerCase() || null;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!claims.sub) throw new SocialLoginError('failed');
  let userId = await social.linkedUserId(deps.db, provider, claims.sub);
  if (!userId) {
    if (!email || !verified) throw new SocialLoginError('email_unverified');
    // The special accounts sign in only with their password.
    if (isReservedEmail(deps, email)) throw new SocialLoginError('not_allowed');
    const existing = await repo.findCredentialsByEmail(deps.db, email);
    userId = await deps.db.tx(async (q) => {
      const id =
        existing?.id ??
        (await repo.insertUser(q, {
          email,
          passwordHash: null,
          firstname: claims.given_name?.trim().slice(0, 100) || '',
          lastname: claims.family_name?.trim().slice(0, 100) || '',
          emailVerified: true,
          profilePath: '/i/profile',
        }));
      if (!existing) await repo.insertTrainee(q, id, {});
      else await repo.markEmailVerified(q, id);
      await social.linkIdentity(q, id, provider, claims.sub);
      return id;
    });
  }
  const user = (await repo.findCredentialsById(deps.db, userId))!;
  if (!user.is_active) throw new SocialLoginError('account_disabled');
  await restoreOnLogin(deps, user.id); // a login within the deletion grace period keeps the account
  return repo.createToken(deps.db, user.id);
}
