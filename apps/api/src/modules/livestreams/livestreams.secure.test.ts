// A password-protected stream's room (one process, no Redis needed): joining needs the key that the verify
// call answers (or being one of the stream's admins); an unverified client gets no messages, polls or viewer
// counts, a verified one does; a new password ends the old keys. Writes (messages, reactions, votes, proposals)
// need the key too.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVESTREAM_EVENTS, type TLivestreamMessage } from '@oabat/domain/livestreams';
import { livestreamRoom } from '@oabat/domain/realtime';
import type { Socket } from 'socket.io-client';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, connected, join, next, silent } from '../../../test/factories/chat-sockets.ts';
import { issueGuestId } from './livestream-guest-id.ts';

let t: TestContext, admin: string, trainee: string, streamId: number, key: string;
const url = () => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const joinWith = (s: Socket, request: unknown) => s.timeout(5000).emitWithAck('join', request) as Promise<{ ok: boolean }>;

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
      title: 'Geschützter Stream',
      planned_start: '2027-02-01T10:00:00+01:00',
      planned_end: '2027-02-01T12:00:00+01:00',
      is_secure: true,
      password: 'Geheim-123',
      slots: [],
    },
  });
  streamId = created.json().data.id;
  key = (await t.request({ method: 'POST', url: `/api/livestreams/${streamId}/verify`, payload: { password: 'Geheim-123' } })).json().data.key;
});
afterAll(() => t?.close());

