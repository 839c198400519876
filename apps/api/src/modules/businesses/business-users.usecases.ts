// Users of a business (/betrieb/benutzer): its own users list, invite and remove colleagues. An
// invited person without an account gets one and a link to set a password (the password reset
// flow of accounts, with a longer validity); an existing account without organisation is added.
import { BUSINESS_INVITE_TTL_DAYS, type TBusinessUser } from '@oabat/domain/businesses';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { Queryable } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';
import type { SessionUser } from '../accounts/session.repository.ts';
import { editableBusiness, type Deps } from './businesses.usecases.ts';

export interface UserDeps extends Deps { transports: Transports; publicUrl: string }

export async function listUsers(deps: UserDeps, viewer: SessionUser | null, key: string): Promise<TBusinessUser[]> {
  const business = await editableBusiness(deps, viewer, key);
  const rows = await deps.db.query<Omit<TBusinessUser, 'is_self'>>(
    `SELECT u.id, u.firstname, u.lastname, u.email, bu.role FROM business_users bu JOIN users u ON u.id = bu.user_id
      WHERE bu.business_id = $1 ORDER BY bu.created_at, u.id`, [business.id]);
  return rows.map((r) => ({ ...r, is_self: r.id === viewer!.id }));
}

/**
 * Creates (or finds) the invited person's account, attaches it to the organisation and mails a link
 * to set the password. Shared by businesses and schools.
 */
export async function inviteColleague(q: Queryable, deps: { transports: Transports; publicUrl: string }, o: {
  input: { email: string; firstname: string; lastname: string }; inviter: SessionUser; organisation: string; template: string;
  attach: (userId: number) => Promise<unknown>;
}) {
  const { input } = o;
  const existing = await q.one<{ id: number; busy: boolean }>(
    `SELECT u.id, (EXISTS (SELECT 1 FROM business_users WHERE user_id = u.id) OR EXISTS (SELECT 1 FROM school_users WHERE user_id = u.id)
                   OR EXISTS (SELECT 1 FROM region_users WHERE user_id = u.id) OR EXISTS (SELECT 1 FROM trainees WHERE user_id = u.id)) AS busy
       FROM users u WHERE lower(u.email) = lower($1)`, [input.email]);
  if (existing?.busy) throw conflict('organisation_users.taken', 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto. Bitte lade eine andere Adresse ein.');
  const userId = existing?.id ?? (await q.one<{ id: number }>(
    `INSERT INTO users (email, firstname, lastname, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id`,
    [input.email, input.firstname, input.lastname]))!.id;
  await o.attach(userId);
  const token = randomToken();
  await q.query(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [userId, sha256(token), BUSINESS_INVITE_TTL_DAYS]);
  const link = `${deps.publicUrl}/passwort-zuruecksetzen?token=${encodeURIComponent(token)}&email=${encodeURIComponent(input.email)}`;
  const inviter = `${o.inviter.firstname} ${o.inviter.lastname}`.trim() || 'Jemand aus deinem Team';
  await deps.transports.mail({
    to: input.email, template: o.template, subject: `Einladung: ${o.organisation} auf Oabat`,
    text: `Hallo ${input.firstname},\n\n${inviter} hat dich eingeladen, die Seite von ${o.organisation} auf Oabat mitzubetreuen.\n\n`
      + `Lege hier dein Passwort fest (der Link gilt ${BUSINESS_INVITE_TTL_DAYS} Tage):\n${link}\n\nDanach meldest du dich mit ${input.email} an.\n\nDein Oabat-Team`,
  }, q);
}

export async function inviteUser(deps: UserDeps, viewer: SessionUser | null, key: string, input: { email: string; firstname: string; lastname: string }) {
  const business = await editableBusiness(deps, viewer, key);
  await deps.db.tx((q) => inviteColleague(q, deps, {
    input, inviter: viewer!, organisation: business.name, template: 'businesses.user_invitation',
    attach: (userId) => q.query(`INSERT INTO business_users (business_id, user_id, role) VALUES ($1, $2, 'member')`, [business.id, userId]),
  }));
  return listUsers(deps, viewer, key);
}

export async function removeUser(deps: UserDeps, viewer: SessionUser | null, key: string, userId: number) {
  const business = await editableBusiness(deps, viewer, key);
  const users = await deps.db.query<{ user_id: number }>(`SELECT user_id FROM business_users WHERE business_id = $1`, [business.id]);
  if (!users.some((u) => u.user_id === userId)) throw notFound('business_users.not_found', 'Diese Person gehört nicht zu deinem Betrieb.');
  if (users.length === 1) throw invalid('user_id', 'Der letzte Nutzer eines Betriebs kann nicht entfernt werden.');
  await deps.db.query(`DELETE FROM business_users WHERE business_id = $1 AND user_id = $2`, [business.id, userId]);
  // Sessions of the removed person end, so the business rights go with them at once.
  await deps.db.query(`UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  return listUsers(deps, viewer, key);
}
