// Their data in their hands: the export of everything about a person (Art. 15/20 DSGVO), prepared on the job queue
// and mailed as a link valid 7 days, and the deletion of the account (Art. 17) after a 14-day grace period in which
// a login restores it.
import { ACCOUNT_DELETION_GRACE_DAYS, DATA_EXPORT_VALID_DAYS, dataExportPath, ERASED_USER_NAME } from '@oabat/domain/privacy';
import type { Config } from '../../config.ts';
import type { Db } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { Storage } from '../media/media.storage.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './privacy.repository.ts';
import { revokeCredentials } from '../accounts/credentials.ts';
import { accountRestoredMail, deletionRequestedMail, exportReadyMail } from './privacy.mails.ts';
import { zip, type ZipEntry } from './privacy.zip.ts';
import { overviewHtml, overviewOf } from './privacy.readable.ts';

export interface PrivacyDeps {
  db: Db;
  config: Config;
  transports: Transports;
  storage: Storage;
  jobs: Jobs;
}
export const EXPORT_JOB = 'privacy.export';
export const ERASE_JOB = 'privacy.erase_due';

/** Columns never handed out, not even to the person: secrets and their hashes. */
const SECRET = /password|token|hash|secret|activation_code/i;
const ORIGINAL_EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

export async function requestExport(d: PrivacyDeps, viewer: SessionUser) {
  const token = randomToken();
  const id = await repo.insertExport(d.db, viewer.id, sha256(token), DATA_EXPORT_VALID_DAYS);
  // The token travels only in the job's data until the mail is written; the database keeps its hash.
  await d.jobs.send(EXPORT_JOB, { exportId: id, token });
  return { status: 'preparing' as const };
}

/** Every row that refers to the person, by table; secrets left out. */
export async function collectRows(d: Pick<PrivacyDeps, 'db'>, userId: number) {
  const trainees = await repo.traineeIds(d.db, userId);
  const tables: Record<string, Record<string, unknown>[]> = { users: [(await repo.userRow(d.db, userId)) ?? {}] };
  for (const ref of await repo.personReferences(d.db)) {
    const ids = ref.target === 'users' ? [userId] : trainees;
    if (!ids.length || ref.table_name === 'data_exports') continue;
    const rows = await repo.rowsWhere(d.db, ref.table_name, ref.column_name, ids);
    if (rows.length) (tables[ref.table_name] ??= []).push(...rows);
  }
  for (const rows of Object.values(tables)) for (const row of rows) for (const key of Object.keys(row)) if (SECRET.test(key)) delete row[key];
  return tables;
}

/** The job: builds the archive, stores it and mails the link. */
export async function buildExport(d: PrivacyDeps, exportId: number, token: string) {
  const row = await repo.findExport(d.db, exportId);
  if (!row || row.storage_key) return; // gone (account erased) or already built by an earlier try
  const tables = await collectRows(d, row.user_id);
  const entries: ZipEntry[] = [];
  const files: { name: string; path: string }[] = [];
  for (const u of await repo.uploadsOf(d.db, row.user_id)) {
    const key = u.kind === 'file' ? u.key : `${u.key}/original.${ORIGINAL_EXT[u.mime_type] ?? 'jpg'}`;
    const bytes = await d.storage.read(key);
    if (!bytes) continue;
    const path = `dateien/${u.kind === 'image' ? 'bild' : 'datei'}-${u.id}-${u.name.replace(/[^\p{L}\p{N}._-]+/gu, '_')}`;
    entries.push({ name: path, data: bytes });
    files.push({ name: u.name, path });
  }
  const createdAt = new Date();
  const overview = await overviewOf(d.db, row.user_id, await repo.traineeIds(d.db, row.user_id), tables.users[0]);
  const json = {
    erstellt_am: createdAt.toISOString(),
    hinweis:
      'Alle Daten, die Oabat zu deinem Konto speichert (Art. 15 und 20 DSGVO). Zum Lesen: uebersicht.html; hier zuerst dieselbe Übersicht, dann jede Tabelle.',
    uebersicht: overview,
    tabellen: tables,
    dateien: files,
  };
  // The page to read comes first: the file a person opens from the archive.
  entries.unshift(
    { name: 'uebersicht.html', data: Buffer.from(overviewHtml(overview, createdAt, files)) },
    { name: 'daten.json', data: Buffer.from(JSON.stringify(json, null, 2)) },
  );
  const archive = zip(entries);
  const key = `exports/${sha256(token).slice(0, 32)}.zip`;
  await d.storage.put(key, archive);
  await repo.markExportReady(d.db, exportId, key, archive.length);
  const user = tables.users[0] as { email?: string | null; firstname?: string | null };
  if (user.email) {
    await d.transports.mail({ to: user.email, ...exportReadyMail(user.firstname || null, `${d.config.publicUrl}${dataExportPath(token)}`) });
  }
}

