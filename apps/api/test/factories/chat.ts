// Test helpers of the chat: demo accounts logged in, media rows, sending as someone.
import crypto from 'node:crypto';
import type { TestContext } from '../harness.ts';

export const DEMO = {
  trainee: 'azubi@oabat.example',
  business: 'betrieb@oabat.example',
  school: 'schule@oabat.example',
  region: 'region@oabat.example',
  admin: 'admin@oabat.example',
  support: 'hilfe@oabat.example',
} as const;

export const userId = async (t: TestContext, email: string) =>
  (await t.db.one<{ id: number }>(`SELECT id FROM users WHERE lower(email) = lower($1)`, [email]))!.id;

export async function insertImage(t: TestContext, ownerId: number) {
  return (await t.db.one<{ id: number }>(
    `INSERT INTO images (uid, user_id, file_name, file_path, width, height, mime_type, size) VALUES ($1, $2, 'bild.jpg', $3, 10, 10, 'image/jpeg', 100) RETURNING id`,
    [crypto.randomUUID(), ownerId, `images/${crypto.randomUUID()}`],
  ))!.id;
}
export async function insertFile(t: TestContext, ownerId: number) {
  return (await t.db.one<{ id: number }>(
    `INSERT INTO files (uuid, user_id, original_filename, mime_type, size, storage_key) VALUES ($1, $2, 'lebenslauf.pdf', 'application/pdf', 100, $3) RETURNING id`,
    [crypto.randomUUID(), ownerId, crypto.randomUUID()],
  ))!.id;
}

export const send = (t: TestContext, token: string | null, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/chat/messages', payload, token });
export const get = (t: TestContext, token: string | null, url: string) => t.request({ method: 'GET', url, token });

/** A conversation and its messages straight in the database (many at once, faster than through the API). */
export { ensureConversation, insertMessage } from '../../src/modules/chat/chat.repository.ts';
