// Account management: profile fields, password, e-mail change, deactivation, app link.
import { normalizePhone, PASSWORD_RESET_TTL_MINUTES, PHONE_TAKEN } from '@oabat/domain/accounts';
import { canEditUser } from '@oabat/domain/rights';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { findUserById } from './session.repository.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './accounts.repository.ts';
import { revokeCredentials } from './credentials.ts';
import * as mails from './accounts.mails.ts';
import { checkCode, issueCode, OTP_MESSAGES } from './otp.repository.ts';
import { consume, ensureBelow, hit } from '../../lib/rate-limit.repository.ts';
import { emailTakenError, isReservedEmail, loginLimits, mailLimit, otpLimits, verifyOrDummy, type Deps } from './accounts.shared.ts';
import { setTraineeNewsletter } from './settings.repository.ts';
import { restoreOnLogin } from '../privacy/privacy.usecases.ts';
import { ensureOptionalAllowed } from '../parental-consent/parental-consent.usecases.ts';

/** Only the person themself: another existing account is 403, an unknown id 404. */
export async function ensureSelf(deps: Deps, viewer: SessionUser, id: number) {
  if (canEditUser(viewer, id)) return;
  if (await repo.findCredentialsById(deps.db, id)) throw forbidden('Du kannst nur dein eigenes Konto bearbeiten.');
  throw notFound('accounts.user_not_found', 'Diese Person gibt es nicht.');
}

export interface UserUpdate {
  firstname?: string;
  lastname?: string;
  birthdate?: string | null;
  phone_number?: string | null;
  code?: string | null;
  one_signal_id?: string | null;
  newsletter_confirmed?: boolean;
}

/** Only the listed fields can change here; e-mail, password and permissions have their own flows or none. */
export async function updateUser(deps: Deps, viewer: SessionUser, id: number, body: UserUpdate) {
  await ensureSelf(deps, viewer, id);
  if (body.newsletter_confirmed) {
    await ensureOptionalAllowed(deps.db, { id, birthdate: body.birthdate !== undefined ? body.birthdate : viewer.birthdate }, 'newsletter_confirmed');
  }
  let phone: string | null | undefined;
  if (body.phone_number !== undefined) {
    phone = body.phone_number ? normalizePhone(body.phone_number) : null;
    if (body.phone_number && !phone) throw invalid('phone_number', 'Bitte gib eine gültige Handynummer ein.');
    if (phone === viewer.phone_number) phone = undefined;
    else if (!phone && !viewer.email) throw invalid('phone_number', 'Ohne E-Mail-Adresse brauchst du deine Handynummer, um dich anzumelden.');
    else if (phone) {
      // The number is a login: a new one must be confirmed with the code sent to it.
      if (await repo.phoneTaken(deps.db, phone, id)) throw conflict('accounts.phone_taken', PHONE_TAKEN);
      if (!body.code) throw invalid('code', 'Bitte bestätige die neue Handynummer mit dem Code aus der SMS.');
      const result = await checkCode(deps.db, { purpose: 'phone', target: phone, code: body.code, consume: true });
      if (result !== 'ok') throw invalid('code', OTP_MESSAGES[result]);
    }
  }
  const change: repo.UserColumns = {};
  if (body.firstname !== undefined) change.firstname = body.firstname;
  if (body.lastname !== undefined) change.lastname = body.lastname;
  if (body.birthdate !== undefined) change.birthdate = body.birthdate;
  if (body.one_signal_id !== undefined) change.one_signal_id = body.one_signal_id || null;
  if (body.newsletter_confirmed !== undefined) change.newsletter_confirmed = body.newsletter_confirmed;
  if (phone !== undefined) change.phone_number = phone;
  if (Object.keys(change).length) {
    try {
      if (phone) await repo.releaseUnverifiedPhone(deps.db, phone);
      await repo.updateUserColumns(deps.db, id, change);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw conflict('accounts.phone_taken', PHONE_TAKEN);
      throw err;
    }
    if (body.newsletter_confirmed !== undefined) await setTraineeNewsletter(deps.db, id, body.newsletter_confirmed);
  }
  return (await findUserById(deps.db, id, deps.specialAccounts))!;
}

export async function changePassword(
  deps: Deps,
  viewer: SessionUser,
  tokenId: number,
  body: { old_password?: string | null; password: string; password_confirmation: string },
  ip: string,
) {
  const user = (await repo.findCredentialsById(deps.db, viewer.id))!;
  if (user.password_hash) {
    const limits = loginLimits(deps, ip, user.email ?? user.phone_number ?? String(user.id));
    await ensureBelow(deps.db, limits);
    if (!body.old_password || !(await verifyOrDummy(user.password_hash, body.old_password))) {
      await hit(deps.db, limits);
      throw invalid('old_password', 'Das aktuelle Passwort ist nicht korrekt.');
    }
  }
  if (body.password !== body.password_confirmation) throw invalid('password_confirmation', 'Die Passwörter stimmen nicht überein.');
  await deps.db.tx(async (q) => {
    await repo.setPassword(q, user.id, await hashPassword(body.password));
    await revokeCredentials(q, user.id, 'password_change', { keepTokenId: tokenId });
    if (user.email) await deps.transports.mail({ to: user.email, ...mails.passwordChangedMail(user.firstname) }, q);
  });
}

