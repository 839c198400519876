import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { multipartBody, testJpeg } from '../../../test/factories/media.ts';
import { DEMO_FAIR_SLUG } from './fairs.demo.ts';

let t: TestContext;
let admin: string;
let region: string;
let huber: string;
let trainee: string;
let far: Awaited<ReturnType<typeof buildBusiness>>;
let hidden: Awaited<ReturnType<typeof buildBusiness>>;
let outsider: Awaited<ReturnType<typeof buildBusiness>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  region = await t.login('region@oabat.example');
  huber = await t.login('betrieb@oabat.example');
  trainee = await loginAs(t, (await makeUser(t, { trainee: true })).email);
  // A participant far from the fair (Munich), one without a public profile, and one that does not take part.
  far = await buildBusiness(t, { slug: 'messetest-muenchen', postalCode: '80331' });
  hidden = await buildBusiness(t, { slug: 'messetest-versteckt', postalCode: '94032' });
  await t.db.query(`UPDATE businesses SET is_visible = false WHERE id = $1`, [hidden.id]);
  outsider = await buildBusiness(t, { slug: 'messetest-nicht-dabei', postalCode: '94032' });
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const FAIR = () => ({
  name: 'Messetest Passau',
  title: 'Betriebe live',
  description: 'Zeile eins\nZeile zwei',
  channel: 'passau',
  start_at: inDays(5),
  end_at: inDays(5.3),
  postal_code: '94032',
  city: 'Passau',
  location_name: 'Dreiländerhalle',
  street: 'Am Ausbildungszentrum 1',
});
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.request({ method, url, token, payload });
const create = async (body: Record<string, unknown> = FAIR()) => {
  const res = await req('POST', '/api/jobfairs', admin, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; slug: string; location_slug: string };
};
const count = async () => (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM job_fairs`))!.n;

describe('job fairs', () => {
  it('the demo fair around Passau is public with the demo bakery', async () => {
    const list = (await req('GET', '/api/jobfairs', null)).json().data;
    const demo = list.find((f: { slug: string }) => f.slug === DEMO_FAIR_SLUG);
    expect(demo).toMatchObject({ name: 'Digitale Ausbildungsmesse Passau', channel: { slug: 'passau' }, can_edit: false, businesses_unpublished: [] });
    expect(demo.businesses.map((b: { slug: string }) => b.slug)).toContain('baeckerei-huber');
    expect(demo.location_slug).toMatch(/^passau-\d+$/);
    // by slug, and by its place
    expect((await req('GET', `/api/jobfairs/${DEMO_FAIR_SLUG}`, null)).json().data.id).toBe(demo.id);
    const atPlace = (await t.request({ method: 'GET', url: '/api/jobfairs', query: { location_slug: demo.location_slug } })).json().data;
    expect(atPlace.map((f: { id: number }) => f.id)).toContain(demo.id);
  });

  it('the admin creates a fair; its place comes from the postal code; the others read it', async () => {
    const f = await create();
    const got = (await req('GET', `/api/jobfairs/${f.id}`, trainee)).json().data;
    expect(got).toMatchObject({
      name: 'Messetest Passau',
      title: 'Betriebe live',
      description: 'Zeile eins\nZeile zwei',
      place: { name: 'Passau', postal_code: '94032' },
      businesses: [],
      can_edit: false,
    });
    expect(f.slug).toMatch(/^messetest-passau-\d+$/);
    expect((await req('GET', `/api/jobfairs/${f.id}`, admin)).json().data.can_edit).toBe(true);
  });

  it('two fairs at one place each open by their own slug (#36); a slug never equals a place slug', async () => {
    const one = await create({ ...FAIR(), name: 'Winter-Jobmesse Passau', start_at: inDays(3), end_at: inDays(3.2) });
    const two = await create({ ...FAIR(), name: 'Winter-Jobmesse Passau', start_at: inDays(4), end_at: inDays(4.2) });
    expect(one.slug).not.toBe(two.slug);
    expect(one.location_slug).toBe(two.location_slug);
    for (const f of [one, two]) {
      const bySlug = (await t.request({ method: 'GET', url: '/api/jobfairs', query: { slug: f.slug } })).json().data;
      expect(bySlug.map((x: { id: number }) => x.id)).toEqual([f.id]);
    }
    // A fair named after its place does not take the place's slug, so the place's link still finds its fairs.
    const town = await create({ ...FAIR(), name: one.location_slug.replace(/-\d+$/, ''), start_at: inDays(2), end_at: inDays(2.2) });
    const places = await t.db.query<{ slug: string }>(`SELECT slug FROM places WHERE slug = $1`, [town.slug]);
    expect(places).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/jobfairs', query: { slug: 'Gross Buchstaben' } })).statusCode).toBe(422);
  });

  it('a business applies for a fair and proposes a slot; the admin accepts; the business sees the state (#36)', async () => {
    const f = await create({ ...FAIR(), name: 'Anfragemesse Passau' });
    // A business of its own: the others' participation is what later tests count on.
    const outsider = await buildBusiness(t, { slug: 'messetest-bewerber', postalCode: '94032' });
    const body = { business_id: outsider.id, message: 'Wir zeigen unsere Backstube.', slot_start: inDays(5.1), slot_end: inDays(5.15) };
    // only the business itself: other businesses, the region and guests are refused
    expect((await req('POST', `/api/jobfairs/${f.slug}/requests`, huber, body)).statusCode).toBe(403);
    expect((await req('POST', `/api/jobfairs/${f.slug}/requests`, region, body)).statusCode).toBe(403);
    expect((await req('POST', `/api/jobfairs/${f.slug}/requests`, null, body)).statusCode).toBe(401);
    // German field messages: a slot outside the fair, an end before the start
    const outside = await req('POST', `/api/jobfairs/${f.slug}/requests`, outsider.token, { ...body, slot_start: inDays(1), slot_end: inDays(1.1) });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.slot_start).toEqual(['Das Zeitfenster muss während der Messe liegen.']);
    const reversed = await req('POST', `/api/jobfairs/${f.slug}/requests`, outsider.token, { ...body, slot_end: inDays(5.05) });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.slot_end).toEqual(['Das Ende muss nach dem Beginn liegen.']);

    const sent = await req('POST', `/api/jobfairs/${f.slug}/requests`, outsider.token, body);
    expect(sent.statusCode).toBe(201);
    const request = sent.json().data;
    // The whole request is written (the response schema lists every field the pages read).
    expect(request).toEqual({
      id: expect.any(Number),
      fair: { id: f.id, slug: f.slug, name: 'Anfragemesse Passau', start_at: expect.any(String), end_at: expect.any(String) },
      business: { id: outsider.id, slug: outsider.slug, name: expect.any(String) },
      message: 'Wir zeigen unsere Backstube.',
      slot_start: new Date(body.slot_start).toISOString(),
      slot_end: new Date(body.slot_end).toISOString(),
      status: 'pending',
      created_at: expect.any(String),
    });
    expect(request).toMatchObject({ status: 'pending', business: { slug: outsider.slug }, fair: { id: f.id }, message: 'Wir zeigen unsere Backstube.' });
    // the admin lists and decides; nobody else
    expect((await req('GET', '/api/jobfair_requests', outsider.token)).statusCode).toBe(403);
    expect((await req('PUT', `/api/jobfair_requests/${request.id}`, outsider.token, { status: 'accepted' })).statusCode).toBe(403);
    const pending = (await t.request({ method: 'GET', url: '/api/jobfair_requests', token: admin, query: { status: 'pending' } })).json().data;
    expect(pending.find((r: { id: number }) => r.id === request.id)).toEqual(request);
    expect((await req('PUT', `/api/jobfair_requests/${request.id}`, admin, { status: 'vielleicht' })).statusCode).toBe(422);
    expect((await req('PUT', `/api/jobfair_requests/${request.id}`, admin, { status: 'accepted' })).json().data).toEqual({ ...request, status: 'accepted' });
    expect((await req('GET', `/api/jobfairs/${f.id}`, admin)).json().data.businesses.map((b: { slug: string }) => b.slug)).toContain(outsider.slug);
    // the business sees its state; another business does not
    const mine = (await req('GET', `/api/business/${outsider.slug}/jobfair_requests`, outsider.token)).json().data;
    expect(mine.find((r: { id: number }) => r.id === request.id).status).toBe('accepted');
    expect((await req('GET', `/api/business/${outsider.slug}/jobfair_requests`, huber)).statusCode).toBe(403);
  });

  it('businesses, regions, trainees may not write fairs (403), guests 401; nothing changes', async () => {
    const f = await create();
    const before = await count();
    for (const token of [huber, region, trainee]) {
      expect((await req('POST', '/api/jobfairs', token, FAIR())).statusCode).toBe(403);
      expect((await req('PUT', `/api/jobfairs/${f.id}`, token, { name: 'Gekapert' })).statusCode).toBe(403);
      expect((await req('DELETE', `/api/jobfairs/${f.id}`, token)).statusCode).toBe(403);
      expect((await req('POST', `/api/jobfairs/${f.id}/businesses`, token, { business_id: outsider.id })).statusCode).toBe(403);
      expect((await req('DELETE', `/api/jobfairs/${f.id}/businesses/${outsider.id}`, token)).statusCode).toBe(403);
    }
    expect((await req('POST', '/api/jobfairs', null, FAIR())).statusCode).toBe(401);
    expect((await req('PUT', `/api/jobfairs/${f.id}`, null, { name: 'Gekapert' })).statusCode).toBe(401);
    expect(await count()).toBe(before);
    const row = await t.db.one<{ name: string; n: number }>(
      `SELECT name, (SELECT count(*)::int FROM job_fair_businesses WHERE job_fair_id = f.id) AS n FROM job_fairs f WHERE id = $1`,
      [f.id],
    );
    expect(row).toEqual({ name: 'Messetest Passau', n: 0 });
  });

  it('bad input: 422 with German field messages, never a 500', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await req('POST', '/api/jobfairs', admin, { ...FAIR(), ...body });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).join(',')).toContain(field);
    };
    await bad({ name: 'x' }, 'name');
    await bad({ name: 'Messe\u0000Test' }, 'name');
    await bad({ end_at: inDays(4) }, 'end_at');
    await bad({ end_at: inDays(40) }, 'end_at');
    await bad({ postal_code: '00000' }, 'postal_code');
    await bad({ postal_code: 'abc' }, 'postal_code');
    await bad({ channel: 'gibt-es-nicht' }, 'channel');
    await bad({ description: 'x'.repeat(10_001) }, 'description');
    await bad({ logo_image_id: 99_999_999_999 }, 'logo_image_id');
    const f = await create();
    expect((await req('PUT', `/api/jobfairs/${f.id}`, admin, { start_at: inDays(6) })).statusCode).toBe(422);
    expect((await req('GET', '/api/jobfairs/99999999999', null)).statusCode).toBe(404);
    expect((await req('GET', '/api/jobfairs/Gross%20Buchstaben', null)).statusCode).toBe(422);
    expect((await req('POST', `/api/jobfairs/${f.id}/businesses`, admin, { business_id: 2_147_483_000 })).statusCode).toBe(422);
  });

  it('a logo must be a public image the admin uploaded', async () => {
    const foreignBody = await multipartBody({ image: { bytes: await testJpeg(320, 240), name: 'fremd.jpg' } });
    const foreign = (await t.request({ method: 'POST', url: '/api/images', token: huber, ...foreignBody })).json().data.id;
    expect((await req('POST', '/api/jobfairs', admin, { ...FAIR(), logo_image_id: foreign })).statusCode).toBe(422);
    const ownBody = await multipartBody({ image: { bytes: await testJpeg(320, 240), name: 'logo.jpg' }, public: '1' });
    const own = (await t.request({ method: 'POST', url: '/api/images', token: admin, ...ownBody })).json().data.id;
    const f = await create({ ...FAIR(), logo_image_id: own });
    const got = (await req('GET', `/api/jobfairs/${f.id}`, null)).json().data;
    expect(got.logo?.id).toBe(own);
    expect(got.logo_file_path).toBeTruthy();
  });

  it('the admin edits, adds and removes participants; unpublished ones only the admin sees', async () => {
    const f = await create();
    const put = await req('PUT', `/api/jobfairs/${f.id}`, admin, { name: 'Messetest Passau 2', postal_code: '80331', city: 'München' });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ name: 'Messetest Passau 2', place: { postal_code: '80331' } });
    for (const b of [far.id, hidden.id, far.id])
      expect((await req('POST', `/api/jobfairs/${f.id}/businesses`, admin, { business_id: b })).statusCode).toBe(200);
    const adminView = (await req('GET', `/api/jobfairs/${f.id}`, admin)).json().data;
    expect(adminView.businesses.map((b: { id: number }) => b.id)).toEqual([far.id]);
    expect(adminView.businesses_unpublished.map((b: { id: number }) => b.id)).toEqual([hidden.id]);
    const guestView = (await req('GET', `/api/jobfairs/${f.id}`, null)).json().data;
    expect(guestView.businesses_unpublished).toEqual([]);
    expect(JSON.stringify(guestView)).not.toContain('messetest-versteckt');
    const removed = await req('DELETE', `/api/jobfairs/${f.id}/businesses/${far.id}`, admin);
    expect(removed.json().data.businesses).toEqual([]);
    const deleted = await req('DELETE', `/api/jobfairs/${f.id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await req('GET', `/api/jobfairs/${f.id}`, admin)).statusCode).toBe(404);
  });

  it('a fair that is over is gone for guests and users, the admin still finds it', async () => {
    const f = await create();
    await t.db.query(`UPDATE job_fairs SET start_at = now() - interval '3 days', end_at = now() - interval '2 days' WHERE id = $1`, [f.id]);
    expect((await req('GET', `/api/jobfairs/${f.id}`, null)).statusCode).toBe(404);
    expect((await req('GET', `/api/jobfairs/${f.id}`, trainee)).statusCode).toBe(404);
    const ids = (list: { id: number }[]) => list.map((x) => x.id);
    expect(ids((await t.request({ method: 'GET', url: '/api/jobfairs', query: { past: '1' } })).json().data)).not.toContain(f.id);
    expect(ids((await t.request({ method: 'GET', url: '/api/jobfairs', token: admin, query: { past: '1' } })).json().data)).toContain(f.id);
    expect((await req('GET', `/api/jobfairs/${f.id}`, admin)).statusCode).toBe(200);
  });

  it("the search with job_fair shows only the participants' jobs, at any distance, while the fair is not over", async () => {
    const f = await create();
    await req('POST', `/api/jobfairs/${f.id}/businesses`, admin, { business_id: far.id });
    const farJob = await buildJob(t, far.id, { name: 'Messetest Mechatroniker', lat: 48.137, lon: 11.575 });
    const outJob = await buildJob(t, outsider.id, { name: 'Messetest Außenseiter', lat: 48.57, lon: 13.46 });
    const search = (category: string, extra: Record<string, string> = {}) =>
      t.request({
        method: 'GET',
        url: '/api/search',
        token: trainee,
        query: { category, latitude: '48.5665', longitude: '13.4312', radius: '10', job_fair: String(f.id), ...extra },
      });
    const jobs = (await search('alles')).json();
    const ids = jobs.result.data.map((j: { id: number }) => j.id);
    expect(ids).toContain(farJob.id);
    expect(ids).not.toContain(outJob.id);
    expect((await search('alles', { term: 'Mechatroniker' })).json().result.data.map((j: { id: number }) => j.id)).toEqual([farJob.id]);
    const bres = await search('unternehmen');
    expect(bres.statusCode, bres.body).toBe(200);
    const businesses = bres.json().result.data.map((b: { slug: string }) => b.slug);
    expect(businesses).toEqual(['messetest-muenchen']);
    await t.db.query(`UPDATE job_fairs SET start_at = now() - interval '3 days', end_at = now() - interval '2 days' WHERE id = $1`, [f.id]);
    expect((await search('alles')).json().result.total).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/search', query: { job_fair: 'x' } })).statusCode).toBe(422);
  });

  it("the news tab with job_fair lists only the participants' posts", async () => {
    const f = await create();
    await req('POST', `/api/jobfairs/${f.id}/businesses`, admin, { business_id: far.id });
    const post = (token: string, title: string) =>
      req('POST', '/api/posts', token, { post: { title, body: '<p>Wir sind auf der Messe.</p>', status: 'published' } });
    expect((await post(far.token, 'Messetest: Wir sind dabei')).statusCode).toBe(201);
    expect((await post(outsider.token, 'Messetest: Wir nicht')).statusCode).toBe(201);
    // Published either way (a business without activate_job waits for the review otherwise).
    await t.db.query(`UPDATE posts SET status = 'published', published_at = now() WHERE title LIKE 'Messetest:%'`);
    const titles = (await t.request({ method: 'GET', url: '/api/posts', query: { job_fair: String(f.id) } }))
      .json()
      .data.map((p: { title: string }) => p.title);
    expect(titles).toContain('Messetest: Wir sind dabei');
    expect(titles).not.toContain('Messetest: Wir nicht');
  });

  it('participants see their profile visitors during the fair and are marked in the session; others are refused', async () => {
    const f = await create();
    await req('POST', `/api/jobfairs/${f.id}/businesses`, admin, { business_id: outsider.id });
    const me = (await req('GET', '/api/auth/user', outsider.token)).json();
    expect((me.data ?? me).business.is_job_fair_participant).toBe(true);
    await t.db.query(`UPDATE job_fairs SET start_at = now() - interval '1 hour', end_at = now() + interval '1 hour' WHERE id = $1`, [f.id]);
    const visit = await req('POST', `/api/business/${outsider.id}/activities`, trainee, { type: 'profile_visit' });
    expect(visit.statusCode).toBeLessThan(300);
    const res = await req('GET', `/api/business/${outsider.slug}/jobfair_visitors`, outsider.token);
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.find((x: { fair: { id: number } }) => x.fair.id === f.id);
    expect(mine).toMatchObject({ running: true, visitors: 1, counts: [{ type: 'profile_visit', count: 1 }] });
    // another business and a trainee are refused, a guest must log in
    expect((await req('GET', `/api/business/${outsider.slug}/jobfair_visitors`, huber)).statusCode).toBe(403);
    expect((await req('GET', `/api/business/${outsider.slug}/jobfair_visitors`, trainee)).statusCode).toBe(403);
    expect((await req('GET', `/api/business/${outsider.slug}/jobfair_visitors`, null)).statusCode).toBe(401);
    expect((await req('GET', `/api/business/gibt-es-nicht/jobfair_visitors`, outsider.token)).statusCode).toBe(404);
    // once the fair is over, the business is no participant of a current fair any more
    await t.db.query(`UPDATE job_fairs SET end_at = now() - interval '1 minute' WHERE id = $1`, [f.id]);
    const later = (await req('GET', '/api/auth/user', outsider.token)).json();
    expect((later.data ?? later).business.is_job_fair_participant).toBe(false);
  });
});
