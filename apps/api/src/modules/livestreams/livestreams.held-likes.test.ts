// Issue #35, finding 9: events about a message the viewers do not see yet wait like the message. A like of a message
// held by the chat delay reaches the room only when the message does; an unreleased anonymous question's likes
// reach the moderators only; a viewer cannot like (and so find) a message that is still held.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVESTREAM_EVENTS, type TLivestreamMessage } from '@oabat/domain/livestreams';
import { livestreamRoom } from '@oabat/domain/realtime';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, connected, join, next, silent } from '../../../test/factories/chat-sockets.ts';

let t: TestContext, admin: string, trainee: string, streamId: number;
const url = () => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const DELAY_SECONDS = 3;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.login('admin@oabat.example');
  trainee = await t.login('azubi@oabat.example');
  const created = await t.request({
    method: 'POST',
    url: '/api/livestreams',
    token: admin,
    payload: {
      title: 'Verzögerter Chat',
      planned_start: '2027-05-01T10:00:00+02:00',
      planned_end: '2027-05-01T12:00:00+02:00',
      message_threshold: DELAY_SECONDS,
      slots: [],
    },
  });
  streamId = created.json().data.id;
});
afterAll(() => t?.close());

const send = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/livestreams/${streamId}/messages`, token: trainee, payload: { nickname: 'Lena', ...payload } });
const like = (token: string | null, messageId: number) =>
  t.request({ method: 'POST', url: `/api/livestreams/${streamId}/events`, token, payload: { type: 'message_like', message_id: messageId } });
type Liked = { message_id: number; like_count: number; type: string };

describe('likes of held messages', () => {
  it('a like within the chat delay reaches the room only after the message, and a viewer cannot like it before', async () => {
    const viewer = client(url());
    try {
      await connected(viewer);
      expect(await join(viewer, livestreamRoom(streamId))).toEqual({ ok: true });
      // The delay runs from the message's creation on the server, before its answer arrives: measured from the send,
      // a slow answer (a loaded CI machine) cannot make a correctly held message look early.
      const startedAt = Date.now();
      const sent = await send({ text: 'Noch zurückgehalten' });
      expect(sent.statusCode).toBe(201);
      const id = sent.json().data.id as number;

      // Another viewer guessing the id learns nothing: as if it did not exist.
      const other = await t.login('betrieb@oabat.example');
      expect((await like(other, id)).statusCode).toBe(404);

      // A moderator sees it at once and likes it: the room hears nothing of it yet.
      const message = next<TLivestreamMessage>(viewer, LIVESTREAM_EVENTS.message, 15_000);
      const likeEvent = next<Liked>(viewer, LIVESTREAM_EVENTS.newLivestreamEvent, 15_000);
      const events: { at: number; what: string }[] = [];
      void message.then(() => events.push({ at: Date.now() - startedAt, what: 'message' }));
      void likeEvent.then(() => events.push({ at: Date.now() - startedAt, what: 'like' }));
      expect((await like(admin, id)).statusCode).toBe(200);
      expect((await message).id).toBe(id);
      expect(await likeEvent).toMatchObject({ message_id: id, like_count: 1, type: 'message_like' });
      // Neither came before the delay ended; the like not before the message.
      expect(events.map((e) => e.what)).toEqual(['message', 'like']);
      expect(events[0]!.at).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000 - 250);
      expect(events[1]!.at).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000 - 250);

      // Once out, anybody likes it and the room hears it at once.
      const again = next<Liked>(viewer, LIVESTREAM_EVENTS.newLivestreamEvent, 5000);
      expect((await like(other, id)).statusCode).toBe(200);
      expect(await again).toMatchObject({ message_id: id, like_count: 2 });
    } finally {
      viewer.close();
    }
  }, 30_000);

  it('a like of an unreleased anonymous question goes to the moderators only', async () => {
    const viewer = client(url());
    const moderator = client(url(), admin);
    try {
      await Promise.all([viewer, moderator].map(connected));
      expect(await join(viewer, livestreamRoom(streamId))).toEqual({ ok: true });
      expect(await join(moderator, livestreamRoom(streamId))).toEqual({ ok: true });
      const asked = await send({ text: 'Wie viel verdient man?', is_question: true, anonymous: true });
      expect(asked.statusCode).toBe(201);
      const id = asked.json().data.id as number;
      const toModerator = next<Liked>(moderator, LIVESTREAM_EVENTS.newLivestreamEvent, 5000);
      const viewerSilent = silent(viewer, LIVESTREAM_EVENTS.newLivestreamEvent, DELAY_SECONDS * 1000 + 1500);
      expect((await like(admin, id)).statusCode).toBe(200);
      expect(await toModerator).toMatchObject({ message_id: id, like_count: 1 });
      expect(await viewerSilent).toBe(true);
      expect((await like(await t.login('betrieb@oabat.example'), id)).statusCode).toBe(404);
    } finally {
      viewer.close();
      moderator.close();
    }
  }, 30_000);
});
