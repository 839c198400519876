// Livestream realtime over real sockets: message_threshold delays messages for viewers, not for moderators;
// a deletion reaches everybody on both processes (two app instances with one Redis); live poll results;
// the viewer count. Without Redis the two-process part is skipped with a message.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVESTREAM_EVENTS, type TLivestreamMessage } from '@oabat/domain/livestreams';
import { livestreamRoom } from '@oabat/domain/realtime';
import { buildApp, type App } from '../../app.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, connected, join, next, silent } from '../../../test/factories/chat-sockets.ts';
import { DEMO_LIVESTREAM_TITLE } from './livestreams.demo.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL);
  const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
  s.setTimeout(1000);
  s.once('connect', () => {
    s.end();
    resolve(true);
  });
  s.once('error', () => resolve(false));
  s.once('timeout', () => {
    s.destroy();
    resolve(false);
  });
});
if (!redisAnswers) console.warn(`livestreams.realtime.test: kein Redis unter ${REDIS_URL} – die Zwei-Prozess-Tests werden übersprungen.`);

describe.skipIf(!redisAnswers)('livestream realtime on two processes', () => {
  let t: TestContext, b: App;
  let admin: string, trainee: string, streamId: number;
  const urlOf = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL });
    b = await buildApp({ config: t.config, db: t.db, logger: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    admin = await t.login('admin@oabat.example');
    trainee = await t.login('azubi@oabat.example');
    streamId = (await t.db.one<{ id: number }>(`SELECT id FROM livestreams WHERE title = $1`, [DEMO_LIVESTREAM_TITLE]))!.id;
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });
  const send = (token: string, text: string) =>
    t.request({ method: 'POST', url: `/api/livestreams/${streamId}/messages`, token, payload: { text, nickname: 'Lena' } });

  it('a viewer gets a message after the threshold, a moderator at once; a deletion disappears on both processes', async () => {
    await t.request({ method: 'PUT', url: `/api/livestreams/${streamId}`, token: admin, payload: { message_threshold: 2 } });
    const guestOnB = client(urlOf(b));
    const adminOnA = client(urlOf(t.app), admin);
    try {
      await Promise.all([connected(guestOnB), connected(adminOnA)]);
      expect(await join(guestOnB, livestreamRoom(streamId))).toEqual({ ok: true });
      expect(await join(adminOnA, livestreamRoom(streamId))).toEqual({ ok: true });

      const forAdmin = next<TLivestreamMessage>(adminOnA, LIVESTREAM_EVENTS.message, 1500);
      expect((await send(trainee, 'Mit Verzögerung')).statusCode).toBe(201);
      expect((await forAdmin).text).toBe('Mit Verzögerung');
      // The moderator has it; the viewer does not yet (the delay holds it back), then gets it.
      const forGuest = next<TLivestreamMessage>(guestOnB, LIVESTREAM_EVENTS.message, 6000);
      expect(await silent(guestOnB, LIVESTREAM_EVENTS.message, 500)).toBe(true);
      const got = await forGuest;
      expect(got.text).toBe('Mit Verzögerung');

      // A message deleted within the delay never reaches the viewer; a delivered one is taken back on both processes.
      const pending = (await send(trainee, 'Wird gleich gelöscht')).json().data as TLivestreamMessage;
      const guestSilent = silent(guestOnB, LIVESTREAM_EVENTS.message, 3000);
      const deletedOnB = next<{ message_id: number }>(guestOnB, LIVESTREAM_EVENTS.messageDeleted);
      const deletedOnA = next<{ message_id: number }>(adminOnA, LIVESTREAM_EVENTS.messageDeleted);
      expect((await t.request({ method: 'DELETE', url: `/api/livestreams/${streamId}/messages/${pending.id}`, token: admin })).statusCode).toBe(204);
      expect((await deletedOnB).message_id).toBe(pending.id);
      expect((await deletedOnA).message_id).toBe(pending.id);
      expect(await guestSilent).toBe(true);

      const allGone = next<{ user_id: number; message_ids: number[] }>(guestOnB, LIVESTREAM_EVENTS.allUserMessagesDeleted);
      expect((await t.request({ method: 'DELETE', url: `/api/livestreams/${streamId}/messages/user/${got.user_id}`, token: admin })).statusCode).toBe(200);
      const gone = await allGone;
      expect(gone.user_id).toBe(got.user_id);
      // The ids let viewers drop an anonymous question, which they see without its author.
      expect(gone.message_ids).toContain(got.id);
    } finally {
      guestOnB.close();
      adminOnA.close();
      await t.request({ method: 'PUT', url: `/api/livestreams/${streamId}`, token: admin, payload: { message_threshold: 0 } });
    }
  });

  it('votes show live results on the other process; the viewer count follows joins', async () => {
    const viewerOnB = client(urlOf(b));
    try {
      await connected(viewerOnB);
      const count = next<{ viewers: number }>(viewerOnB, LIVESTREAM_EVENTS.viewerCountChanged, 4000);
      await join(viewerOnB, livestreamRoom(streamId));
      expect((await count).viewers).toBeGreaterThanOrEqual(1);

      const poll = (await t.request({ method: 'GET', url: `/api/livestreams/${streamId}` })).json().data.polls[0];
      const update = next<{ poll: { total_votes: number } }>(viewerOnB, LIVESTREAM_EVENTS.pollUpdated, 4000);
      const res = await t.request({ method: 'POST', url: '/api/livestream_poll_option_votes/', token: trainee, payload: { option_id: poll.options[0].id } });
      expect(res.statusCode).toBe(201);
      expect((await update).poll.total_votes).toBe(poll.total_votes + 1);
    } finally {
      viewerOnB.close();
    }
  });

  it('the viewer count is one combined count over both processes, at most one update a second', async () => {
    const watcher = client(urlOf(t.app));
    const viewers = [...Array(3)].map(() => client(urlOf(t.app))).concat([...Array(3)].map(() => client(urlOf(b))));
    const seen: { at: number; viewers: number }[] = [];
    try {
      await Promise.all([watcher, ...viewers].map(connected));
      await join(watcher, livestreamRoom(streamId));
      watcher.on(LIVESTREAM_EVENTS.viewerCountChanged, (p: { viewers: number }) => seen.push({ at: Date.now(), viewers: p.viewers }));
      // Joins on both processes at once: each process's own count changes in the same moment.
      await Promise.all(viewers.map((v) => join(v, livestreamRoom(streamId))));
      await new Promise((r) => setTimeout(r, 3500));
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.at(-1)!.viewers).toBe(7);
      // One sender for both processes: never two updates within the second (a little slack for timers).
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.at - seen[i - 1]!.at).toBeGreaterThanOrEqual(900);
      expect((await t.request({ method: 'GET', url: `/api/livestreams/${streamId}` })).json().data.viewers).toBe(7);
      const fewer = next<{ viewers: number }>(watcher, LIVESTREAM_EVENTS.viewerCountChanged, 4000);
      for (const v of viewers.slice(2)) v.close();
      await expect.poll(async () => (await fewer).viewers, { timeout: 5000 }).toBeLessThan(7);
      await expect.poll(() => seen.at(-1)!.viewers, { timeout: 5000 }).toBe(3);
    } finally {
      watcher.close();
      for (const v of viewers) v.close();
    }
  });
});
