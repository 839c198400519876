import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import ExcelJS from 'exceljs';
import { multipartBody } from '../../../test/factories/media.ts';
import { DEMO_LIVESTREAM_TITLE } from './livestreams.demo.ts';

let t: TestContext;
let admin: string;
let huber: string;
let trainee: string;
let trainee2: string;
let trainee2Id: number;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  huber = await t.login('betrieb@oabat.example');
  trainee = await t.login('azubi@oabat.example');
  const u2 = await makeUser(t, { trainee: true });
  trainee2 = await loginAs(t, u2.email);
  trainee2Id = u2.id;
  demoId = (await t.db.one<{ id: number }>(`SELECT id FROM livestreams WHERE title = $1`, [DEMO_LIVESTREAM_TITLE]))!.id;
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const STREAM = {
  title: 'Azubi-Talk live',
  planned_start: '2027-02-01T10:00:00+01:00',
  planned_end: '2027-02-01T12:00:00+01:00',
  slots: [{ business_slug: 'baeckerei-huber', starts_at: '2027-02-01T10:00:00+01:00', ends_at: '2027-02-01T11:00:00+01:00' }],
};
/** The fields every viewer gets of a stream (the admin also moderator_emails; who manages going live, ingest). */
const STREAM_FIELDS = [
  'id',
  'title',
  'description',
  'planned_start',
  'planned_end',
  'is_live',
  'is_secure',
  'account_only_vote',
  'thumbnail_url',
  'video_url',
  'replay_url',
  'viewers',
  'message_threshold',
  'chat_delay',
  'self_message_threshold',
  'is_chat_public',
  'lower_bound',
  'like_count',
  'job_fair_id',
  'channels',
  'slots',
  'polls',
  'messages',
  'pinned',
  'is_admin',
  'can_admin_polls',
  'verified',
];
const MESSAGE_FIELDS = [
  'id',
  'livestream_id',
  'nickname',
  'text',
  'user_id',
  'chat_user_id',
  'mentions',
  'no_threshold',
  'like_count',
  'created_at',
  'is_question',
  'is_anonymous',
  'held',
];
const msg = (text: string, extra: Record<string, unknown> = {}) => ({ text, nickname: 'Lena', chat_user_id: 'abcdef12-3456', ...extra });

