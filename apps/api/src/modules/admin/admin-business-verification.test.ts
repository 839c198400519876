// "geprüfter Betrieb": only the admin records the identity check; the badge reaches the profile, job pages and cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';

let t: TestContext;
let admin: string;
let dashboard: string;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
let job: { id: number; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  [admin, dashboard] = await Promise.all(['admin', 'dashboard'].map((n) => t.login(`${n}@oabat.example`)));
  biz = await buildBusiness(t, { slug: 'gepruefte-baeckerei' });
  job = await buildJob(t, biz.id, { name: 'Ausbildung Geprüft (m/w/d)' });
});
afterAll(() => t.close());

const url = () => `/api/v2/admin/business/${biz.id}/verification`;
const profile = async () => (await t.request({ method: 'GET', url: `/api/v2/business/${biz.slug}` })).json().data;

describe('geprüfter Betrieb', () => {
  it('nobody but the admin sets it; the business cannot set it on itself (mass assignment)', async () => {
    const body = { kind: 'register', reference: 'HRB 12345 Amtsgericht Passau' };
    expect((await t.request({ method: 'PUT', url: url(), payload: body })).statusCode).toBe(401);
    for (const token of [dashboard, biz.token]) expect((await t.request({ method: 'PUT', url: url(), token, payload: body })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: url(), token: biz.token })).statusCode).toBe(403);
    const own = await t.request({
      method: 'PUT',
      url: `/api/business/${biz.id}`,
      token: biz.token,
      payload: { name: 'Gepruefte Baeckerei', is_verified: true, verified_at: '2026-01-01T00:00:00Z', verification_kind: 'chamber' },
    });
    expect(own.statusCode).toBeLessThan(300);
    expect(own.json().data.is_verified).toBe(false);
    expect((await t.db.one<{ verified_at: Date | null }>(`SELECT verified_at FROM businesses WHERE id = $1`, [biz.id]))!.verified_at).toBeNull();
    expect((await profile()).is_verified).toBe(false);
  });

  it('refuses bad input with field messages and unknown businesses with 404', async () => {
    const bad = await t.request({ method: 'PUT', url: url(), token: admin, payload: { kind: 'gefühl', reference: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'reference']);
    expect((await t.request({ method: 'PUT', url: url(), token: admin, payload: { kind: 'chamber', reference: 'IHK\u0007' } })).statusCode).toBe(422);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/v2/admin/business/2000000/verification',
          token: admin,
          payload: { kind: 'chamber', reference: 'IHK Passau' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the admin records what was checked, when and by whom; the badge shows on profile, job page and job cards', async () => {
    const res = await t.request({ method: 'PUT', url: url(), token: admin, payload: { kind: 'chamber', reference: 'HWK Niederbayern-Oberpfalz' } });
    expect(res.statusCode).toBe(200);
    const v = res.json().data.verification;
    expect(v).toMatchObject({ kind: 'chamber', reference: 'HWK Niederbayern-Oberpfalz' });
    expect(Date.now() - new Date(v.verified_at).getTime()).toBeLessThan(60_000);
    expect(v.verified_by).toBeTruthy();
    expect((await t.request({ method: 'GET', url: `/api/v2/admin/business/${biz.id}`, token: dashboard })).json().data.verification.kind).toBe('chamber');

    expect((await profile()).is_verified).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/jobs/${job.slug}` })).json().data.business.is_verified).toBe(true);
    const cards = (await t.request({ method: 'GET', url: `/api/v2/search/job?business_slug=${biz.slug}` })).json().data;
    expect(cards.find((c: { id: number }) => c.id === job.id).business.is_verified).toBe(true);

    const removed = await t.request({ method: 'DELETE', url: url(), token: admin });
    expect(removed.json().data.verification).toBeNull();
    expect((await profile()).is_verified).toBe(false);
  });
});
