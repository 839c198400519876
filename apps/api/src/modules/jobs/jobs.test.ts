import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { lastMessage, makeUser, loginAs } from '../../../test/factories/accounts.ts';
import { actionPreview } from '@oabat/domain/chat';
import { buildBusiness } from '../../../test/factories/jobs.ts';

let t: TestContext;
let owner: Awaited<ReturnType<typeof buildBusiness>>;
let other: Awaited<ReturnType<typeof buildBusiness>>;
let traineeToken: string;
let occupationId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildBusiness(t, { slug: 'jobtest-baeckerei' });
  other = await buildBusiness(t, { slug: 'jobtest-andere', permissions: ['publish_regular_jobs'] });
  traineeToken = await loginAs(t, (await makeUser(t, { trainee: true })).email);
  occupationId = (await t.db.one<{ id: number }>(`SELECT id FROM occupations ORDER BY id LIMIT 1`))!.id;
});
afterAll(() => t.close());

const create = (token: string | null, payload: Record<string, unknown>, url = '/api/v2/jobs/') => t.request({ method: 'POST', url, token, payload });
const base = { type_id: 1, name: 'Ausbildung zum Bäcker (m/w/d)', description: 'Frische Brezen jeden Morgen.' };

describe('creating jobs', () => {
  it('a business with the right creates a draft job at its main site, with occupation and slug', async () => {
    const res = await create(owner.token, { ...base, occupation_id: occupationId, start_date: '2027-09-01', salary_lower: 900, salary_upper: 1100 });
    expect(res.statusCode).toBe(201);
    const job = res.json().data;
    expect(job).toMatchObject({
      type_id: 1,
      version: 2,
      status: 'draft',
      name: base.name,
      business: { slug: owner.slug },
      is_liked: false,
      start_date: '2027-09-01',
      occupation: { id: occupationId },
      place: { postal_code: '94032' },
    });
    expect(job.slug).toMatch(/^ausbildung-zum-baecker-m-w-d-\d+$/);
    // a draft is invisible to others
    expect((await t.request({ method: 'GET', url: `/api/jobs/${job.slug}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/jobs/${job.slug}`, token: owner.token })).statusCode).toBe(200);
  });

  it('v1 creates version 1 jobs (old editor)', async () => {
    const res = await create(owner.token, { ...base, type_id: 2, name: 'Schülerpraktikum Backstube' }, '/api/jobs');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.version).toBe(1);
  });

  it('a trainee cannot create a job (403), a guest gets 401, nothing is stored', async () => {
    const before = (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM jobs`))!.n;
    expect((await create(traineeToken, base)).statusCode).toBe(403);
    expect((await create(null, base)).statusCode).toBe(401);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM jobs`))!.n).toBe(before);
  });

  it('a business without the special permission creates only type 3 jobs', async () => {
    expect((await create(other.token, base)).statusCode).toBe(403);
    expect((await create(other.token, { ...base, type_id: 3, name: 'Verkäufer (m/w/d) in Teilzeit' })).statusCode).toBe(201);
  });

  it('validates in German', async () => {
    const res = await create(owner.token, { type_id: 7, name: 'ab', salary_lower: 2000, salary_upper: 1000, graduation: 'doktor' });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.type_id).toEqual(['Bitte wähle eine Stellenart.']);
    expect(errors.name).toEqual(['Der Titel muss mindestens 3 Zeichen lang sein.']);
    expect(errors.graduation).toEqual(['Bitte wähle einen Schulabschluss aus der Liste.']);
    const order = await create(owner.token, { ...base, salary_lower: 2000, salary_upper: 1000 });
    expect(order.json().errors.salary_upper).toEqual(['Das Höchstgehalt muss mindestens so hoch wie das Mindestgehalt sein.']);
    const site = await create(owner.token, { ...base, business_site_id: 999999 });
    expect(site.json().errors.business_site_id).toEqual(['Dieser Standort gehört nicht zu deinem Betrieb.']);
  });
});

