import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { multipartBody, testJpeg } from '../../../test/factories/media.ts';

let t: TestContext;
let school: string;
let huber: string;
let stranger: string;
let trainee: string;
let region: string;
const SLUG = 'mittelschule-passau-st-nikola';
const url = `/api/schools/${SLUG}`;

beforeAll(async () => {
  t = await createTestApp();
  school = await t.login('schule@oabat.example');
  huber = await t.login('betrieb@oabat.example');
  trainee = await t.login('azubi@oabat.example');
  region = await t.login('region@oabat.example');
  stranger = await loginAs(t, (await makeUser(t, { business: 'fremde-firma' })).email);
});
afterAll(() => t.close());

const get = (path: string, token: string | null = null) => t.request({ method: 'GET', url: path, token });

describe('school profile', () => {
  it('is public; the invitation link and its QR code only go to the school', async () => {
    const pub = (await get(url)).json().data;
    expect(pub).toMatchObject({
      slug: SLUG,
      name: 'Mittelschule Passau-St. Nikola',
      city: 'Passau',
      is_minibat_unlocked: false,
      trainee_invitation_link: null,
      can_edit: false,
    });
    const own = (await get(url, school)).json().data;
    expect(own.can_edit).toBe(true);
    expect(own.trainee_invitation_link).toMatch(/\/registrierung\?schule=[\w-]+$/);
    expect(own.trainee_invitation_qr_code).toMatch(/^data:image\/png;base64,/);
    expect((await get(url, school)).json().data.trainee_invitation_link).toBe(own.trainee_invitation_link);
  });

  it('the school edits texts and images; the unlock goes live to its private channel', async () => {
    const spy = vi.spyOn(t.app.realtime, 'emitToSchool');
    const body = await multipartBody({ image: { bytes: await testJpeg(800, 600), name: 'schulhaus.jpg' } });
    const image = (await t.request({ method: 'POST', url: '/api/images', token: school, ...body })).json().data;
    const res = await t.request({
      method: 'PUT',
      url,
      token: school,
      payload: { about_us: 'Unsere Schule liegt mitten in Passau.', images: image.id, type: 'Mittelschule' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ about_us: 'Unsere Schule liegt mitten in Passau.', type: 'Mittelschule', main_image: { id: image.id } });
    expect(spy).not.toHaveBeenCalled();

    const unlock = await t.request({ method: 'PUT', url, token: school, payload: { is_minibat_unlocked: true } });
    expect(unlock.json().data.is_minibat_unlocked).toBe(true);
    const id = unlock.json().data.id;
    expect(spy).toHaveBeenCalledWith(id, 'SchoolBulletinBoardUnlocked', expect.objectContaining({ school_id: id, is_minibat_unlocked: true }));
    expect((await get(url)).json().data.is_minibat_unlocked).toBe(true);

    const renewed = await t.request({ method: 'PUT', url, token: school, payload: { regenerate_invitation: true } });
    expect(renewed.json().data.trainee_invitation_link).not.toBe(unlock.json().data.trainee_invitation_link);
    spy.mockRestore();
  });

  it('nobody else edits it: 401/403 and nothing changes; bad input is a German 422', async () => {
    for (const [token, status] of [
      [null, 401],
      [huber, 403],
      [trainee, 403],
      [region, 403],
    ] as const) {
      expect((await t.request({ method: 'PUT', url, token, payload: { about_us: 'Gekapert', is_minibat_unlocked: false } })).statusCode).toBe(status);
    }
    expect((await get(url)).json().data).toMatchObject({ about_us: 'Unsere Schule liegt mitten in Passau.', is_minibat_unlocked: true });
    const bad = await t.request({ method: 'PUT', url, token: school, payload: { type: 'Zauberschule', postal_code: '123' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ type: ['Bitte wähle eine Schulart aus der Liste.'], postal_code: ['Die Postleitzahl hat 5 Ziffern.'] });
    expect((await get('/api/schools/gibt-es-nicht')).statusCode).toBe(404);
  });
});

describe('company network', () => {
  it('the school asks a business site, the business answers and accepts', async () => {
    const schoolId = (await get(url)).json().data.id;
    const near = await get(`/api/schools/${schoolId}/nearby_business_sites?distance=30`, school);
    expect(near.json().data.map((s: { business: { slug: string } }) => s.business.slug)).toContain('baeckerei-huber');
    expect(near.json().data.map((s: { business: { slug: string } }) => s.business.slug)).not.toContain('donauwerk-software');
    expect((await get(`/api/schools/${schoolId}/nearby_business_sites`, huber)).statusCode).toBe(403);
    const site = (await get('/api/business_sites/baeckerei-huber')).json().data[0];
    const pair = `/api/schools/${schoolId}/business_site/${site.id}`;
    expect((await get(pair, school)).json().data).toBeNull();

    const ask = await t.request({
      method: 'POST',
      url: pair,
      token: school,
      payload: { message: 'Hätten Sie Praktikumsplätze für unsere 8. Klassen?', sent_by_type: 'school' },
    });
    expect(ask.statusCode).toBe(201);
    expect(ask.json().data).toMatchObject({ accepted: false, created_by_type: 'school', messages: [{ sent_by_type: 'school', sender_name: 'Petra Lehner' }] });

    // Writing or accepting for the other side, or for a stranger, is refused.
    expect((await t.request({ method: 'POST', url: pair, token: school, payload: { message: 'x', sent_by_type: 'business' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: pair, token: stranger, payload: { message: 'x', sent_by_type: 'business' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: pair, token: stranger, payload: { accepted: true } })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: pair, payload: { accepted: true } })).statusCode).toBe(401);
    expect((await get(pair, trainee)).statusCode).toBe(403);
    const own = await t.request({ method: 'PUT', url: pair, token: school, payload: { accepted: true } });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.accepted).toEqual(['Die Anfrage kann nur die andere Seite annehmen.']);
    const empty = await t.request({ method: 'POST', url: pair, token: huber, payload: { message: ' ', sent_by_type: 'business' } });
    expect(empty.json().errors.message).toEqual(['Bitte schreib eine Nachricht.']);

    const mine = (await get(`/api/business/baeckerei-huber/schools`, huber)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ accepted: false, school: { slug: SLUG } });
    expect((await get('/api/business/baeckerei-huber/schools')).json().data).toEqual([]);

    await t.request({ method: 'POST', url: pair, token: huber, payload: { message: 'Sehr gern, melden Sie sich!', sent_by_type: 'business' } });
    const accept = await t.request({ method: 'PUT', url: pair, token: huber, payload: { accepted: true } });
    expect(accept.json().data).toMatchObject({ accepted: true });
    expect(accept.json().data.messages.map((m: { sent_by_type: string }) => m.sent_by_type)).toEqual(['school', 'business']);

    expect((await get(url)).json().data.business_sites_in_network).toEqual([
      expect.objectContaining({ id: site.id, business: expect.objectContaining({ slug: 'baeckerei-huber' }) }),
    ]);
    expect((await get('/api/business/baeckerei-huber/schools')).json().data[0]).toMatchObject({ accepted: true, messages: [] });
    expect((await get(`/api/schools/${schoolId}/network`, school)).json().data).toHaveLength(1);
    expect((await get(`/api/schools/${schoolId}/network`, huber)).statusCode).toBe(403);
  });
});

