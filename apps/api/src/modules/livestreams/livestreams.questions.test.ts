// Q&A: a viewer marks a message as a question, optionally anonymous; an anonymous question is held until one
// of the stream's moderators releases it, then everybody sees it without the nickname; moderators pin one
// question above the chat, live for everybody. Strangers' calls and other streams' ids change nothing.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NICKNAME, LIVESTREAM_EVENTS, type TLivestreamMessage } from '@oabat/domain/livestreams';
import { livestreamRoom } from '@oabat/domain/realtime';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { client, connected, join, next } from '../../../test/factories/chat-sockets.ts';
import { DEMO_LIVESTREAM_TITLE } from './livestreams.demo.ts';

let t: TestContext, admin: string, trainee: string, stranger: string, demoId: number, otherId: number;
const req = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const ask = (text: string, extra: Record<string, unknown> = {}) =>
  req('POST', `/api/livestreams/${demoId}/messages`, trainee, { text, nickname: 'Lena', is_question: true, ...extra });
const messagesFor = async (token: string | null) => (await req('GET', `/api/livestreams/${demoId}`, token)).json().data.messages as TLivestreamMessage[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.login('admin@oabat.example');
  trainee = await t.login('azubi@oabat.example');
  stranger = await loginAs(t, (await makeUser(t, { trainee: true })).email);
  demoId = (await t.db.one<{ id: number }>(`SELECT id FROM livestreams WHERE title = $1`, [DEMO_LIVESTREAM_TITLE]))!.id;
  otherId = (
    await req('POST', '/api/livestreams', admin, {
      title: 'Anderer Stream',
      planned_start: '2027-02-01T10:00:00+01:00',
      planned_end: '2027-02-01T12:00:00+01:00',
    })
  ).json().data.id;
});
afterAll(() => t?.close());

