import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin account search', () => {
  it('finds the demo trainee by e-mail for the admin, with its account type', async () => {
    const token = await t.login('admin@oabat.example');
    const res = await t.request({ method: 'GET', url: '/api/admin/users?search=azubi@oabat', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ email: 'azubi@oabat.example', firstname: 'Lena', type: 'trainee' })]);
  });

  it('treats % and _ in the search as text, not as wildcards', async () => {
    const token = await t.login('admin@oabat.example');
    const res = await t.request({ method: 'GET', url: '/api/admin/users?search=%25', token });
    expect(res.json().data).toEqual([]);
  });

  it('refuses everyone but the admin', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/users?search=a' })).statusCode).toBe(401);
    for (const email of ['hilfe@oabat.example', 'betrieb@oabat.example', 'azubi@oabat.example']) {
      const res = await t.request({ method: 'GET', url: '/api/admin/users?search=a', token: await t.login(email) });
      expect(res.statusCode).toBe(403);
    }
  });
});
