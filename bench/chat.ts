// Chat fan-out bench: N sockets of one user (one room, `user:{id}`) receive messages sent through the
// API (admin broadcast to that user, so no per-user send limit applies) at RATE per second for SECONDS.
// Prints deliveries per second, delivery latency p50/p95/p99 (from the start of the HTTP send to
// arrival, so it includes the request and the database write), lost messages and server memory per
// socket; then the same with two API processes on one PostgreSQL and Redis (sockets split across them,
// messages sent through process A). Figures only.
// How the clients run: this process only logs in, sends (HTTP, stamped with the wall clock
// performance.timeOrigin + performance.now()) and computes the figures. The N measuring sockets live in
// CHAT_BENCH_CLIENT_PROCS child processes (default 1, forked from bench/socket-clients.ts, sockets split
// evenly), each a raw `ws` WebSocket speaking the Engine.IO v4 / Socket.IO v5 wire protocol (websocket
// transport only, no socket.io-client); they stamp arrivals with the same wall clock and hand them back
// over IPC after the run. The CPU line shows server, client processes and sender separately, so one
// can tell whether the server or the clients were the bottleneck (all share this machine's cores).
// Servers, client processes, latencies and the two-process setup are bench/socket-bench.ts's, shared with
// the livestream bench.
//   CHAT_BENCH_SOCKETS=1000,5000 CHAT_BENCH_SECONDS=30 CHAT_BENCH_RATE=10 npm run bench -- chat
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { awaitArrivals, connectClients, cpuSeconds, deliveries, login, rssKb, singleThenTwo, sleep, wallNow } from './socket-bench.ts';

const SIZES = (process.env.CHAT_BENCH_SOCKETS ?? '1000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 5);
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 10);
const PG_URL = process.env.CHAT_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENT_PROCS = Number(process.env.CHAT_BENCH_CLIENT_PROCS ?? 1);
// Extra node flags for the API processes, e.g. CHAT_BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
const SERVER_ARGS = (process.env.CHAT_BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-chat-'));

async function run(label: string, sender: { base: string }, receivers: { base: string; pid: number }[], n: number) {
  const admin = await login(sender.base, 'admin@oabat.example');
  const token = await login(receivers[0]!.base, 'betrieb@oabat.example');
  const me = (await (await fetch(`${receivers[0]!.base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number } };
  const rssBefore = receivers.reduce((s, r) => s + rssKb(r.pid), 0);
  const total = Math.round(SECONDS * RATE);
  const sentAt = new Float64Array(total).fill(NaN);
  const runId = Math.random().toString(36).slice(2, 8);
  const { clients, connectMs } = await connectClients(n, CLIENT_PROCS, { bases: receivers.map((r) => r.base), token, runId, total, event: 'NewMessage' });
  await sleep(1000);
  const rssAfter = receivers.reduce((s, r) => s + rssKb(r.pid), 0);
  const serverCpu0 = receivers.reduce((s, r) => s + cpuSeconds(r.pid), 0);
  const clientCpu0 = clients.reduce((s, c) => s + cpuSeconds(c.pid), 0),
    senderCpu0 = process.cpuUsage();
  const start = performance.now();
  const sends: Promise<unknown>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const wait = start + (seq * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
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
  await awaitArrivals(clients, expected);
  const results = await Promise.all(clients.map((c) => c.collect()));
  const d = deliveries(results, sentAt, expected);
  const elapsed = (d.lastArrival - sentAt[0]!) / 1000;
  const serverCpu = receivers.reduce((s, r) => s + cpuSeconds(r.pid), 0) - serverCpu0;
  const clientCpu = clients.reduce((s, c) => s + cpuSeconds(c.pid), 0) - clientCpu0;
  const sc = process.cpuUsage(senderCpu0),
    senderCpu = (sc.user + sc.system) / 1e6;
  clients.forEach((c) => c.close());
  console.log(`${label}: ${n} Sockets (Verbindungsaufbau ${(connectMs / 1000).toFixed(1)} s), ${total} Nachrichten in ${SECONDS} s`);
  console.log(
    `  Zustellungen/s ${(d.received / elapsed).toFixed(0)} | Latenz ${d.line} | Speicher je Socket ${((rssAfter - rssBefore) / n).toFixed(1)} KB (RSS der Server)` +
      (d.duplicates || d.dropped ? ` | doppelt ${d.duplicates}, getrennt ${d.dropped}` : ''),
  );
  console.log(
    `  CPU in ${elapsed.toFixed(1)} s: Server ${serverCpu.toFixed(1)} s, Bench-Clients ${clientCpu.toFixed(1)} s (${clients.length} Prozess${clients.length > 1 ? 'e' : ''}), Sender ${senderCpu.toFixed(1)} s,` +
      ` Last ${os.loadavg()[0]!.toFixed(1)} (Kerne: ${os.cpus().length})`,
  );
  await sleep(1500); // let the servers drop the closed sockets
}

await singleThenTwo({
  name: 'chat',
  port: 3195,
  pgUrl: PG_URL,
  tmp,
  serverArgs: SERVER_ARGS,
  single: async (single) => {
    for (const n of SIZES) await run('Ein Prozess (PGlite)', single, [single], n);
  },
  two: async (a, b) => {
    for (const n of SIZES) await run('Zwei Prozesse (PostgreSQL + Redis, gesendet über A, Sockets auf A und B)', a, [a, b], n);
  },
});
process.exit(0);
