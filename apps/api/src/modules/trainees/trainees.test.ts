import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { multipartBody, testJpeg } from '../../../test/factories/media.ts';

let t: TestContext;
let lena: string;
let lenaId: number;
let other: string;
let huber: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  lena = await t.login('azubi@oabat.example');
  lenaId = (await t.db.one<{ id: number }>(`SELECT t.id FROM trainees t JOIN users u ON u.id = t.user_id WHERE u.email = 'azubi@oabat.example'`))!.id;
  other = await loginAs(t, (await makeUser(t)).email);
  huber = await t.login('betrieb@oabat.example');
  stranger = await loginAs(t, (await makeUser(t, { business: 'andere-firma' })).email);
});
afterAll(() => t.close());

const url = () => `/api/trainee/${lenaId}`;

describe('trainee profile', () => {
  it('the trainee reads their own profile with its completeness', async () => {
    const res = await t.request({ method: 'GET', url: url(), token: lena });
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({
      firstname: 'Lena',
      lastname: 'Maier',
      birthdate: '2010-03-14',
      highest_graduation: 'mittel',
      primary_address: { city: 'Passau', postal_code: '94032' },
    });
    expect(me.completeness.missing.map((m: { key: string }) => m.key)).toEqual(
      expect.arrayContaining(['school_base', 'profile_picture', 'interest', 'crafts', 'phone_number']),
    );
  });

  it('nobody else reads or changes it', async () => {
    expect((await t.request({ method: 'GET', url: url() })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: url(), token: other })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: url(), token: huber })).statusCode).toBe(403);
    for (const [token, status] of [
      [null, 401],
      [other, 403],
      [huber, 403],
    ] as const) {
      expect((await t.request({ method: 'PUT', url: url(), token, payload: { firstname: 'Gehackt' } })).statusCode).toBe(status);
      expect((await t.request({ method: 'POST', url: `/api/interests/${lenaId}`, token, payload: { latitude: 48, longitude: 13 } })).statusCode).toBe(status);
    }
    expect((await t.request({ method: 'GET', url: url(), token: lena })).json().data.firstname).toBe('Lena');
    expect((await t.request({ method: 'GET', url: '/api/trainee/999999', token: lena })).statusCode).toBe(404);
  });

  it('the trainee fills the profile; bad input gets German messages', async () => {
    const base = (
      await t.request({ method: 'POST', url: '/api/school_bases/', token: lena, payload: { name: 'Mittelschule St. Nikola', postal_code: '94032' } })
    ).json().data;
    const res = await t.request({
      method: 'PUT',
      url: url(),
      token: lena,
      payload: { gender: 'Frau', school_base_id: base.id, crafts: ['it', 'craft'], number_trialwork: 2, postal_code: '94474' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      school_base: { id: base.id },
      crafts: ['it', 'craft'],
      number_trialwork: 2,
      primary_address: { postal_code: '94474' },
    });
    const bad = await t.request({
      method: 'PUT',
      url: url(),
      token: lena,
      payload: { highest_graduation: 'doktor', birthdate: '2024-01-01', crafts: ['zaubern'], postal_code: '00000' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.highest_graduation).toEqual(['Bitte wähle einen Abschluss aus der Liste.']);
    expect(bad.json().errors.birthdate).toEqual(['Du musst mindestens 13 Jahre alt sein.']);
    const unknownZip = await t.request({ method: 'PUT', url: url(), token: lena, payload: { postal_code: '00000' } });
    expect(unknownZip.json().errors.postal_code).toEqual(['Diese Postleitzahl kennen wir nicht.']);
  });

  it('sets a private profile picture through upload_profile', async () => {
    const body = await multipartBody({ avatar: { bytes: await testJpeg(900, 900), name: 'ich.jpg' } });
    expect((await t.request({ method: 'POST', url: `${url()}/upload_profile`, token: other, ...body })).statusCode).toBe(403);
    const res = await t.request({ method: 'POST', url: `${url()}/upload_profile`, token: lena, ...body });
    expect(res.statusCode).toBe(200);
    const pic = res.json().user.profile_picture;
    expect(pic.is_private).toBe(true);
    expect(res.json().data.profile_picture.id).toBe(pic.id);
    const img = await t.request({ method: 'GET', url: pic.urls['2.jpg'] });
    expect((await sharp(img.rawPayload).metadata()).width).toBe(640);
    expect((await t.request({ method: 'GET', url: pic.urls['2.jpg'].split('?')[0] })).statusCode).toBe(404);
  });

  it('keeps one search interest with coordinates: created once, then changed', async () => {
    const created = await t.request({
      method: 'POST',
      url: `/api/interests/${lenaId}`,
      token: lena,
      payload: { latitude: 48.5667, longitude: 13.4319, jobType: 2, crafts: ['it'] },
    });
    expect(created.statusCode).toBe(201);
    const interest = created.json().data.interest;
    expect(interest).toMatchObject({ latitude: 48.5667, longitude: 13.4319, radius: 30, job_type: 2, city: expect.any(String) });
    expect((await t.request({ method: 'POST', url: `/api/interests/${lenaId}`, token: lena, payload: { latitude: 48, longitude: 13 } })).statusCode).toBe(409);
    const moved = await t.request({
      method: 'PUT',
      url: `/api/trainee/${lenaId}/interests/${interest.id}`,
      token: lena,
      payload: { latitude: 48.64, longitude: 13.19, radius: 50 },
    });
    expect(moved.json().data.interest).toMatchObject({ radius: 50, job_type: 1 });
    expect(
      (await t.request({ method: 'PUT', url: `/api/trainee/${lenaId}/interests/${interest.id}`, token: other, payload: { latitude: 1, longitude: 1 } }))
        .statusCode,
    ).toBe(403);
    const bad = await t.request({ method: 'POST', url: `/api/interests/${lenaId}`, token: lena, payload: { latitude: 'x' } });
    expect(bad.statusCode).toBe(422);
  });

  it("a business that received an application sees a reduced profile without a minor's data", async () => {
    const businessId = (await t.db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'baeckerei-huber'`))!.id;
    const job = await t.db.one<{ id: number }>(`INSERT INTO jobs (business_id, type_id, name, slug) VALUES ($1, 1, 'Bäcker', 'baecker-test') RETURNING id`, [
      businessId,
    ]);
    await t.db.query(`INSERT INTO job_interests (job_id, trainee_id, message) VALUES ($1, $2, 'Hallo')`, [job!.id, lenaId]);
    const seen = await t.request({ method: 'GET', url: url(), token: huber });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ firstname: 'Lena', birthdate: null, phone_number: null, interest: null, primary_address: { postal_code: null } });
    expect(seen.json().data.completeness).toBeUndefined();
    expect(seen.json().data.profile_picture.urls['3.webp']).toMatch(/sig=/);
    expect((await t.request({ method: 'GET', url: url(), token: stranger })).statusCode).toBe(403);
  });
});