describe('editing and deleting', () => {
  it('another business cannot edit or delete a job (403) and nothing changes', async () => {
    const job = (await create(owner.token, { ...base, name: 'Konditor (m/w/d)' })).json().data;
    const put = await t.request({ method: 'PUT', url: `/api/v2/jobs/${job.id}`, token: other.token, payload: { name: 'Gekapert' } });
    expect(put.statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/jobs/${job.slug}`, token: other.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/api/jobs/${job.id}`, token: traineeToken, payload: { name: 'X-Job' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/api/jobs/${job.id}`, payload: { name: 'X-Job' } })).statusCode).toBe(401);
    expect((await t.db.one<{ name: string }>(`SELECT name FROM jobs WHERE id = $1`, [job.id]))!.name).toBe('Konditor (m/w/d)');
  });

  it('the owner edits fields and deletes', async () => {
    const job = (await create(owner.token, { ...base, name: 'Bäckereifachverkäufer (m/w/d)' })).json().data;
    const put = await t.request({ method: 'PUT', url: `/api/jobs/${job.slug}`, token: owner.token, payload: { description: 'Neu', positions: 2 } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ description: 'Neu', positions: 2, name: 'Bäckereifachverkäufer (m/w/d)' });
    expect((await t.request({ method: 'DELETE', url: `/api/v2/jobs/${job.id}`, token: owner.token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/job/${job.id}`, token: owner.token })).statusCode).toBe(404);
  });

  it("lists a business's jobs: published for everyone, all for the owner", async () => {
    const pub = await t.request({ method: 'GET', url: `/api/jobs?business=${owner.slug}` });
    expect(pub.json().data.every((j: { status: string }) => j.status === 'published')).toBe(true);
    const own = await t.request({ method: 'GET', url: '/api/v2/jobs', token: owner.token });
    expect(own.json().data.length).toBeGreaterThan(0);
  });
});

