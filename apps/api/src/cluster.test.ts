// npm start on PostgreSQL with WEB_CONCURRENCY=2 (issue #23): both workers answer on the one port, and a chat
// message sent through one worker reaches the receiver's sockets on every worker (cluster adapter, no Redis).
// Needs PostgreSQL (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432); skipped without one.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@oabat/domain/realtime';
import { openPostgres } from './db.ts';
import { adminUrl } from '../test/env.ts';
import { DEMO_PASSWORD } from '../test/harness.ts';
import { freePort } from '../test/server-process.ts';
import { client, connected, next } from '../test/factories/chat-sockets.ts';

const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgAnswers = await new Promise<boolean>((resolve) => {
  const u = new URL(PG_URL);
  const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
  s.setTimeout(1000);
  s.once('connect', () => (s.end(), resolve(true)));
  s.once('error', () => resolve(false));
  s.once('timeout', () => (s.destroy(), resolve(false)));
});
if (!pgAnswers) console.warn(`cluster.test: kein PostgreSQL unter ${PG_URL} – der Test mit zwei Workern wird übersprungen.`);

/** A GET on a new connection each time (so the cluster hands it to the next worker). */
const getFresh = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: 'close', ...headers } }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

describe.skipIf(!pgAnswers)('npm start with two workers', () => {
  const name = `oabat_cluster_${crypto.randomBytes(4).toString('hex')}`;
  let child: ChildProcess;
  let base = '';
  let log = '';
  beforeAll(async () => {
    const admin = await openPostgres(adminUrl(PG_URL), 1);
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.resolve(import.meta.dirname, 'server.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        REDIS_URL: '',
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        LOGIN_MAX_PER_IP: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    // Both workers listen once the primary printed its line.
    for (let i = 0; i < 1200 && !log.includes('(2 Prozesse)'); i++) {
      if (child.exitCode !== null) throw new Error(`server ended: ${log.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    if (!log.includes('(2 Prozesse)')) throw new Error(`workers did not start: ${log.slice(-2000)}`);
  }, 330_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    const admin = await openPostgres(adminUrl(PG_URL), 1);
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }, 60_000);

  it('answers on both workers', async () => {
    for (let i = 0; i < 12; i++) expect((await getFresh(`${base}/api/site`)).status).toBe(200);
    // The access lines reach stdout in blocks (at the latest after 250 ms): wait for both workers' lines.
    const pidsInLog = () =>
      new Set(
        log
          .split('\n')
          .filter((l) => l.includes('"route":"/api/site"'))
          .map((l) => (JSON.parse(l) as { pid: number }).pid),
      );
    for (let i = 0; i < 40 && pidsInLog().size < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect(pidsInLog().size).toBe(2);
  });

  it("a message sent through one worker reaches the receiver's sockets on both", async () => {
    const login = async (email: string) => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      return ((await res.json()) as { token: string }).token;
    };
    const [trainee, business] = [await login('azubi@oabat.example'), await login('betrieb@oabat.example')];
    const receiverId = JSON.parse((await getFresh(`${base}/api/auth/user`, { authorization: `Bearer ${business}` })).body).data.id as number;
    // Four sockets, each on its own connection: the cluster spreads them over both workers.
    const sockets = Array.from({ length: 4 }, () => client(base, business));
    try {
      await Promise.all(sockets.map(connected));
      const arrived = Promise.all(sockets.map((s) => next<{ message?: { body?: string } }>(s, REALTIME_EVENTS.newMessage, 10_000)));
      const res = await fetch(`${base}/api/chat/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${trainee}`, connection: 'close' },
        body: JSON.stringify({ receiver_id: receiverId, body: 'Über zwei Worker' }),
      });
      expect(res.status).toBe(201);
      expect(await arrived).toHaveLength(4);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  }, 60_000);
});
