import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';

let t: TestContext;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
let other: Awaited<ReturnType<typeof buildBusiness>>;
let admin: string;
let jobs: { id: number; slug: string }[];
let foreign: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  biz = await buildBusiness(t, { slug: 'listen-betrieb', permissions: ['publish_regular_jobs', 'job_v3', 'joblist_v2'] });
  other = await buildBusiness(t, { slug: 'listen-andere', permissions: ['joblist_v2'] });
  admin = await t.login(t.config.ADMIN_EMAIL);
  jobs = [await buildJob(t, biz.id, { name: 'Listenjob Eins' }), await buildJob(t, biz.id, { name: 'Listenjob Zwei' })];
  foreign = await buildJob(t, other.id, { name: 'Fremder Job' });
});
afterAll(() => t.close());

describe('job lists', () => {
  it('a business with joblist_v2 keeps a list of its own jobs; anyone opens it; search filters by it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/job_lists',
      token: biz.token,
      payload: { name: 'Unsere Azubi-Stellen', job_ids: [jobs[1].id, jobs[0].id] },
    });
    expect(res.statusCode).toBe(201);
    const list = res.json().data;
    expect(list.slug).toMatch(/^unsere-azubi-stellen-\d+$/);
    expect(list.jobs.map((j: { id: number }) => j.id)).toEqual([jobs[1].id, jobs[0].id]);
    // Every column of the list, and each job as GET /api/jobs/{slug} answers it (the response schema writes only what it lists).
    const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(list).toMatchObject({ name: 'Unsere Azubi-Stellen', description: '', business_id: biz.id, jobs_count: 2, created_at: iso, updated_at: iso });
    expect(list.jobs[0]).toEqual((await t.request({ method: 'GET', url: `/api/jobs/${jobs[1].slug}`, token: biz.token })).json().data);
    const summary = (await t.request({ method: 'GET', url: '/api/job_lists', token: biz.token })).json().data[0];
    expect(Object.keys(summary).sort()).toEqual(['business_id', 'created_at', 'description', 'id', 'jobs_count', 'name', 'slug', 'updated_at']);
    expect((await t.request({ method: 'GET', url: `/api/job_lists/${list.slug}` })).json().data.jobs).toHaveLength(2);
    const found = await t.request({ method: 'GET', url: `/api/v2/search/job?list=${list.slug}&category=alles` });
    expect(
      found
        .json()
        .data.map((j: { id: number }) => j.id)
        .sort(),
    ).toEqual(jobs.map((j) => j.id).sort());
    expect((await t.request({ method: 'GET', url: '/api/job_lists', token: biz.token })).json().data.map((l: { id: number }) => l.id)).toEqual([list.id]);
  });

  it('others cannot change or delete it; a business cannot add foreign jobs; trainees cannot manage lists', async () => {
    const list = (await t.request({ method: 'POST', url: '/api/job_lists', token: biz.token, payload: { name: 'Zweite Liste', job_ids: [jobs[0].id] } })).json()
      .data;
    expect((await t.request({ method: 'PUT', url: `/api/job_lists/${list.id}`, token: other.token, payload: { name: 'Gekapert' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/job_lists/${list.id}`, token: other.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/job_lists/${list.id}` })).statusCode).toBe(401);
    const bad = await t.request({ method: 'PUT', url: `/api/job_lists/${list.id}`, token: biz.token, payload: { job_ids: [foreign.id] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.job_ids).toEqual(['Nur veröffentlichte, nicht abgelaufene Stellen deines Betriebs.']);
    const trainee = await loginAs(t, (await makeUser(t, { trainee: true })).email);
    expect((await t.request({ method: 'POST', url: '/api/job_lists', token: trainee, payload: { name: 'Meine Liste' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/job_lists/${list.id}` })).json().data).toMatchObject({ name: 'Zweite Liste', jobs_count: 1 });
    // the admin may manage every list
    expect((await t.request({ method: 'PUT', url: `/api/job_lists/${list.id}`, token: admin, payload: { name: 'Von der Redaktion' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/job_lists/${list.id}`, token: biz.token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/job_lists/${list.id}` })).statusCode).toBe(404);
  });
});

describe('job ad themes', () => {
  it('a business saves its theme; everyone reads it; others cannot change it; bad colours are refused', async () => {
    const payload = { business_id: biz.id, type: 'job', theme: { primary_color: '#0b5fa5', font: 'rounded' } };
    const res = await t.request({ method: 'POST', url: '/api/v2/themes', token: biz.token, payload });
    expect(res.statusCode).toBe(201);
    const theme = res.json().data;
    expect(theme).toMatchObject({ business_id: biz.id, type: 'job', theme: payload.theme, created_at: expect.any(String), updated_at: expect.any(String) });
    expect(Object.keys(theme).sort()).toEqual(['business_id', 'created_at', 'id', 'theme', 'type', 'updated_at']);
    expect((await t.request({ method: 'GET', url: `/api/v2/themes?business_id=${biz.id}` })).json().data[0].theme).toEqual(payload.theme);
    expect((await t.request({ method: 'POST', url: '/api/v2/themes', token: other.token, payload })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/api/v2/themes/${theme.id}`, token: other.token, payload: { theme: {} } })).statusCode).toBe(403);
    const bad = await t.request({ method: 'PUT', url: `/api/v2/themes/${theme.id}`, token: biz.token, payload: { theme: { primary_color: 'rot' } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['theme.primary_color']).toEqual(['Bitte gib eine Farbe als #RRGGBB an.']);
  });
});

describe('job ad text generator', () => {
  it('writes a German text from the template without a model; needs job_ai', async () => {
    const payload = {
      template: 'job_description',
      inputs: {
        job_name: 'Ausbildung Bäcker/in 2027',
        occupation: 'Bäcker/in',
        business_name: 'Bäckerei Test',
        town: 'Passau',
        tasks: ['Brezen backen'],
        benefits: ['Fahrtkostenzuschuss'],
      },
    };
    expect((await t.request({ method: 'POST', url: '/api/v2/magic/generate', token: biz.token, payload })).statusCode).toBe(403);
    await t.db.query(`UPDATE businesses SET permissions = permissions || '["job_ai"]'::jsonb WHERE id = $1`, [biz.id]);
    const res = await t.request({ method: 'POST', url: '/api/v2/magic/generate', token: biz.token, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.source).toBe('template');
    expect(res.json().data.text).toContain('Du suchst eine Ausbildung als Bäcker/in? Bei Bäckerei Test in Passau erwartet dich: Ausbildung Bäcker/in 2027.');
    expect(res.json().data.text).toContain('• Brezen backen');
    const bad = await t.request({ method: 'POST', url: '/api/v2/magic/generate', token: biz.token, payload: { template: 'gedicht', inputs: {} } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.template).toEqual(['Unbekannte Vorlage.']);
  });
});
