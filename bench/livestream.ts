// Livestream bench: N guest viewers in one stream's room (clients in LIVESTREAM_BENCH_CLIENT_PROCS child
// processes, bench/livestream-clients.ts) while the admin chats at RATE messages a second for SECONDS, then a
// vote storm of VOTES guest votes within VOTE_SECONDS. Prints delivery p50/p95/p99 (from the start of the HTTP
// send to arrival), lost messages, votes counted against votes sent, viewer-count and poll updates a viewer got
// (coalesced), and server memory per viewer; one process (PGlite), then two with PostgreSQL and Redis.
//   LIVESTREAM_BENCH_VIEWERS=1000,5000 LIVESTREAM_BENCH_RATE=20 npm run bench -- livestream
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChildMessage, ParentMessage, ViewersSetup } from './livestream-clients.ts';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = (process.env.LIVESTREAM_BENCH_VIEWERS ?? '1000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = Number(process.env.LIVESTREAM_BENCH_SECONDS ?? 10);
const RATE = Number(process.env.LIVESTREAM_BENCH_RATE ?? 20);
const VOTES = Number(process.env.LIVESTREAM_BENCH_VOTES ?? 5000);
const VOTE_SECONDS = Number(process.env.LIVESTREAM_BENCH_VOTE_SECONDS ?? 10);
const CLIENT_PROCS = Number(process.env.LIVESTREAM_BENCH_CLIENT_PROCS ?? 1);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_URL = process.env.LIVESTREAM_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Demo-Passwort-2026';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-livestream-'));
const children: ChildProcess[] = [];

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

