// One-time codes: 6 digits, valid 10 minutes, 5 tries, stored only as a hash bound to purpose and target.
import { OTP } from '@oabat/domain/constants';
import type { Queryable } from '../../db.ts';
import { numericCode, safeEqual, sha256 } from '../../lib/tokens.ts';

export type OtpPurpose = 'phone' | 'verify_email' | 'email_change';
export type OtpResult = 'ok' | 'invalid' | 'expired' | 'locked';

export const OTP_MESSAGES: Record<Exclude<OtpResult, 'ok'>, string> = {
  invalid: 'Der Code ist nicht korrekt.',
  expired: 'Der Code ist abgelaufen. Bitte fordere einen neuen Code an.',
  locked: 'Zu viele falsche Versuche. Bitte fordere einen neuen Code an.',
};

const hashCode = (purpose: string, target: string, code: string) => sha256(`${purpose}:${target}:${code}`);

/** Issues a new code and retires every earlier open code of the same purpose and target. */
export async function issueCode(db: Queryable, opts: { purpose: OtpPurpose; target: string; userId?: number | null; payload?: unknown }): Promise<string> {
  const code = numericCode(OTP.length);
  await db.query(`UPDATE one_time_codes SET expires_at = least(expires_at, now()) WHERE purpose = $1 AND target = $2 AND used_at IS NULL`, [
    opts.purpose,
    opts.target,
  ]);
  await db.query(
    `INSERT INTO one_time_codes (purpose, target, user_id, code_hash, expires_at, payload)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5), $6)`,
    [
      opts.purpose,
      opts.target,
      opts.userId ?? null,
      hashCode(opts.purpose, opts.target, code),
      OTP.ttlMinutes,
      opts.payload === undefined ? null : JSON.stringify(opts.payload),
    ],
  );
  return code;
}

/**
 * Checks a code. Every try counts (atomically, so parallel guesses cannot exceed the limit); the
 * fifth wrong one locks the code. `consume` marks it used so it cannot log in twice.
 */
export async function checkCode(
  db: Queryable,
  opts: { purpose: OtpPurpose; target: string; code: string; userId?: number; consume: boolean },
): Promise<OtpResult> {
  const latest = await db.one<{ id: number; code_hash: string; attempts: number; expired: boolean; user_id: number | null }>(
    `SELECT id, code_hash, attempts, expires_at <= now() AS expired, user_id FROM one_time_codes
      WHERE purpose = $1 AND target = $2 AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
    [opts.purpose, opts.target],
  );
  if (!latest || latest.expired) return 'expired';
  if (opts.userId !== undefined && latest.user_id !== opts.userId) return 'expired';
  const counted = await db.one<{ attempts: number }>(`UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts`, [
    latest.id,
    OTP.maxAttempts,
  ]);
  if (!counted) return 'locked';
  if (!safeEqual(latest.code_hash, hashCode(opts.purpose, opts.target, opts.code))) {
    return counted.attempts >= OTP.maxAttempts ? 'locked' : 'invalid';
  }
  if (opts.consume) {
    const used = await db.one(`UPDATE one_time_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id`, [latest.id]);
    if (!used) return 'expired';
  }
  return 'ok';
}
