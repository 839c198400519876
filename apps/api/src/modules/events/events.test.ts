import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLink, actionPreview, parseAction } from '@oabat/domain/chat';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';
import { multipartBody, testJpeg } from '../../../test/factories/media.ts';

let t: TestContext;
let admin: string;
let region: string; // Passau, channel passau
let otherRegion: string; // another region with its own channel
let school: string; // channel mittelschule-passau-st-nikola
let huber: string;
let trainee: string;
let member: Awaited<ReturnType<typeof buildBusiness>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  region = await t.login('region@oabat.example');
  school = await t.login('schule@oabat.example');
  huber = await t.login('betrieb@oabat.example');
  trainee = await loginAs(t, (await makeUser(t, { trainee: true })).email);
  const r2 = await makeUser(t, { trainee: false });
  await t.db.query(`INSERT INTO region_users (region_id, user_id) SELECT id, $1 FROM regions WHERE slug = 'inn-salzach'`, [r2.id]);
  otherRegion = await loginAs(t, r2.email);
  member = await buildBusiness(t, { slug: 'eventtest-mitglied', postalCode: '94032' });
  await t.db.query(`INSERT INTO business_channels (business_id, channel_id) SELECT $1, id FROM channels WHERE slug = 'passau'`, [member.id]);
});
afterAll(() => t.close());

