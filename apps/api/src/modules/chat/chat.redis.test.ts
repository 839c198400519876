// Two API instances on one database and one Redis: a message sent through A reaches a client of B.
// Needs a Redis server (REDIS_URL, default redis://127.0.0.1:6379); skipped with a message without one.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, type NewMessagePayload } from '@oabat/domain/realtime';
import { buildApp, type App } from '../../app.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { DEMO, send, userId } from '../../../test/factories/chat.ts';
import { client, connected, next } from '../../../test/factories/chat-sockets.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const answers = (url: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const u = new URL(url);
    const s = net.connect({ host: u.hostname, port: Number(u.port || port) });
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
const redisAnswers = await answers(REDIS_URL, 6379);
const pgAnswers = redisAnswers && (await answers(PG_URL, 5432));
if (!redisAnswers) console.warn(`chat.redis.test: kein Redis unter ${REDIS_URL} erreichbar – die Zwei-Prozess-Tests werden übersprungen.`);
else if (!pgAnswers) console.warn(`chat.redis.test: kein PostgreSQL unter ${PG_URL} – der Test mit zwei echten Prozessen wird übersprungen.`);

describe.skipIf(!redisAnswers)('two API instances through Redis', () => {
  let t: TestContext, b: App;
  const urlOf = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL });
    b = await buildApp({ config: t.config, db: t.db, logger: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it("a message sent through A reaches the receiver connected to B, and B sees A's sockets", async () => {
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
    } finally {
      onA.close();
      onB.close();
    }
  });

  it("logout through A disconnects the session's socket on B", async () => {
    const business = await t.login(DEMO.business);
    const onB = client(urlOf(b), business);
    try {
      await connected(onB);
      const gone = new Promise<string>((resolve) => onB.once('disconnect', (reason) => resolve(reason)));
      expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: business })).statusCode).toBe(204);
      expect(await gone).toBe('io server disconnect');
    } finally {
      onB.close();
    }
  });
});

// Two real API processes (node apps/api/src/server.ts) on one PostgreSQL database and one Redis.
describe.skipIf(!pgAnswers)('two API processes on PostgreSQL and Redis', () => {
  const dbName = `oabat_chat_procs_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  const procs: ChildProcess[] = [];
  /** A port nobody listens on right now (asked from the system, not guessed). */
  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const probe = net
        .createServer()
        .once('error', reject)
        .listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as AddressInfo;
          probe.close(() => resolve(port));
        });
    });
  const start = async (url: string) => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../server.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url,
        REDIS_URL,
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // What the process says on stderr goes into the failure, so a start that fails explains itself.
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-2000);
    });
    procs.push(child);
    for (let i = 0; i < 400 && child.exitCode === null; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return `http://127.0.0.1:${port}`;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`process on ${port} did not start (exit ${child.exitCode}): ${stderr}`);
  };
  let a: string, b: string;
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    a = await start(url.toString());
    b = await start(url.toString()); // after A: A migrates and seeds, B finds it done
  }, 120_000);
  afterAll(async () => {
    procs.forEach((p) => p.kill('SIGTERM'));
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
  });

  it('a message sent through process A reaches the client of process B', async () => {
    const login = async (base: string, email: string) =>
      (
        (await (
          await fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'Demo-Passwort-2026' }),
          })
        ).json()) as { token: string }
      ).token;
    const business = await login(b, DEMO.business);
    const trainee = await login(a, DEMO.trainee);
    const me = ((await (await fetch(`${b}/api/auth/user`, { headers: { authorization: `Bearer ${business}` } })).json()) as { data: { id: number } }).data.id;
    const onB = client(b, business);
    try {
      await connected(onB);
      const arrived = next<NewMessagePayload>(onB, REALTIME_EVENTS.newMessage);
      const res = await fetch(`${a}/api/chat/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${trainee}` },
        body: JSON.stringify({ receiver_id: me, body: 'Von Prozess A' }),
      });
      expect(res.status).toBe(201);
      expect((await arrived).message).toMatchObject({ body: 'Von Prozess A', sender_name: 'Lena Maier' });
    } finally {
      onB.close();
    }
  });
});
