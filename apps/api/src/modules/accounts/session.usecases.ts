// Login (password or SMS code), logout, impersonation, e-mail verification and one-time codes.
import { IMPERSONATION_TTL_HOURS, normalizePhone } from '@oabat/domain/accounts';
import { canImpersonate } from '@oabat/domain/rights';
import { ensure } from '../../plugins/auth.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './accounts.repository.ts';
import { checkCode, issueCode, OTP_MESSAGES } from './otp.repository.ts';
import { clear, consume, ensureBelow, hit } from '../../lib/rate-limit.repository.ts';
import { otpSms } from './accounts.mails.ts';
import { accountDisabled, loginLimits, otpLimits, verificationRequired, verifyOrDummy, WRONG_CREDENTIALS, type Deps } from './accounts.shared.ts';
import { sendVerification } from './registration.usecases.ts';
import { restoreOnLogin } from '../privacy/privacy.usecases.ts';

export interface LoginInput {
  email?: string | null;
  password?: string | null;
  phone_number?: string | null;
  otp?: string | null;
}

/** A session token; `account_restored` when this login lifted a requested deletion (the page says so, issue #36). */
export interface LoginResult {
  token: string;
  account_restored?: true;
}
const loggedIn = async (deps: Deps, userId: number): Promise<LoginResult> => {
  // A login within the deletion grace period keeps the account.
  const restored = await restoreOnLogin(deps, userId);
  return { token: await repo.createToken(deps.db, userId), ...(restored ? { account_restored: true as const } : {}) };
};

export async function login(deps: Deps, input: LoginInput, ip: string): Promise<LoginResult> {
  if (input.phone_number || input.otp) return loginByPhone(deps, input, ip);
  if (!input.email) throw invalid('email', 'Bitte gib deine E-Mail-Adresse ein.');
  if (!input.password) throw invalid('password', 'Bitte gib dein Passwort ein.');
  const user = await checkPassword(deps, input.email, input.password, ip);
  if (user.login_requires_verification) throw verificationRequired();
  return loggedIn(deps, user.id);
}

/** E-mail and password against the brute-force limits; failures count per IP and per account. */
export async function checkPassword(deps: Deps, email: string, password: string, ip: string) {
  const limits = loginLimits(deps, ip, email);
  await ensureBelow(deps.db, limits);
  const user = await repo.findCredentialsByEmail(deps.db, email);
  const ok = await verifyOrDummy(user?.password_hash, password);
  if (!user || !ok) {
    await hit(deps.db, limits);
    throw invalid('email', WRONG_CREDENTIALS);
  }
  if (!user.is_active) throw accountDisabled();
  await clear(deps.db, limits[1].key);
  return user;
}

async function loginByPhone(deps: Deps, input: LoginInput, ip: string): Promise<LoginResult> {
  const phone = input.phone_number ? normalizePhone(input.phone_number) : null;
  if (!phone) throw invalid('phone_number', 'Bitte gib eine gültige Handynummer ein.');
  if (!input.otp) throw invalid('otp', 'Bitte gib den Code aus der SMS ein.');
  const limits = loginLimits(deps, ip, phone);
  await ensureBelow(deps.db, limits);
  const result = await checkCode(deps.db, { purpose: 'phone', target: phone, code: input.otp, consume: true });
  if (result !== 'ok') {
    await hit(deps.db, limits);
    throw invalid('otp', OTP_MESSAGES[result]);
  }
  const user = await repo.findCredentialsByPhone(deps.db, phone);
  if (!user) throw invalid('phone_number', 'Zu dieser Handynummer gibt es noch kein Konto. Bitte registriere dich.');
  if (!user.is_active) throw accountDisabled();
  await clear(deps.db, limits[1].key);
  return loggedIn(deps, user.id);
}

export async function temporaryLogin(deps: Deps, viewer: SessionUser, impersonatedBy: number | null, userId: number): Promise<string> {
  // An impersonation token belongs to the target, so it can never start a further impersonation.
  ensure(canImpersonate(viewer) && impersonatedBy === null, 'Nur die Administration darf sich als andere Person anmelden.');
  const target = await repo.findCredentialsById(deps.db, userId);
  if (!target) throw notFound('accounts.user_not_found', 'Diese Person gibt es nicht.');
  return repo.createToken(deps.db, target.id, { impersonatedBy: viewer.id, ttlHours: IMPERSONATION_TTL_HOURS });
}