async function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      LOGIN_MAX_PER_IP: '1000',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
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

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const pct = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call<T>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function viewers(setup: ViewersSetup) {
  const child = fork(path.join(import.meta.dirname, 'livestream-clients.ts'), [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const reply = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (m: ChildMessage) => {
        if (m.type === 'failed' || m.type === type) {
          child.off('message', onMessage);
          if (m.type === 'failed') reject(new Error(m.message));
          else resolve(m as Extract<ChildMessage, { type: T }>);
        }
      };
      child.on('message', onMessage);
    });
  const tell = (m: ParentMessage) => child.send(m);
  const connected = reply('connected');
  tell({ type: 'connect', setup });
  return {
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

async function run(label: string, sender: { base: string }, servers: { base: string; pid: number }[], n: number) {
  const admin = (await call<{ token: string }>(sender.base, 'POST', '/api/auth/login', null, { email: 'admin@oabat.example', password: PASSWORD })).token;
  const list = (await call<{ data: { id: number; title: string }[] }>(sender.base, 'GET', '/api/livestreams', null)).data;
  const id = list.find((s) => s.title === 'Ausbildungsmesse Passau live')!.id;
  const runId = Math.random().toString(36).slice(2, 8);
  const total = Math.round(SECONDS * RATE);
  const rssBefore = servers.reduce((s, r) => s + rssKb(r.pid), 0);
  const procs = Math.max(1, Math.min(CLIENT_PROCS, n));
  const joinStart = wallNow();
  const clients = Array.from({ length: procs }, (_, k) => {
    const offset = Math.floor((k * n) / procs),
      count = Math.floor(((k + 1) * n) / procs) - offset;
    return viewers({ bases: servers.map((s) => s.base), offset, count, room: `livestream:${id}`, runId, total });
  });
  const connectMs = Math.max(...(await Promise.all(clients.map((c) => c.connected))).map((c) => c.ms));
  await sleep(1500);
  const rssAfter = servers.reduce((s, r) => s + rssKb(r.pid), 0);

  // Chat at RATE a second, sent by the admin (moderators have no per-person limit).
  const sentAt = new Float64Array(total).fill(NaN);
  const start = performance.now();
  const sends: Promise<unknown>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const wait = start + (seq * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt[seq] = wallNow();
    sends.push(call(sender.base, 'POST', `/api/livestreams/${id}/messages`, admin, { text: `bench:${runId}:${seq}`, nickname: 'Redaktion' }));
  }
  await Promise.all(sends);
  const expected = n * total;
  const waitFrom = wallNow();
  const count = async () => (await Promise.all(clients.map((c) => c.progress()))).reduce((s, p) => s + p.received, 0);
  while ((await count()) < expected && wallNow() - waitFrom < 10_000) await sleep(100);

  // Vote storm: VOTES guests vote on the demo poll within VOTE_SECONDS (spread over the servers).
  const poll = (
    await call<{ data: { polls: { id: number; total_votes: number; options: { id: number }[] }[] } }>(sender.base, 'GET', `/api/livestreams/${id}`, null)
  ).data.polls[0]!;
  const voteStart = performance.now();
  let voteOk = 0,
    voteFailed = 0;
  const votes: Promise<unknown>[] = [];
  for (let v = 0; v < VOTES; v++) {
    const wait = voteStart + (v * VOTE_SECONDS * 1000) / VOTES - performance.now();
    if (wait > 0) await sleep(wait);
    const base = servers[v % servers.length]!.base;
    votes.push(
      call(base, 'POST', '/api/livestream_poll_option_votes/', null, {
        option_id: poll.options[v % poll.options.length]!.id,
        chat_user_id: `bench-${runId}-${v}`,
      }).then(
        () => voteOk++,
        () => voteFailed++,
      ),
    );
  }
  await Promise.all(votes);
  const voteSeconds = (performance.now() - voteStart) / 1000;
  await sleep(1500); // the last coalesced poll update
  const after = (await call<{ data: { polls: { id: number; total_votes: number }[] } }>(sender.base, 'GET', `/api/livestreams/${id}`, null)).data.polls.find(
    (p) => p.id === poll.id,
  )!;
  const results = await Promise.all(clients.map((c) => c.collect()));
  const observed = (wallNow() - joinStart) / 1000;
  const latencies = new Float64Array(expected);
  let received = 0;
  for (const r of results)
    for (let i = 0; i < r.arrivals.length; i++) {
      const a = r.arrivals[i]!;
      if (a === a) latencies[received++] = a - sentAt[i % total]!;
    }
  const sorted = latencies.slice(0, received).sort();
  const viewerUpdates = results.reduce((s, r) => s + r.viewerUpdates, 0) / n;
  const pollUpdates = results.reduce((s, r) => s + r.pollUpdates, 0) / n;
  clients.forEach((c) => c.close());
  console.log(`${label}: ${n} Zuschauer (Beitritt ${(connectMs / 1000).toFixed(1)} s), ${total} Nachrichten in ${SECONDS} s`);
  console.log(
    `  Chat: Latenz p50 ${pct(sorted, 50).toFixed(1)} ms, p95 ${pct(sorted, 95).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms | verloren ${expected - received} von ${expected}` +
      ` | Speicher je Zuschauer ${((rssAfter - rssBefore) / n).toFixed(1)} KB (RSS der Server)`,
  );
  console.log(
    `  Abstimmung: ${VOTES} Stimmen in ${voteSeconds.toFixed(1)} s gesendet, ${voteOk} angenommen, ${voteFailed} abgelehnt, gezählt ${after.total_votes - poll.total_votes}` +
      ` | Updates je Zuschauer: Zuschauerzahl ${viewerUpdates.toFixed(1)} in ${observed.toFixed(0)} s, Umfrage ${pollUpdates.toFixed(1)}`,
  );
  await sleep(1500);
}

try {
  const single = await startServer(3295, { DATA_DIR: path.join(tmp, 'single'), REDIS_URL: '' });
  for (const n of SIZES) await run('Ein Prozess (PGlite)', single, [single], n);
  children.pop()!.kill('SIGTERM');
  if (!(await answers(REDIS_URL, 6379)) || !(await answers(PG_URL, 5432))) {
    console.log(`Zwei Prozesse übersprungen: Redis (${REDIS_URL}) und PostgreSQL (${PG_URL}) müssen erreichbar sein.`);
  } else {
    const { default: pg } = await import('pg');
    const dbName = `oabat_bench_livestream_${process.pid}`;
    const adminDb = new pg.Client({ connectionString: PG_URL });
    await adminDb.connect();
    await adminDb.query(`CREATE DATABASE ${dbName}`);
    try {
      const url = new URL(PG_URL);
      url.pathname = `/${dbName}`;
      const env = { DATABASE_URL: url.toString(), REDIS_URL, DATA_DIR: path.join(tmp, 'pg') };
      const a = await startServer(3296, env);
      const b = await startServer(3297, env);
      for (const n of SIZES) await run('Zwei Prozesse (PostgreSQL + Redis, Zuschauer auf A und B)', a, [a, b], n);
      for (const c of children.splice(0)) c.kill('SIGTERM');
      await sleep(1500);
    } finally {
      await adminDb.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
      await adminDb.end();
    }
  }
} finally {
  for (const c of children) c.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(0);
