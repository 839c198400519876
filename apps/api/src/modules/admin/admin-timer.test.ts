import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
});
afterAll(() => t.close());

describe('the superadmin’s timer page', () => {
  it('lists the scheduled jobs with cron and next run, and runs one now', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/schedules', token: admin });
    expect(res.statusCode).toBe(200);
    const erase = res.json().data.find((s: { name: string }) => s.name === 'privacy.erase_due');
    expect(erase).toMatchObject({ cron: '17 * * * *', next_run_at: expect.any(String) });

    const run = await t.request({ method: 'POST', url: '/api/admin/schedules/privacy.erase_due/run', token: admin });
    expect(run.statusCode).toBe(202);
    expect(run.json().data.job_id).toEqual(expect.any(String));
    expect(await t.app.jobs.drain()).toBeGreaterThan(0);
    const after = (await t.request({ method: 'GET', url: '/api/admin/schedules', token: admin })).json().data;
    expect(after.find((s: { name: string }) => s.name === 'privacy.erase_due')).toMatchObject({ last_state: 'completed', last_run_at: expect.any(String) });
  });

  it('refuses unknown and malformed names', async () => {
    expect((await t.request({ method: 'POST', url: '/api/admin/schedules/gibt.es.nicht/run', token: admin })).statusCode).toBe(404);
    expect([414, 422]).toContain((await t.request({ method: 'POST', url: `/api/admin/schedules/${'x'.repeat(101)}/run`, token: admin })).statusCode);
    expect((await t.request({ method: 'POST', url: '/api/admin/schedules/%3Cx%3E/run', token: admin })).statusCode).toBe(422);
  });

  it('only the admin: the dashboard user and everybody else get 403 and nothing is enqueued; guests 401', async () => {
    const count = async () => (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'privacy.erase_due'`))!.n;
    const before = await count();
    for (const who of ['dashboard', 'hilfe', 'betrieb', 'schule', 'region', 'azubi']) {
      const token = await t.login(`${who}@oabat.example`);
      expect((await t.request({ method: 'GET', url: '/api/admin/schedules', token })).statusCode, who).toBe(403);
      expect((await t.request({ method: 'POST', url: '/api/admin/schedules/privacy.erase_due/run', token })).statusCode, who).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/schedules' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/admin/schedules/privacy.erase_due/run' })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});