const create = (token: string | null, event: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/events', token, payload: { event } });
const put = (token: string | null, id: number | string, event: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/events/${id}`, token, payload: { event } });
const get = (ref: number | string, token: string | null = null) => t.request({ method: 'GET', url: `/api/events/${ref}`, token });
const list = (query: Record<string, string>) => t.request({ method: 'GET', url: '/api/events', query });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FAIR = {
  title: 'Berufsinfotag Passau',
  description: '<h2>Programm</h2><p>Betriebe <strong>stellen sich vor</strong>.</p><script>alert(1)</script>',
  // A winter date: 18:00 in Berlin is 17:00 UTC.
  start_at: '2027-01-15T18:00:00+01:00',
  end_at: '2027-01-15T20:00:00+01:00',
  location_name: 'Dreiländerhalle',
  street: 'Am Ausbildungszentrum 1',
  postal_code: '94036',
  city: 'Passau',
  channel: 'passau',
};

describe('events', () => {
  it('a region creates an event on its channel; members get eventCreated; everybody reads it', async () => {
    const res = await create(region, FAIR);
    expect(res.statusCode).toBe(201);
    const e = res.json().data;
    expect(e).toMatchObject({
      title: 'Berufsinfotag Passau',
      start_at: '2027-01-15T17:00:00.000Z',
      end_at: '2027-01-15T19:00:00.000Z',
      city: 'Passau',
      online_url: null,
      channel: { slug: 'passau' },
      organiser: { type: 'region', slug: 'passau' },
      can_edit: true,
    });
    expect(e.slug).toMatch(/^berufsinfotag-passau-\d+$/);
    expect(e.description).toBe('<h2>Programm</h2><p>Betriebe <strong>stellen sich vor</strong>.</p>');
    // guests read it by id and by slug; others cannot edit
    expect((await get(e.id)).json().data).toMatchObject({ slug: e.slug, can_edit: false });
    expect((await get(e.slug, huber)).json().data.can_edit).toBe(false);
    // the member business's user has the chat action with its German preview and link (sent from the job queue)
    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    const msg = await t.db.one<{ body: string }>(
      `SELECT m.body FROM messages m JOIN conversation_participants cp ON cp.conversation_id = m.conversation_id
        WHERE cp.user_id = $1 AND m.type = 'action' ORDER BY m.id DESC LIMIT 1`,
      [member.userId],
    );
    const action = parseAction(msg!.body)!;
    expect(action.action).toBe('eventCreated');
    expect(actionPreview(action)).toBe('Neue Veranstaltung: Berufsinfotag Passau');
    expect(actionLink(action)?.to).toBe(`/event/${e.slug}`);
    // Bäckerei Huber is not a member of passau: no notice
    const huberMsgs = await t.db.one<{
      n: number;
    }>(`SELECT count(*)::int AS n FROM messages m JOIN conversation_participants cp ON cp.conversation_id = m.conversation_id
        JOIN business_users bu ON bu.user_id = cp.user_id JOIN businesses b ON b.id = bu.business_id AND b.slug = 'baeckerei-huber'
       WHERE m.body LIKE '%eventCreated%'`);
    expect(huberMsgs!.n).toBe(0);
  });

  it('the .ics download holds the event in UTC with the right Berlin times, summer and winter', async () => {
    const e = (
      await create(region, { ...FAIR, title: 'Sommerfest der Betriebe', start_at: '2027-07-10T14:00:00+02:00', end_at: '2027-07-10T18:30:00+02:00' })
    ).json().data;
    const res = await t.request({ method: 'GET', url: `/api/events/${e.slug}/ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`${e.slug}.ics`);
    const ics = res.body.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Sommerfest der Betriebe');
    expect(ics).toContain('DTSTART:20270710T120000Z');
    expect(ics).toContain('DTEND:20270710T163000Z');
    expect(ics).toContain('LOCATION:Dreiländerhalle\\, Am Ausbildungszentrum 1\\, 94036 Passau');
    expect(ics).toContain(`/event/${e.slug}`);
    expect((await t.request({ method: 'GET', url: '/api/events/999999/ics' })).statusCode).toBe(404);
  });

  it("lists a channel's events split into upcoming and past by start", async () => {
    const soon = (
      await create(region, { ...FAIR, title: 'Bald: Azubi-Speeddating', start_at: `${inDays(3)}T10:00:00+01:00`, end_at: `${inDays(3)}T12:00:00+01:00` })
    ).json().data;
    const past = (
      await create(region, { ...FAIR, title: 'Vorbei: Schnuppertag', start_at: `${inDays(-3)}T10:00:00+01:00`, end_at: `${inDays(-3)}T12:00:00+01:00` })
    ).json().data;
    const upcoming = (await list({ channel: 'passau', when: 'upcoming' })).json().data.map((e: { slug: string }) => e.slug);
    const before = (await list({ channel: 'passau', when: 'past' })).json().data.map((e: { slug: string }) => e.slug);
    expect(upcoming).toContain(soon.slug);
    expect(upcoming).not.toContain(past.slug);
    expect(before).toContain(past.slug);
    expect(before).not.toContain(soon.slug);
    // soonest first; the demo fair of the region is there too
    const starts = (await list({ channel: 'passau', when: 'upcoming' })).json().data.map((e: { start_at: string }) => e.start_at);
    expect([...starts].sort()).toEqual(starts);
    expect(upcoming.some((s: string) => /^ausbildungsmesse-passau-\d+$/.test(s))).toBe(true);
    const all = (await list({ channel: 'passau' })).json().data.map((e: { slug: string }) => e.slug);
    expect(all).toEqual(expect.arrayContaining([soon.slug, past.slug]));
    expect((await list({ channel: 'inn-salzach' })).json().data.map((e: { slug: string }) => e.slug)).not.toContain(soon.slug);
  });

  it('a school creates online events on its channel; the admin creates on any channel', async () => {
    const s = await create(school, {
      ...FAIR,
      title: 'Online-Elternabend',
      channel: 'mittelschule-passau-st-nikola',
      location_name: null,
      street: null,
      postal_code: null,
      city: null,
      online_url: 'https://meet.example.org/elternabend',
    });
    expect(s.statusCode).toBe(201);
    expect(s.json().data).toMatchObject({ online_url: 'https://meet.example.org/elternabend', city: null, organiser: { type: 'school' } });
    const a = await create(admin, { ...FAIR, title: 'Oabat-Sprechstunde', channel: 'inn-salzach' });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().data.can_edit).toBe(true);
    // the channel's own region edits the admin's event
    expect((await put(otherRegion, a.json().data.id, { title: 'Sprechstunde Inn-Salzach' })).json().data.title).toBe('Sprechstunde Inn-Salzach');
  });

  it("the channel's region edits its event", async () => {
    const e = (await create(region, FAIR)).json().data;
    const res = await put(region, e.id, {
      title: 'Berufsinfotag Passau (verschoben)',
      start_at: '2027-01-22T18:00:00+01:00',
      end_at: '2027-01-22T20:00:00+01:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Berufsinfotag Passau (verschoben)', start_at: '2027-01-22T17:00:00.000Z', slug: e.slug, city: 'Passau' });
    // the merged event must stay whole
    expect((await put(region, e.id, { end_at: '2027-01-01T10:00:00+01:00' })).json().errors.end_at).toEqual(['Das Ende darf nicht vor dem Beginn liegen.']);
    expect((await put(region, e.id, { end_at: '2027-03-01T10:00:00+01:00' })).json().errors.end_at).toEqual(['Eine Veranstaltung dauert höchstens 31 Tage.']);
    expect((await put(region, e.id, { city: null })).json().errors.city).toEqual(['Bitte gib einen Ort oder einen Online-Link an.']);
  });
});