/** Answers the same whether or not the address has an account; only an existing one gets a mail. */
export async function requestPasswordReset(deps: Deps, email: string, ip: string) {
  await consume(deps.db, [{ key: `reset:ip:${ip}`, max: deps.config.LOGIN_MAX_PER_IP, windowSeconds: deps.config.RATE_WINDOW_SECONDS }]);
  const user = await repo.findCredentialsByEmail(deps.db, email);
  if (!user || !user.is_active || !user.email) return;
  const limit = mailLimit(deps, 'reset', email);
  if (
    await ensureBelow(deps.db, [limit]).then(
      () => false,
      () => true,
    )
  )
    return;
  const token = randomToken();
  await deps.db.tx(async (q) => {
    await hit(q, [limit]);
    await repo.insertPasswordReset(q, user.id, sha256(token), PASSWORD_RESET_TTL_MINUTES);
    const link = `${deps.config.publicUrl}/passwort-zuruecksetzen?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email!)}`;
    await deps.transports.mail({ to: user.email!, ...mails.passwordResetMail(user.firstname, link) }, q);
  });
}

/** Sets the new password from a mailed link; returns the new session and whose it is (to end the old ones' sockets). */
export async function resetPassword(
  deps: Deps,
  body: { token: string; email: string; password: string; password_confirmation: string },
): Promise<{ token: string; userId: number; restored: boolean }> {
  const reset = await repo.findOpenPasswordReset(deps.db, sha256(body.token), body.email);
  if (!reset) throw invalid('token', 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordere einen neuen an.');
  if (body.password !== body.password_confirmation) throw invalid('password_confirmation', 'Die Passwörter stimmen nicht überein.');
  const passwordHash = await hashPassword(body.password);
  const result = await deps.db.tx(async (q) => {
    if (!(await repo.claimPasswordReset(q, reset.id)))
      throw invalid('token', 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordere einen neuen an.');
    await revokeCredentials(q, reset.user_id, 'password_reset');
    await repo.setPassword(q, reset.user_id, passwordHash);
    // The link reached the mailbox, which proves the address.
    await repo.markEmailVerified(q, reset.user_id);
    return { token: await repo.createToken(q, reset.user_id), userId: reset.user_id };
  });
  // A reset logs in: within the deletion grace period it keeps the account (and the page says so, issue #36).
  const restored = await restoreOnLogin(deps, result.userId);
  return { ...result, restored };
}

export async function requestEmailChange(deps: Deps, viewer: SessionUser, body: { user_id: number; email: string }) {
  await ensureSelf(deps, viewer, body.user_id);
  if (viewer.email && viewer.email.toLowerCase() === body.email) throw invalid('email', 'Das ist bereits deine E-Mail-Adresse.');
  if (isReservedEmail(deps, body.email) || (await repo.emailTaken(deps.db, body.email, viewer.id))) throw emailTakenError();
  await consume(deps.db, [mailLimit(deps, 'email_change', String(viewer.id))], 'Du hast zu viele E-Mails angefordert. Bitte warte einen Moment.');
  await deps.db.tx(async (q) => {
    const code = await issueCode(q, { purpose: 'email_change', target: body.email, userId: viewer.id });
    await deps.transports.mail({ to: body.email, ...mails.emailChangeCodeMail(viewer.firstname, code) }, q);
  });
}

export async function changeEmail(deps: Deps, viewer: SessionUser, body: { user_id: number; email: string; code: string }) {
  await ensureSelf(deps, viewer, body.user_id);
  if (isReservedEmail(deps, body.email) || (await repo.emailTaken(deps.db, body.email, viewer.id))) throw emailTakenError();
  const result = await checkCode(deps.db, { purpose: 'email_change', target: body.email, code: body.code, userId: viewer.id, consume: true });
  if (result !== 'ok') throw invalid('code', OTP_MESSAGES[result]);
  const old = viewer.email;
  try {
    await deps.db.tx(async (q) => {
      await repo.setEmail(q, viewer.id, body.email);
      await repo.markEmailVerified(q, viewer.id);
      if (old) await deps.transports.mail({ to: old, ...mails.emailChangedNoticeMail(viewer.firstname, body.email) }, q);
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw emailTakenError();
    throw err;
  }
  return (await findUserById(deps.db, viewer.id, deps.specialAccounts))!;
}

export async function requestDeactivation(deps: Deps, viewer: SessionUser, body: { user_id: number; reason_message?: string | null }) {
  await ensureSelf(deps, viewer, body.user_id);
  await consume(deps.db, [mailLimit(deps, 'deactivation', String(viewer.id))], 'Du hast bereits mehrere Anfragen gestellt. Bitte warte einen Moment.');
  const reason = body.reason_message?.trim() || null;
  await deps.db.tx(async (q) => {
    await repo.recordDeactivationRequest(q, viewer.id, reason);
    await deps.transports.mail({ to: deps.config.SUPPORT_EMAIL, ...mails.deactivationSupportMail(viewer, reason) }, q);
    if (viewer.email) await deps.transports.mail({ to: viewer.email, ...mails.deactivationConfirmMail(viewer.firstname) }, q);
    else if (viewer.phone_number) await deps.transports.sms({ to: viewer.phone_number, ...mails.deactivationConfirmSms() }, q);
  });
}

export async function sendAppLink(deps: Deps, phone: string, ip: string) {
  await consume(
    deps.db,
    otpLimits(deps, phone, ip).map((l) => ({ ...l, key: `applink:${l.key}` })),
    'Du hast zu viele SMS angefordert. Bitte warte einen Moment.',
  );
  await deps.transports.sms({ to: phone, ...mails.appLinkSms(deps.config.APP_LINK_URL ?? deps.config.publicUrl) });
}
