// The credential matrix (issue #35, finding 2), generated from the code's own table: every credential kind of
// CREDENTIAL_KINDS is issued to a person, every event of CREDENTIAL_EVENTS is triggered over HTTP, and each kind
// the table says the event ends must no longer work. A secret column in the schema without a row fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_CONFIRMATION } from '@oabat/domain/privacy';
import { PASSWORD_RESET_TTL_MINUTES } from '@oabat/domain/accounts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness } from '../../../test/factories/jobs.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { CREDENTIAL_EVENTS, CREDENTIAL_KINDS, NOT_PERSONAL_CREDENTIALS, type CredentialEvent, type CredentialKindName } from './credentials.ts';
import { checkCode, issueCode } from './otp.repository.ts';
import { findOpenPasswordReset, insertPasswordReset, findUserByActivation } from './accounts.repository.ts';
import { linkIdentity } from './social.repository.ts';
import { findOrCreateSocialUser } from './social.usecases.ts';
import { depsOf } from './accounts.shared.ts';
import { findByTokenHash, findExportByToken, findToken, insertExport } from '../../../test/factories/credentials.ts';
import { lastMessage, makeUser, PASSWORD } from '../../../test/factories/accounts.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'test-client.apps.example', GOOGLE_CLIENT_SECRET: 'geheim' });
}, 120_000);
afterAll(() => t.close());

/** A colleague of a business that holds the API and mail2chat products, with a session of their own. */
interface Subject {
  userId: number;
  email: string;
  token: string;
  business: { id: number; slug: string; ownerToken: string };
}
let n = 0;
async function subject(): Promise<Subject> {
  n += 1;
  const owner = await buildBusiness(t, { slug: `cred-${n}-${Date.now()}`, permissions: [...ALL_JOB_PERMISSIONS, 'api_connection', 'mail2chat'] });
  const u = await makeUser(t, { trainee: false });
  await t.db.query(`INSERT INTO business_users (business_id, user_id) VALUES ($1, $2)`, [owner.id, u.id]);
  const token = await t.login(u.email, PASSWORD);
  return { userId: u.id, email: u.email, token, business: { id: owner.id, slug: owner.slug, ownerToken: owner.token } };
}

const ok = async (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

/** How to issue each kind to the subject, and how to tell whether it still works (as its own route checks it). */
const FIXTURES: Record<CredentialKindName, { issue(s: Subject): Promise<string>; works(s: Subject, cred: string): Promise<boolean> }> = {
  session: {
    issue: (s) => t.login(s.email, PASSWORD),
    works: async (_s, token) => (await t.request({ method: 'GET', url: '/api/auth/user', token })).statusCode === 200,
  },
  api_key: {
    issue: async (s) => {
      const res = await t.request({ method: 'POST', url: `/api/v2/business/${s.business.id}/api_keys`, token: s.token, payload: { name: 'Matrix' } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.key as string;
    },
    works: async (_s, key) => (await t.request({ method: 'GET', url: '/api/v2/jobs', token: key })).statusCode === 200,
  },
  password_reset_link: {
    issue: async (s) => {
      const token = randomToken();
      await insertPasswordReset(t.db, s.userId, sha256(token), PASSWORD_RESET_TTL_MINUTES);
      return token;
    },
    works: async (s, token) => !!(await findOpenPasswordReset(t.db, sha256(token), s.email)),
  },
  one_time_code: {
    issue: (s) => issueCode(t.db, { purpose: 'email_change', target: `neu-${s.userId}@test.example`, userId: s.userId }),
    works: async (s, code) =>
      (await checkCode(t.db, { purpose: 'email_change', target: `neu-${s.userId}@test.example`, code, userId: s.userId, consume: false })) === 'ok',
  },
  activation_link: {
    issue: async (s) => {
      const code = randomToken();
      await t.db.query(`UPDATE users SET activation_code = $2, activation_expires_at = now() + interval '7 days' WHERE id = $1`, [s.userId, sha256(code)]);
      return code;
    },
    works: async (_s, code) => !!(await findUserByActivation(t.db, sha256(code))),
  },
  password: {
    issue: async () => PASSWORD,
    works: async (s, password) => (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password } })).statusCode === 200,
  },
  social_link: {
    issue: async (s) => {
      const sub = `google-${s.userId}`;
      await linkIdentity(t.db, s.userId, 'google', sub);
      return sub;
    },
    // Only the link, no address: a login by address would link anew.
    works: (_s, sub) => ok(findOrCreateSocialUser(depsOf(t.app), 'google', { sub })),
  },
  data_export_link: {
    issue: async (s) => {
      const token = randomToken();
      await insertExport(t.db, s.userId, sha256(token), 7);
      return token;
    },
    works: async (_s, token) => {
      const row = await findExportByToken(t.db, sha256(token));
      return !!row && !row.expired;
    },
  },
  parental_consent_link: {
    issue: async (s) => {
      const token = randomToken();
      await t.db.query(`INSERT INTO parental_consents (user_id, parent_email, token_hash) VALUES ($1, 'eltern@test.example', $2)`, [s.userId, sha256(token)]);
      return token;
    },
    works: async (_s, token) => !!(await findByTokenHash(t.db, sha256(token))),
  },
  mail2chat_reply_address: {
    issue: async (s) => {
      const pupil = await makeUser(t);
      const [low, high] = [s.userId, pupil.id].sort((a, b) => a - b);
      const c = await t.db.one<{ id: number }>(`INSERT INTO conversations (user_low, user_high, created_by) VALUES ($1, $2, $1) RETURNING id`, [low, high]);
      const token = randomToken();
      await t.db.query(`INSERT INTO mail2chat_reply_tokens (token, conversation_id, user_id, business_id) VALUES ($1, $2, $3, $4)`, [
        token,
        c!.id,
        s.userId,
        s.business.id,
      ]);
      return token;
    },
    works: async (_s, token) => !!(await findToken(t.db, token)),
  },
};