/**
 * The code from the verification mail verifies the e-mail and logs in. The password may be left out (issue #36): after
 * a reload the page no longer has it (it is never kept in storage), and the code, sent to that mailbox, proves what the
 * activation link and a password reset prove. A code has 5 tries and 10 minutes, and every wrong one counts against
 * the login limits of the IP and the address. Without a password an already verified account is not logged in (it has
 * no open code).
 */
export async function verifyEmail(deps: Deps, input: { email: string; password?: string | null; code: string }, ip: string): Promise<LoginResult> {
  if (input.password) {
    const user = await checkPassword(deps, input.email, input.password, ip);
    if (user.email_verified_at && !user.login_requires_verification) return loggedIn(deps, user.id);
    const result = await checkCode(deps.db, { purpose: 'verify_email', target: user.email!.toLowerCase(), code: input.code, consume: true });
    if (result !== 'ok') throw invalid('code', OTP_MESSAGES[result]);
    await repo.markEmailVerified(deps.db, user.id);
    return loggedIn(deps, user.id);
  }
  const limits = loginLimits(deps, ip, input.email);
  await ensureBelow(deps.db, limits);
  const user = await repo.findCredentialsByEmail(deps.db, input.email);
  const result = user?.email
    ? await checkCode(deps.db, { purpose: 'verify_email', target: user.email.toLowerCase(), code: input.code, consume: true })
    : 'expired';
  if (!user || result !== 'ok') {
    await hit(deps.db, limits);
    throw invalid('code', OTP_MESSAGES[result === 'ok' ? 'invalid' : result]);
  }
  if (!user.is_active) throw accountDisabled();
  await repo.markEmailVerified(deps.db, user.id);
  return loggedIn(deps, user.id);
}

export async function resendVerification(deps: Deps, input: { email: string; password: string }, ip: string): Promise<void> {
  const user = await checkPassword(deps, input.email, input.password, ip);
  if (user.email_verified_at && !user.login_requires_verification) return;
  await deps.db.tx((q) => sendVerification({ ...deps, db: q }, user));
}

export async function activate(deps: Deps, code: string): Promise<void> {
  const user = await repo.findUserByActivation(deps.db, sha256(code));
  if (!user || user.expired) throw notFound('accounts.activation_invalid', 'Dieser Aktivierungslink ist ungültig oder abgelaufen.');
  await repo.markEmailVerified(deps.db, user.id);
}

export async function accountExists(deps: Deps, mode: 'email' | 'phone', identifier: string, ip: string): Promise<boolean> {
  await consume(deps.db, [{ key: `check:ip:${ip}`, max: deps.config.ACCOUNT_CHECK_MAX_PER_IP, windowSeconds: deps.config.RATE_WINDOW_SECONDS }]);
  if (mode === 'email') return !!(await repo.findCredentialsByEmail(deps.db, identifier.trim()));
  const phone = normalizePhone(identifier);
  if (!phone) throw invalid('identifier', 'Bitte gib eine gültige Handynummer ein.');
  return !!(await repo.findCredentialsByPhone(deps.db, phone));
}

export async function sendOtp(deps: Deps, phone: string, ip: string): Promise<void> {
  await consume(deps.db, otpLimits(deps, phone, ip), 'Du hast zu viele Codes angefordert. Bitte warte einen Moment.');
  const existing = await repo.findCredentialsByPhone(deps.db, phone);
  await deps.db.tx(async (q) => {
    const code = await issueCode(q, { purpose: 'phone', target: phone, userId: existing?.id ?? null });
    await deps.transports.sms({ to: phone, ...otpSms(code) }, q);
  });
}

export async function verifyOtp(deps: Deps, phone: string, code: string): Promise<{ account_exists: boolean }> {
  const result = await checkCode(deps.db, { purpose: 'phone', target: phone, code, consume: false });
  if (result !== 'ok') throw invalid('code', OTP_MESSAGES[result]);
  return { account_exists: !!(await repo.findCredentialsByPhone(deps.db, phone)) };
}
