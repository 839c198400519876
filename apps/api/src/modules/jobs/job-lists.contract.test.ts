// The contract of a job list between API and web (issue #37, item 2): the web's type of a list is inferred from the
// domain's ZJobListDetail, whose jobs are ZJobDetail. Every answer with a list's jobs must fit it, and each job must be
// sent exactly as its own page sends it (GET /api/jobs/{slug}), for every job type of the demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZJobList, ZJobListDetail } from '@oabat/domain/jobs';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { jobListedSql } from './job-expiry.ts';

let t: TestContext;
let admin: string;
let demo: { id: number; slug: string }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(t.config.ADMIN_EMAIL);
  // Open jobs: a list takes no expired one (issue 33).
  demo = await t.db.query<{ id: number; slug: string }>(`SELECT DISTINCT ON (type_id) id, slug FROM jobs j WHERE ${jobListedSql('j')} ORDER BY type_id, id`);
});
afterAll(() => t.close());

/** The fields that do not fit, with zod's reasons (empty when the answer fits). */
const misfits = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a job list as the web reads it', () => {
  it('POST, GET and PUT /api/job_lists fit ZJobListDetail, each job as GET /api/jobs/{slug} sends it', async () => {
    expect(demo).toHaveLength(3);
    const created = await t.request({
      method: 'POST',
      url: '/api/job_lists',
      token: admin,
      payload: { name: 'Vertrag aller Stellenarten', job_ids: demo.map((j) => j.id) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = created.json().data;
    expect(misfits(ZJobListDetail, list)).toEqual([]);

    for (const token of [admin, undefined]) {
      const res = await t.request({ method: 'GET', url: `/api/job_lists/${list.slug}`, token });
      expect(res.statusCode).toBe(200);
      const body = res.json().data;
      expect(misfits(ZJobListDetail, body)).toEqual([]);
      expect(body.jobs.map((j: { id: number }) => j.id)).toEqual(demo.map((j) => j.id));
      for (const [i, { slug }] of demo.entries()) {
        const page = await t.request({ method: 'GET', url: `/api/jobs/${slug}`, token });
        expect(body.jobs[i], slug).toEqual(page.json().data);
      }
    }

    const updated = await t.request({ method: 'PUT', url: `/api/job_lists/${list.id}`, token: admin, payload: { job_ids: [demo[2]!.id] } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(misfits(ZJobListDetail, updated.json().data)).toEqual([]);
    expect(updated.json().data.jobs).toHaveLength(1);

    const all = await t.request({ method: 'GET', url: '/api/job_lists', token: admin });
    expect(misfits(z.array(ZJobList), all.json().data)).toEqual([]);
  });
});
