// Ended sessions lose their sockets over real connections: logout at once (that token's sockets),
// the other sessions' sockets at a password change at once, all of them at a password reset, every other revocation (here: deactivation
// and a revoked token row) at the next re-check of the process's sockets.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { REALTIME_EVENTS, type NewMessagePayload } from '@oabat/domain/realtime';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { lastMessage, makeUser, loginAs, PASSWORD } from '../../../test/factories/accounts.ts';
import { DEMO, send, userId } from '../../../test/factories/chat.ts';
import { client, connected, join, silent } from '../../../test/factories/chat-sockets.ts';

let t: TestContext, url: string;
const sockets: Socket[] = [];
const open = async (token: string) => {
  const s = client(url, token);
  sockets.push(s);
  await connected(s);
  return s;
};
const disconnected = (s: Socket) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason)));

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

describe('revoked sessions', () => {
  it("logout disconnects that session's sockets, which cannot come back; other sessions stay", async () => {
    const [session, otherSession, trainee] = await Promise.all([DEMO.business, DEMO.business, DEMO.trainee].map((e) => t.login(e)));
    const socket = await open(session),
      other = await open(otherSession);
    const businessId = await userId(t, DEMO.business);
    const c = (await send(t, trainee, { receiver_id: businessId, body: 'Vor dem Abmelden' })).json().data.conversation_id;
    expect(await join(socket, `conversation:${c}`)).toEqual({ ok: true });

    const gone = disconnected(socket);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: session })).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');

    // The same token is refused at the handshake, so it cannot rejoin any room.
    await expect(connected(client(url, session))).rejects.toThrow('Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.');
    // The session still logged in keeps its socket and its messages.
    expect(other.connected).toBe(true);
    const arrives = new Promise<NewMessagePayload>((resolve) => other.once(REALTIME_EVENTS.newMessage, resolve));
    await send(t, trainee, { receiver_id: businessId, body: 'Nach dem Abmelden' });
    expect((await arrives).message.body).toBe('Nach dem Abmelden');
    expect(socket.connected).toBe(false);
  });

  it("a password change disconnects the other sessions' sockets at once and keeps its own", async () => {
    const { email } = await makeUser(t, { trainee: true });
    const [current, stale] = [await loginAs(t, email), await loginAs(t, email)];
    const mine = await open(current),
      other = await open(stale);
    const gone = disconnected(other);
    const res = await t.request({
      method: 'POST',
      url: '/api/password_change',
      token: current,
      payload: { old_password: PASSWORD, password: 'Neues-Passwort-9', password_confirmation: 'Neues-Passwort-9' },
    });
    expect(res.statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect(await silent(mine, 'disconnect')).toBe(true);
  });

  it('a password reset by mail disconnects every socket of the user at once', async () => {
    const { email } = await makeUser(t, { trainee: true });
    const socket = await open(await loginAs(t, email));
    const gone = disconnected(socket);
    await t.request({ method: 'POST', url: '/api/password_request', payload: { email } });
    const link = new URL((await lastMessage(t, email))!.body_text.match(/https?:\/\/\S+/)![0]);
    const res = await t.request({
      method: 'POST',
      url: '/api/password_reset',
      payload: {
        token: link.searchParams.get('token'),
        email,
        password: 'Reset-Passwort-9',
        password_confirmation: 'Reset-Passwort-9',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // The new session of the reset connects.
    expect((await open(res.json().token)).connected).toBe(true);
  });

  it("removal from a business disconnects the removed person's sockets at once", async () => {
    const owner = await t.login(DEMO.business);
    const users = '/api/business/baeckerei-huber/users';
    await t.request({ method: 'POST', url: users, token: owner, payload: { email: 'geht@huber.example', firstname: 'Gerd', lastname: 'Geht' } });
    const link = new URL((await lastMessage(t, 'geht@huber.example'))!.body_text.match(/https?:\/\/\S+/)![0]);
    const set = await t.request({
      method: 'POST',
      url: '/api/password_reset',
      payload: {
        token: link.searchParams.get('token'),
        email: 'geht@huber.example',
        password: 'Gerd-Passwort-1',
        password_confirmation: 'Gerd-Passwort-1',
      },
    });
    const socket = await open(set.json().token);
    const gone = disconnected(socket);
    const list = (await t.request({ method: 'GET', url: users, token: owner })).json().data as { id: number; email: string }[];
    const gerd = list.find((u) => u.email === 'geht@huber.example')!;
    expect((await t.request({ method: 'DELETE', url: `${users}/${gerd.id}`, token: owner })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('the re-check disconnects sockets of a revoked token and of a deactivated user, and only those', async () => {
    const [revoked, deactivated, kept] = await Promise.all([1, 2, 3].map(async () => loginAs(t, (await makeUser(t, { trainee: true })).email)));
    const [a, b, c] = await Promise.all([revoked, deactivated, kept].map(open));
    const goneA = disconnected(a),
      goneB = disconnected(b);
    await t.db.query(`UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [revoked]);
    const deactivatedId = (await (await t.request({ method: 'GET', url: '/api/auth/user', token: deactivated })).json()).data.id as number;
    await t.db.query(`UPDATE users SET is_active = false WHERE id = $1`, [deactivatedId]);
    expect(await t.app.realtime.revalidate()).toBe(2);
    expect(await goneA).toBe('io server disconnect');
    expect(await goneB).toBe('io server disconnect');
    expect(await silent(c, 'disconnect')).toBe(true);
    expect(c.connected).toBe(true);
  });
});
