// Two API instances on one database and one Redis: a message sent through A reaches a client of B.
// Needs a Redis server (REDIS_URL, default redis://127.0.0.1:6379); skipped with a message without one.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, type NewMessagePayload } from '@oabat/domain/realtime';
import { buildApp, type App } from '../../app.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { DEMO, send, userId } from './chat.testing.ts';
import { client, connected, next } from './chat.socket-testing.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL);
  const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
  s.setTimeout(1000);
  s.once('connect', () => { s.end(); resolve(true); });
  s.once('error', () => resolve(false));
  s.once('timeout', () => { s.destroy(); resolve(false); });
});
if (!redisAnswers) console.warn(`chat.redis.test: kein Redis unter ${REDIS_URL} erreichbar – der Zwei-Prozess-Test wird übersprungen.`);

describe.skipIf(!redisAnswers)('two API instances through Redis', () => {
  let t: TestContext, b: App;
  const urlOf = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL });
    b = await buildApp({ config: t.config, db: t.db, logger: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => { await b?.close(); await t?.close(); });

  it('a message sent through A reaches the receiver connected to B, and B sees A\'s sockets', async () => {
    const [trainee, business] = await Promise.all([t.login(DEMO.trainee), t.login(DEMO.business)]);
    const onB = client(urlOf(b), business);
    const onA = client(urlOf(t.app), trainee);
    try {
      await Promise.all([connected(onB), connected(onA)]);
      const arrived = next<NewMessagePayload>(onB, REALTIME_EVENTS.newMessage);
      const started = Date.now();
      const res = await send(t, trainee, { receiver_id: await userId(t, DEMO.business), body: 'Über zwei Prozesse' });
      expect(res.statusCode).toBe(201);
      const got = await arrived;
      console.info(`chat.redis.test: Zustellung A -> B in ${Date.now() - started} ms (inkl. HTTP-Anfrage)`);
      expect(got.message.body).toBe('Über zwei Prozesse');
      // Presence across processes: the unread-mail sweep on A sees the business online on B.
      expect(await t.app.realtime.isOnline(await userId(t, DEMO.business))).toBe(true);
    } finally { onA.close(); onB.close(); }
  });
});
