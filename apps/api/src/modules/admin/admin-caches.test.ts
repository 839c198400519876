// /admin/caches (issue #36): the admin clears every cache in one go; nobody else may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CACHES } from '@oabat/domain/admin-caches';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('clearing caches', () => {
  it('the admin clears search, sessions and custom domains; a business gets 403 and the admin stays logged in', async () => {
    const admin = await t.login('admin@oabat.example');
    const business = await t.login('betrieb@oabat.example');
    const tags = ADMIN_CACHES.map((c) => c.tag);
    expect((await t.request({ method: 'POST', url: '/api/admin/cache/clear', token: business, payload: { tags } })).statusCode).toBe(403);
    const res = await t.request({ method: 'POST', url: '/api/admin/cache/clear', token: admin, payload: { tags } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ cleared: tags });
    // Sessions are read again, not ended.
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: admin })).statusCode).toBe(200);
  });
});
