// Graceful shutdown of a real server process (node apps/api/src/server.ts) on SIGTERM: a request that
// is still being sent finishes, socket.io clients are told and reconnect by themselves, the job queue
// stops taking work, new connections are refused, and the process exits with 0.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { REALTIME_EVENTS } from '@oabat/domain/realtime';
import { DEMO_PASSWORD } from '../../test/harness.ts';
import { startServer } from '../../test/server-process.ts';

const template = inject('templateDatabase');
const onPglite = fs.existsSync(template);

const procs: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe.skipIf(!onPglite)('SIGTERM', () => {
  it('lets the open request finish, tells sockets to reconnect, stops the job queue, then exits with 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-shutdown-'));
    dirs.push(dir);
    fs.cpSync(template, dir, { recursive: true });
    const server = await startServer(dir);
    procs.push(server.child);

    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'azubi@oabat.example', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;

    // A socket.io client as the web app has it: reconnection on (it is closed before it retries).
    const socket = connect(server.base, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true, reconnectionDelay: 60_000 });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const within = <T>(p: Promise<T>, what: string) =>
      Promise.race([p, new Promise<T>((_r, reject) => setTimeout(() => reject(new Error(`no ${what} within 10 s`)), 10_000))]);
    const told = within(
      new Promise<{ message: string; reconnect: boolean }>((resolve) => socket.once(REALTIME_EVENTS.serverRestarting, resolve)),
      'ServerRestarting',
    );
    const reason = within(new Promise<string>((resolve) => socket.once('disconnect', (r) => resolve(r))), 'disconnect');

    // A request whose body is still on its way when SIGTERM comes.
    const body = JSON.stringify({ email: 'azubi@oabat.example', password: DEMO_PASSWORD });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        `${server.base}/api/auth/login`,
        {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => {
            text += d.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 800);
    });
    await new Promise((r) => setTimeout(r, 200));
    const sent = Date.now();
    server.child.kill('SIGTERM');

    expect(await told).toEqual({ message: 'Der Server startet neu. Die Verbindung wird gleich wiederhergestellt.', reconnect: true });
    // Not 'io server disconnect', after which socket.io clients give up: they reconnect by themselves.
    expect(await reason).toBe('transport close');
    expect(socket.active).toBe(true);
    socket.close();

    // New connections are refused while the open request is still running.
    await new Promise((r) => setTimeout(r, 300));
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();

    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).token).toEqual(expect.any(String));

    expect(await server.exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(10_000);
    const log = server.log();
    const order = ['shutting down', 'job queue stopped taking work', 'shut down"'].map((m) => log.indexOf(m));
    expect(
      order.every((i) => i >= 0),
      log.slice(-3000),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  }, 120_000);
});
