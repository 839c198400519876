// Storage and verification of one-time codes, straight against the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { checkCode, issueCode } from './otp.repository.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const other = (code: string) => (code === '000000' ? '000001' : '000000');

describe('one-time codes', () => {
  it('are 6 digits, stored only as a hash, valid 10 minutes', async () => {
    const code = await issueCode(t.db, { purpose: 'phone', target: '+4915100000001' });
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.db.one<{ code_hash: string; minutes: number }>(
      `SELECT code_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM one_time_codes WHERE target = '+4915100000001'`,
    );
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(code);
    expect(row!.minutes).toBe(10);
  });

  it('a check without consuming keeps the code usable; consuming uses it up', async () => {
    const target = '+4915100000002';
    const code = await issueCode(t.db, { purpose: 'phone', target });
    expect(await checkCode(t.db, { purpose: 'phone', target, code, consume: false })).toBe('ok');
    expect(await checkCode(t.db, { purpose: 'phone', target, code, consume: true })).toBe('ok');
    expect(await checkCode(t.db, { purpose: 'phone', target, code, consume: true })).toBe('expired');
  });

  it('are bound to purpose, target and user', async () => {
    const code = await issueCode(t.db, { purpose: 'email_change', target: 'a@test.example', userId: null });
    expect(await checkCode(t.db, { purpose: 'phone', target: 'a@test.example', code, consume: false })).toBe('expired');
    expect(await checkCode(t.db, { purpose: 'email_change', target: 'b@test.example', code, consume: false })).toBe('expired');
    expect(await checkCode(t.db, { purpose: 'email_change', target: 'a@test.example', code, userId: 42, consume: false })).toBe('expired');
  });

  it('a new code retires the previous one', async () => {
    const target = '+4915100000003';
    const first = await issueCode(t.db, { purpose: 'phone', target });
    const second = await issueCode(t.db, { purpose: 'phone', target });
    if (first !== second) expect(await checkCode(t.db, { purpose: 'phone', target, code: first, consume: false })).toBe('invalid');
    expect(await checkCode(t.db, { purpose: 'phone', target, code: second, consume: true })).toBe('ok');
  });

  it('lock after 5 tries, also against parallel guesses', async () => {
    const target = '+4915100000004';
    const code = await issueCode(t.db, { purpose: 'phone', target });
    const results = await Promise.all(Array.from({ length: 8 }, () => checkCode(t.db, { purpose: 'phone', target, code: other(code), consume: false })));
    expect(results.filter((r) => r === 'invalid')).toHaveLength(4);
    expect(results.filter((r) => r === 'locked')).toHaveLength(4);
    expect(await checkCode(t.db, { purpose: 'phone', target, code, consume: true })).toBe('locked');
  });

  it('expire', async () => {
    const target = '+4915100000005';
    const code = await issueCode(t.db, { purpose: 'phone', target });
    await t.db.query(`UPDATE one_time_codes SET expires_at = now() WHERE target = $1`, [target]);
    expect(await checkCode(t.db, { purpose: 'phone', target, code, consume: true })).toBe('expired');
  });
});
