// SQL of data exports and erasure. Which rows are a person's is read from the database's own foreign keys to users
// and trainees, so a table added later is exported and erased without anyone remembering to list it here.
import type { Queryable } from '../../db.ts';

export interface PersonRef {
  table_name: string;
  column_name: string;
  target: 'users' | 'trainees';
  on_delete: 'c' | 'n' | 'a' | 'r' | 'd';
}

/** Single-column foreign keys to users(id) and trainees(id) in the public schema. */
export const personReferences = (q: Queryable) =>
  q.query<PersonRef>(
    `SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name, c.confrelid::regclass::text AS target, c.confdeltype AS on_delete
     FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND cardinality(c.conkey) = 1 AND c.confrelid IN ('users'::regclass, 'trainees'::regclass)
      AND c.connamespace = 'public'::regnamespace
    ORDER BY 1, 2`,
  );

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows of `table` whose `column` is one of `ids` (names come from the catalogue, never from a request). */
export const rowsWhere = (q: Queryable, table: string, column: string, ids: number[]) =>
  q.query<Record<string, unknown>>(`SELECT * FROM ${ident(table)} WHERE ${ident(column)} = ANY($1::int[]) ORDER BY 1`, [ids]);

export const userRow = (q: Queryable, userId: number) => q.one<Record<string, unknown>>(`SELECT * FROM users WHERE id = $1`, [userId]);
export const traineeIds = async (q: Queryable, userId: number) =>
  (await q.query<{ id: number }>(`SELECT id FROM trainees WHERE user_id = $1`, [userId])).map((r) => r.id);

export const uploadsOf = (q: Queryable, userId: number) =>
  q.query<{ kind: 'image' | 'file'; id: number; name: string; key: string; mime_type: string }>(
    `SELECT 'image' AS kind, id, file_name AS name, file_path AS key, mime_type FROM images WHERE user_id = $1
   UNION ALL SELECT 'file', id, original_filename, storage_key, mime_type FROM files WHERE user_id = $1 ORDER BY 1, 2`,
    [userId],
  );

// --- exports

export const insertExport = (q: Queryable, userId: number, tokenHash: string, validDays: number) =>
  q
    .one<{ id: number }>(`INSERT INTO data_exports (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3)) RETURNING id`, [
      userId,
      tokenHash,
      validDays,
    ])
    .then((r) => r!.id);
export const findExport = (q: Queryable, id: number) =>
  q.one<{ id: number; user_id: number; storage_key: string | null }>(`SELECT id, user_id, storage_key FROM data_exports WHERE id = $1`, [id]);
export const markExportReady = (q: Queryable, id: number, key: string, size: number) =>
  q.query(`UPDATE data_exports SET storage_key = $2, size = $3, ready_at = now() WHERE id = $1`, [id, key, size]);
export const findExportByToken = (q: Queryable, tokenHash: string) =>
  q.one<{ id: number; user_id: number; storage_key: string | null; expired: boolean; created_at: Date }>(
    `SELECT id, user_id, storage_key, expires_at <= now() AS expired, created_at FROM data_exports WHERE token_hash = $1`,
    [tokenHash],
  );
/** Exports past their 7 days (their archives are removed with them). */
export const expiredExports = (q: Queryable) =>
  q.query<{ id: number; storage_key: string | null }>(`SELECT id, storage_key FROM data_exports WHERE expires_at <= now() ORDER BY id LIMIT 500`);
export const deleteExport = (q: Queryable, id: number) => q.query(`DELETE FROM data_exports WHERE id = $1`, [id]);
export const exportsOf = (q: Queryable, userId: number) =>
  q.query<{ id: number; storage_key: string | null }>(`SELECT id, storage_key FROM data_exports WHERE user_id = $1`, [userId]);

// --- deletion

export const requestDeletion = (q: Queryable, userId: number) =>
  q.query(`UPDATE users SET deletion_requested_at = now(), updated_at = now() WHERE id = $1 AND erased_at IS NULL`, [userId]);
/** A login within the grace period restores the account; true when there was a request to lift. */
export const restoreAccount = async (q: Queryable, userId: number) =>
  !!(await q.one(
    `UPDATE users SET deletion_requested_at = NULL, updated_at = now() WHERE id = $1 AND deletion_requested_at IS NOT NULL
                   AND erased_at IS NULL RETURNING id`,
    [userId],
  ));
export const dueErasures = async (q: Queryable, graceDays: number) =>
  (
    await q.query<{ id: number }>(
      `SELECT id FROM users WHERE deletion_requested_at <= now() - make_interval(days => $1) AND erased_at IS NULL ORDER BY id LIMIT 100`,
      [graceDays],
    )
  ).map((r) => r.id);

export const deleteWhere = (q: Queryable, table: string, column: string, ids: number[]) =>
  q.query(`DELETE FROM ${ident(table)} WHERE ${ident(column)} = ANY($1::int[])`, [ids]);
export const nullWhere = (q: Queryable, table: string, column: string, ids: number[]) =>
  q.query(`UPDATE ${ident(table)} SET ${ident(column)} = NULL WHERE ${ident(column)} = ANY($1::int[])`, [ids]);
export const deleteUploadRow = (q: Queryable, kind: 'image' | 'file', id: number) =>
  q.query(`DELETE FROM ${kind === 'image' ? 'images' : 'files'} WHERE id = $1`, [id]);

