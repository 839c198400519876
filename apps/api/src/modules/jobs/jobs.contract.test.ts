// The contract of a job between API and web (issue #37, item 2): the web's type of a job is inferred from the domain's
// ZJobDetail, so every answer the web reads as a job must fit it: the job page's GET for each job type, and the
// editor's POST and PUT answers, with an apprenticeship's pay years and an internship's hours filled in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZJobDetail } from '@oabat/domain/jobs';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness } from '../../../test/factories/jobs.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The fields that do not fit, with zod's reasons (empty when the answer fits). */
const misfits = (body: unknown) => {
  const parsed = ZJobDetail.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a job as the web reads it', () => {
  it('GET /api/jobs/{slug} fits ZJobDetail for every job type of the demo', async () => {
    const rows = await t.db.query<{ slug: string; type_id: number }>(
      `SELECT DISTINCT ON (type_id) slug, type_id FROM jobs WHERE status = 'published' ORDER BY type_id, id`,
    );
    expect(rows.map((r) => r.type_id)).toEqual([1, 2, 3]);
    for (const { slug } of rows) {
      const res = await t.request({ method: 'GET', url: `/api/jobs/${slug}` });
      expect(res.statusCode, slug).toBe(200);
      expect(misfits(res.json().data), slug).toEqual([]);
    }
  });

  it("the editor's answers fit it: an apprenticeship with its pay, then an internship with its hours", async () => {
    const biz = await buildBusiness(t, { slug: 'vertrag-baeckerei', permissions: ALL_JOB_PERMISSIONS });
    const created = await t.request({
      method: 'POST',
      url: '/api/v2/jobs/',
      token: biz.token,
      payload: {
        type_id: 1,
        name: 'Ausbildung Bäcker/in 2027',
        description: 'Brot und Brötchen.',
        start_date: '2027-09-01',
        duration_months: 36,
        pay_year_1: 900,
        pay_year_2: 1000,
        pay_year_3: 1100,
        status: 'draft',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json().data;
    expect(misfits(job)).toEqual([]);
    expect(job).toMatchObject({ pay_year_1: 900, pay_year_3: 1100, start_date: '2027-09-01' });

    const updated = await t.request({
      method: 'PUT',
      url: `/api/v2/jobs/${job.id}`,
      token: biz.token,
      payload: {
        type_id: 2,
        name: 'Schülerpraktikum Backstube',
        description: 'Eine Woche backen.',
        age_group: 'youth',
        daily_hours: 7,
        work_start: '08:00',
        work_end: '15:30',
        break_minutes: 60,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(misfits(updated.json().data)).toEqual([]);
    expect(updated.json().data).toMatchObject({ type_id: 2, daily_hours: 7, work_start: '08:00' });
  });

  it('the lists of a business (v1 and v2) fit it, job by job, and each job is what its page sends', async () => {
    const { slug } = (await t.db.one<{ slug: string }>(
      `SELECT b.slug FROM businesses b JOIN jobs j ON j.business_id = b.id WHERE j.status = 'published' GROUP BY b.slug ORDER BY count(*) DESC, b.slug LIMIT 1`,
    ))!;
    for (const url of [`/api/jobs?business=${slug}`, `/api/v2/jobs?business=${slug}`]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const jobs = res.json().data as { slug: string; published_at: string | null }[];
      expect(jobs.length, url).toBeGreaterThan(0);
      for (const job of jobs) expect(misfits(job), `${url} ${job.slug}`).toEqual([]);
      const page = (await t.request({ method: 'GET', url: `/api/jobs/${jobs[0].slug}` })).json().data;
      expect(jobs[0].published_at).toBe(page.published_at);
    }
  });
});