describe('livestream Q&A', () => {
  it('an anonymous question is held until a moderator releases it, then shown without the nickname', async () => {
    const sent = await ask('Wie viel verdient man im ersten Jahr?', { anonymous: true });
    expect(sent.statusCode).toBe(201);
    const q = sent.json().data as TLivestreamMessage;
    // The author sees the own question as waiting.
    expect(q).toMatchObject({ is_question: true, is_anonymous: true, held: true, nickname: 'Lena' });
    expect((await messagesFor(null)).some((m) => m.id === q.id)).toBe(false);
    expect((await messagesFor(stranger)).some((m) => m.id === q.id)).toBe(false);
    expect((await messagesFor(trainee)).find((m) => m.id === q.id)).toMatchObject({ held: true });
    expect((await messagesFor(admin)).find((m) => m.id === q.id)).toMatchObject({ held: true, nickname: 'Lena' });

    expect((await req('POST', `/api/livestreams/${demoId}/messages/${q.id}/release`, null)).statusCode).toBe(401);
    const refused = await req('POST', `/api/livestreams/${demoId}/messages/${q.id}/release`, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Fragen geben nur die Admins dieses Livestreams frei.');
    // Another stream's id does not reach this question.
    expect((await req('POST', `/api/livestreams/${otherId}/messages/${q.id}/release`, admin)).statusCode).toBe(404);
    expect((await messagesFor(null)).some((m) => m.id === q.id)).toBe(false);

    const released = await req('POST', `/api/livestreams/${demoId}/messages/${q.id}/release`, admin);
    expect(released.statusCode).toBe(200);
    expect(released.json().data).toMatchObject({ held: false, nickname: 'Lena' });
    const shown = (await messagesFor(null)).find((m) => m.id === q.id);
    expect(shown).toMatchObject({ held: false, nickname: ANONYMOUS_NICKNAME, user_id: null, chat_user_id: null, is_question: true });
    expect((await messagesFor(stranger)).find((m) => m.id === q.id)?.nickname).toBe(ANONYMOUS_NICKNAME);
  });

  it('moderators pin a question for everybody; only questions; strangers and other streams change nothing', async () => {
    const q = (await ask('Gibt es ein Praktikum vorher?')).json().data as TLivestreamMessage;
    const plain = (await req('POST', `/api/livestreams/${demoId}/messages`, trainee, { text: 'Hallo', nickname: 'Lena' })).json().data as TLivestreamMessage;
    const pin = (id: number, token: string | null, messageId: number | null) => req('PUT', `/api/livestreams/${id}/pinned`, token, { message_id: messageId });

    expect((await pin(demoId, stranger, q.id)).statusCode).toBe(403);
    expect((await pin(demoId, trainee, q.id)).statusCode).toBe(403);
    expect((await pin(otherId, admin, q.id)).statusCode).toBe(404);
    const notQuestion = await pin(demoId, admin, plain.id);
    expect(notQuestion.statusCode).toBe(422);
    expect(notQuestion.json().errors.message_id[0]).toBe('Anpinnen kannst du nur Fragen.');
    expect((await req('PUT', `/api/livestreams/${demoId}/pinned`, admin, {})).statusCode).toBe(422);
    expect((await req('GET', `/api/livestreams/${demoId}`, null)).json().data.pinned).toBeNull();

    expect((await pin(demoId, admin, q.id)).statusCode).toBe(200);
    expect((await req('GET', `/api/livestreams/${demoId}`, null)).json().data.pinned).toMatchObject({ id: q.id, text: 'Gibt es ein Praktikum vorher?' });

    // Pinning a held anonymous question releases it (a pinned question is shown to all), without the nickname.
    const anon = (await ask('Darf ich tätowiert sein?', { anonymous: true })).json().data as TLivestreamMessage;
    expect((await pin(demoId, admin, anon.id)).statusCode).toBe(200);
    expect((await req('GET', `/api/livestreams/${demoId}`, null)).json().data.pinned).toMatchObject({ id: anon.id, nickname: ANONYMOUS_NICKNAME, held: false });

    // A deleted pinned question is gone from the top too; unpinning empties it.
    await pin(demoId, admin, q.id);
    expect((await t.request({ method: 'DELETE', url: `/api/livestreams/${demoId}/messages/${q.id}`, token: admin })).statusCode).toBe(204);
    expect((await req('GET', `/api/livestreams/${demoId}`, null)).json().data.pinned).toBeNull();
    expect((await pin(demoId, admin, null)).json().data).toEqual({ message: null });
  });

  it('realtime: a held question reaches only moderators; release and pin reach the viewers', async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const viewer = client(url);
    const moderator = client(url, admin);
    try {
      await Promise.all([connected(viewer), connected(moderator)]);
      expect(await join(viewer, livestreamRoom(demoId))).toEqual({ ok: true });
      expect(await join(moderator, livestreamRoom(demoId))).toEqual({ ok: true });
      // Everything the viewer gets, single or in a frame (an earlier test's last frame may still be under way).
      const seen: TLivestreamMessage[] = [];
      viewer.on(LIVESTREAM_EVENTS.message, (m: TLivestreamMessage) => seen.push(m));
      viewer.on(LIVESTREAM_EVENTS.messages, (p: { messages: TLivestreamMessage[] }) => seen.push(...p.messages));
      const forModerator = next<TLivestreamMessage>(moderator, LIVESTREAM_EVENTS.message);
      const sent = await ask('Wie lange dauert die Probezeit?', { anonymous: true });
      expect(sent.statusCode).toBe(201);
      const q = sent.json().data as TLivestreamMessage;
      expect(await forModerator).toMatchObject({ id: q.id, nickname: 'Lena', held: true });
      await new Promise((r) => setTimeout(r, 1000));
      expect(seen.filter((m) => m.id === q.id)).toEqual([]);

      const updated = next<TLivestreamMessage>(moderator, LIVESTREAM_EVENTS.messageUpdated);
      await req('POST', `/api/livestreams/${demoId}/messages/${q.id}/release`, admin);
      await expect.poll(() => seen.find((m) => m.id === q.id), { timeout: 5000 }).toMatchObject({ id: q.id, nickname: ANONYMOUS_NICKNAME, held: false });
      expect(await updated).toMatchObject({ id: q.id, nickname: 'Lena', held: false });

      const pinned = next<{ message: TLivestreamMessage | null }>(viewer, LIVESTREAM_EVENTS.pinned);
      await req('PUT', `/api/livestreams/${demoId}/pinned`, admin, { message_id: q.id });
      expect((await pinned).message).toMatchObject({ id: q.id, nickname: ANONYMOUS_NICKNAME });
    } finally {
      viewer.close();
      moderator.close();
    }
  });
});