/**
 * The anonymised row that stays: no address, number, name or login; chats show it as `erasedName`. Every other
 * personal column is reset to its default.
 */
export const anonymiseUser = (q: Queryable, userId: number, erasedName: string) =>
  q.query(
    `UPDATE users SET email = NULL, password_hash = NULL, firstname = $2, lastname = '', birthdate = NULL, phone_number = NULL,
            one_signal_id = NULL, profile_path = NULL, tutorial_steps = '[]', permissions = '[]', newsletter_confirmed = false,
            email_verified_at = NULL, phone_verified_at = NULL, activation_code = NULL, is_active = false, last_seen_at = NULL,
            erased_at = now(), updated_at = now()
      WHERE id = $1`,
    [userId, erasedName],
  );

/** Mails and texts to or about the person: those to them go, their address and name elsewhere are replaced (any case). */
export async function scrubOutbox(q: Queryable, identifiers: string[], names: string[], erasedName: string) {
  if (identifiers.length) await q.query(`DELETE FROM outbox WHERE lower(recipient) = ANY($1::text[])`, [identifiers.map((i) => i.toLowerCase())]);
  for (const value of [...identifiers, ...names]) {
    const pattern = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await q.query(
      `UPDATE outbox SET subject = regexp_replace(subject, $1, $2, 'gi'), body_text = regexp_replace(body_text, $1, $2, 'gi'),
              body_html = regexp_replace(body_html, $1, $2, 'gi')
        WHERE strpos(lower(coalesce(subject, '') || body_text || coalesce(body_html, '')), lower($3)) > 0`,
      [pattern, erasedName, value],
    );
  }
}

/** Counters keyed by the address (failed logins, codes, mails per target) and codes sent to it. */
export async function scrubKeyedRows(q: Queryable, identifiers: string[]) {
  for (const value of identifiers) {
    await q.query(`DELETE FROM rate_events WHERE strpos(lower(key), lower($1)) > 0`, [value]);
    await q.query(`DELETE FROM one_time_codes WHERE lower(target) = lower($1)`, [value]);
    await q.query(`DELETE FROM contact_messages WHERE lower(email) = lower($1)`, [value]);
  }
}

// --- the readable overview of an export (privacy.readable.ts): names instead of ids, both sides of each chat

/** What another account is called in a chat: its business's (school's, region's) name, else its person's name. */
const PARTY_NAME = (u: string) => `coalesce(
  (SELECT b.name FROM business_users bu JOIN businesses b ON b.id = bu.business_id WHERE bu.user_id = ${u}.id),
  nullif(trim(${u}.firstname || ' ' || ${u}.lastname), ''), 'Unbekannt')`;

export const readableApplications = (q: Queryable, traineeIds: number[]) =>
  q.query<{ created_at: Date; job_name: string; business_name: string; message: string; files: number }>(
    `SELECT i.created_at, j.name AS job_name, b.name AS business_name, i.message, jsonb_array_length(i.file_ids)::int AS files
       FROM job_interests i JOIN jobs j ON j.id = i.job_id JOIN businesses b ON b.id = j.business_id
      WHERE i.trainee_id = ANY($1::int[]) ORDER BY i.created_at, i.id`,
    [traineeIds],
  );

export const readableRatings = (q: Queryable, userId: number) =>
  q.query<{ created_at: Date; job_name: string; business_name: string; rating: number }>(
    `SELECT r.created_at, j.name AS job_name, b.name AS business_name, r.rating
       FROM job_ratings r JOIN jobs j ON j.id = r.job_id JOIN businesses b ON b.id = j.business_id
      WHERE r.user_id = $1 ORDER BY r.created_at, r.id`,
    [userId],
  );

/** Every message of the person's conversations, from both sides (not deleted ones), oldest first. */
export const readableMessages = (q: Queryable, userId: number) =>
  q.query<{ conversation_id: number; partner: string; created_at: Date; mine: boolean; type: string; body: string; is_deleted: boolean }>(
    `SELECT c.id AS conversation_id, ${PARTY_NAME('o')} AS partner, m.created_at, m.sender_id IS NOT DISTINCT FROM $1 AS mine, m.type, m.body,
            m.deleted_at IS NOT NULL AS is_deleted
       FROM conversations c
       JOIN users o ON o.id = CASE WHEN c.user_low = $1 THEN c.user_high ELSE c.user_low END
       JOIN messages m ON m.conversation_id = c.id
      WHERE $1 IN (c.user_low, c.user_high)
      ORDER BY c.id, m.created_at, m.id`,
    [userId],
  );

export const readableAlerts = (q: Queryable, userId: number) =>
  q.query<{ label: string; frequency: string; created_at: Date; confirmed_at: Date | null }>(
    `SELECT label, frequency, created_at, confirmed_at FROM saved_searches WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );

export const readableCookieConsents = (q: Queryable, userId: number) =>
  q.query<{ recorded_at: Date; functional: boolean; performance: boolean; marketing: boolean }>(
    `SELECT recorded_at, functional, performance, marketing FROM cookie_consents WHERE user_id = $1 ORDER BY recorded_at, id`,
    [userId],
  );

export const readableParentalConsent = (q: Queryable, userId: number) =>
  q.one<{ parent_email: string; requested_at: Date; confirmed_at: Date | null; revoked_at: Date | null }>(
    `SELECT parent_email, requested_at, confirmed_at, revoked_at FROM parental_consents WHERE user_id = $1`,
    [userId],
  );
