// Parental consent (issue #19, Art. 8 DSGVO): a pupil under 16 names a parent's address, the parent confirms or
// revokes with the link from the mail (double opt-in like the guest alerts). Until then newsletter, recommendations
// (including saved-search mails) and analytics stay off for the account; the rest of the platform works.
import { needsParentalConsent, PARENTAL_CONFIRM_VALID_DAYS, PARENTAL_CONSENT_MESSAGES as M, type TParentalConsentStatus } from '@oabat/domain/parental-consent';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import * as repo from './parental-consent.repository.ts';
import { parentMail } from './parental-consent.mails.ts';

export interface ConsentDeps {
  db: Db;
  config: Config & { publicUrl: string };
  transports: Transports;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * True while the account may not get newsletters, recommendations or analytics: under 16 by its birthdate and no
 * confirmed, unrevoked consent. Every reader that sends or stores such things asks this.
 */
export async function optionalUsesBlocked(q: Queryable, user: { id: number; birthdate?: string | null }, today = new Date()): Promise<boolean> {
  const birthdate = user.birthdate === undefined ? await repo.birthdateOf(q, user.id) : user.birthdate;
  if (!needsParentalConsent(birthdate, today)) return false;
  return !(await repo.isConfirmed(q, user.id));
}

/** Refuses switching on newsletter or recommendations without the consent (422 naming the parents' consent). */
export async function ensureOptionalAllowed(q: Queryable, user: { id: number; birthdate?: string | null }, field: string) {
  if (await optionalUsesBlocked(q, user)) throw invalid(field, M.required);
}

export async function status(d: ConsentDeps, viewer: SessionUser): Promise<TParentalConsentStatus> {
  const needed = needsParentalConsent(viewer.birthdate);
  const row = await repo.findByUser(d.db, viewer.id);
  const state = !needed ? 'not_needed' : !row ? 'missing' : row.revoked_at ? 'revoked' : row.confirmed_at ? 'confirmed' : 'pending';
  return {
    needed,
    state,
    parent_email: row?.parent_email ?? null,
    requested_at: iso(row?.requested_at ?? null),
    confirmed_at: iso(row?.confirmed_at ?? null),
    revoked_at: iso(row?.revoked_at ?? null),
  };
}

export async function request(d: ConsentDeps, viewer: SessionUser, parentEmail: string) {
  if (!needsParentalConsent(viewer.birthdate)) throw new AppError('parental_consent.not_needed', 409, M.notNeeded);
  if (viewer.email && viewer.email.toLowerCase() === parentEmail) throw invalid('parent_email', M.ownAddress);
  const existing = await repo.findByUser(d.db, viewer.id);
  if (existing?.confirmed_at && !existing.revoked_at) throw conflict('parental_consent.confirmed', 'Deine Eltern haben bereits zugestimmt.');
  // Each request mails an address the pupil typed: bounded per account and per address.
  await consume(d.db, [
    { key: `parental-consent:user:${viewer.id}`, max: 3, windowSeconds: 86_400 },
    { key: `parental-consent:mail:${parentEmail}`, max: 3, windowSeconds: 86_400 },
  ]);
  const token = randomToken(32);
  const pupil = viewer.firstname?.trim() || 'Ihr Kind';
  await d.db.tx(async (tx) => {
    await repo.upsertRequest(tx, viewer.id, parentEmail, sha256(token));
    await d.transports.mail(parentMail(parentEmail, pupil, d.config.publicUrl, token, PARENTAL_CONFIRM_VALID_DAYS), tx);
  });
  return { ...(await status(d, viewer)), message: M.sent };
}

export async function confirmByToken(d: ConsentDeps, token: string) {
  const row = await repo.confirm(d.db, sha256(token), PARENTAL_CONFIRM_VALID_DAYS);
  if (!row) throw notFound('parental_consent.link_invalid', M.linkInvalid);
  return { message: M.confirmed };
}

/** The parent's revoke link works as long as it is the current one (also after the 14 days of the confirm link). */
export async function revokeByToken(d: ConsentDeps, token: string) {
  const row = await repo.findByTokenHash(d.db, sha256(token));
  if (!row) throw notFound('parental_consent.link_invalid', M.linkInvalid);
  await revokeFor(d.db, row.user_id);
  return { message: M.revoked };
}

export async function revokeOwn(d: ConsentDeps, viewer: SessionUser) {
  const row = await repo.findByUser(d.db, viewer.id);
  if (!row || row.revoked_at) throw notFound('parental_consent.none', M.nothingToRevoke);
  await revokeFor(d.db, viewer.id);
  return { ...(await status(d, viewer)), message: M.revoked };
}

/** A revoke switches the optional uses off at once (if the pupil is still under 16; an older one decides alone). */
async function revokeFor(db: Db, userId: number) {
  await db.tx(async (tx) => {
    await repo.revoke(tx, userId);
    if (needsParentalConsent(await repo.birthdateOf(tx, userId))) await repo.switchOffOptional(tx, userId);
  });
}
