import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { multipartBody, testJpeg } from '../../../test/factories/media.ts';

let t: TestContext;
let huber: string;
let stranger: string;
let trainee: string;
const url = '/api/business/baeckerei-huber';

beforeAll(async () => {
  t = await createTestApp();
  huber = await t.login('betrieb@oabat.example');
  stranger = await loginAs(t, (await makeUser(t, { business: 'fremder-betrieb' })).email);
  trainee = await t.login('azubi@oabat.example');
});
afterAll(() => t.close());

async function image(token: string, isPublic = true): Promise<number> {
  const body = await multipartBody({ image: { bytes: await testJpeg(640, 480), name: 'foto.jpg' }, public: String(isPublic) });
  const res = await t.request({ method: 'POST', url: '/api/images', token, ...body });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}
const profile = (token: string | null = null) => t.request({ method: 'GET', url: '/api/v2/business/baeckerei-huber', token });

describe('business profile', () => {
  it('shows the public profile to everybody and the completeness only to its own users', async () => {
    const pub = await profile();
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ slug: 'baeckerei-huber', name: 'Bäckerei Huber', can_edit: false, main_images: [] });
    expect(pub.json().data.completeness).toBeUndefined();
    expect(pub.json().data.permissions).toBeUndefined();
    expect(pub.json().data.business_sites[0]).toMatchObject({ city: 'Passau', postal_code: '94032' });
    const own = (await profile(huber)).json().data;
    expect(own.can_edit).toBe(true);
    expect(own.completeness).toMatchObject({ complete: false });
  });

  it('becomes complete with texts, five main images and a contact person with picture', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await image(huber));
    const four = await t.request({
      method: 'PUT',
      url,
      token: huber,
      payload: { about_us: 'Seit 1902 backen wir in Passau.', motto: 'Frisch vom Ofen', main_images: ids.slice(0, 4) },
    });
    expect(four.statusCode).toBe(200);
    expect(four.json().data.completeness.missing.map((m: { key: string }) => m.key)).toContain('main_images');

    const put = await t.request({
      method: 'PUT',
      url: `/api/business/${four.json().data.id}`,
      token: huber,
      payload: { main_images: ids, gallery_images: [ids[0]] },
    });
    expect(put.json().data.main_images.map((i: { id: number }) => i.id)).toEqual(ids);
    expect(put.json().data.main_images[0].urls['3.webp']).toMatch(/^\/media\/images\//);

    const picture = await image(huber);
    const cp = await t.request({
      method: 'POST',
      url: '/api/contactpersons',
      token: huber,
      payload: { firstname: 'Eva', lastname: 'Huber', profile_picture: picture },
    });
    expect(cp.statusCode).toBe(201);
    expect(cp.json().data).toMatchObject({ gender: 'Frau', firstname: 'Eva', profile_picture: { id: picture } });

    const own = (await profile(huber)).json().data;
    expect(own.completeness).toEqual({ complete: true, percent: 100, missing: [] });
    expect(own.public_contact_person).toMatchObject({ firstname: 'Eva', lastname: 'Huber', gender: 'Frau' });
    expect((await profile()).json().data.public_contact_person.firstname).toBe('Eva');

    const changed = await t.request({
      method: 'PUT',
      url: `/api/contactpersons/${cp.json().data.id}`,
      token: huber,
      payload: { gender: 'Herr', firstname: 'Ernst' },
    });
    expect(changed.json().data).toMatchObject({ gender: 'Herr', firstname: 'Ernst', lastname: 'Huber' });
  });

  it('only its own users edit it: others get 401/403 and nothing changes', async () => {
    for (const [token, status] of [
      [null, 401],
      [stranger, 403],
      [trainee, 403],
    ] as const) {
      expect((await t.request({ method: 'PUT', url, token, payload: { name: 'Übernommen' } })).statusCode).toBe(status);
      expect((await t.request({ method: 'POST', url: '/api/contactpersons', token, payload: { business_id: 1, firstname: 'X' } })).statusCode).toBe(status);
      expect(
        (
          await t.request({
            method: 'POST',
            url: `${url}/business_sites`,
            token,
            payload: { name: 'Filiale', street: 'Weg 1', postal_code: '94032', city: 'Passau' },
          })
        ).statusCode,
      ).toBe(status);
      const billing = {
        business_name: 'Fremd GmbH',
        contact_person_name: 'Fremd',
        contact_person_email: 'f@x.example',
        street: 'Weg 1',
        postal_code: '94032',
        city: 'Passau',
      };
      expect((await t.request({ method: 'POST', url: '/api/v2/business/baeckerei-huber/billing_address', token, payload: billing })).statusCode).toBe(status);
    }
    const person = (await profile()).json().data.public_contact_person;
    expect((await t.request({ method: 'PUT', url: `/api/contactpersons/${person.id}`, token: stranger, payload: { firstname: 'X' } })).statusCode).toBe(403);
    expect((await profile()).json().data).toMatchObject({ name: 'Bäckerei Huber', public_contact_person: { firstname: person.firstname } });
    expect((await profile()).json().data.business_sites).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/v2/business/baeckerei-huber/billing_address', token: huber })).json().data).toBeNull();
  });

  it('refuses images of someone else, private ones and invalid fields with German messages', async () => {
    const foreign = await image(stranger);
    const res = await t.request({ method: 'PUT', url, token: huber, payload: { main_images: [foreign] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.main_images[0]).toMatch(/gehört nicht zu deinem Betrieb/);
    const privateOne = await image(huber, false);
    expect((await t.request({ method: 'PUT', url, token: huber, payload: { logo_image_id: privateOne } })).statusCode).toBe(422);
    const bad = await t.request({ method: 'PUT', url, token: huber, payload: { name: 'x', about_us: 'a'.repeat(5001) } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toEqual(['Bitte gib den Namen des Betriebs ein.']);
    expect(bad.json().errors.about_us[0]).toMatch(/zu lang/);
    const gender = await t.request({ method: 'POST', url: '/api/contactpersons', token: huber, payload: { gender: 'Robot' } });
    expect(gender.json().errors.gender).toEqual(['Bitte wähle Frau, Herr oder Divers.']);
  });

  it('an invisible profile is a 404 to everybody but its own users', async () => {
    expect((await t.request({ method: 'PUT', url, token: huber, payload: { is_visible: false } })).json().data.is_visible).toBe(false);
    expect((await profile()).statusCode).toBe(404);
    expect((await profile(stranger)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/business/seo/baeckerei-huber' })).statusCode).toBe(404);
    expect((await profile(huber)).statusCode).toBe(200);
    await t.request({ method: 'PUT', url, token: huber, payload: { is_visible: true } });
    expect((await profile()).statusCode).toBe(200);
  });

  it('gives SEO data and removes the video', async () => {
    const seo = (await t.request({ method: 'GET', url: '/api/business/seo/baeckerei-huber' })).json().data;
    expect(seo).toMatchObject({ title: 'Bäckerei Huber in Passau – Ausbildung, Praktikum & Jobs', path: '/betriebe/baeckerei-huber', noindex: false });
    expect(seo.description).toContain('Frisch vom Ofen');
    expect(seo.image).toMatch(/^http.*\/media\/images\/.*\/3\.jpg$/);
    const id = (await profile()).json().data.id;
    await t.db.query(`UPDATE businesses SET video_id = 42 WHERE id = $1`, [id]);
    expect((await t.request({ method: 'POST', url: '/api/business/delete-video', token: stranger, payload: { businessID: id } })).statusCode).toBe(403);
    expect((await profile()).json().data.video_id).toBe(42);
    const del = await t.request({ method: 'POST', url: '/api/business/delete-video', token: huber, payload: { businessID: id } });
    expect(del.json().data.video_id).toBeNull();
  });
});

describe('business sites, surroundings, billing and activities', () => {
  it('adds and changes a site with an address geocoded through the places', async () => {
    const add = await t.request({
      method: 'POST',
      url: `${url}/business_sites`,
      token: huber,
      payload: { name: 'Filiale Innstadt', street: 'Innstraße 5', postal_code: '94032', city: 'Passau' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json().data).toMatchObject({ slug: 'filiale-innstadt', is_main: false, city: 'Passau' });
    expect(add.json().data.latitude).toBeCloseTo(48.57, 0);
    const unknown = await t.request({
      method: 'POST',
      url: `${url}/business_sites`,
      token: huber,
      payload: { name: 'Nirgendwo', street: 'Weg 1', postal_code: '00000', city: 'X-Stadt' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.postal_code).toEqual(['Diese Postleitzahl kennen wir nicht.']);
    const put = await t.request({
      method: 'PUT',
      url: `${url}/business_sites`,
      token: huber,
      payload: { id: add.json().data.id, name: 'Filiale Vilshofen', street: 'Stadtplatz 1', postal_code: '94474', city: 'Vilshofen an der Donau' },
    });
    expect(put.json().data).toMatchObject({ slug: 'filiale-vilshofen', city: 'Vilshofen an der Donau' });
    const foreignSite = (await t.request({ method: 'GET', url: '/api/business_sites/autohaus-wimmer' })).json().data[0];
    const hijack = await t.request({
      method: 'PUT',
      url: `${url}/business_sites`,
      token: huber,
      payload: { id: foreignSite.id, name: 'Meins', street: 'Weg 1', postal_code: '94032', city: 'Passau' },
    });
    expect(hijack.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/business_sites/baeckerei-huber' })).json().data).toHaveLength(2);
  });

  it('lists visible businesses within 30 km', async () => {
    const res = await t.request({ method: 'POST', url: `${url}/getBusinessesAround`, payload: { distance: 30 } });
    const slugs = res.json().data.map((b: { slug: string }) => b.slug);
    expect(slugs).toContain('metallbau-schmid');
    expect(slugs).not.toContain('donauwerk-software');
    expect(slugs).not.toContain('baeckerei-huber');
    // Each business with every field the answer carries (the response schema writes only what it lists).
    const schmid = res.json().data.find((b: { slug: string }) => b.slug === 'metallbau-schmid');
    expect(Object.keys(schmid).sort()).toEqual(['distance', 'id', 'logo', 'name', 'slug']);
    expect(schmid.distance).toEqual(expect.any(Number));
  });

  it('keeps a billing address for its own users only', async () => {
    const address = {
      business_name: 'Bäckerei Huber GmbH',
      contact_person_name: 'Franz Huber',
      contact_person_email: 'rechnung@huber.example',
      street: 'Ludwigstraße 1',
      postal_code: '94032',
      city: 'Passau',
    };
    const res = await t.request({ method: 'POST', url: '/api/v2/business/baeckerei-huber/billing_address', token: huber, payload: address });
    expect(res.json().data).toMatchObject({ ...address, contact_person_gender: 'Frau', country_code: 'DE' });
    expect(res.json().data).toEqual({ ...address, contact_person_gender: 'Frau', contact_person_phone: null, country_code: 'DE' });
    expect((await t.request({ method: 'GET', url: '/api/business/baeckerei-huber/billing_address', token: huber })).json().data).toEqual(res.json().data);
    const bad = await t.request({
      method: 'POST',
      url: '/api/v2/business/baeckerei-huber/billing_address',
      token: huber,
      payload: { ...address, contact_person_email: 'nein' },
    });
    expect(bad.json().errors.contact_person_email).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.']);
    expect((await t.request({ method: 'POST', url: '/api/v2/business/baeckerei-huber/billing_address', token: stranger, payload: address })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: '/api/v2/business/baeckerei-huber/billing_address', token: stranger })).statusCode).toBe(403);
  });

  it('counts profile visits of others for the business', async () => {
    expect((await t.request({ method: 'POST', url: `${url}/activities`, payload: { type: 'profile_visit' } })).statusCode).toBe(204);
    expect((await t.request({ method: 'POST', url: `${url}/activities`, token: huber, payload: { type: 'profile_visit' } })).statusCode).toBe(204);
    expect((await t.request({ method: 'POST', url: `${url}/activities`, payload: { type: 'hack' } })).statusCode).toBe(422);
    const counts = await t.request({ method: 'GET', url: `${url}/activities`, token: huber });
    expect(counts.json().data).toEqual([{ type: 'profile_visit', count: 1 }]);
    expect((await t.request({ method: 'GET', url: `${url}/activities`, token: stranger })).statusCode).toBe(403);
  });

  it('counts a visitor once a day, however often they call, and limits guests per address', async () => {
    const visit = (remoteAddress: string, token: string | null = null) =>
      t.request({ method: 'POST', url: `${url}/activities`, token, remoteAddress, payload: { type: 'contact_click' } });
    for (let i = 0; i < 5; i += 1) expect((await visit('198.51.100.1')).statusCode).toBe(204);
    await visit('198.51.100.2');
    const pupil = await t.login('azubi@oabat.example');
    await visit('198.51.100.3', pupil);
    await visit('198.51.100.4', pupil);
    const counts = (await t.request({ method: 'GET', url: `${url}/activities`, token: huber })).json().data;
    expect(counts.find((c: { type: string }) => c.type === 'contact_click')).toEqual({ type: 'contact_click', count: 3 });
    const flood: number[] = [];
    for (let i = 0; i < 125; i += 1) flood.push((await visit('198.51.100.9')).statusCode);
    expect(flood.filter((s) => s === 429).length).toBeGreaterThan(0);
    const refused = await visit('198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Zu viele Aufrufe von dieser Adresse. Bitte warte einen Moment.');
    expect(refused.headers['retry-after']).toBeDefined();
    const payload = await t.request({ method: 'POST', url: `${url}/activities`, payload: { type: 'profile_visit', payload: { x: 'a'.repeat(5000) } } });
    expect(payload.statusCode).toBe(422);
  });

  it('counts a job view for the business of the job only, once a day per visitor, and shows it in the job statistics', async () => {
    const job = (await t.db.one<{ id: number; business_id: number }>(`SELECT j.id, j.business_id FROM jobs j JOIN businesses b ON b.id = j.business_id
      WHERE b.slug = 'baeckerei-huber' AND j.status = 'published' ORDER BY j.id LIMIT 1`))!;
    const foreign = (await t.db.one<{ id: number }>(`SELECT j.id FROM jobs j JOIN businesses b ON b.id = j.business_id
      WHERE b.slug <> 'baeckerei-huber' AND j.status = 'published' ORDER BY j.id LIMIT 1`))!;
    const view = (jobId: number, remoteAddress: string) =>
      t.request({ method: 'POST', url: `${url}/activities`, remoteAddress, payload: { type: 'job_view', payload: { job_id: jobId } } });
    const stats = async () => (await t.request({ method: 'GET', url: `/api/v2/jobs/${job.id}/statistics`, token: huber })).json().data.views;
    const before = await stats();
    expect((await view(job.id, '192.0.2.10')).statusCode).toBe(204);
    expect((await view(job.id, '192.0.2.10')).statusCode).toBe(204);
    expect((await view(job.id, '192.0.2.11')).statusCode).toBe(204);
    expect(await stats()).toBe(before + 2);
    const misplaced = await view(foreign.id, '192.0.2.12');
    expect(misplaced.statusCode).toBe(422);
    expect(misplaced.json().errors['payload.job_id']).toEqual(['Diese Stelle gehört nicht zu diesem Betrieb.']);
  });
});
