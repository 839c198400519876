// The contract of the rating queue and the favourites between API and web (issue #37, item 2): the web reads their
// jobs as the domain's ZJobDetail and ZLikedJob, so the real answers must fit them: the queue of a pupil and of a guest,
// and the favourites after a like of the first job of each type of the demo (a type 3 job carries its legacy fields).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZJobDetail } from '@oabat/domain/jobs';
import { ZLikedJob } from '@oabat/domain/ratings';
import { jobListedSql } from '../jobs/job-expiry.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The fields that do not fit, with zod's reasons (empty when the answer fits). */
const misfits = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the jobs of the rating queue and the favourites as the web reads them', () => {
  it('GET /api/v2/jobs/ratings/liked fits ZLikedJob and the queue ZJobDetail, for each job type, a pupil and a guest', async () => {
    const rows = await t.db.query<{ id: number; type_id: number }>(
      // Open jobs: an expired one takes no like (410, job-expiry.ts).
      `SELECT DISTINCT ON (type_id) id, type_id FROM jobs j WHERE ${jobListedSql('j')} ORDER BY type_id, id`,
    );
    expect(rows.map((r) => r.type_id)).toEqual([1, 2, 3]);
    const pupil = await makeUser(t, { trainee: true });
    const token = await loginAs(t, pupil.email);

    const queue = await t.request({ method: 'GET', url: `/api/v2/jobs/ratings?user_id=${pupil.id}&append_jobs=1`, token });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.length).toBeGreaterThan(0);
    for (const job of queue.json().data) expect(misfits(ZJobDetail, job), job.slug).toEqual([]);

    const guest = await t.request({ method: 'GET', url: '/api/v2/jobs/ratings?anonymous_user_id=vertrag-gast' });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json().data.length).toBeGreaterThan(0);
    for (const job of guest.json().data) expect(misfits(ZJobDetail, job), job.slug).toEqual([]);

    for (const { id } of rows) {
      const liked = await t.request({ method: 'POST', url: '/api/v2/jobs/ratings/', token, payload: { job_id: id, rating: 90 } });
      expect(liked.statusCode, liked.body).toBe(201);
    }
    const favourites = await t.request({ method: 'GET', url: '/api/v2/jobs/ratings/liked', token });
    expect(favourites.statusCode, favourites.body).toBe(200);
    // Every job liked that is still open (an expired one stays liked but is not listed).
    const jobs = favourites.json().data as { id: number; type_id: number; slug: string; rating: number }[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => rows.some((r) => r.id === j.id))).toBe(true);
    for (const job of jobs) expect(misfits(ZLikedJob, job), job.slug).toEqual([]);
    expect(jobs.every((j) => j.rating === 90)).toBe(true);
  });
});
