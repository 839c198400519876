// The hub's chat frames over real sockets: the first message after a quiet spell reaches viewers at once,
// messages due within CHAT_BATCH_MS go out together as one `messages` frame in order, a message deleted while it
// waits for its frame never reaches a viewer, and moderators get every message at once on its own.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { LIVESTREAM_EVENTS } from '@oabat/domain/livestreams';
import { livestreamRoom } from '@oabat/domain/realtime';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, connected, join } from '../../../test/factories/chat-sockets.ts';
import { CHAT_BATCH_MS, createHub, type LivestreamHub } from './livestream-hub.ts';
import { DEMO_LIVESTREAM_TITLE } from './livestreams.demo.ts';

type Msg = { id: number; livestream_id: number; text: string };
/** What a socket got: each frame as the list of message texts it carried, with the frame's kind. */
function frames(socket: Socket) {
  const got: { kind: 'one' | 'many'; texts: string[] }[] = [];
  socket.on(LIVESTREAM_EVENTS.message, (m: Msg) => got.push({ kind: 'one', texts: [m.text] }));
  socket.on(LIVESTREAM_EVENTS.messages, (p: { messages: Msg[] }) => got.push({ kind: 'many', texts: p.messages.map((m) => m.text) }));
  return got;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('livestream chat frames', () => {
  let t: TestContext, hub: LivestreamHub, streamId: number, adminId: number;
  let guest: Socket, moderator: Socket;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    streamId = (await t.db.one<{ id: number }>(`SELECT id FROM livestreams WHERE title = $1`, [DEMO_LIVESTREAM_TITLE]))!.id;
    adminId = (await t.db.one<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@oabat.example'`))!.id;
    // A second hub on the app's own socket server: its calls are made in one tick here, so the test decides what
    // falls into one frame (the routes' hub behaves the same, but HTTP requests arrive at their own pace).
    hub = createHub(t.app.realtime, t.db, t.app.log);
    guest = client(url);
    moderator = client(url, await t.login('admin@oabat.example'));
    await Promise.all([connected(guest), connected(moderator)]);
    expect(await join(guest, livestreamRoom(streamId))).toEqual({ ok: true });
    expect(await join(moderator, livestreamRoom(streamId))).toEqual({ ok: true });
  });
  afterAll(async () => {
    guest?.close();
    moderator?.close();
    await hub?.close();
    await t?.close();
  });
  const deliver = (id: number, text: string) => hub.deliver(streamId, [adminId], 0, id, { id, livestream_id: streamId, text });

  it('sends a calm message at once and a burst as one frame, in order, without a message deleted meanwhile', async () => {
    const forGuest = frames(guest);
    const forModerator = frames(moderator);
    deliver(1, 'Hallo');
    deliver(2, 'Wie lange dauert die Ausbildung?');
    deliver(3, 'Wird gelöscht');
    deliver(4, 'Gibt es Urlaub?');
    hub.removed(streamId, [3], LIVESTREAM_EVENTS.messageDeleted, { livestream_id: streamId, message_id: 3 }, [adminId]);
    await sleep(CHAT_BATCH_MS * 4);
    expect(forGuest).toEqual([
      { kind: 'one', texts: ['Hallo'] },
      { kind: 'many', texts: ['Wie lange dauert die Ausbildung?', 'Gibt es Urlaub?'] },
    ]);
    // The moderator saw each at once (the deleted one too, as it was sent), and no second copy through the room.
    expect(forModerator.map((f) => f.texts[0])).toEqual(['Hallo', 'Wie lange dauert die Ausbildung?', 'Wird gelöscht', 'Gibt es Urlaub?']);
    expect(forModerator.every((f) => f.kind === 'one')).toBe(true);

    // After a quiet spell the next message leaves at once again, alone (not in one frame with the one right after it).
    forGuest.length = 0;
    deliver(5, 'Danke!');
    deliver(6, 'Tschüss');
    await sleep(CHAT_BATCH_MS * 4);
    expect(forGuest).toEqual([
      { kind: 'one', texts: ['Danke!'] },
      { kind: 'one', texts: ['Tschüss'] },
    ]);
  });
});
