// SQL of the account flows: credentials, tokens, users, trainees and businesses.
import { TOKEN_TTL_DAYS } from '@oabat/domain/constants';
import type { Queryable } from '../../db.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

export interface CredentialRow {
  id: number;
  email: string | null;
  phone_number: string | null;
  firstname: string;
  lastname: string;
  password_hash: string | null;
  is_active: boolean;
  login_requires_verification: boolean;
  email_verified_at: Date | null;
}
const CRED = `id, email, phone_number, firstname, lastname, password_hash, is_active, login_requires_verification, email_verified_at`;

export const findCredentialsByEmail = (db: Queryable, email: string) =>
  db.one<CredentialRow>(`SELECT ${CRED} FROM users WHERE lower(email) = lower($1)`, [email]);
/** Only a confirmed number is a login: a typo at registration must not open the account to a stranger. */
export const findCredentialsByPhone = (db: Queryable, phone: string) =>
  db.one<CredentialRow>(`SELECT ${CRED} FROM users WHERE phone_number = $1 AND phone_verified_at IS NOT NULL`, [phone]);
export const findCredentialsById = (db: Queryable, id: number) => db.one<CredentialRow>(`SELECT ${CRED} FROM users WHERE id = $1`, [id]);

export async function emailTaken(db: Queryable, email: string, exceptUserId?: number) {
  return !!(await db.one(`SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> coalesce($2, 0)`, [email, exceptUserId ?? null]));
}
/** Taken means confirmed by another account; an unconfirmed entry gives way to whoever proves the number. */
export async function phoneTaken(db: Queryable, phone: string, exceptUserId?: number) {
  return !!(await db.one(`SELECT 1 FROM users WHERE phone_number = $1 AND phone_verified_at IS NOT NULL AND id <> coalesce($2, 0)`, [
    phone,
    exceptUserId ?? null,
  ]));
}
export async function phoneHeld(db: Queryable, phone: string) {
  return !!(await db.one(`SELECT 1 FROM users WHERE phone_number = $1`, [phone]));
}
export const releaseUnverifiedPhone = (db: Queryable, phone: string) =>
  db.query(`UPDATE users SET phone_number = NULL WHERE phone_number = $1 AND phone_verified_at IS NULL`, [phone]);

/** A new bearer token; only its hash is stored. */
export async function createToken(db: Queryable, userId: number, opts: { impersonatedBy?: number; ttlHours?: number } = {}): Promise<string> {
  const token = randomToken();
  const hours = opts.ttlHours ?? TOKEN_TTL_DAYS * 24;
  await db.query(`INSERT INTO auth_tokens (user_id, token_hash, impersonated_by, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`, [
    userId,
    sha256(token),
    opts.impersonatedBy ?? null,
    hours,
  ]);
  await db.query(`UPDATE users SET last_seen_at = now() WHERE id = $1`, [userId]);
  return token;
}

export const revokeToken = (db: Queryable, tokenId: number) =>
  db.query(`UPDATE auth_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [tokenId]);

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  firstname: string;
  lastname: string;
  birthdate?: string | null;
  phoneNumber?: string | null;
  phoneVerified?: boolean;
  emailVerified?: boolean;
  newsletter?: boolean;
  loginRequiresVerification?: boolean;
  activationHash?: string | null;
  activationDays?: number;
  profilePath?: string | null;
}

export async function insertUser(db: Queryable, u: NewUser): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO users (email, password_hash, firstname, lastname, birthdate, phone_number, phone_verified_at, email_verified_at,
                        newsletter_confirmed, login_requires_verification, activation_code, activation_expires_at, profile_path)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() END, CASE WHEN $8 THEN now() END, $9, $10, $11,
             CASE WHEN $11::text IS NULL THEN NULL ELSE now() + make_interval(days => $12) END, $13)
     RETURNING id`,
    [
      u.email,
      u.passwordHash,
      u.firstname,
      u.lastname,
      u.birthdate ?? null,
      u.phoneNumber ?? null,
      !!u.phoneVerified,
      !!u.emailVerified,
      !!u.newsletter,
      !!u.loginRequiresVerification,
      u.activationHash ?? null,
      u.activationDays ?? 7,
      u.profilePath ?? null,
    ],
  );
  return row!.id;
}

export async function insertTrainee(db: Queryable, userId: number, t: { gender?: string | null; highest_graduation?: string | null; newsletter?: boolean }) {
  await db.query(`INSERT INTO trainees (user_id, gender, highest_graduation, allows_newsletter) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING`, [
    userId,
    t.gender ?? null,
    t.highest_graduation ?? null,
    !!t.newsletter,
  ]);
}

