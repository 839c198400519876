// Users of a school (/schule/nutzerverwaltung): list, invite a colleague by e-mail (an account and a
// link to set the password, shared with businesses), remove one (never the last).
import type { TSchoolUser } from '@oabat/domain/schools';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Transports } from '../../plugins/transports.ts';
import type { SessionUser } from '../accounts/session.repository.ts';
import { inviteColleague } from '../businesses/business-users.usecases.ts';
import { editableSchool, type Deps } from './schools.usecases.ts';

export interface UserDeps extends Deps { transports: Transports }

export async function listUsers(deps: UserDeps, viewer: SessionUser | null, key: string): Promise<TSchoolUser[]> {
  const school = await editableSchool(deps, viewer, key);
  const rows = await deps.db.query<Omit<TSchoolUser, 'is_self'>>(
    `SELECT u.id, u.firstname, u.lastname, u.email, 'member' AS role FROM school_users su JOIN users u ON u.id = su.user_id
      WHERE su.school_id = $1 ORDER BY u.id`, [school.id]);
  return rows.map((r) => ({ ...r, is_self: r.id === viewer!.id }));
}

export async function inviteUser(deps: UserDeps, viewer: SessionUser | null, key: string, input: { email: string; firstname: string; lastname: string }) {
  const school = await editableSchool(deps, viewer, key);
  await deps.db.tx((q) => inviteColleague(q, deps, {
    input, inviter: viewer!, organisation: school.name, template: 'schools.user_invitation',
    attach: (userId) => q.query(`INSERT INTO school_users (school_id, user_id) VALUES ($1, $2)`, [school.id, userId]),
  }));
  return listUsers(deps, viewer, key);
}

export async function removeUser(deps: UserDeps, viewer: SessionUser | null, key: string, userId: number) {
  const school = await editableSchool(deps, viewer, key);
  const users = await deps.db.query<{ user_id: number }>(`SELECT user_id FROM school_users WHERE school_id = $1`, [school.id]);
  if (!users.some((u) => u.user_id === userId)) throw notFound('school_users.not_found', 'Diese Person gehört nicht zu deiner Schule.');
  if (users.length === 1) throw invalid('user_id', 'Der letzte Nutzer einer Schule kann nicht entfernt werden.');
  await deps.db.query(`DELETE FROM school_users WHERE school_id = $1 AND user_id = $2`, [school.id, userId]);
  await deps.db.query(`UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  return listUsers(deps, viewer, key);
}
