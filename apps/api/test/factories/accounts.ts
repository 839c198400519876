// Test factories for accounts: users created straight in the database, codes read from the outbox.
import type { TestContext } from '../harness.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { insertTrainee, insertUser } from '../../src/modules/accounts/accounts.repository.ts';

export const PASSWORD = 'Sicheres-Passwort-1';
let counter = 0;

export async function makeUser(
  t: TestContext,
  opts: { email?: string; phone?: string | null; password?: string | null; trainee?: boolean; business?: string } = {},
) {
  counter += 1;
  const email = opts.email ?? `nutzer${counter}-${Date.now()}@test.example`;
  const id = await insertUser(t.db, {
    email,
    passwordHash: opts.password === null ? null : await hashPassword(opts.password ?? PASSWORD),
    firstname: 'Test',
    lastname: `Person ${counter}`,
    phoneNumber: opts.phone ?? null,
    phoneVerified: !!opts.phone,
    emailVerified: true,
  });
  if (opts.trainee ?? !opts.business) await insertTrainee(t.db, id, {});
  if (opts.business) {
    const b = await t.db.one<{ id: number }>(`INSERT INTO businesses (slug, name) VALUES ($1, $1) RETURNING id`, [opts.business]);
    await t.db.query(`INSERT INTO business_users (business_id, user_id) VALUES ($1, $2)`, [b!.id, id]);
  }
  return { id, email };
}

export async function loginAs(t: TestContext, email: string, password = PASSWORD) {
  return t.login(email, password);
}

/** The newest message to a recipient, as the person would receive it. */
export async function lastMessage(t: TestContext, recipient: string) {
  return t.db.one<{ subject: string | null; body_text: string; template: string; channel: string }>(
    `SELECT subject, body_text, template, channel FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1`,
    [recipient],
  );
}

export async function lastCode(t: TestContext, recipient: string): Promise<string> {
  const msg = await lastMessage(t, recipient);
  const code = msg?.body_text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

export const countMessages = async (t: TestContext, recipient: string) =>
  (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE lower(recipient) = lower($1)`, [recipient]))!.n;
