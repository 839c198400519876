import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';

let t: TestContext;
let owner: Awaited<ReturnType<typeof buildBusiness>>;
let other: Awaited<ReturnType<typeof buildBusiness>>;
let traineeToken: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildBusiness(t, { slug: 'hourstest-werkstatt' });
  other = await buildBusiness(t, { slug: 'hourstest-andere' });
  traineeToken = await loginAs(t, (await makeUser(t, { trainee: true })).email);
});
afterAll(() => t.close());

const create = (token: string | null, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/v2/jobs', token, payload });
const base = { type_id: 2, name: 'Schülerpraktikum Werkstatt' };
const fair = { age_group: 'child', daily_hours: 6, weekly_hours: 30, work_start: '08:00', work_end: '14:30', break_minutes: 30 };

describe('internship hours (JArbSchG)', () => {
  it('stores hours and working times within the limits and shows them on the job', async () => {
    const res = await create(owner.token, { ...base, ...fair });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject(fair);
  });

  it('refuses more than 7 hours a day for pupils under 15 with a German message naming the rule; nothing is stored', async () => {
    const before = (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM jobs`))!.n;
    const res = await create(owner.token, { ...base, age_group: 'child', daily_hours: 8, weekly_hours: 40 });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.daily_hours[0]).toContain('höchstens 7 Stunden am Tag');
    expect(errors.daily_hours[0]).toContain('JArbSchG');
    expect(errors.weekly_hours[0]).toContain('höchstens 35 Stunden in der Woche');
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM jobs`))!.n).toBe(before);
  });

  it("allows 8 hours for 15 to 17 year olds, but not before 6 or after 20 o'clock, and asks for the breaks", async () => {
    expect((await create(owner.token, { ...base, age_group: 'youth', daily_hours: 8, weekly_hours: 40 })).statusCode).toBe(201);
    const night = await create(owner.token, { ...base, age_group: 'youth', work_start: '05:00', work_end: '21:00', break_minutes: 60 });
    expect(night.statusCode).toBe(422);
    expect(night.json().errors.work_start[0]).toContain('§ 14 JArbSchG');
    expect(night.json().errors.work_end[0]).toContain('bis 20 Uhr');
    const breaks = await create(owner.token, { ...base, age_group: 'youth', work_start: '08:00', work_end: '15:30', break_minutes: 15 });
    expect(breaks.statusCode).toBe(422);
    expect(breaks.json().errors.break_minutes[0]).toContain('mindestens 60 Minuten Pause');
  });

  it('applies the limits for under-15s when the age group is not stated', async () => {
    const res = await create(owner.token, { ...base, daily_hours: 7.5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.daily_hours[0]).toContain('höchstens 7 Stunden');
  });

  it('re-checks an update on the job as it will be: a longer day is refused, the stored hours stay', async () => {
    const job = (await create(owner.token, { ...base, ...fair })).json().data;
    const res = await t.request({ method: 'PUT', url: `/api/v2/jobs/${job.id}`, token: owner.token, payload: { work_end: '17:00' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.daily_hours[0]).toContain('höchstens 7 Stunden');
    const youth = await t.request({
      method: 'PUT',
      url: `/api/v2/jobs/${job.id}`,
      token: owner.token,
      payload: { age_group: 'youth', work_end: '16:00', break_minutes: 60 },
    });
    expect(youth.statusCode, youth.body).toBe(200);
    expect(youth.json().data).toMatchObject({ age_group: 'youth', work_end: '16:00', break_minutes: 60 });
  });

  it('another business cannot change the hours (403), a trainee neither, a guest gets 401', async () => {
    const job = (await create(owner.token, { ...base, ...fair })).json().data;
    const payload = { daily_hours: 7 };
    expect((await t.request({ method: 'PUT', url: `/api/v2/jobs/${job.id}`, token: other.token, payload })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/api/v2/jobs/${job.id}`, token: traineeToken, payload })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/api/v2/jobs/${job.id}`, payload })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/v2/jobs/${job.id}`, token: owner.token })).json().data.daily_hours).toBe(6);
  });

  it('bounds the input with German messages', async () => {
    const bad: Record<string, unknown>[] = [
      { daily_hours: 6.3 },
      { daily_hours: -1 },
      { daily_hours: 1e9 },
      { weekly_hours: 'viel' },
      { work_start: '25:00' },
      { work_end: '8 Uhr' },
      { break_minutes: 30.5 },
      { break_minutes: 100000 },
      { age_group: 'baby' },
    ];
    for (const b of bad) {
      const res = await create(owner.token, { ...base, ...b });
      expect(res.statusCode, JSON.stringify(b)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(Object.keys(b));
    }
  });

  it('keeps no hours on apprenticeships and jobs', async () => {
    const res = await create(owner.token, { ...base, type_id: 3, name: 'Aushilfe', daily_hours: 10 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.daily_hours).toBeNull();
  });
});
