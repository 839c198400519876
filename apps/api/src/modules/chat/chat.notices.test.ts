// Broadcasts, action messages from other features, unread-message mail and the send rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { lastMessage, loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { DEMO, get, send, userId } from '../../../test/factories/chat.ts';
import { sendActionMessage } from './chat.actions.ts';
import { sweepUnreadMail } from './chat.mail.ts';

let t: TestContext;
let trainee: string, admin: string, business: string;
beforeAll(async () => {
  t = await createTestApp();
  [trainee, admin, business] = await Promise.all([DEMO.trainee, DEMO.admin, DEMO.business].map((e) => t.login(e)));
});
afterAll(() => t.close());

const broadcast = (token: string | null, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/chat/messages/broadcast', payload, token });
const channelBroadcast = (token: string | null, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/admin/chat/broadcast', payload, token });

describe('broadcasts', () => {
  it('only the admin broadcasts; a trainee or business gets 403 and nothing is sent', async () => {
    const target = await userId(t, DEMO.school);
    for (const token of [trainee, business]) {
      const res = await broadcast(token, { body: 'Alle herhören', user_ids: [target] });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Rundnachrichten dürfen nur Administratoren senden.');
      expect((await channelBroadcast(token, { channel: 'oabat', body: 'Alle' })).statusCode).toBe(403);
    }
    expect((await broadcast(null, { body: 'x', user_ids: [target] })).statusCode).toBe(401);
    const school = await t.login(DEMO.school);
    expect((await get(t, school, '/api/chat/unread')).json().data.count).toBe(0);
  });

  it("the admin sends to chosen users; they see it, the admin's list stays clean", async () => {
    const a = await makeUser(t, { trainee: true }),
      b = await makeUser(t, { trainee: true });
    const res = await broadcast(admin, { body: 'Neue Funktion: Chat!', user_ids: [a.id, b.id, 99999999], type: 'system' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ recipients: 2, sent: true });
    const list = (await get(t, await loginAs(t, a.email), '/api/chat/conversations')).json().data;
    expect(list[0]).toMatchObject({
      number_of_unread_messages: 1,
      user: { name: 'Oabat-Team', type: 'team' },
      latest_message: { body: 'Neue Funktion: Chat!', type: 'system' },
    });
    expect((await get(t, admin, '/api/chat/conversations')).json().data.some((c: { user: { id: number } }) => c.user.id === a.id)).toBe(false);
    expect((await broadcast(admin, { body: 'x', user_ids: [] })).json().errors.user_ids).toEqual(['Bitte wähle Empfänger aus.']);
  });

  it('the admin broadcasts to a channel, or only counts its recipients first', async () => {
    const count = await channelBroadcast(admin, { channel: 'oabat', send_messages: false });
    expect(count.statusCode).toBe(200);
    const n = count.json().data.recipients;
    expect(n).toBeGreaterThan(0);
    expect((await get(t, business, '/api/chat/unread')).json().data.count).toBe(0);
    const sent = await channelBroadcast(admin, { channel: 'oabat', body: 'Wartung am Sonntag' });
    expect(sent.json().data).toEqual({ recipients: n, sent: true });
    const list = (await get(t, business, '/api/chat/conversations')).json().data;
    expect(list[0].latest_message).toMatchObject({ body: 'Wartung am Sonntag', type: 'system', sender_name: 'Oabat-Team' });
    expect((await channelBroadcast(admin, { channel: 'gibt-es-nicht', body: 'x' })).json().errors.channel).toEqual(['Diesen Channel gibt es nicht.']);
    expect((await channelBroadcast(admin, { channel: 'oabat', body: ' ' })).json().errors.body).toEqual(['Bitte gib eine Nachricht ein.']);
  });
});

describe('action messages from other features', () => {
  it('arrive as action messages with their German preview line', async () => {
    const from = await userId(t, DEMO.trainee),
      to = await userId(t, DEMO.business);
    const m = await sendActionMessage(t.app, {
      fromUserId: from,
      toUserId: to,
      action: 'jobInterest',
      params: { job_name: 'Bäcker/in', job_slug: 'baecker-in' },
    });
    expect(m).toMatchObject({ type: 'action', preview: 'Interesse an: Bäcker/in' });
    const conv = (await get(t, business, `/api/chat/conversations/${m.conversation_id}`)).json().data;
    const last = conv.messages.at(-1);
    expect(JSON.parse(last.body)).toEqual({ action: 'jobInterest', params: { job_name: 'Bäcker/in', job_slug: 'baecker-in' } });
    expect(conv.latest_message.preview).toBe('Interesse an: Bäcker/in');
    const rejected = await sendActionMessage(t.app, {
      fromUserId: to,
      toUserId: from,
      action: 'jobReviewed',
      params: { status: 'rejected', job_name: 'Koch/Köchin' },
    });
    expect(rejected.preview).toBe('Veröffentlichung abgelehnt: Koch/Köchin');
    await expect(sendActionMessage(t.app, { fromUserId: from, toUserId: to, action: 'nope' as 'jobInterest', params: {} })).rejects.toThrow();
  });
});

describe('unread-message mail', () => {
  it('mails an offline user once per unread message, and never when switched off', async () => {
    const u = await makeUser(t, { business: 'mail-betrieb' });
    const off = await makeUser(t, { business: 'mail-aus-betrieb' });
    await t.db.query(`UPDATE users SET is_unread_messages_mail_active = false WHERE id = $1`, [off.id]);
    await send(t, trainee, { receiver_id: u.id, body: 'Ist die Stelle noch frei?' });
    await send(t, trainee, { receiver_id: off.id, body: 'Hallo' });
    const deps = { db: t.db, config: t.config, transports: t.app.transports, realtime: t.app.realtime, acc: t.app.specialAccounts };
    expect(await sweepUnreadMail(deps, 60)).toBe(0); // not yet old enough
    expect(await lastMessage(t, u.email)).toBeUndefined();
    await sweepUnreadMail(deps, 0);
    const mail = await lastMessage(t, u.email);
    expect(mail).toMatchObject({ subject: 'Du hast eine ungelesene Nachricht auf Oabat', template: 'chat.unread' });
    expect(mail!.body_text).toContain('Lena Maier: 1 neue Nachricht');
    expect(mail!.body_text).toContain('/chat?conversation_id=');
    expect(await lastMessage(t, off.email)).toBeUndefined();
    const before = (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE recipient = $1`, [u.email]))!.n;
    await sweepUnreadMail(deps, 0);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE recipient = $1`, [u.email]))!.n).toBe(before);
  });
});

describe('send rate limit', () => {
  it('answers 429 with Retry-After after 60 messages a minute', async () => {
    const region = await t.login(DEMO.region);
    const to = await userId(t, DEMO.business);
    await t.db.query(`INSERT INTO rate_events (key) SELECT $1 FROM generate_series(1, 60)`, [`chat:user:${await userId(t, DEMO.region)}`]);
    const res = await send(t, region, { receiver_id: to, body: 'Eine zu viel' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message).toBe('Du sendest sehr viele Nachrichten. Bitte warte einen Moment.');
  });
});

describe('documents in a chat', () => {
  it('the receiver may read a document sent to them, a stranger may not', async () => {
    const { insertFile } = await import('../../../test/factories/chat.ts');
    const from = await userId(t, DEMO.trainee);
    const file = await insertFile(t, from);
    await send(t, trainee, { receiver_id: await userId(t, DEMO.business), file_id: file, body: 'Zeugnis' });
    expect((await get(t, business, `/api/files_info/${file}`)).statusCode).toBe(200);
    const stranger = await loginAs(t, (await makeUser(t, { trainee: true })).email);
    expect((await get(t, stranger, `/api/files_info/${file}`)).statusCode).toBe(403);
  });
});
