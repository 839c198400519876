import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let region: string;
let school: string;
let huber: string;
let trainee: string;
let huberId: number;
const members = async () =>
  (
    await t.db.query<{ slug: string }>(
      `SELECT b.slug FROM business_channels bc JOIN businesses b ON b.id = bc.business_id JOIN channels c ON c.id = bc.channel_id WHERE c.slug = 'passau' ORDER BY b.slug`,
    )
  ).map((r) => r.slug);

beforeAll(async () => {
  t = await createTestApp();
  region = await t.login('region@oabat.example');
  school = await t.login('schule@oabat.example');
  huber = await t.login('betrieb@oabat.example');
  trainee = await t.login('azubi@oabat.example');
  huberId = (await t.db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'baeckerei-huber'`))!.id;
});
afterAll(() => t.close());

describe('region members', () => {
  it('the demo region has members near Passau, and its jobs are found through its channel', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/regions/passau/members', token: region })).json().data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((b: { slug: string }) => b.slug)).not.toContain('baeckerei-huber');
    const jobs = (await t.request({ method: 'GET', url: '/api/search?category=ausbildung&channel=passau' })).json().result;
    expect(jobs.total).toBeGreaterThan(0);
    const slugs = new Set(list.map((b: { slug: string }) => b.slug));
    for (const j of jobs.data) expect(slugs.has(j.business.slug)).toBe(true);
  });

  it('the region finds a business by name, adds it and removes it', async () => {
    const found = await t.request({ method: 'GET', url: '/api/regions/passau/member_candidates?name=huber', token: region });
    expect(found.json().data).toEqual([expect.objectContaining({ id: huberId, name: 'Bäckerei Huber', city: 'Passau' })]);
    const added = await t.request({ method: 'POST', url: '/api/regions/passau/members', token: region, payload: { business_id: huberId } });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.map((b: { id: number }) => b.id)).toContain(huberId);
    expect((await t.request({ method: 'GET', url: '/api/regions/passau' })).json().data.businesses.map((b: { id: number }) => b.id)).toContain(huberId);
    expect((await t.request({ method: 'GET', url: '/api/regions/passau/member_candidates?name=huber', token: region })).json().data).toEqual([]);
    const listed = (await t.request({ method: 'GET', url: '/api/search?category=unternehmen&channel=passau&per_page=50' })).json().result.data;
    expect(listed.map((b: { slug: string }) => b.slug)).toContain('baeckerei-huber');
    const removed = await t.request({ method: 'DELETE', url: `/api/regions/passau/members/${huberId}`, token: region });
    expect(removed.json().data.map((b: { id: number }) => b.id)).not.toContain(huberId);
    expect((await t.request({ method: 'DELETE', url: `/api/regions/passau/members/${huberId}`, token: region })).statusCode).toBe(404);
  });

  it('nobody else manages the members, and nothing changes', async () => {
    const before = await members();
    for (const [token, status] of [
      [null, 401],
      [school, 403],
      [huber, 403],
      [trainee, 403],
    ] as const) {
      expect((await t.request({ method: 'GET', url: '/api/regions/passau/members', token })).statusCode).toBe(status);
      expect((await t.request({ method: 'POST', url: '/api/regions/passau/members', token, payload: { business_id: huberId } })).statusCode).toBe(status);
      expect(
        (
          await t.request({
            method: 'DELETE',
            url: `/api/regions/passau/members/${before.length ? (await t.db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = $1`, [before[0]]))!.id : 1}`,
            token,
          })
        ).statusCode,
      ).toBe(status);
      expect((await t.request({ method: 'PUT', url: '/api/regions/passau/channel', token, payload: { name: 'Gekapert' } })).statusCode).toBe(status);
    }
    // Another region's user (the passau region manages only passau).
    expect((await t.request({ method: 'POST', url: '/api/regions/inn-salzach/members', token: region, payload: { business_id: huberId } })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: '/api/regions/inn-salzach/member_candidates?name=huber', token: region })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/regions/nirgendwo/members', token: region, payload: { business_id: huberId } })).statusCode).toBe(404);
    expect(await members()).toEqual(before);
    expect((await t.request({ method: 'GET', url: '/api/regions/passau/channel', token: region })).json().data.name).not.toBe('Gekapert');
  });

  it('bad input is a German 422', async () => {
    const bad = await t.request({ method: 'POST', url: '/api/regions/passau/members', token: region, payload: { business_id: 'abc' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.business_id).toEqual(['Bitte wähle einen Betrieb.']);
    const missing = await t.request({ method: 'POST', url: '/api/regions/passau/members', token: region, payload: { business_id: 999999 } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.business_id).toEqual(['Diesen Betrieb gibt es nicht.']);
    expect((await t.request({ method: 'GET', url: '/api/regions/passau/member_candidates?name=h', token: region })).statusCode).toBe(422);
    const name = await t.request({ method: 'PUT', url: '/api/regions/passau/channel', token: region, payload: { name: ' ' } });
    expect(name.json().errors.name).toEqual(['Der Name braucht mindestens 2 Zeichen.']);
  });

  it('the region renames its channel', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/regions/passau/channel', token: region, payload: { name: 'Ausbildungsregion Passau' } });
    expect(res.json().data).toMatchObject({ slug: 'passau', name: 'Ausbildungsregion Passau' });
    expect((await t.request({ method: 'GET', url: '/api/channels' })).json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'passau', name: 'Ausbildungsregion Passau' })]),
    );
  });

  it('a business signs itself up where a region offers it, nobody else', async () => {
    expect((await t.request({ method: 'POST', url: '/api/regions/inn-salzach/join' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/regions/inn-salzach/join', token: trainee })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/regions/altmuehlfranken/join', token: huber })).statusCode).toBe(404);
    const res = await t.request({ method: 'POST', url: '/api/regions/inn-salzach/join', token: huber });
    expect(res.json().data).toEqual({ region: 'inn-salzach', business_id: huberId });
    expect((await t.request({ method: 'GET', url: '/api/regions/inn-salzach' })).json().data.businesses.map((b: { id: number }) => b.id)).toContain(huberId);
  });
});
