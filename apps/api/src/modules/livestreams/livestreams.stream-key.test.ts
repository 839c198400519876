// Issue #35, finding 4: a stream key must not outlive a change of protection. An open stream hands out no key, and
// every change of protection or password renews the stream's secret, so keys handed out before open nothing: not
// the video, not the chat, not the socket room.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livestreamRoom } from '@oabat/domain/realtime';
import type { Socket } from 'socket.io-client';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, connected } from '../../../test/factories/chat-sockets.ts';

let t: TestContext;
let admin: string;
const url = () => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const joinWith = (s: Socket, key: string, id: number) => s.timeout(5000).emitWithAck('join', { room: livestreamRoom(id), key }) as Promise<{ ok: boolean }>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.login('admin@oabat.example');
});
afterAll(() => t?.close());

async function stream(fields: Record<string, unknown>) {
  const res = await t.request({
    method: 'POST',
    url: '/api/livestreams',
    token: admin,
    payload: { title: 'Schlüsseltest', planned_start: '2027-04-01T10:00:00+02:00', planned_end: '2027-04-01T12:00:00+02:00', slots: [], ...fields },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}
const update = (id: number, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: `/api/livestreams/${id}`, token: admin, payload });
const verify = (id: number, password: string) => t.request({ method: 'POST', url: `/api/livestreams/${id}/verify`, payload: { password } });
const asGuest = (id: number, key: string) => t.request({ method: 'GET', url: `/api/livestreams/${id}?key=${key}` });

describe('stream keys die with every change of protection', () => {
  it('an open stream hands out no key', async () => {
    const id = await stream({ is_secure: false, video_url: '/hls/offen/index.m3u8' });
    const res = await verify(id, 'irgendwas');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.key).toBeNull();
  });

  it('a key from before protection was switched off and on again opens neither video nor room', async () => {
    const id = await stream({ is_secure: true, password: 'Messe-2027', video_url: '/hls/geschuetzt/index.m3u8' });
    const key = (await verify(id, 'Messe-2027')).json().data.key as string;
    expect((await asGuest(id, key)).json().data.video_url).toBe('/hls/geschuetzt/index.m3u8');

    // Opened for a while, then protected again with the same password (the password hash does not change).
    expect((await update(id, { is_secure: false })).statusCode).toBe(200);
    expect((await update(id, { is_secure: true })).statusCode).toBe(200);
    const after = (await asGuest(id, key)).json().data;
    expect(after.verified).toBe(false);
    expect(after.video_url ?? null).toBeNull();
    const socket = client(url());
    try {
      await connected(socket);
      expect(await joinWith(socket, key, id)).toMatchObject({ ok: false });
      // Writes with it are refused too.
      const trainee = await t.login('azubi@oabat.example');
      const like = await t.request({ method: 'POST', url: `/api/livestreams/${id}/events`, token: trainee, payload: { type: 'like', key } });
      expect(like.statusCode).toBe(403);
      // The password gives a new key, which works.
      const fresh = (await verify(id, 'Messe-2027')).json().data.key as string;
      expect(fresh).not.toBe(key);
      expect(await joinWith(socket, fresh, id)).toEqual({ ok: true });
    } finally {
      socket.close();
    }
  });

  it('a new password renews the key even when protection stays on', async () => {
    const id = await stream({ is_secure: true, password: 'Erstes-Passwort' });
    const key = (await verify(id, 'Erstes-Passwort')).json().data.key as string;
    expect((await update(id, { password: 'Zweites-Passwort' })).statusCode).toBe(200);
    expect((await asGuest(id, key)).json().data.verified).toBe(false);
    // Changing anything else keeps the key.
    const current = (await verify(id, 'Zweites-Passwort')).json().data.key as string;
    expect((await update(id, { title: 'Neuer Titel' })).statusCode).toBe(200);
    expect((await asGuest(id, current)).json().data.verified).toBe(true);
  });
});
