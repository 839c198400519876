// SQL of the parental consent (one row per pupil) and the optional flags it gates.
import type { Queryable } from '../../db.ts';

export interface ConsentRow {
  user_id: number;
  parent_email: string;
  requested_at: Date;
  confirmed_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = 'user_id, parent_email, requested_at, confirmed_at, revoked_at';

export async function findByUser(q: Queryable, userId: number): Promise<ConsentRow | null> {
  const rows = await q.query<ConsentRow>(`SELECT ${COLUMNS} FROM parental_consents WHERE user_id = $1`, [userId]);
  return rows[0] ?? null;
}

export async function findByTokenHash(q: Queryable, hash: string): Promise<ConsentRow | null> {
  const rows = await q.query<ConsentRow>(`SELECT ${COLUMNS} FROM parental_consents WHERE token_hash = $1`, [hash]);
  return rows[0] ?? null;
}

/** A new request starts over: new address and token, no confirmation. */
export async function upsertRequest(q: Queryable, userId: number, parentEmail: string, tokenHash: string) {
  await q.query(
    `INSERT INTO parental_consents (user_id, parent_email, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET parent_email = $2, token_hash = $3, requested_at = now(), confirmed_at = NULL, revoked_at = NULL`,
    [userId, parentEmail, tokenHash],
  );
}

/** Confirms only a pending request whose link is still valid. */
export async function confirm(q: Queryable, hash: string, validDays: number): Promise<ConsentRow | null> {
  const rows = await q.query<ConsentRow>(
    `UPDATE parental_consents SET confirmed_at = COALESCE(confirmed_at, now())
      WHERE token_hash = $1 AND revoked_at IS NULL AND requested_at > now() - make_interval(days => $2)
      RETURNING ${COLUMNS}`,
    [hash, validDays],
  );
  return rows[0] ?? null;
}

export async function revoke(q: Queryable, userId: number) {
  await q.query(`UPDATE parental_consents SET revoked_at = COALESCE(revoked_at, now()) WHERE user_id = $1`, [userId]);
}

export async function birthdateOf(q: Queryable, userId: number): Promise<string | null> {
  const rows = await q.query<{ birthdate: string | null }>(`SELECT birthdate::text AS birthdate FROM users WHERE id = $1`, [userId]);
  return rows[0]?.birthdate ?? null;
}

export async function isConfirmed(q: Queryable, userId: number): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM parental_consents WHERE user_id = $1 AND confirmed_at IS NOT NULL AND revoked_at IS NULL`, [userId]);
  return rows.length > 0;
}

/** Newsletter and recommendations off (the flags of users and trainees that the settings show). */
export async function switchOffOptional(q: Queryable, userId: number) {
  await q.query(`UPDATE users SET newsletter_confirmed = false WHERE id = $1`, [userId]);
  await q.query(`UPDATE trainees SET allows_newsletter = false, allows_recommendations = false WHERE user_id = $1`, [userId]);
}
