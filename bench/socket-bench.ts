// The shared part of the socket benches (bench/chat.ts, bench/livestream.ts): API processes to measure, the
// measuring-client processes (bench/socket-clients.ts), the wall clock both stamp with, delivery latencies
// and percentiles, process CPU and memory from /proc, and the two-process setup (PostgreSQL + Redis).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { ChildMessage, ClientsSetup, ParentMessage } from './socket-clients.ts';

const root = path.resolve(import.meta.dirname, '..');
export const PASSWORD = 'Demo-Passwort-2026';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Every child (servers, client processes): killed when the bench ends. */
export const children: ChildProcess[] = [];

/** Wall clock in ms, comparable with the client processes' arrival stamps. */
export const wallNow = () => performance.timeOrigin + performance.now();
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const pct = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
/** CPU seconds (user + system) a process has used, from /proc. */
export const cpuSeconds = (pid: number) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
export const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Whether something listens at the URL's host and port. */
export const answers = (url: string, fallbackPort: number) =>
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

/** Starts an API process (production mode, no web build) and waits for its health check. */
export async function startServer(port: number, env: Record<string, string>, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/api/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      LOGIN_MAX_PER_IP: '1000',
      // The storms come from one address; the guest limits (plugins/guest-limits.ts) are not what is measured.
      GUEST_LIMIT_FACTOR: '100000',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_DB_WAITING: '0',
      // One process per server (not npm start's worker per core on PostgreSQL): "two processes" are two, and the
      // memory read from /proc is the whole server's.
      WEB_CONCURRENCY: '1',
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
    await sleep(300);
  }
  return { base, pid: child.pid! };
}

/** Forks a measuring-client process and asks it to connect its share of the sockets. */
export function clientProcess(setup: ClientsSetup) {
  const child = fork(path.join(import.meta.dirname, 'socket-clients.ts'), [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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
export type ClientProcess = ReturnType<typeof clientProcess>;

/** `n` sockets split evenly over `procs` client processes; resolves once all are connected (and joined). */
export async function connectClients(n: number, procs: number, setup: Omit<ClientsSetup, 'offset' | 'count'>) {
  const k = Math.max(1, Math.min(procs, n));
  const clients = Array.from({ length: k }, (_, i) => {
    const offset = Math.floor((i * n) / k);
    return clientProcess({ ...setup, offset, count: Math.floor(((i + 1) * n) / k) - offset });
  });
  const connectMs = Math.max(...(await Promise.all(clients.map((c) => c.connected))).map((c) => c.ms));
  return { clients, connectMs };
}

/** Waits until the clients hold `expected` arrivals or `ms` have passed. */
export async function awaitArrivals(clients: ClientProcess[], expected: number, ms = 10_000) {
  const from = wallNow();
  const count = async () => (await Promise.all(clients.map((c) => c.progress()))).reduce((s, p) => s + p.received, 0);
  while ((await count()) < expected && wallNow() - from < ms) await sleep(100);
}

/** Delivery latencies (arrival minus send stamp) of every socket, sorted, and what arrived. */
export function deliveries(results: { arrivals: Float64Array; duplicates: number; disconnected: number }[], sentAt: Float64Array, expected: number) {
  const total = sentAt.length;
  const latencies = new Float64Array(expected);
  let received = 0;
  for (const r of results)
    for (let i = 0; i < r.arrivals.length; i++) {
      const a = r.arrivals[i]!;
      const sent = sentAt[i % total]!;
      // NaN: not arrived, or a send the bench counted as refused.
      if (a === a && sent === sent) latencies[received++] = a - sent;
    }
  const sorted = latencies.slice(0, received).sort();
  const lastArrival = Math.max(...results.map((r) => r.arrivals.reduce((m, a) => (a > m ? a : m), 0)));
  return {
    sorted,
    received,
    lost: expected - received,
    lastArrival,
    duplicates: results.reduce((s, r) => s + r.duplicates, 0),
    dropped: results.reduce((s, r) => s + r.disconnected, 0),
    line: `p50 ${pct(sorted, 50).toFixed(1)} ms, p95 ${pct(sorted, 95).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms | verloren ${expected - received} von ${expected}`,
  };
}

/**
 * Two API processes on one fresh PostgreSQL database and Redis (ports `port` and `port + 1`), or a note why not;
 * the database is dropped afterwards.
 */
export async function withTwoProcesses(
  name: string,
  pgUrl: string,
  port: number,
  dataDir: string,
  fn: (a: { base: string; pid: number }, b: { base: string; pid: number }) => Promise<void>,
  nodeArgs: string[] = [],
) {
  if (!(await answers(REDIS_URL, 6379)) || !(await answers(pgUrl, 5432))) {
    console.log(`Zwei Prozesse übersprungen: Redis (${REDIS_URL}) und PostgreSQL (${pgUrl}) müssen erreichbar sein.`);
    return;
  }
  const { default: pg } = await import('pg');
  const dbName = `oabat_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  try {
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    const env = { DATABASE_URL: url.toString(), REDIS_URL, DATA_DIR: dataDir };
    const a = await startServer(port, env, nodeArgs);
    const b = await startServer(port + 1, env, nodeArgs);
    await fn(a, b);
    for (const c of children.splice(0)) c.kill('SIGTERM');
    await sleep(1500);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

type Server = { base: string; pid: number };
/**
 * A socket bench's whole run: one process (PGlite) on `port`, then two on PostgreSQL and Redis on `port + 1` and
 * `port + 2` (`only` picks one of them), each handed to `run`; every child is stopped and `tmp` removed at the end.
 */
export async function singleThenTwo(o: {
  name: string;
  port: number;
  pgUrl: string;
  tmp: string;
  serverArgs: string[];
  only?: string;
  single: (server: Server) => Promise<void>;
  two: (a: Server, b: Server) => Promise<void>;
}) {
  try {
    if (o.only !== 'two') {
      const single = await startServer(o.port, { DATA_DIR: path.join(o.tmp, 'single'), REDIS_URL: '' }, o.serverArgs);
      await o.single(single);
      children.pop()!.kill('SIGTERM');
      await sleep(1000); // a --cpu-prof profile is written on exit
    }
    if (o.only !== 'single') await withTwoProcesses(o.name, o.pgUrl, o.port + 1, path.join(o.tmp, 'pg'), o.two, o.serverArgs);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    fs.rmSync(o.tmp, { recursive: true, force: true });
  }
}

export async function login(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
