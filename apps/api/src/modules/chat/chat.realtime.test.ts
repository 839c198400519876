// The realtime layer over real sockets: handshake, rooms, and chat events as two users see them.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { REALTIME_EVENTS, type NewMessagePayload, type UserTypingPayload } from '@oabat/domain/realtime';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { makeUser, loginAs } from '../../../test/factories/accounts.ts';
import { DEMO, send, userId } from '../../../test/factories/chat.ts';
import { client, connected, join, next, silent } from '../../../test/factories/chat-sockets.ts';

let t: TestContext, url: string;
let trainee: string, business: string, school: string;
let traineeSocket: Socket, businessSocket: Socket;
const sockets: Socket[] = [];
const open = async (token?: string | null, headers?: Record<string, string>) => {
  const s = client(url, token, headers);
  sockets.push(s);
  await connected(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [trainee, business, school] = await Promise.all([DEMO.trainee, DEMO.business, DEMO.school].map((e) => t.login(e)));
  traineeSocket = await open(trainee);
  businessSocket = await open(business);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

describe('handshake', () => {
  it('refuses a bad token and a foreign Origin; a guest connects without a token', async () => {
    await expect(connected(client(url, 'falsches-token'))).rejects.toThrow('Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.');
    await expect(connected(client(url, trainee, { origin: 'https://boese.example' }))).rejects.toThrow();
    const ok = await open(trainee, { origin: new URL(t.config.publicUrl).origin });
    expect(ok.connected).toBe(true);
    const guest = await open(null);
    expect(await join(guest, 'livestream:1')).toEqual({ ok: true });
    expect(await join(guest, `user:${await userId(t, DEMO.trainee)}`)).toMatchObject({ ok: false });
  });
});

describe('rooms', () => {
  it('a user joins only its own rooms and conversations', async () => {
    const traineeId = await userId(t, DEMO.trainee),
      businessId = await userId(t, DEMO.business);
    const c = (await send(t, trainee, { receiver_id: businessId, body: 'Raumtest' })).json().data.conversation_id;
    expect(await join(traineeSocket, `user:${traineeId}`)).toEqual({ ok: true });
    expect(await join(traineeSocket, `conversation:${c}`)).toEqual({ ok: true });
    const other = await loginAs(t, (await makeUser(t, { trainee: true })).email);
    const stranger = await open(other);
    for (const room of [`user:${traineeId}`, `conversation:${c}`, 'school:1', 'admin', 'conversation:abc']) {
      expect(await join(stranger, room)).toEqual({ ok: false, message: 'Diesem Raum darfst du nicht beitreten.' });
    }
  });

  it("the school room carries the bulletin board unlock to the school's users only", async () => {
    const schoolSocket = await open(school);
    const schoolId = (await t.db.one<{ id: number }>(`SELECT id FROM schools WHERE slug = 'mittelschule-passau-st-nikola'`))!.id;
    const arrived = next(schoolSocket, REALTIME_EVENTS.schoolBulletinBoardUnlocked);
    const notHere = silent(traineeSocket, REALTIME_EVENTS.schoolBulletinBoardUnlocked);
    t.app.realtime.emitToSchool(schoolId, REALTIME_EVENTS.schoolBulletinBoardUnlocked, { school_id: schoolId, is_minibat_unlocked: true });
    expect(await arrived).toEqual({ school_id: schoolId, is_minibat_unlocked: true });
    expect(await notHere).toBe(true);
  });
});

describe('chat events', () => {
  it("a message arrives at the receiver and at the sender's other tabs", async () => {
    const businessId = await userId(t, DEMO.business);
    const secondTab = await open(trainee);
    const incoming = next<NewMessagePayload>(businessSocket, REALTIME_EVENTS.newMessage);
    const echo = next<NewMessagePayload>(secondTab, REALTIME_EVENTS.chatMessageSent);
    const res = await send(t, trainee, { receiver_id: businessId, body: 'Live dabei?' });
    expect(res.statusCode).toBe(201);
    const got = await incoming;
    expect(got.message).toMatchObject({ body: 'Live dabei?', sender_name: 'Lena Maier', meta: { is_sender: false } });
    expect(got.conversation).toMatchObject({ id: res.json().data.conversation_id, user: { name: 'Lena Maier' } });
    expect(got.conversation.number_of_unread_messages).toBeGreaterThan(0);
    expect((await echo).message.meta.is_sender).toBe(true);
  });

  it('typing arrives at the other participant only; strangers cannot fake it', async () => {
    const businessId = await userId(t, DEMO.business);
    const c = (await send(t, trainee, { receiver_id: businessId, body: 'Tippe gleich' })).json().data.conversation_id;
    const typing = next<UserTypingPayload>(businessSocket, REALTIME_EVENTS.userTyping);
    traineeSocket.emit('typing', { conversation_id: c });
    expect(await typing).toEqual({ conversation_id: c, user_id: await userId(t, DEMO.trainee), name: 'Lena Maier' });
    const stranger = await open(await loginAs(t, (await makeUser(t, { trainee: true })).email));
    const none = silent(businessSocket, REALTIME_EVENTS.userTyping);
    stranger.emit('typing', { conversation_id: c });
    expect(await none).toBe(true);
  });

  it('a deletion and a read receipt arrive at the other side', async () => {
    const businessId = await userId(t, DEMO.business);
    const m = (await send(t, trainee, { receiver_id: businessId, body: 'Ups, falsch' })).json().data;
    const deleted = next<{ conversation_id: number; message: { id: number; is_deleted: boolean; preview: string } }>(
      businessSocket,
      REALTIME_EVENTS.messageDeleted,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/chat/messages/${m.id}`, token: trainee })).statusCode).toBe(204);
    expect(await deleted).toMatchObject({ conversation_id: m.conversation_id, message: { id: m.id, is_deleted: true, preview: 'Nachricht gelöscht' } });
    const read = next<{ conversation_id: number; read_by: number }>(traineeSocket, REALTIME_EVENTS.chatMessageUpdated);
    await t.request({ method: 'POST', url: `/api/chat/conversations/${m.conversation_id}/setread`, token: business });
    expect(await read).toMatchObject({ conversation_id: m.conversation_id, read_by: businessId });
  });
});

describe('limits', () => {
  it('cuts off a flooding socket and an oversized message', async () => {
    const flooder = await open(trainee);
    const gone = new Promise<string>((resolve) => flooder.once('disconnect', (reason) => resolve(reason)));
    for (let i = 0; i < 100; i++) flooder.emit('typing', { conversation_id: 1 });
    expect(await gone).toBe('io server disconnect');
    const big = await open(trainee);
    const closed = new Promise<string>((resolve) => big.once('disconnect', (reason) => resolve(reason)));
    big.emit('typing', { conversation_id: 1, pad: 'x'.repeat(64 * 1024) });
    expect(await closed).toBe('transport close');
  });
});