describe('school bases and regions', () => {
  it('a logged-in person adds a school base, which the list then finds', async () => {
    expect((await t.request({ method: 'POST', url: '/api/school_bases/', payload: { name: 'Realschule Vilshofen' } })).statusCode).toBe(401);
    const res = await t.request({ method: 'POST', url: '/api/school_bases/', token: trainee, payload: { name: 'Realschule Vilshofen', postal_code: '94474' } });
    expect(res.statusCode).toBe(201);
    const again = await t.request({
      method: 'POST',
      url: '/api/school_bases/',
      token: trainee,
      payload: { name: 'realschule vilshofen', postal_code: '94474' },
    });
    expect(again.json().data.id).toBe(res.json().data.id);
    expect((await get('/api/schoolbases?name=vilshofen')).json().data).toEqual([
      expect.objectContaining({ name: 'Realschule Vilshofen', city: expect.stringContaining('Vilshofen') }),
    ]);
    const bad = await t.request({ method: 'POST', url: '/api/school_bases/', token: trainee, payload: { name: 'R' } });
    expect(bad.json().errors.name).toEqual(['Bitte gib den Namen der Schule ein.']);
  });

  it('suggests the schools of the platform by any words of their name or town, accents and case aside', async () => {
    for (const typed of ['nikola', 'Nikola Passau', 'st. nikola', 'MITTELSCHULE passau']) {
      const names = (await get(`/api/schoolbases?name=${encodeURIComponent(typed)}`)).json().data.map((b: { name: string }) => b.name);
      expect(names, typed).toContain('Mittelschule Passau-St. Nikola');
    }
    const demo = (await get('/api/schoolbases?name=nikola')).json().data.find((b: { name: string }) => b.name === 'Mittelschule Passau-St. Nikola');
    expect(demo.school_id).toEqual(expect.any(Number));
    expect((await get(`/api/schoolbases?name=${encodeURIComponent('100%_')}`)).json().data).toEqual([]);
  });

  it('the school or the region links them; others may not', async () => {
    const schoolId = (await get(url)).json().data.id;
    const regionId = (await t.db.one<{ id: number }>(`SELECT id FROM regions WHERE slug = 'passau'`))!.id;
    const link = `/api/v2/school/${schoolId}/region/${regionId}`;
    expect((await t.request({ method: 'POST', url: link, token: huber })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: link })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: link, token: school })).json().data.regions).toEqual([expect.objectContaining({ slug: 'passau' })]);
    expect((await t.request({ method: 'DELETE', url: link, token: trainee })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: link, token: region })).json().data.regions).toEqual([]);
  });
});

describe('school search', () => {
  it('finds schools around a place, nearest first, and school bases by name and place', async () => {
    const passau = { latitude: 48.5667, longitude: 13.4319 };
    const res = await get(`/api/search/school?latitude=${passau.latitude}&longitude=${passau.longitude}&radius=20`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, total: expect.any(Number) });
    expect(res.json().data[0]).toMatchObject({ slug: SLUG, city: 'Passau' });
    const far = await get('/api/search/school?latitude=48.137&longitude=11.575&radius=10');
    expect(far.json().data.map((s: { slug: string }) => s.slug)).not.toContain(SLUG);
    expect((await get('/api/search/school?latitude=abc&longitude=1')).statusCode).toBe(422);
    const bases = await get(`/api/search/schoolbase?latitude=${passau.latitude}&longitude=${passau.longitude}&name=vilshofen&limit=5`);
    expect(bases.json().data[0]).toMatchObject({ name: 'Realschule Vilshofen', distance: expect.any(Number) });
  });
});