export async function setActivation(db: Queryable, userId: number, activationHash: string, days: number) {
  await db.query(`UPDATE users SET activation_code = $2, activation_expires_at = now() + make_interval(days => $3) WHERE id = $1`, [
    userId,
    activationHash,
    days,
  ]);
}

/** Marks the e-mail as verified and lifts the login block; returns the user id or undefined. */
export async function markEmailVerified(db: Queryable, userId: number) {
  await db.query(
    `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), login_requires_verification = false,
            activation_code = NULL, activation_expires_at = NULL, updated_at = now() WHERE id = $1`,
    [userId],
  );
}

export const findUserByActivation = (db: Queryable, activationHash: string) =>
  db.one<{ id: number; expired: boolean }>(`SELECT id, activation_expires_at < now() AS expired FROM users WHERE activation_code = $1`, [activationHash]);

export async function setPassword(db: Queryable, userId: number, passwordHash: string) {
  await db.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [userId, passwordHash]);
}

export async function slugTaken(db: Queryable, slug: string) {
  return !!(await db.one(`SELECT 1 FROM businesses WHERE slug = $1`, [slug]));
}

export async function insertBusiness(
  db: Queryable,
  b: {
    slug: string;
    name: string;
    permissions: readonly string[];
    userId: number;
    channelSlug: string;
    siteSlug: string;
    /** With an address the profile is public from the start (its main site has a place). */
    address?: { street: string; postal_code: string; city: string; place_id: number } | null;
  },
) {
  const business = await db.one<{ id: number }>(`INSERT INTO businesses (slug, name, permissions, is_visible) VALUES ($1, $2, $3::jsonb, $4) RETURNING id`, [
    b.slug,
    b.name,
    JSON.stringify(b.permissions),
    !!b.address,
  ]);
  const id = business!.id;
  await db.query(`INSERT INTO business_users (business_id, user_id, role) VALUES ($1, $2, 'owner')`, [id, b.userId]);
  await db.query(`INSERT INTO business_channels (business_id, channel_id) SELECT $1, id FROM channels WHERE slug = $2`, [id, b.channelSlug]);
  const a = b.address ?? null;
  await db.query(
    `INSERT INTO business_sites (business_id, slug, name, is_main, street, postal_code, city, place_id) VALUES ($1, $2, $3, true, $4, $5, $6, $7)`,
    [id, b.siteSlug, b.name, a?.street ?? null, a?.postal_code ?? null, a?.city ?? null, a?.place_id ?? null],
  );
  return id;
}

export async function channelExists(db: Queryable, slug: string) {
  return !!(await db.one(`SELECT 1 FROM channels WHERE slug = $1`, [slug]));
}

/** The columns a person changes on their own account (account.usecases.ts updateUser); a new phone counts as verified. */
export interface UserColumns {
  firstname?: string;
  lastname?: string;
  birthdate?: string | null;
  one_signal_id?: string | null;
  newsletter_confirmed?: boolean;
  phone_number?: string | null;
}
export async function updateUserColumns(db: Queryable, userId: number, change: UserColumns) {
  const sets: string[] = [];
  const params: unknown[] = [userId];
  // Column names come from the fixed keys of UserColumns, never from a request.
  for (const [column, value] of Object.entries(change)) {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  if ('phone_number' in change) sets.push(change.phone_number ? 'phone_verified_at = now()' : 'phone_verified_at = NULL');
  await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}

export const insertPasswordReset = (db: Queryable, userId: number, tokenHash: string, ttlMinutes: number) =>
  db.query(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [userId, tokenHash, ttlMinutes]);

/** An unused, unexpired reset of an active account with this address. */
export const findOpenPasswordReset = (db: Queryable, tokenHash: string, email: string) =>
  db.one<{ id: number; user_id: number }>(
    `SELECT r.id, r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id
    WHERE r.token_hash = $1 AND lower(u.email) = lower($2) AND r.used_at IS NULL AND r.expires_at > now() AND u.is_active`,
    [tokenHash, email],
  );

/** Uses the reset once: false when another request used it first. */
export const claimPasswordReset = async (db: Queryable, id: number) =>
  !!(await db.one(`UPDATE password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id`, [id]));

export const setEmail = (db: Queryable, userId: number, email: string) =>
  db.query(`UPDATE users SET email = $2, updated_at = now() WHERE id = $1`, [userId, email]);

export async function recordDeactivationRequest(db: Queryable, userId: number, reason: string | null) {
  await db.query(`INSERT INTO account_deactivation_requests (user_id, reason_message) VALUES ($1, $2)`, [userId, reason]);
  await db.query(`UPDATE users SET deactivation_requested_at = now() WHERE id = $1`, [userId]);
}
