// SQL of social login: the short-lived OAuth states and the identities linked to accounts.
import type { Queryable } from '../../db.ts';

/** Stores a new state (expired ones go at the same time). */
export async function saveLoginState(q: Queryable, provider: string, stateHash: string, verifier: string | null, ttlMinutes: number) {
  await q.query(`DELETE FROM social_login_states WHERE expires_at < now()`);
  await q.query(`INSERT INTO social_login_states (provider, state_hash, code_verifier, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`, [
    provider,
    stateHash,
    verifier,
    ttlMinutes,
  ]);
}

/** Uses a state up on first sight, so a replayed callback cannot log in twice. */
export const takeLoginState = (q: Queryable, provider: string, stateHash: string) =>
  q.one<{ code_verifier: string | null }>(
    `DELETE FROM social_login_states WHERE state_hash = $1 AND provider = $2 AND expires_at > now() RETURNING code_verifier`,
    [stateHash, provider],
  );

export const linkedUserId = async (q: Queryable, provider: string, subject: string) =>
  (await q.one<{ user_id: number }>(`SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2`, [provider, subject]))?.user_id;

export const linkIdentity = (q: Queryable, userId: number, provider: string, subject: string) =>
  q.query(`INSERT INTO social_identities (user_id, provider, subject) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [userId, provider, subject]);