describe('refusals', () => {
  it('a trainee or business cannot create (403), a guest gets 401', async () => {
    expect((await create(trainee, FAIR)).statusCode).toBe(403);
    expect((await create(huber, FAIR)).statusCode).toBe(403);
    expect((await create(null, FAIR)).statusCode).toBe(401);
    expect((await put(null, 1, { title: 'Neu' })).statusCode).toBe(401);
  });

  it('another region or the school cannot create on or edit the Passau channel', async () => {
    expect((await create(otherRegion, FAIR)).statusCode).toBe(403);
    expect((await create(school, FAIR)).statusCode).toBe(403);
    const e = (await create(region, FAIR)).json().data;
    for (const token of [otherRegion, school, huber, trainee]) expect((await put(token, e.id, { title: 'Gekapert' })).statusCode).toBe(403);
    expect((await get(e.id)).json().data.title).toBe('Berufsinfotag Passau');
    expect((await put(region, 999999, { title: 'Gibt es nicht' })).statusCode).toBe(404);
  });

  it("a cover must be the writer's own public upload", async () => {
    const body = await multipartBody({ image: { bytes: await testJpeg(320, 240), name: 'fremd.jpg' } });
    const foreign = (await t.request({ method: 'POST', url: '/api/images', token: huber, ...body })).json().data.id;
    const res = await create(region, { ...FAIR, cover_image_id: foreign });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cover_image_id).toEqual(['Bitte lade das Titelbild selbst hoch.']);
    const ownBody = await multipartBody({ image: { bytes: await testJpeg(320, 240), name: 'titel.jpg' } });
    const own = (await t.request({ method: 'POST', url: '/api/images', token: region, ...ownBody })).json().data.id;
    const ok = await create(region, { ...FAIR, cover_image_id: own });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.cover_image.id).toBe(own);
  });

  it('validates in German and bounds every input', async () => {
    const res = await create(region, {
      title: 'ab',
      description: '<p> </p>',
      start_at: 'morgen',
      end_at: '2027-01-01T10:00:00+01:00',
      city: null,
      online_url: 'javascript:alert(1)',
      channel: 'passau',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'event.title': ['Der Titel muss mindestens 3 Zeichen lang sein.'],
      'event.description': ['Bitte beschreib die Veranstaltung.'],
      'event.start_at': ['Bitte gib den Beginn an.'],
      'event.online_url': ['Bitte gib einen Link ein, der mit https:// beginnt.'],
    });
    const order = await create(region, { ...FAIR, end_at: '2027-01-15T17:00:00+01:00' });
    expect(order.json().errors['event.end_at']).toEqual(['Das Ende darf nicht vor dem Beginn liegen.']);
    const nowhere = await create(region, { ...FAIR, city: null });
    expect(nowhere.json().errors['event.city']).toEqual(['Bitte gib einen Ort oder einen Online-Link an.']);
    expect((await create(region, { ...FAIR, channel: 'gibt-es-nicht' })).statusCode).toBe(403);
    expect((await create(admin, { ...FAIR, channel: 'gibt-es-nicht' })).json().errors.channel).toEqual(['Diesen Channel gibt es nicht.']);
    expect((await create(region, { ...FAIR, title: 'x'.repeat(151) })).statusCode).toBe(422);
    expect((await create(region, { ...FAIR, cover_image_id: 2_147_483_648 })).statusCode).toBe(422);
    expect((await get('99999999999')).statusCode).toBe(404);
    expect((await get('../etc')).statusCode).toBe(404);
    expect((await list({ when: 'morgen' })).statusCode).toBe(422);
  });
});
