// Members of an organisation (business_users, school_users): the only SQL of colleague management.
import type { Queryable } from '../../db.ts';
import { revokeCredentials } from '../accounts/credentials.ts';

export type MembershipTable = 'business_users' | 'school_users';
const ORG_COLUMN: Record<MembershipTable, string> = { business_users: 'business_id', school_users: 'school_id' };

export interface MemberRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: string;
}

export async function listMembers(q: Queryable, table: MembershipTable, orgId: number): Promise<MemberRow[]> {
  // Businesses know who joined when and each member's role; schools have members only.
  const [role, order] = table === 'business_users' ? ['m.role', 'm.created_at, u.id'] : [`'member'`, 'u.id'];
  return q.query<MemberRow>(
    `SELECT u.id, u.firstname, u.lastname, u.email, ${role} AS role FROM ${table} m JOIN users u ON u.id = m.user_id
      WHERE m.${ORG_COLUMN[table]} = $1 ORDER BY ${order}`,
    [orgId],
  );
}

export async function memberIds(q: Queryable, table: MembershipTable, orgId: number): Promise<number[]> {
  return (await q.query<{ user_id: number }>(`SELECT user_id FROM ${table} WHERE ${ORG_COLUMN[table]} = $1`, [orgId])).map((r) => r.user_id);
}

/** Whether an account with this e-mail exists at all (any role, any organisation, or none). */
export async function accountExists(q: Queryable, email: string): Promise<boolean> {
  return !!(await q.one(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [email]));
}

export async function createInvitedUser(q: Queryable, input: { email: string; firstname: string; lastname: string }): Promise<number> {
  return (await q.one<{ id: number }>(`INSERT INTO users (email, firstname, lastname, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id`, [
    input.email,
    input.firstname,
    input.lastname,
  ]))!.id;
}

export async function addMember(q: Queryable, table: MembershipTable, orgId: number, userId: number) {
  if (table === 'business_users') {
    await q.query(`INSERT INTO business_users (business_id, user_id, role) VALUES ($1, $2, 'member')`, [orgId, userId]);
  } else {
    await q.query(`INSERT INTO school_users (school_id, user_id) VALUES ($1, $2)`, [orgId, userId]);
  }
}

export async function insertSetPasswordToken(q: Queryable, userId: number, tokenHash: string, days: number) {
  await q.query(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [userId, tokenHash, days]);
}

/** Removes a member and ends their sessions, in one statement pair on one connection. */
export async function removeMember(q: Queryable, table: MembershipTable, orgId: number, userId: number) {
  const removed = await q.query(`DELETE FROM ${table} WHERE ${ORG_COLUMN[table]} = $1 AND user_id = $2 RETURNING user_id`, [orgId, userId]);
  // Only a person who really was a member here loses their sessions, keys and links.
  if (removed.length) await revokeCredentials(q, userId, 'org_removal', { org: { table, id: orgId } });
  return removed.length > 0;
}
