// Queries of the personal API keys: the business's list, creation, revocation and the lookup by hash.
import type { Queryable } from '../../db.ts';

export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  created_by: string;
}

const COLS = `k.id, k.name, k.prefix, k.created_at, k.last_used_at, trim(concat_ws(' ', u.firstname, u.lastname)) AS created_by`;

export const listKeys = (q: Queryable, businessId: number) =>
  q.query<ApiKeyRow>(
    `SELECT ${COLS} FROM api_keys k JOIN users u ON u.id = k.user_id
      WHERE k.business_id = $1 AND k.revoked_at IS NULL ORDER BY k.created_at DESC, k.id DESC`,
    [businessId],
  );

export const countKeys = async (q: Queryable, businessId: number) =>
  (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM api_keys WHERE business_id = $1 AND revoked_at IS NULL`, [businessId]))!.n;

export async function insertKey(q: Queryable, k: { businessId: number; userId: number; name: string; prefix: string; hash: string }) {
  const row = await q.one<{ id: number }>(`INSERT INTO api_keys (business_id, user_id, name, prefix, key_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
    k.businessId,
    k.userId,
    k.name,
    k.prefix,
    k.hash,
  ]);
  return (await q.one<ApiKeyRow>(`SELECT ${COLS} FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.id = $1`, [row!.id]))!;
}

/** Revokes a key of this business; false when there is none (another business's id included). */
export const revokeKey = async (q: Queryable, businessId: number, keyId: number) =>
  !!(await q.one(`UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND business_id = $2 AND revoked_at IS NULL RETURNING 1`, [keyId, businessId]));

/** A key that is not revoked, with its user still active and still a user of the key's business. */
export const findActiveKey = (q: Queryable, hash: string) =>
  q.one<{ id: number; business_id: number; user_id: number }>(
    `SELECT k.id, k.business_id, k.user_id FROM api_keys k
       JOIN users u ON u.id = k.user_id AND u.is_active
       JOIN business_users bu ON bu.user_id = k.user_id AND bu.business_id = k.business_id
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    [hash],
  );

/** Last use, written at most once a minute per key. */
export const touchKey = (q: Queryable, id: number) =>
  q.query(`UPDATE api_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [id]);

/** The business of a job named by id or slug (null when there is none). */
export const jobBusinessId = async (q: Queryable, ref: string) =>
  (await q.one<{ business_id: number }>(`SELECT business_id FROM jobs WHERE ${/^\d{1,9}$/.test(ref) ? 'id = $1::int' : 'slug = $1'}`, [ref]))?.business_id ??
  null;
