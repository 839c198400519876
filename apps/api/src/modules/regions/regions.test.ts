import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { multipartBody, testJpeg } from '../../../test/factories/media.ts';

let t: TestContext;
let region: string;
let school: string;
let huber: string;
beforeAll(async () => {
  t = await createTestApp();
  region = await t.login('region@oabat.example');
  school = await t.login('schule@oabat.example');
  huber = await t.login('betrieb@oabat.example');
});
afterAll(() => t.close());

describe('regions', () => {
  it('lists every region with its channel', async () => {
    const res = await t.request({ method: 'GET', url: '/api/regions/' });
    const slugs = res.json().data.map((r: { slug: string }) => r.slug);
    expect(slugs).toEqual(expect.arrayContaining(['passau', 'altmuehlfranken', 'inn-salzach', 'lernen-vor-ort-muhldorf-speeddating']));
    expect(res.json().data.find((r: { slug: string }) => r.slug === 'passau').channel.slug).toBe('passau');
  });

  it('lists the channels, the default one first', async () => {
    const res = await t.request({ method: 'GET', url: '/api/channels' });
    expect(res.json().data[0]).toMatchObject({ slug: 'oabat', type: 'oabat' });
    expect(res.json().data.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(['passau', 'mittelschule-passau-st-nikola']));
  });

  it('the region edits its landing page; the public sees it', async () => {
    const body = await multipartBody({ image: { bytes: await testJpeg(1600, 600), name: 'dom.jpg' } });
    const hero = (await t.request({ method: 'POST', url: '/api/images', token: region, ...body })).json().data;
    const payload = {
      title: 'Ausbildung in Passau',
      intro: 'Dreiflüssestadt mit Zukunft.',
      hero_image_id: hero.id,
      sections: [{ title: 'Warum Passau?', text: 'Kurze Wege.' }],
      contact_email: 'region@passau.example',
    };
    const res = await t.request({ method: 'PUT', url: '/api/regions/passau', token: region, payload });
    expect(res.statusCode).toBe(200);
    const pub = (await t.request({ method: 'GET', url: '/api/regions/passau' })).json().data;
    const { hero_image_id: heroId, ...texts } = payload;
    expect(pub).toMatchObject({ ...texts, hero_image: { id: heroId }, can_edit: false });
    expect((await t.request({ method: 'GET', url: '/api/regions/passau', token: region })).json().data.can_edit).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/regions/nirgendwo' })).statusCode).toBe(404);
  });

  it('nobody else edits it, and bad input is a German 422', async () => {
    for (const [token, status] of [
      [null, 401],
      [school, 403],
      [huber, 403],
    ] as const) {
      expect((await t.request({ method: 'PUT', url: '/api/regions/passau', token, payload: { title: 'Gekapert' } })).statusCode).toBe(status);
    }
    expect((await t.request({ method: 'PUT', url: '/api/regions/altmuehlfranken', token: region, payload: { title: 'Gekapert' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/regions/passau' })).json().data.title).toBe('Ausbildung in Passau');
    const bad = await t.request({
      method: 'PUT',
      url: '/api/regions/passau',
      token: region,
      payload: { sections: [{ title: '', text: 'x' }], contact_email: 'nein' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['sections.0.title']).toEqual(['Bitte gib eine Überschrift ein.']);
    expect(bad.json().errors.contact_email).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.']);
    const foreignImage = (
      await t.request({
        method: 'POST',
        url: '/api/images',
        token: huber,
        ...(await multipartBody({ image: { bytes: await testJpeg(100, 100), name: 'a.jpg' } })),
      })
    ).json().data;
    expect((await t.request({ method: 'PUT', url: '/api/regions/passau', token: region, payload: { hero_image_id: foreignImage.id } })).statusCode).toBe(422);
  });

  it('finds schools to add only for the region itself', async () => {
    const res = await t.request({ method: 'GET', url: '/api/regions/altmuehlfranken/school_candidates?name=nikola', token: region });
    expect(res.statusCode).toBe(403);
    const own = await t.request({ method: 'GET', url: '/api/regions/passau/school_candidates?name=nikola', token: region });
    expect(own.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/regions/passau/school_candidates?name=nikola', token: school })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/regions/passau/school_candidates?name=n', token: region })).statusCode).toBe(422);
  });
});