/** The archive for its owner only, within its 7 days. */
export async function downloadExport(d: PrivacyDeps, viewer: SessionUser, token: string) {
  const row = await repo.findExportByToken(d.db, sha256(token));
  const gone = () => notFound('privacy.export_not_found', 'Diesen Download gibt es nicht (mehr). Fordere deine Daten bitte neu an.');
  if (!row || row.expired) throw gone();
  if (row.user_id !== viewer.id) throw forbidden('Dieser Download gehört zu einem anderen Konto.');
  if (!row.storage_key) throw notFound('privacy.export_pending', 'Deine Daten werden noch zusammengestellt. Bitte versuche es gleich noch einmal.');
  const bytes = await d.storage.read(row.storage_key);
  if (!bytes) throw gone();
  return { bytes, filename: `oabat-daten-${row.created_at.toISOString().slice(0, 10)}.zip` };
}

export async function removeExpiredExports(d: PrivacyDeps) {
  for (const e of await repo.expiredExports(d.db)) {
    if (e.storage_key) await d.storage.remove(e.storage_key);
    await repo.deleteExport(d.db, e.id);
  }
}

export async function requestDeletion(d: PrivacyDeps, viewer: SessionUser) {
  // The fixed team accounts (admin, support, dashboard) are configuration, not a person's account.
  if (viewer.special_account) throw forbidden('Dieses Konto des Oabat-Teams kann nicht gelöscht werden.');
  await d.db.tx(async (q) => {
    await repo.requestDeletion(q, viewer.id);
    // Sessions, API keys, links and codes end now, not after the grace period (a login restores, as before).
    await revokeCredentials(q, viewer.id, 'deletion_request');
  });
  const user = (await repo.userRow(d.db, viewer.id)) as { email: string | null; firstname: string | null } | undefined;
  if (user?.email) await d.transports.mail({ to: user.email, ...deletionRequestedMail(user.firstname || null) });
  // The day the hourly erasure takes the account, so the page can name it (issue #36).
  return { erase_at: new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * 86_400_000).toISOString() };
}

/** Called on every successful login: within the grace period it lifts the deletion and says so by mail. */
export async function restoreOnLogin(d: Pick<PrivacyDeps, 'db' | 'transports'>, userId: number): Promise<boolean> {
  if (!(await repo.restoreAccount(d.db, userId))) return false;
  const user = (await repo.userRow(d.db, userId)) as { email: string | null; firstname: string | null } | undefined;
  if (user?.email) await d.transports.mail({ to: user.email, ...accountRestoredMail(user.firstname || null) });
  return true;
}

/**
 * Erases one person: their uploads and exports, every row that refers to them (as deleting the user would, by each
 * foreign key's own rule), except the chats, where their messages stay under the anonymised user row; mails to or
 * about them in the outbox; counters keyed by their address. The user row stays, anonymised.
 */
export async function eraseUser(d: PrivacyDeps, userId: number) {
  const user = (await repo.userRow(d.db, userId)) as { email: string | null; phone_number: string | null; firstname: string; lastname: string } | undefined;
  if (!user) return;
  for (const u of await repo.uploadsOf(d.db, userId)) await d.storage.remove(u.key);
  for (const e of await repo.exportsOf(d.db, userId)) if (e.storage_key) await d.storage.remove(e.storage_key);
  const identifiers = [user.email, user.phone_number].filter((v): v is string => !!v);
  const fullName = `${user.firstname} ${user.lastname}`.trim();
  const names = [fullName, user.lastname.length >= 3 ? user.lastname : null].filter((v): v is string => !!v && v !== ERASED_USER_NAME);
  await d.db.tx(async (q) => {
    const trainees = await repo.traineeIds(q, userId);
    for (const u of await repo.uploadsOf(q, userId)) await repo.deleteUploadRow(q, u.kind, u.id);
    for (const ref of await repo.personReferences(q)) {
      if (CHAT_TABLES.has(ref.table_name)) continue;
      const ids = ref.target === 'users' ? [userId] : trainees;
      if (!ids.length) continue;
      // Rows that would vanish with the user go; references that would become NULL do.
      if (ref.on_delete === 'n' && !OWN_CONTENT_TABLES.has(ref.table_name)) await repo.nullWhere(q, ref.table_name, ref.column_name, ids);
      else await repo.deleteWhere(q, ref.table_name, ref.column_name, ids);
    }
    await repo.scrubOutbox(q, identifiers, names, ERASED_USER_NAME);
    await repo.scrubKeyedRows(q, identifiers);
    await repo.anonymiseUser(q, userId, ERASED_USER_NAME);
    await revokeCredentials(q, userId, 'erasure');
  });
}

/** Conversations stay for the other side: the messages remain under the anonymised user ("Gelöschter Nutzer"). */
const CHAT_TABLES = new Set(['conversations', 'conversation_participants', 'messages']);

/** Rows the person wrote about themself (their address, name, clicks): erased, not just unlinked. */
const OWN_CONTENT_TABLES = new Set(['contact_messages', 'analytics_records']);

export async function eraseDue(d: PrivacyDeps) {
  for (const id of await repo.dueErasures(d.db, ACCOUNT_DELETION_GRACE_DAYS)) await eraseUser(d, id);
}
