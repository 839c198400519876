// What the account use cases need from the app, and helpers several of them share.
import type { SpecialAccounts } from '@oabat/domain/rights';
import type { Config } from '../../config.ts';
import type { Db } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { EMAIL_TAKEN } from '@oabat/domain/accounts';
import type { Limit } from '../../lib/rate-limit.repository.ts';

export interface Deps {
  db: Db;
  config: Config;
  transports: Transports;
  specialAccounts: SpecialAccounts;
}

/** The fixed special accounts can never be claimed by registration or an e-mail change. */
export function isReservedEmail(deps: Deps, email: string) {
  const e = email.toLowerCase();
  const { adminEmail, supportEmail, dashboardEmail } = deps.specialAccounts;
  return [adminEmail, supportEmail, dashboardEmail].some((x) => x.toLowerCase() === e);
}

export const emailTakenError = () => conflict('accounts.email_taken', EMAIL_TAKEN);

// Unique-index violation (two registrations racing for one e-mail or phone number): a SQL helper of lib/sql.ts.
export { isUniqueViolation } from '../../lib/sql.ts';

let dummyHash: Promise<string> | null = null;
/** Verifies against a real hash even for unknown accounts, so timing does not tell which exist. */
export async function verifyOrDummy(hash: string | null | undefined, password: string): Promise<boolean> {
  if (hash) return verifyPassword(hash, password);
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

export function loginLimits(deps: Deps, ip: string, account: string | null): Limit[] {
  const w = deps.config.RATE_WINDOW_SECONDS;
  const limits: Limit[] = [{ key: `login:ip:${ip}`, max: deps.config.LOGIN_MAX_PER_IP, windowSeconds: w }];
  if (account) limits.push({ key: `login:acct:${account.toLowerCase()}`, max: deps.config.LOGIN_MAX_PER_ACCOUNT, windowSeconds: w });
  return limits;
}

export const mailLimit = (deps: Deps, purpose: string, target: string): Limit => ({
  key: `mail:${purpose}:${target.toLowerCase()}`,
  max: deps.config.MAIL_MAX_PER_TARGET,
  windowSeconds: deps.config.RATE_WINDOW_SECONDS,
});

export const otpLimits = (deps: Deps, phone: string, ip: string): Limit[] => [
  { key: `otp:num:${phone}`, max: deps.config.OTP_MAX_PER_NUMBER, windowSeconds: deps.config.RATE_WINDOW_SECONDS },
  { key: `otp:ip:${ip}`, max: deps.config.OTP_MAX_PER_IP, windowSeconds: deps.config.RATE_WINDOW_SECONDS },
];

export const WRONG_CREDENTIALS = 'Die E-Mail-Adresse oder das Passwort ist falsch.';
export const VERIFY_FIRST = 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir dafür einen Code geschickt.';
export const verificationRequired = () => new AppError('auth.verification_required', 403, VERIFY_FIRST, { email: [VERIFY_FIRST] });
export const accountDisabled = () => new AppError('auth.account_disabled', 403, 'Dieses Konto ist deaktiviert.');

/** A plain object of what the use cases need (spreading a Fastify instance would lose its decorators). */
export const depsOf = (app: Deps): Deps => ({ db: app.db, config: app.config, transports: app.transports, specialAccounts: app.specialAccounts });