describe('publishing through a job review', () => {
  it('a request to publish becomes pending; the admin approves it and it is published', async () => {
    const job = (await create(owner.token, { ...base, name: 'Bäcker (m/w/d) ab September', status: 'published' })).json().data;
    expect(job.status).toBe('pending');
    const mail = await lastMessage(t, t.config.ADMIN_EMAIL);
    expect(mail!.subject).toBe('Freigabe angefragt: Bäcker (m/w/d) ab September');
    const review = (await t.db.one<{ id: number }>(`SELECT id FROM job_reviews WHERE job_id = $1`, [job.id]))!;
    expect((await t.request({ method: 'PUT', url: `/api/v2/job_reviews/${review.id}`, token: owner.token, payload: { status: 'approved' } })).statusCode).toBe(
      403,
    );
    const got = await t.request({ method: 'GET', url: `/api/v2/job_reviews/${review.id}`, token: owner.token });
    expect(got.json().data).toMatchObject({ status: 'pending', job: { id: job.id } });
    expect((await t.request({ method: 'GET', url: `/api/v2/job_reviews/${review.id}`, token: other.token })).statusCode).toBe(403);
    const admin = await t.login(t.config.ADMIN_EMAIL);
    const res = await t.request({ method: 'PUT', url: `/api/v2/job_reviews/${review.id}`, token: admin, payload: { status: 'approved' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: review.id,
      job_id: job.id,
      status: 'approved',
      comment: null,
      created_at: got.json().data.created_at,
      reviewed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      job: { id: job.id, slug: job.slug, name: 'Bäcker (m/w/d) ab September', type_id: job.type_id, status: 'published', business: { id: expect.any(Number) } },
    });
    expect(got.json().data).toMatchObject({ reviewed_at: null, job: { status: 'pending' } });
    expect((await t.request({ method: 'GET', url: `/api/jobs/${job.slug}` })).json().data.status).toBe('published');
    expect((await lastMessage(t, owner.email))!.subject).toBe('Veröffentlicht: Bäcker (m/w/d) ab September');
    expect((await t.request({ method: 'PUT', url: `/api/v2/job_reviews/${review.id}`, token: admin, payload: { status: 'rejected' } })).statusCode).toBe(409);
  });

  it('a rejection puts the job back to draft with "Veröffentlichung abgelehnt: {name}"', async () => {
    const job = (await create(owner.token, { ...base, name: 'Konditorei-Azubi', status: 'pending' })).json().data;
    const review = (await t.db.one<{ id: number }>(`SELECT id FROM job_reviews WHERE job_id = $1`, [job.id]))!;
    const admin = await t.login(t.config.ADMIN_EMAIL);
    const res = await t.request({
      method: 'PUT',
      url: `/api/v2/job_reviews/${review.id}`,
      token: admin,
      payload: { status: 'rejected', comment: 'Bitte Gehalt angeben.' },
    });
    expect(res.json().data.status).toBe('rejected');
    const mail = await lastMessage(t, owner.email);
    expect(mail!.subject).toBe('Veröffentlichung abgelehnt: Konditorei-Azubi');
    expect(mail!.body_text).toContain('Bitte Gehalt angeben.');
    expect((await t.request({ method: 'GET', url: `/api/jobs/${job.id}`, token: owner.token })).json().data.status).toBe('draft');
    // the chat line the business sees
    const action = await t.db.one<{ body: string }>(
      `SELECT m.body FROM messages m JOIN conversation_participants p ON p.conversation_id = m.conversation_id
        WHERE m.type = 'action' AND p.user_id = $1 ORDER BY m.id DESC LIMIT 1`,
      [owner.userId],
    );
    const parsed = JSON.parse(action!.body);
    expect(parsed).toMatchObject({ action: 'jobReviewed', params: { status: 'rejected', job_name: 'Konditorei-Azubi' } });
    expect(actionPreview(parsed)).toBe('Veröffentlichung abgelehnt: Konditorei-Azubi');
  });

  it('a brand-new business (registered with name and e-mail only) goes through the review; the admin gets the notice', async () => {
    const reg = await t.request({
      method: 'POST',
      url: '/api/businesses',
      payload: {
        newBusiness: { name: 'Neu und ungeprüft GmbH', firstname: 'Nina', lastname: 'Neu', email: `neu${Date.now()}@test.example`, password: 'Ganz-neu-2026' },
        channel: 'oabat',
      },
    });
    expect(reg.statusCode).toBe(201);
    const token = reg.json().token as string;
    expect(reg.json().data.business.permissions).toContain('activate_job');
    const features = (await t.request({ method: 'GET', url: '/api/v2/jobs/features', token })).json().data;
    expect(features.can_publish).toBe(false);
    const job = (await create(token, { ...base, name: 'Erste Stelle sofort', status: 'published' })).json().data;
    expect(job.status).toBe('pending');
    expect((await lastMessage(t, t.config.ADMIN_EMAIL))!.subject).toBe('Freigabe angefragt: Erste Stelle sofort');
    expect((await t.request({ method: 'GET', url: `/api/jobs/${job.slug}` })).statusCode).toBe(404);
  });

  it('a business with activate_job publishes directly only once the admin verified it ("geprüfter Betrieb")', async () => {
    await t.db.query(`UPDATE businesses SET permissions = permissions || '["activate_job"]'::jsonb WHERE id = $1`, [owner.id]);
    const waiting = (await create(owner.token, { ...base, name: 'Noch ungeprüft', status: 'published' })).json().data;
    expect(waiting.status).toBe('pending');
    const admin = await t.login(t.config.ADMIN_EMAIL);
    const verified = await t.request({
      method: 'PUT',
      url: `/api/v2/admin/business/${owner.id}/verification`,
      token: admin,
      payload: { kind: 'register', reference: 'HRB 12345 Passau' },
    });
    expect(verified.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v2/jobs/features', token: owner.token })).json().data.can_publish).toBe(true);
    const job = (await create(owner.token, { ...base, name: 'Sofort online', status: 'published' })).json().data;
    expect(job.status).toBe('published');
  });
});

describe('legacy block, lists and features', () => {
  it('merges the legacy block into type 3 jobs only', async () => {
    const blocks = [{ name: 'legacy', data: { working_hours: '20 Stunden' } }];
    const job3 = (await create(owner.token, { ...base, type_id: 3, name: 'Aushilfe Verkauf', content_blocks: blocks })).json().data;
    expect(job3.working_hours).toBe('20 Stunden');
    const job1 = (await create(owner.token, { ...base, name: 'Azubi mit Block', content_blocks: blocks })).json().data;
    expect(job1.working_hours).toBeUndefined();
  });

  it('checks a legacy block by the rules of the job fields: bounds, ownership, no extra fields, no other block types', async () => {
    const type3 = (data: object, name = 'legacy') => create(owner.token, { ...base, type_id: 3, name: 'Aushilfe mit Block', content_blocks: [{ name, data }] });
    const refused = [
      [{ salary_lower: -500 }, 'content_blocks.0.data.salary_lower'],
      [{ salary_upper: 99_999_999 }, 'content_blocks.0.data.salary_upper'],
      [{ id: 1, slug: 'x' }, 'content_blocks.0.data'],
      [{ business_id: 1 }, 'content_blocks.0.data'],
    ] as const;
    for (const [data, field] of refused) {
      const res = await type3(data);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const unknownType = await type3({ working_hours: '8' }, 'html');
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors['content_blocks.0.name']).toEqual(['Unbekannter Inhaltsblock: erlaubt ist nur „legacy“.']);
    // Ids inside the block meet the same checks as the job's own: an occupation that does not exist, another business's site.
    const noOccupation = await type3({ occupation_id: 999_999 });
    expect(noOccupation.json().errors).toEqual({ occupation_id: ['Diesen Beruf gibt es nicht.'] });
    const foreignSite = (await t.db.one<{ id: number }>(`SELECT s.id FROM business_sites s WHERE s.business_id <> $1 LIMIT 1`, [owner.id]))!.id;
    const siteRes = await type3({ business_site_id: foreignSite });
    expect(siteRes.json().errors).toEqual({ business_site_id: ['Dieser Standort gehört nicht zu deinem Betrieb.'] });
    // A valid block's pay becomes the job's own pay, as if it had been sent at the top level.
    const ok = (await type3({ salary_lower: 1200, salary_upper: 1500, working_hours: 'Teilzeit' })).json().data;
    expect(ok).toMatchObject({ salary_lower: 1200, salary_upper: 1500, working_hours: 'Teilzeit' });
    expect(ok.content_blocks).toEqual([{ name: 'legacy', data: { working_hours: 'Teilzeit' } }]);
  });

  it('shows nothing but the legacy text of a block stored before the rules', async () => {
    const job = (await create(owner.token, { ...base, type_id: 3, name: 'Altbestand' })).json().data;
    await t.db.query(`UPDATE jobs SET content_blocks = $2::jsonb, salary_lower = NULL WHERE id = $1`, [
      job.id,
      JSON.stringify([{ name: 'legacy', data: { salary_lower: -5, occupation_id: 424242, working_hours: 'Vollzeit' } }]),
    ]);
    const shown = (await t.request({ method: 'GET', url: `/api/v2/jobs/${job.id}`, token: owner.token })).json().data;
    expect(shown.working_hours).toBe('Vollzeit');
    expect(shown.salary_lower).toBeNull();
    expect(shown.occupation_id ?? null).not.toBe(424242);
  });

  it('serves attributes, advantages, features, limits and statistics', async () => {
    expect((await t.request({ method: 'GET', url: '/api/jobattributes' })).json().data[0]).toEqual({ id: 1, slug: 'teamarbeit', name: 'Teamarbeit' });
    expect((await t.request({ method: 'GET', url: '/api/jobadvantages' })).json().data.length).toBe(10);
    expect((await t.request({ method: 'GET', url: '/api/v2/jobs/features', token: other.token })).json().data.can_create).toEqual({
      1: false,
      2: false,
      3: true,
    });
    expect((await t.request({ method: 'GET', url: '/api/v2/jobs/features', token: traineeToken })).statusCode).toBe(403);
    const limit = (await t.request({ method: 'GET', url: '/api/v2/jobs/check_limit', token: owner.token })).json().data;
    expect(limit).toMatchObject({ limit: 10 });
    const job = (await t.request({ method: 'GET', url: '/api/v2/jobs', token: owner.token })).json().data[0];
    // A job's figures need the business permission statistics.
    expect((await t.request({ method: 'GET', url: `/api/v2/jobs/${job.id}/statistics`, token: owner.token })).statusCode).toBe(403);
    await t.db.query(`UPDATE businesses SET permissions = permissions || '["statistics"]'::jsonb WHERE id = $1`, [owner.id]);
    const stats = await t.request({ method: 'GET', url: `/api/v2/jobs/${job.id}/statistics`, token: owner.token });
    expect(stats.json().data).toMatchObject({ job_id: job.id, views: 0, interests: 0 });
    expect((await t.request({ method: 'GET', url: `/api/v2/jobs/${job.id}/statistics`, token: other.token })).statusCode).toBe(403);
  });
});
