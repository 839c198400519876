// Chat fan-out bench: N sockets of one user (one room, `user:{id}`) receive messages sent through the
// API (admin broadcast to that user, so no per-user send limit applies) at RATE per second for SECONDS.
// Prints deliveries per second, delivery latency p50/p95/p99 (from the start of the HTTP send to
// arrival, so it includes the request and the database write), lost messages and server memory per
// socket; then the same with two API processes on one PostgreSQL and Redis (sockets split across them,
// messages sent through process A). Figures only.
// How the clients run: this process only logs in, sends (HTTP, stamped with the wall clock
// performance.timeOrigin + performance.now()) and computes the figures. The N measuring sockets live in
// CHAT_BENCH_CLIENT_PROCS child processes (default 1, forked from bench/chat-clients.ts, sockets split
// evenly), each a raw `ws` WebSocket speaking the Engine.IO v4 / Socket.IO v5 wire protocol (websocket
// transport only, no socket.io-client); they stamp arrivals with the same wall clock and hand them back
// over IPC after the run. The CPU line shows server, client processes and sender separately, so one
// can tell whether the server or the clients were the bottleneck (all share this machine's cores).
//   CHAT_BENCH_SOCKETS=1000,5000 CHAT_BENCH_SECONDS=30 CHAT_BENCH_RATE=10 npm run bench -- chat
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChildMessage, ClientsSetup, ParentMessage } from './chat-clients.ts';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = (process.env.CHAT_BENCH_SOCKETS ?? '1000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 5);
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_URL = process.env.CHAT_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENT_PROCS = Number(process.env.CHAT_BENCH_CLIENT_PROCS ?? 1);
// Extra node flags for the API processes, e.g. CHAT_BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
const SERVER_ARGS = (process.env.CHAT_BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const PASSWORD = 'Demo-Passwort-2026';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-chat-'));
const children: ChildProcess[] = [];

const answers = (url: string, fallbackPort: number) =>
  new Promise<boolean>((resolve) => {
    const u = new URL(url);
    const s = net.connect({ host: u.hostname, port: Number(u.port || fallbackPort) });
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

async function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [...SERVER_ARGS, path.join(root, 'apps/api/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      LOGIN_MAX_PER_IP: '1000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 600) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { base, pid: child.pid! };
}

/** CPU seconds (user + system) a process has used, from /proc. */
const cpuSeconds = (pid: number) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function login(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const pct = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Forks a measuring-client process and waits until its share of the sockets is connected. */
function clientProcess(setup: ClientsSetup) {
  const child = fork(path.join(import.meta.dirname, 'chat-clients.ts'), [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const reply = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (m: ChildMessage) => {
        if (m.type === 'failed') {
          cleanup();
          reject(new Error(m.message));
        } else if (m.type === type) {
          cleanup();
          resolve(m as Extract<ChildMessage, { type: T }>);
        }
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`client process exited (${code})`));
      };
      const cleanup = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const tell = (m: ParentMessage) => child.send(m);
  const connected = reply('connected');
  tell({ type: 'connect', setup });
  return {
    pid: child.pid!,
    connected,
    setup,
    progress: () => {
      const r = reply('progress');
      tell({ type: 'progress' });
      return r;
    },
    collect: () => {
      const r = reply('arrivals');
      tell({ type: 'collect' });
      return r;
    },
    close: () => {
      tell({ type: 'close' });
      children.splice(children.indexOf(child), 1);
    },
  };
}

/** Wall clock in ms, comparable with the client processes' arrival stamps. */
const wallNow = () => performance.timeOrigin + performance.now();

async function run(label: string, sender: { base: string }, receivers: { base: string; pid: number }[], n: number) {
  const admin = await login(sender.base, 'admin@oabat.example');
  const token = await login(receivers[0].base, 'betrieb@oabat.example');
  const me = (await (await fetch(`${receivers[0].base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number } };
  const rssBefore = receivers.reduce((s, r) => s + rssKb(r.pid), 0);
  const total = Math.round(SECONDS * RATE);
  const sentAt = new Float64Array(total).fill(NaN);
  const runId = Math.random().toString(36).slice(2, 8);
  const procs = Math.max(1, Math.min(CLIENT_PROCS, n));
  const clients = Array.from({ length: procs }, (_, k) => {
    const offset = Math.floor((k * n) / procs),
      count = Math.floor(((k + 1) * n) / procs) - offset;
    return clientProcess({ bases: receivers.map((r) => r.base), offset, count, token, runId, total });
  });
  const connectMs = Math.max(...(await Promise.all(clients.map((c) => c.connected))).map((c) => c.ms));
  await new Promise((r) => setTimeout(r, 1000));
  const rssAfter = receivers.reduce((s, r) => s + rssKb(r.pid), 0);
  const serverCpu0 = receivers.reduce((s, r) => s + cpuSeconds(r.pid), 0);
  const clientCpu0 = clients.reduce((s, c) => s + cpuSeconds(c.pid), 0),
    senderCpu0 = process.cpuUsage();
  const start = performance.now();
  const sends: Promise<unknown>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const due = start + (seq * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt[seq] = wallNow();
    sends.push(
      fetch(`${sender.base}/api/chat/messages/broadcast`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ user_ids: [me.data.id], body: `bench:${runId}:${seq}` }),
      }).then((r) => {
        if (!r.ok) throw new Error(`send ${seq}: ${r.status}`);
      }),
    );
  }
  await Promise.all(sends);
  const expected = n * total;
  // Wait until every socket has every message (or 10 s more); the arrivals stay in the client processes
  // until then, only their count is asked for.
  const waitFrom = wallNow();
  const count = async () => (await Promise.all(clients.map((c) => c.progress()))).reduce((s, p) => s + p.received, 0);
  while ((await count()) < expected && wallNow() - waitFrom < 10_000) await new Promise((r) => setTimeout(r, 100));
  const results = await Promise.all(clients.map((c) => c.collect()));
  const lastArrival = Math.max(...results.map((r) => r.arrivals.reduce((m, a) => (a > m ? a : m), 0)));
  const elapsed = (lastArrival - sentAt[0]) / 1000;
  const serverCpu = receivers.reduce((s, r) => s + cpuSeconds(r.pid), 0) - serverCpu0;
  const clientCpu = clients.reduce((s, c) => s + cpuSeconds(c.pid), 0) - clientCpu0;
  const sc = process.cpuUsage(senderCpu0),
    senderCpu = (sc.user + sc.system) / 1e6;
  const latencies = new Float64Array(expected);
  let received = 0;
  for (const r of results)
    for (let i = 0; i < r.arrivals.length; i++) {
      const a = r.arrivals[i];
      if (a === a) latencies[received++] = a - sentAt[i % total];
    }
  const sorted = latencies.slice(0, received).sort();
  const duplicates = results.reduce((s, r) => s + r.duplicates, 0),
    dropped = results.reduce((s, r) => s + r.disconnected, 0);
  clients.forEach((c) => c.close());
  console.log(`${label}: ${n} Sockets (Verbindungsaufbau ${(connectMs / 1000).toFixed(1)} s), ${total} Nachrichten in ${SECONDS} s`);
  console.log(
    `  Zustellungen/s ${(received / elapsed).toFixed(0)} | Latenz p50 ${pct(sorted, 50).toFixed(1)} ms, p95 ${pct(sorted, 95).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms` +
      ` | verloren ${expected - received} von ${expected} | Speicher je Socket ${(((rssAfter - rssBefore) * 1024) / n / 1024).toFixed(1)} KB (RSS der Server)` +
      (duplicates || dropped ? ` | doppelt ${duplicates}, getrennt ${dropped}` : ''),
  );
  console.log(
    `  CPU in ${elapsed.toFixed(1)} s: Server ${serverCpu.toFixed(1)} s, Bench-Clients ${clientCpu.toFixed(1)} s (${procs} Prozess${procs > 1 ? 'e' : ''}), Sender ${senderCpu.toFixed(1)} s,` +
      ` Last ${os.loadavg()[0].toFixed(1)} (Kerne: ${os.cpus().length})`,
  );
  await new Promise((r) => setTimeout(r, 1500)); // let the servers drop the closed sockets
}

try {
  const single = await startServer(3195, { DATA_DIR: path.join(tmp, 'single'), REDIS_URL: '' });
  for (const n of SIZES) await run('Ein Prozess (PGlite)', single, [single], n);
  children.pop()!.kill('SIGTERM');

  if (!(await answers(REDIS_URL, 6379)) || !(await answers(PG_URL, 5432))) {
    console.log(`Zwei Prozesse übersprungen: Redis (${REDIS_URL}) und PostgreSQL (${PG_URL}) müssen erreichbar sein.`);
  } else {
    const { default: pg } = await import('pg');
    const dbName = `oabat_bench_chat_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    try {
      const url = new URL(PG_URL);
      url.pathname = `/${dbName}`;
      const env = { DATABASE_URL: url.toString(), REDIS_URL, DATA_DIR: path.join(tmp, 'pg') };
      const a = await startServer(3196, env);
      const b = await startServer(3197, env);
      for (const n of SIZES) await run('Zwei Prozesse (PostgreSQL + Redis, gesendet über A, Sockets auf A und B)', a, [a, b], n);
      for (const c of children.splice(0)) c.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
  }
} finally {
  for (const c of children) c.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(0);