/** Each event as the person, their organisation or the admin causes it. */
const TRIGGERS: Record<CredentialEvent, (s: Subject) => Promise<void>> = {
  deletion_request: async (s) => {
    const res = await t.request({ method: 'POST', url: '/api/account/deletion', token: s.token, payload: { confirm: ACCOUNT_DELETION_CONFIRMATION } });
    expect(res.statusCode, res.body).toBe(202);
  },
  erasure: async (s) => {
    await TRIGGERS.deletion_request(s);
    await t.db.query(`UPDATE users SET deletion_requested_at = now() - interval '15 days' WHERE id = $1`, [s.userId]);
    await t.app.jobs.runNow('privacy.erase_due');
    await t.app.jobs.drain();
    expect((await t.db.one<{ erased_at: Date | null }>(`SELECT erased_at FROM users WHERE id = $1`, [s.userId]))!.erased_at).not.toBeNull();
  },
  password_change: async (s) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/password_change',
      token: s.token,
      payload: { old_password: PASSWORD, password: 'Neues-Passwort-35', password_confirmation: 'Neues-Passwort-35' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  },
  password_reset: async (s) => {
    expect((await t.request({ method: 'POST', url: '/api/password_request', payload: { email: s.email } })).statusCode).toBe(204);
    const link = (await lastMessage(t, s.email))!.body_text.match(/token=([^&\s]+)/)![1];
    const res = await t.request({
      method: 'POST',
      url: '/api/password_reset',
      payload: { token: decodeURIComponent(link), email: s.email, password: 'Neues-Passwort-35', password_confirmation: 'Neues-Passwort-35' },
    });
    expect(res.statusCode, res.body).toBe(200);
  },
  org_removal: async (s) => {
    const res = await t.request({ method: 'DELETE', url: `/api/business/${s.business.slug}/users/${s.userId}`, token: s.business.ownerToken });
    expect(res.statusCode, res.body).toBe(200);
  },
  admin_block: async (s) => {
    const pupil = await t.login('azubi@oabat.example');
    const report = await t.request({
      method: 'POST',
      url: '/api/reports',
      token: pupil,
      payload: { target_type: 'business', target_id: s.business.id, reason: 'fake' },
    });
    expect(report.statusCode, report.body).toBe(201);
    const admin = await t.login('admin@oabat.example');
    const res = await t.request({ method: 'POST', url: `/api/admin/reports/${report.json().data.id}/action`, token: admin, payload: { action: 'block' } });
    expect(res.statusCode, res.body).toBe(200);
  },
};

describe('the credential table covers every credential', () => {
  it('every secret column of the schema is a credential kind or named as none, with its reason', async () => {
    const found = (
      await t.db.query<{ name: string }>(
        `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND column_name ~ '(token|_hash|secret|activation_code)$'
            AND table_name NOT IN (SELECT table_name FROM information_schema.views WHERE table_schema = 'public')`,
      )
    ).map((r) => r.name);
    const declared = new Set([...Object.values(CREDENTIAL_KINDS).flatMap((k) => k.columns), ...Object.keys(NOT_PERSONAL_CREDENTIALS)]);
    expect(found.filter((c) => !declared.has(c)).sort(), 'secret columns without a row in CREDENTIAL_KINDS or NOT_PERSONAL_CREDENTIALS').toEqual([]);
    // And every declared column exists (a renamed column must move its row too).
    const all = new Set(
      (await t.db.query<{ name: string }>(`SELECT table_name || '.' || column_name AS name FROM information_schema.columns WHERE table_schema = 'public'`)).map(
        (r) => r.name,
      ),
    );
    expect([...declared].filter((c) => !all.has(c))).toEqual([]);
  });

  it('every kind has a fixture here and names every event (ends it, or why it stays)', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(CREDENTIAL_KINDS).sort());
    for (const [name, kind] of Object.entries(CREDENTIAL_KINDS)) {
      expect(Object.keys(kind.on).sort(), name).toEqual([...CREDENTIAL_EVENTS].sort());
      for (const v of Object.values(kind.on)) expect(v === true || (typeof v === 'string' && v.length > 10), name).toBe(true);
    }
  });
});

describe.each(CREDENTIAL_EVENTS)('after %s', (event) => {
  const issued = new Map<CredentialKindName, string>();
  let s: Subject;
  beforeAll(async () => {
    s = await subject();
    for (const name of Object.keys(FIXTURES) as CredentialKindName[]) {
      const cred = await FIXTURES[name].issue(s);
      // Each credential works before the event, or the check below would prove nothing.
      expect(await FIXTURES[name].works(s, cred), `${name} works before ${event}`).toBe(true);
      issued.set(name, cred);
    }
    await TRIGGERS[event](s);
  }, 60_000);

  const ended = (Object.keys(CREDENTIAL_KINDS) as CredentialKindName[]).filter((k) => CREDENTIAL_KINDS[k].on[event] === true);
  it.each(ended)('%s no longer works', async (name) => {
    expect(await FIXTURES[name].works(s, issued.get(name)!)).toBe(false);
  });

  if (event === 'password_change') {
    it('the session that changed the password stays', async () => {
      expect((await t.request({ method: 'GET', url: '/api/auth/user', token: s.token })).statusCode).toBe(200);
    });
  }
});
