// Chat fan-out bench: N sockets of one user (one room, `user:{id}`) receive messages sent through the
// API (admin broadcast to that user, so no per-user send limit applies) at RATE per second for SECONDS.
// Prints deliveries per second, delivery latency p50/p95/p99 (from the start of the HTTP send to
// arrival, so it includes the request and the database write), lost messages and server memory per
// socket; then the same with two API processes on one PostgreSQL and Redis (sockets split across them,
// messages sent through process A). Figures only.
//   CHAT_BENCH_SOCKETS=1000,5000 CHAT_BENCH_SECONDS=30 CHAT_BENCH_RATE=10 npm run bench -- chat
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = (process.env.CHAT_BENCH_SOCKETS ?? '1000').split(',').map(Number).filter((n) => n > 0);
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 5);
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_URL = process.env.CHAT_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Demo-Passwort-2026';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-chat-'));
const children: ChildProcess[] = [];

const answers = (url: string, fallbackPort: number) => new Promise<boolean>((resolve) => {
  const u = new URL(url);
  const s = net.connect({ host: u.hostname, port: Number(u.port || fallbackPort) });
  s.setTimeout(1000);
  s.once('connect', () => { s.end(); resolve(true); });
  s.once('error', () => resolve(false));
  s.once('timeout', () => { s.destroy(); resolve(false); });
});

async function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', LOGIN_MAX_PER_IP: '1000', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch { /* not up yet */ }
    if (i > 600) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { base, pid: child.pid! };
}

/** CPU seconds (user + system) a process has used, from /proc. */
const cpuSeconds = (pid: number) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function login(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const pct = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run(label: string, sender: { base: string }, receivers: { base: string; pid: number }[], n: number) {
  const admin = await login(sender.base, 'admin@oabat.example');
  const token = await login(receivers[0].base, 'betrieb@oabat.example');
  const me = await (await fetch(`${receivers[0].base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).json() as { data: { id: number } };
  const rssBefore = receivers.reduce((s, r) => s + rssKb(r.pid), 0);
  const total = Math.round(SECONDS * RATE);
  const sentAt = new Float64Array(total).fill(NaN);
  const latencies = new Float64Array(n * total);
  let received = 0;
  const runId = Math.random().toString(36).slice(2, 8);
  const sockets: Socket[] = [];
  const t0 = performance.now();
  for (let i = 0; i < n; i += 250) {
    const batch = Array.from({ length: Math.min(250, n - i) }, (_, j) => {
      const s = io(receivers[(i + j) % receivers.length].base, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
      s.on('NewMessage', (p: { message: { body: string } }) => {
        const [tag, id, seq] = p.message.body.split(':');
        if (tag !== 'bench' || id !== runId) return;
        latencies[received++] = performance.now() - sentAt[Number(seq)];
      });
      sockets.push(s);
      return new Promise<void>((resolve, reject) => { s.once('connect', () => resolve()); s.once('connect_error', reject); });
    });
    await Promise.all(batch);
  }
  const connectMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const rssAfter = receivers.reduce((s, r) => s + rssKb(r.pid), 0);
  const start = performance.now();
  const serverCpu0 = receivers.reduce((s, r) => s + cpuSeconds(r.pid), 0), clientCpu0 = process.cpuUsage();
  const sends: Promise<unknown>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const due = start + (seq * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt[seq] = performance.now();
    sends.push(fetch(`${sender.base}/api/chat/messages/broadcast`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ user_ids: [me.data.id], body: `bench:${runId}:${seq}` }),
    }).then((r) => { if (!r.ok) throw new Error(`send ${seq}: ${r.status}`); }));
  }
  await Promise.all(sends);
  const expected = n * total;
  for (let i = 0; i < 100 && received < expected; i++) await new Promise((r) => setTimeout(r, 100));
  const elapsed = (performance.now() - start) / 1000;
  const serverCpu = receivers.reduce((s, r) => s + cpuSeconds(r.pid), 0) - serverCpu0;
  const c = process.cpuUsage(clientCpu0), clientCpu = (c.user + c.system) / 1e6;
  const sorted = latencies.slice(0, received).sort();
  sockets.forEach((s) => s.close());
  console.log(`${label}: ${n} Sockets (Verbindungsaufbau ${(connectMs / 1000).toFixed(1)} s), ${total} Nachrichten in ${SECONDS} s`);
  console.log(`  Zustellungen/s ${(received / elapsed).toFixed(0)} | Latenz p50 ${pct(sorted, 50).toFixed(1)} ms, p95 ${pct(sorted, 95).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms`
    + ` | verloren ${expected - received} von ${expected} | Speicher je Socket ${(((rssAfter - rssBefore) * 1024) / n / 1024).toFixed(1)} KB (RSS der Server)`);
  console.log(`  CPU in ${elapsed.toFixed(1)} s: Server ${serverCpu.toFixed(1)} s, Bench-Clients ${clientCpu.toFixed(1)} s, Last ${os.loadavg()[0].toFixed(1)} (Kerne: ${os.cpus().length})`);
  await new Promise((r) => setTimeout(r, 1500)); // let the servers drop the closed sockets
}

try {
  const single = await startServer(3195, { DATA_DIR: path.join(tmp, 'single') });
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
      const url = new URL(PG_URL); url.pathname = `/${dbName}`;
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