describe('livestreams', () => {
  it('the demo stream is public with its slot, poll and test picture; only the admin creates and edits', async () => {
    const demo = (await req('GET', `/api/livestreams/${demoId}`, null)).json().data;
    expect(demo).toMatchObject({ title: DEMO_LIVESTREAM_TITLE, is_live: true, is_admin: false, verified: true });
    expect(demo.slots[0].business.slug).toBe('baeckerei-huber');
    expect(demo.polls[0]).toMatchObject({ is_active: true, total_votes: 0, my_option_id: null });
    expect(demo.polls[0].proposals).toBeUndefined();
    expect((await req('GET', '/api/livestreams', null)).json().data.some((s: { id: number }) => s.id === demoId)).toBe(true);
    expect((await req('GET', '/api/livestream/emojis', null)).json().data).toContain('👍');

    expect((await req('POST', '/api/livestreams', null, STREAM)).statusCode).toBe(401);
    expect((await req('POST', '/api/livestreams', huber, STREAM)).statusCode).toBe(403);
    expect((await req('POST', '/api/livestreams', trainee, STREAM)).statusCode).toBe(403);
    const bad = await req('POST', '/api/livestreams', admin, { ...STREAM, planned_end: '2027-01-01T10:00:00+01:00', message_threshold: 99999999999 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.planned_end ?? bad.json().errors.message_threshold).toBeTruthy();
    const unknown = await req('POST', '/api/livestreams', admin, { ...STREAM, slots: [{ ...STREAM.slots[0], business_slug: 'gibt-es-nicht' }] });
    expect(unknown.statusCode).toBe(422);

    const noFair = await req('POST', '/api/livestreams', admin, { ...STREAM, job_fair_id: 999999 });
    expect(noFair.statusCode).toBe(422);
    expect(noFair.json().errors.job_fair_id).toEqual(['Diese Messe gibt es nicht.']);
    const fairId = (await t.db.one<{ id: number }>(`SELECT id FROM job_fairs WHERE slug = 'digitale-ausbildungsmesse-passau'`))!.id;
    const created = await req('POST', '/api/livestreams', admin, { ...STREAM, job_fair_id: fairId, moderator_emails: ['betrieb@oabat.example'] });
    expect(created.statusCode).toBe(201);
    const s = created.json().data;
    expect(s).toMatchObject({ title: 'Azubi-Talk live', job_fair_id: fairId, is_admin: true, moderator_emails: ['betrieb@oabat.example'] });
    // Every field of the stream is written (the response schema lists them all); the admin's own ones too.
    expect(Object.keys(s).sort()).toEqual([...STREAM_FIELDS, 'ingest', 'moderator_emails'].sort());
    expect(Object.keys(s.ingest).sort()).toEqual(['enabled', 'hint', 'key', 'publishing', 'replay', 'server', 'state']);
    expect(Object.keys(s.slots[0]).sort()).toEqual(['business', 'ends_at', 'id', 'starts_at', 'title']);
    const listed = (await req('GET', `/api/livestreams?job_fair_id=${fairId}`, null)).json().data.find((x: { id: number }) => x.id === s.id);
    expect(Object.keys(listed).sort()).toEqual([...STREAM_FIELDS].sort());
    expect((await req('GET', `/api/livestreams?job_fair_id=${fairId}`, null)).json().data.map((x: { id: number }) => x.id)).toContain(s.id);
    // the named moderator moderates it, but edits only through the admin
    expect((await req('GET', `/api/livestreams/${s.id}`, huber)).json().data.is_admin).toBe(true);
    expect((await req('PUT', `/api/livestreams/${s.id}`, huber, { title: 'Gekapert' })).statusCode).toBe(403);
    const put = await req('PUT', `/api/livestreams/${s.id}`, admin, { title: 'Azubi-Talk live (neu)', lower_bound: 'Gleich geht es los' });
    expect(put.json().data).toMatchObject({ title: 'Azubi-Talk live (neu)', lower_bound: 'Gleich geht es los' });
    expect((await req('PUT', `/api/livestreams/999999`, admin, { title: 'Nichts' })).statusCode).toBe(404);

    // channel assignment
    const channel = (await t.db.one<{ id: number }>(`SELECT id FROM channels WHERE slug = 'passau'`))!.id;
    expect((await req('POST', `/api/livestreams/${s.id}/channel/${channel}`, trainee, { active: true })).statusCode).toBe(403);
    const on = await req('POST', `/api/livestreams/${s.id}/channel/${channel}`, admin, { active: true });
    expect(on.json().data.channels.map((c: { slug: string }) => c.slug)).toEqual(['passau']);
    const off = await req('POST', `/api/livestreams/${s.id}/channel/${channel}`, admin, { active: false });
    expect(off.json().data.channels).toEqual([]);
  });

  it('a secure stream shows its video only with the password', async () => {
    const s = (
      await req('POST', '/api/livestreams', admin, {
        ...STREAM,
        title: 'Geschützter Stream',
        is_secure: true,
        password: 'Geheim-123',
        video_url: '/hls/geheim.m3u8',
      })
    ).json().data;
    const guest = (await req('GET', `/api/livestreams/${s.id}`, null)).json().data;
    expect(guest).toMatchObject({ verified: false, video_url: null });
    const wrong = await req('POST', `/api/livestreams/${s.id}/verify`, null, { password: 'falsch' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password[0]).toBe('Das Passwort stimmt nicht.');
    const ok = (await req('POST', `/api/livestreams/${s.id}/verify`, null, { password: 'Geheim-123' })).json().data;
    expect(ok.key).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(ok.livestream).sort()).toEqual([...STREAM_FIELDS].sort());
    expect(ok.livestream).toMatchObject({ verified: true, video_url: '/hls/geheim.m3u8' });
    const withKey = (await req('GET', `/api/livestreams/${s.id}?key=${ok.key}`, null)).json().data;
    expect(withKey.video_url).toBe('/hls/geheim.m3u8');
    expect((await req('GET', `/api/livestreams/${s.id}?key=${'0'.repeat(64)}`, null)).json().data.video_url).toBeNull();
  });

  it('chat: guests get 403, text stays text, mentions only of the stream, moderation by its admins only', async () => {
    expect((await req('POST', `/api/livestreams/${demoId}/messages`, null, msg('Hallo'))).statusCode).toBe(403);
    const sent = await req('POST', `/api/livestreams/${demoId}/messages`, trainee, msg('<b>Hallo</b> @Bäckerei Huber', { mentions: ['baeckerei-huber'] }));
    expect(sent.statusCode).toBe(201);
    const m = sent.json().data;
    expect(Object.keys(m).sort()).toEqual([...MESSAGE_FIELDS].sort());
    expect(m).toMatchObject({ text: '<b>Hallo</b> @Bäckerei Huber', nickname: 'Lena', mentions: [{ slug: 'baeckerei-huber', name: 'Bäckerei Huber' }] });
    expect((await req('POST', `/api/livestreams/${demoId}/messages`, trainee, msg('x', { mentions: ['donauwerk-software'] }))).statusCode).toBe(422);
    expect((await req('POST', `/api/livestreams/${demoId}/messages`, trainee, msg('a\u0007b'))).statusCode).toBe(422);
    expect((await req('POST', `/api/livestreams/${demoId}/messages`, trainee, msg('x'.repeat(501)))).statusCode).toBe(422);
    expect((await req('GET', `/api/livestreams/${demoId}`, null)).json().data.messages.map((x: { id: number }) => x.id)).toContain(m.id);

    // another pupil and the business (no moderator of this stream) cannot delete or block; nothing changes
    for (const token of [trainee2, huber]) {
      expect((await req('DELETE', `/api/livestreams/${demoId}/messages/${m.id}`, token)).statusCode).toBe(403);
      expect((await req('DELETE', `/api/livestreams/${demoId}/messages/user/${m.user_id}`, token)).statusCode).toBe(403);
      expect((await req('POST', `/api/livestreams/${demoId}/blocks`, token, { user_id: trainee2Id })).statusCode).toBe(403);
    }
    expect((await req('DELETE', `/api/livestreams/${demoId}/messages/${m.id}`, null)).statusCode).toBe(401);
    expect((await req('GET', `/api/livestreams/${demoId}`, null)).json().data.messages.map((x: { id: number }) => x.id)).toContain(m.id);

    const gone = await req('DELETE', `/api/livestreams/${demoId}/messages/${m.id}`, admin);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await req('DELETE', `/api/livestreams/${demoId}/messages/${m.id}`, admin)).statusCode).toBe(404);
    expect((await req('GET', `/api/livestreams/${demoId}`, null)).json().data.messages.map((x: { id: number }) => x.id)).not.toContain(m.id);

    // all of a person's messages, then a block: the blocked pupil cannot send
    await req('POST', `/api/livestreams/${demoId}/messages`, trainee2, msg('Eins'));
    await req('POST', `/api/livestreams/${demoId}/messages`, trainee2, msg('Zwei'));
    const all = await req('DELETE', `/api/livestreams/${demoId}/messages/user/${trainee2Id}`, admin);
    expect(all.json().data.deleted).toBe(2);
    const block = await req('POST', `/api/livestreams/${demoId}/blocks`, admin, { user_id: trainee2Id });
    expect(block.statusCode).toBe(201);
    expect(block.json()).toEqual({ data: { ok: true } });
    const blocked = await req('POST', `/api/livestreams/${demoId}/messages`, trainee2, msg('Drei'));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Du bist in diesem Chat gesperrt.');
  });

  it('a flood is cut off with a German message; self_message_threshold spaces messages', async () => {
    const u = await makeUser(t, { trainee: true });
    const token = await loginAs(t, u.email);
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await req('POST', `/api/livestreams/${demoId}/messages`, token, msg(`Nachricht ${i}`))).statusCode);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    const flood = await req('POST', `/api/livestreams/${demoId}/messages`, token, msg('Noch eine'));
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toMatch(/Du schreibst zu schnell/);

    const s = (await req('POST', '/api/livestreams', admin, { ...STREAM, title: 'Langsamer Chat', self_message_threshold: 30 })).json().data;
    expect((await req('POST', `/api/livestreams/${s.id}/messages`, trainee, msg('Erste'))).statusCode).toBe(201);
    const slow = await req('POST', `/api/livestreams/${s.id}/messages`, trainee, msg('Zweite'));
    expect(slow.statusCode).toBe(429);
    expect(slow.json().message).toMatch(/nur alle 30 Sekunden/);
  });

  it('likes and emojis: everybody, only from the list', async () => {
    const like = await req('POST', `/api/livestreams/${demoId}/events`, null, { type: 'like' });
    expect(like.statusCode).toBe(200);
    expect(like.json().data.like_count).toBeGreaterThan(0);
    const emoji = await req('POST', `/api/livestreams/${demoId}/events`, null, { type: 'emoji', emoji: '🔥' });
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json()).toEqual({ data: {} });
    expect((await req('POST', `/api/livestreams/${demoId}/events`, null, { type: 'emoji', emoji: '<script>' })).statusCode).toBe(422);
    expect((await req('POST', `/api/livestreams/999999/events`, null, { type: 'like' })).statusCode).toBe(404);
  });

  it('polls: only managers manage them; one vote per person; account_only_vote needs a login; proposals', async () => {
    const poll = { livestream_id: demoId, question: 'Wann fängst du an?', options: ['2027', '2028'], is_active: true, allow_proposals: true };
    expect((await req('POST', '/api/livestream_polls/', huber, poll)).statusCode).toBe(403);
    expect((await req('POST', '/api/livestream_polls/', trainee, poll)).statusCode).toBe(403);
    expect((await req('POST', '/api/livestream_polls/', null, poll)).statusCode).toBe(401);
    // a business with admin_livestream_polls manages polls
    await t.db.query(`UPDATE businesses SET permissions = permissions || '["admin_livestream_polls"]'::jsonb WHERE slug = 'baeckerei-huber'`);
    const huberAgain = await t.login('betrieb@oabat.example');
    const created = await req('POST', '/api/livestream_polls/', huberAgain, poll);
    expect(created.statusCode).toBe(201);
    const p = created.json().data;
    expect(p.options.map((o: { text: string }) => o.text)).toEqual(['2027', '2028']);

    const [a, b] = p.options;
    const v1 = await req('POST', '/api/livestream_poll_option_votes/', trainee, { option_id: a.id });
    expect(v1.statusCode).toBe(201);
    expect(v1.json().data).toEqual({ ...p, options: [{ ...a, votes: 1 }, b], total_votes: 1, my_option_id: a.id, proposals: undefined });
    expect((await req('POST', '/api/livestream_poll_option_votes/', trainee, { option_id: b.id })).statusCode).toBe(409);
    // A guest votes with the id the server signed; a made-up id is refused (else each vote could bring a new one).
    const made = await req('POST', '/api/livestream_poll_option_votes/', null, { option_id: b.id, chat_user_id: 'gast-1234-5678' });
    expect(made.statusCode).toBe(422);
    const guestId = (await req('GET', '/api/livestream/guest_id', null)).json().data.guest_id as string;
    const guest = await req('POST', '/api/livestream_poll_option_votes/', null, { option_id: b.id, chat_user_id: guestId });
    expect(guest.json().data.options.map((o: { votes: number }) => o.votes)).toEqual([1, 1]);
    expect((await req('POST', '/api/livestream_poll_option_votes/', null, { option_id: b.id, chat_user_id: guestId })).statusCode).toBe(409);

    // proposals: viewers propose, managers see them
    const proposed = await req('PUT', `/api/livestream_poll_proposal/${p.id}`, null, { text: 'Nach dem Abitur', chat_user_id: guestId });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toEqual({ data: { ok: true } });
    const seen = (await req('GET', `/api/livestreams/${demoId}`, admin)).json().data.polls.find((x: { id: number }) => x.id === p.id);
    expect(seen.proposals.map((x: { text: string }) => x.text)).toEqual(['Nach dem Abitur']);

    // options and the poll: edited by managers only
    expect((await req('PUT', `/api/livestream_poll_options/${a.id}`, trainee, { text: 'Gekapert' })).statusCode).toBe(403);
    expect((await req('POST', '/api/livestream_poll_options/', trainee, { poll_id: p.id, text: 'Gekapert' })).statusCode).toBe(403);
    expect((await req('PUT', `/api/livestream_poll_options/${a.id}`, admin, { text: 'Schon 2027' })).json().data.options[0].text).toBe('Schon 2027');
    const withLater = (await req('POST', '/api/livestream_poll_options/', admin, { poll_id: p.id, text: 'Später' })).json().data.options;
    expect(withLater).toHaveLength(3);
    expect((await req('DELETE', `/api/livestream_poll_options/${b.id}`, trainee)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/livestream_poll_options/${b.id}`, admin)).statusCode).toBe(204);
    // The kept vote counts (migration 0560's trigger) follow every change of the votes, also ones made outside the API.
    const counts = async () =>
      (await req('GET', `/api/livestreams/${demoId}`, admin))
        .json()
        .data.polls.find((x: { id: number }) => x.id === p.id)
        .options.map((o: { votes: number }) => o.votes);
    expect(await counts()).toEqual([1, 0]);
    await t.db.query(`UPDATE livestream_poll_votes SET option_id = $1 WHERE option_id = $2`, [withLater[2].id, a.id]);
    expect(await counts()).toEqual([0, 1]);
    await t.db.query(`UPDATE livestream_poll_votes SET option_id = $1 WHERE option_id = $2`, [a.id, withLater[2].id]);
    expect(await counts()).toEqual([1, 0]);

    // account_only_vote: a guest is asked to log in
    await req('PUT', `/api/livestreams/${demoId}`, admin, { account_only_vote: true });
    const p2 = (await req('POST', '/api/livestream_polls/', admin, { ...poll, question: 'Nur mit Konto?' })).json().data;
    const refused = await req('POST', '/api/livestream_poll_option_votes/', null, { option_id: p2.options[0].id, chat_user_id: 'gast-9999-0000' });
    expect(refused.statusCode).toBe(403);
    await req('PUT', `/api/livestreams/${demoId}`, admin, { account_only_vote: false });

    // an inactive poll takes no votes; active polls come first
    await req('PUT', `/api/livestream_polls/${p2.id}`, admin, { is_active: false });
    expect((await req('POST', '/api/livestream_poll_option_votes/', trainee, { option_id: p2.options[0].id })).statusCode).toBe(409);
    const polls = (await req('GET', `/api/livestreams/${demoId}`, null)).json().data.polls as { is_active: boolean }[];
    expect(polls.findIndex((x) => !x.is_active)).toBeGreaterThan(polls.findLastIndex((x) => x.is_active));
    expect((await req('DELETE', `/api/livestream_polls/${p2.id}`, trainee)).statusCode).toBe(403);
    const pollGone = await req('DELETE', `/api/livestream_polls/${p2.id}`, admin);
    expect(pollGone.statusCode).toBe(204);
    expect(pollGone.body).toBe('');
  });

  it('schedule upload: CSV and Excel replace the slots (admin only); a bad row is named', async () => {
    const s = (await req('POST', '/api/livestreams', admin, { ...STREAM, title: 'Messe mit Plan' })).json().data;
    const upload = async (token: string | null, name: string, bytes: Buffer) => {
      const body = await multipartBody({ livestream_id: String(s.id), file: { bytes, name } });
      return t.request({ method: 'POST', url: '/api/livestream/upload_schedule', token, payload: body.payload, headers: body.headers });
    };
    const csv = Buffer.from(
      'Betrieb;Beginn;Ende;Titel\nbaeckerei-huber;01.03.2027 10:00;01.03.2027 10:30;Backstube\nautohaus-wimmer;2027-03-01 10:30;2027-03-01 11:00;\n',
    );
    expect((await upload(huber, 'plan.csv', csv)).statusCode).toBe(403);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM livestream_slots WHERE livestream_id = $1`, [s.id]))!.n).toBe(1);
    const ok = await upload(admin, 'plan.csv', csv);
    expect(ok.statusCode).toBe(200);
    expect(
      ok.json().data.slots.map((x: { business: { slug: string }; starts_at: string; title: string | null }) => [x.business.slug, x.starts_at, x.title]),
    ).toEqual([
      ['baeckerei-huber', '2027-03-01T09:00:00.000Z', 'Backstube'],
      ['autohaus-wimmer', '2027-03-01T09:30:00.000Z', null],
    ]);
    const bad = await upload(admin, 'plan.csv', Buffer.from('baeckerei-huber;morgen;übermorgen\n'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file[0]).toMatch(/^Zeile 1:/);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Plan');
    sheet.addRow(['Betrieb', 'Beginn', 'Ende']);
    sheet.addRow(['elektro-brandl', new Date(Date.UTC(2027, 2, 1, 12, 0)), new Date(Date.UTC(2027, 2, 1, 12, 45))]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const fromExcel = await upload(admin, 'plan.xlsx', xlsx);
    expect(fromExcel.statusCode).toBe(200);
    expect(fromExcel.json().data.slots.map((x: { business: { slug: string }; starts_at: string }) => [x.business.slug, x.starts_at])).toEqual([
      ['elektro-brandl', '2027-03-01T11:00:00.000Z'],
    ]);
  });

  it('a replay (not live, with a recording) carries the whole chat for showing it in time', async () => {
    const s = (await req('POST', '/api/livestreams', admin, { ...STREAM, title: 'Vorbei', is_live: true, video_url: '/hls/live.m3u8' })).json().data;
    for (let i = 0; i < 3; i += 1) await req('POST', `/api/livestreams/${s.id}/messages`, admin, msg(`Frage ${i}`));
    await req('PUT', `/api/livestreams/${s.id}`, admin, { is_live: false, replay_url: '/hls/aufzeichnung.m3u8' });
    const replay = (await req('GET', `/api/livestreams/${s.id}`, null)).json().data;
    expect(replay).toMatchObject({ is_live: false, replay_url: '/hls/aufzeichnung.m3u8' });
    expect(replay.messages.map((m: { text: string }) => m.text)).toEqual(['Frage 0', 'Frage 1', 'Frage 2']);
  });

  it('/livestream/{id}/suche: the search holds only the jobs and businesses of the businesses with a slot in the stream', async () => {
    // The schedule upload above may have changed the demo stream's slots: its businesses are whatever they are now.
    const inStream = new Set(
      ((await req('GET', `/api/livestreams/${demoId}`, null)).json().data.slots as { business: { slug: string } }[]).map((s) => s.business.slug),
    );
    const jobs = (await req('GET', `/api/search?category=alles&livestream=${demoId}&sort=date&per_page=50`, null)).json();
    expect(jobs.result.total).toBeGreaterThan(0);
    for (const j of jobs.result.data as { business: { slug: string } }[]) expect(inStream.has(j.business.slug)).toBe(true);
    const all = (await req('GET', '/api/search?category=alles&per_page=50', null)).json();
    expect(all.result.total).toBeGreaterThan(jobs.result.total);
    const firms = (await req('GET', `/api/search?category=unternehmen&livestream=${demoId}`, null)).json();
    expect(new Set(firms.result.data.map((b: { slug: string }) => b.slug))).toEqual(inStream);
    const empty = (await req('POST', '/api/livestreams', admin, { ...STREAM, title: 'Ohne Betriebe', slots: [] })).json().data;
    expect((await req('GET', `/api/search?category=alles&livestream=${empty.id}`, null)).json().result.total).toBe(0);
    expect((await req('GET', '/api/search?category=alles&livestream=abc', null)).statusCode).toBe(422);
  });
});