describe('password-protected livestream room', () => {
  it('an unverified client may not join and gets no events; a verified one and a moderator do', async () => {
    const stranger = client(url());
    const loggedIn = client(url(), trainee);
    const verified = client(url());
    const moderator = client(url(), admin);
    try {
      await Promise.all([stranger, loggedIn, verified, moderator].map(connected));
      expect(await join(stranger, livestreamRoom(streamId))).toMatchObject({ ok: false });
      // Logged in is not enough, nor a wrong or malformed key.
      expect(await join(loggedIn, livestreamRoom(streamId))).toMatchObject({ ok: false });
      expect(await joinWith(stranger, { room: livestreamRoom(streamId), key: '0'.repeat(64) })).toMatchObject({ ok: false });
      expect(await joinWith(stranger, { room: livestreamRoom(streamId), key: 'ä'.repeat(64) })).toMatchObject({ ok: false });
      expect(await joinWith(verified, { room: livestreamRoom(streamId), key })).toEqual({ ok: true });
      expect(await join(moderator, livestreamRoom(streamId))).toEqual({ ok: true });

      const count = next<{ viewers: number }>(verified, LIVESTREAM_EVENTS.viewerCountChanged, 4000);
      const forVerified = next<TLivestreamMessage>(verified, LIVESTREAM_EVENTS.message);
      const strangerSilent = Promise.all(
        [LIVESTREAM_EVENTS.message, LIVESTREAM_EVENTS.viewerCountChanged, LIVESTREAM_EVENTS.pollUpdated].flatMap((e) => [
          silent(stranger, e, 2500),
          silent(loggedIn, e, 2500),
        ]),
      );
      const sent = await t.request({
        method: 'POST',
        url: `/api/livestreams/${streamId}/messages`,
        token: trainee,
        payload: { text: 'Geheim?', nickname: 'Lena', key },
      });
      expect(sent.statusCode).toBe(201);
      const poll = await t.request({
        method: 'POST',
        url: '/api/livestream_polls/',
        token: admin,
        payload: { livestream_id: streamId, question: 'Dabei?', options: ['Ja', 'Nein'], is_active: true, allow_proposals: false },
      });
      expect(poll.statusCode).toBe(201);
      expect((await forVerified).text).toBe('Geheim?');
      expect((await count).viewers).toBeGreaterThanOrEqual(1);
      expect(await strangerSilent).toEqual(Array(6).fill(true));

      // A new password: the old key no longer admits, and the verified client is out of the room.
      const changed = await t.request({ method: 'PUT', url: `/api/livestreams/${streamId}`, token: admin, payload: { password: 'Neu-4567' } });
      expect(changed.statusCode).toBe(200);
      const gone = silent(verified, LIVESTREAM_EVENTS.message, 1500);
      const stillModerator = next<TLivestreamMessage>(moderator, LIVESTREAM_EVENTS.message);
      const newKey = (await t.request({ method: 'POST', url: `/api/livestreams/${streamId}/verify`, payload: { password: 'Neu-4567' } })).json().data.key;
      expect(newKey).not.toBe(key);
      const afterChange = await t.request({
        method: 'POST',
        url: `/api/livestreams/${streamId}/messages`,
        token: trainee,
        payload: { text: 'Nach dem Wechsel', nickname: 'Lena', key: newKey },
      });
      expect(afterChange.statusCode).toBe(201);
      expect((await stillModerator).text).toBe('Nach dem Wechsel');
      expect(await gone).toBe(true);
      expect(await joinWith(verified, { room: livestreamRoom(streamId), key })).toMatchObject({ ok: false });
    } finally {
      for (const s of [stranger, loggedIn, verified, moderator]) s.close();
    }
  });

  it('writes into a protected stream need its key: messages, reactions, votes and proposals (its admins need none)', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/livestreams',
      token: admin,
      payload: {
        title: 'Geschützte Sprechstunde',
        planned_start: '2027-03-01T10:00:00+01:00',
        planned_end: '2027-03-01T12:00:00+01:00',
        is_secure: true,
        password: 'Sprechstunde-1',
        slots: [],
      },
    });
    const id = created.json().data.id as number;
    const poll = (
      await t.request({
        method: 'POST',
        url: '/api/livestream_polls/',
        token: admin,
        payload: { livestream_id: id, question: 'Kommst du?', options: ['Ja', 'Nein'], is_active: true, allow_proposals: true },
      })
    ).json().data;
    const ownKey = (await t.request({ method: 'POST', url: `/api/livestreams/${id}/verify`, payload: { password: 'Sprechstunde-1' } })).json().data
      .key as string;
    const guest = await issueGuestId(t.db);
    const writes = (k?: string) =>
      [
        { method: 'POST', url: `/api/livestreams/${id}/messages`, token: trainee, payload: { text: 'Hallo', nickname: 'Lena', key: k } },
        { method: 'POST', url: `/api/livestreams/${id}/events`, payload: { type: 'like', chat_user_id: guest, key: k } },
        { method: 'POST', url: '/api/livestream_poll_option_votes/', payload: { option_id: poll.options[0].id, chat_user_id: guest, key: k } },
        { method: 'PUT', url: `/api/livestream_poll_proposal/${poll.id}`, payload: { text: 'Vielleicht', chat_user_id: guest, key: k } },
      ] as const;
    // Without the key, or with another stream's key: refused with a German message, nothing stored.
    for (const k of [undefined, key]) {
      for (const w of writes(k)) {
        const res = await t.request(w);
        expect(res.statusCode, `${w.method} ${w.url}`).toBe(403);
        expect(res.json().message).toBe('Bitte gib zuerst das Passwort dieses Livestreams ein.');
      }
    }
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM livestream_messages WHERE livestream_id = $1`, [id]))!.n).toBe(0);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM livestream_poll_votes WHERE poll_id = $1`, [poll.id]))!.n).toBe(0);
    // With its key each write is taken; the stream's admin writes without one.
    for (const w of writes(ownKey)) expect((await t.request(w)).statusCode, `${w.method} ${w.url}`).toBeLessThan(300);
    const byAdmin = await t.request({
      method: 'POST',
      url: `/api/livestreams/${id}/messages`,
      token: admin,
      payload: { text: 'Willkommen', nickname: 'Redaktion' },
    });
    expect(byAdmin.statusCode).toBe(201);
  });
});
