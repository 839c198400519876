import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';

let t: TestContext;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
let jobs: { id: number; slug: string }[];
let trainee: { id: number; email: string };
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  biz = await buildBusiness(t, { slug: 'bewertungs-betrieb' });
  jobs = [];
  for (let i = 0; i < 14; i++) jobs.push(await buildJob(t, biz.id, { name: `Bewertbarer Job ${i}` }));
  trainee = await makeUser(t, { trainee: true });
  token = await loginAs(t, trainee.email);
});
afterAll(() => t.close());

const rate = (payload: Record<string, unknown>, tk: string | null = token) => t.request({ method: 'POST', url: '/api/v2/jobs/ratings/', token: tk, payload });

describe('ratings', () => {
  it("a trainee's first like above 50 is a first like and sets ever_liked_job; the next is not", async () => {
    const low = await rate({ job_id: jobs[0].id, user_id: trainee.id, rating: 50 });
    expect(low.statusCode).toBe(201);
    expect(low.json().data).toMatchObject({ is_like: false, first_like: false });
    const first = await rate({ job_id: jobs[1].id, user_id: trainee.id, rating: 51 });
    expect(first.json().data).toMatchObject({ job_id: jobs[1].id, rating: 51, is_like: true, first_like: true });
    const me = await t.request({ method: 'GET', url: '/api/auth/user', token });
    if (me.statusCode === 200) expect(JSON.stringify(me.json())).toContain('"ever_liked_job":true');
    expect((await t.db.one<{ e: boolean }>(`SELECT ever_liked_job AS e FROM users WHERE id = $1`, [trainee.id]))!.e).toBe(true);
    expect((await rate({ job_id: jobs[2].id, rating: 90 })).json().data.first_like).toBe(false);
  });

  it('rating twice is a conflict, except a like over an earlier skip; unknown jobs are 404; bad values 422', async () => {
    expect((await rate({ job_id: jobs[1].id, rating: 70 })).statusCode).toBe(409);
    // jobs[0] was rated 50 (no like): liking it later replaces that, a second skip does not.
    expect((await rate({ job_id: jobs[0].id, rating: 20 })).statusCode).toBe(409);
    const changed = await rate({ job_id: jobs[0].id, rating: 100 });
    expect(changed.statusCode, changed.body).toBe(201);
    expect(changed.json().data).toMatchObject({ job_id: jobs[0].id, rating: 100, is_like: true });
    expect((await t.db.query(`SELECT 1 FROM job_ratings WHERE job_id = $1 AND rating = 100`, [jobs[0].id])).length).toBe(1);
    // Back to the skip the next tests start from.
    await t.db.query(`UPDATE job_ratings SET rating = 50 WHERE job_id = $1`, [jobs[0].id]);
    expect((await rate({ job_id: 99999999, rating: 70 })).statusCode).toBe(404);
    const bad = await rate({ job_id: jobs[3].id, rating: 101 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.rating).toEqual(['Die Bewertung liegt zwischen 0 und 100.']);
  });

  it('only trainees rate on the server, and only for themselves', async () => {
    expect((await rate({ job_id: jobs[4].id, rating: 80 }, null)).statusCode).toBe(401);
    expect((await rate({ job_id: jobs[4].id, rating: 80 }, biz.token)).statusCode).toBe(403);
    const other = await makeUser(t, { trainee: true });
    expect((await rate({ job_id: jobs[4].id, user_id: other.id, rating: 80 })).statusCode).toBe(403);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM job_ratings WHERE job_id = $1`, [jobs[4].id]))!.n).toBe(0);
  });

  it('guests rate with their session id', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/jobs/anonymous_ratings/',
      payload: { job_id: jobs[5].id, anonymous_user_id: 'sitzung-12345678', rating: 90 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.is_like).toBe(true);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v2/jobs/anonymous_ratings',
          payload: { job_id: jobs[5].id, anonymous_user_id: 'sitzung-12345678', rating: 10 },
        })
      ).statusCode,
    ).toBe(409);
    const queue = await t.request({ method: 'GET', url: '/api/v2/jobs/ratings?anonymous_user_id=sitzung-12345678' });
    expect(queue.json().data.map((j: { id: number }) => j.id)).not.toContain(jobs[5].id);
  });

  it('a guest cannot inflate a job with fresh session ids: a few ratings per address and job a day', async () => {
    const rateAs = (remoteAddress: string, n: number) =>
      t.request({
        method: 'POST',
        url: '/api/v2/jobs/anonymous_ratings',
        remoteAddress,
        payload: { job_id: jobs[6].id, anonymous_user_id: `flut-${remoteAddress}-${n}`, rating: 100 },
      });
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await rateAs('203.0.113.50', n)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await rateAs('203.0.113.51', 0)).statusCode).toBe(201);
    const stored = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM job_anonymous_ratings WHERE job_id = $1 AND anonymous_user_id LIKE 'flut-%'`, [
      jobs[6].id,
    ]);
    expect(stored!.n).toBe(4);
  });

  it('the queue holds unrated jobs and grows on append_jobs', async () => {
    const q1 = await t.request({ method: 'GET', url: `/api/v2/jobs/ratings?user_id=${trainee.id}&append_jobs=0`, token });
    const first = q1.json().data.map((j: { id: number }) => j.id);
    expect(first.length).toBe(10);
    expect(first).not.toContain(jobs[1].id);
    const q2 = await t.request({ method: 'GET', url: `/api/v2/jobs/ratings?user_id=${trainee.id}&append_jobs=1`, token });
    expect(q2.json().data.length).toBeGreaterThan(10);
    const other = await makeUser(t, { trainee: true });
    expect((await t.request({ method: 'GET', url: `/api/v2/jobs/ratings?user_id=${other.id}`, token })).statusCode).toBe(403);
  });

  it("liked jobs list, and deleting one's own rating only", async () => {
    const liked = await t.request({ method: 'GET', url: '/api/v2/jobs/ratings/liked', token });
    const items = liked.json().data;
    expect(items.map((j: { id: number }) => j.id).sort()).toEqual([jobs[1].id, jobs[2].id].sort());
    expect(items.every((j: { is_liked: boolean }) => j.is_liked)).toBe(true);
    const ratingId = items[0].rating_id;
    const other = await loginAs(t, (await makeUser(t, { trainee: true })).email);
    expect((await t.request({ method: 'DELETE', url: `/api/v2/jobs/ratings/${ratingId}`, token: other })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/v2/jobs/ratings/${ratingId}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/api/v2/jobs/ratings/${ratingId}`, token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/v2/jobs/ratings/liked', token })).json().data.length).toBe(1);
  });
});
