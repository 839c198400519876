// A Redis restart during a fair must not end the API (found by bench fairday, #39): the socket.io Redis adapter
// publishes each emit without handling the promise, so publishes in flight when Redis went away rejected unhandled
// and Node ended every host at once. Runs its own redis-server (Debian's), so it can be killed; skipped without one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@oabat/domain/realtime';
import { createTestApp, type TestContext } from '../../test/harness.ts';

const REDIS_SERVER = '/usr/bin/redis-server';
const hasRedis = fs.existsSync(REDIS_SERVER);
if (!hasRedis) console.warn('realtime.redis-restart.test: kein redis-server unter /usr/bin – übersprungen.');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const startRedis = async (port: number) => {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => s.end(() => resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
};

describe.skipIf(!hasRedis)('a Redis restart while the API sends realtime events', () => {
  let t: TestContext;
  let redis: ChildProcess;
  let port: number;
  const unhandled: unknown[] = [];
  const note = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    process.on('unhandledRejection', note);
  });
  afterAll(async () => {
    process.off('unhandledRejection', note);
    redis.kill('SIGKILL');
  });

  it('loses the events in flight, logs them, and keeps serving', async () => {
    // Redis holds every command it gets from now on: the adapter's publishes below are in flight for certain.
    const admin = createClient({ url: `redis://127.0.0.1:${port}` });
    admin.on('error', () => {});
    await admin.connect();
    await admin.sendCommand(['CLIENT', 'PAUSE', '10000', 'ALL']);
    for (let i = 0; i < 20; i++) t.app.realtime.emitToRoom(`livestream:${i}`, REALTIME_EVENTS.newMessage, { id: i } as never);
    await new Promise((r) => setTimeout(r, 200));
    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    admin.destroy();
    await new Promise((r) => setTimeout(r, 500));
    expect(unhandled).toEqual([]);
    // Still alive: the process answers, and readiness names Redis until it is back.
    expect((await t.request({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await t.request({ method: 'GET', url: '/api/health' });
    expect(ready.statusCode).toBe(503);
    expect(ready.body).toMatch(/redis/i);
  });

  // Without lib/redis-close.ts the close waited for Redis to come back: this test ran into its timeout.
  it('shuts down while Redis is still away (a rolling restart during the outage must not hang)', { timeout: 30_000 }, async () => {
    await expect(t.close()).resolves.toBeUndefined();
  });
});
