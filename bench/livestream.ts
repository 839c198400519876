// Livestream bench: N guest viewers in one stream's room (clients in LIVESTREAM_BENCH_CLIENT_PROCS child
// processes, bench/socket-clients.ts) while the admin chats at RATE messages a second for SECONDS, then a
// vote storm of VOTES guest votes within VOTE_SECONDS. Prints delivery p50/p95/p99 (from the start of the HTTP
// send to arrival), lost messages, votes counted against votes sent, the viewer-count and poll updates a viewer
// got (coalesced: at most one viewer count a second per stream, over all processes), and server memory per
// viewer; one process (PGlite), then two with PostgreSQL and Redis (viewers on A and B). Servers, client
// processes, latencies and the two-process setup are bench/socket-bench.ts's, shared with the chat bench.
//   npm run bench -- livestream                          (5,000 viewers, 20 messages/s for 10 s, 5,000 votes in 10 s)
//   LIVESTREAM_BENCH_VIEWERS=1000,5000 LIVESTREAM_BENCH_RATE=20 npm run bench -- livestream
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { awaitArrivals, connectClients, deliveries, login, rssKb, singleThenTwo, sleep, wallNow } from './socket-bench.ts';

const SIZES = (process.env.LIVESTREAM_BENCH_VIEWERS ?? '5000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = Number(process.env.LIVESTREAM_BENCH_SECONDS ?? 10);
const RATE = Number(process.env.LIVESTREAM_BENCH_RATE ?? 20);
const VOTES = Number(process.env.LIVESTREAM_BENCH_VOTES ?? 5000);
const VOTE_SECONDS = Number(process.env.LIVESTREAM_BENCH_VOTE_SECONDS ?? 10);
const CLIENT_PROCS = Number(process.env.LIVESTREAM_BENCH_CLIENT_PROCS ?? 1);
const PG_URL = process.env.LIVESTREAM_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Extra node flags for the API processes, e.g. LIVESTREAM_BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
const SERVER_ARGS = (process.env.LIVESTREAM_BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
// Chat and vote storm at the same time instead of one after the other.
const TOGETHER = process.env.LIVESTREAM_BENCH_TOGETHER === '1';
// 'single' or 'two' runs only that part (both by default).
const ONLY = process.env.LIVESTREAM_BENCH_ONLY ?? '';
const VIEWER_EVENT = 'ViewerCountChanged';
const POLL_EVENT = 'LivestreamPollUpdated';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-livestream-'));

async function call<T>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function run(label: string, sender: { base: string }, servers: { base: string; pid: number }[], n: number) {
  const admin = await login(sender.base, 'admin@oabat.example');
  const list = (await call<{ data: { id: number; title: string }[] }>(sender.base, 'GET', '/api/livestreams', null)).data;
  const id = list.find((s) => s.title === 'Ausbildungsmesse Passau live')!.id;
  const runId = Math.random().toString(36).slice(2, 8);
  const total = Math.round(SECONDS * RATE);
  const rssBefore = servers.reduce((s, r) => s + rssKb(r.pid), 0);
  const joinStart = wallNow();
  const { clients, connectMs } = await connectClients(n, CLIENT_PROCS, {
    bases: servers.map((s) => s.base),
    room: `livestream:${id}`,
    runId,
    total,
    event: 'LivestreamMessage',
    batchEvent: 'LivestreamMessages',
    counted: [VIEWER_EVENT, POLL_EVENT],
  });
  await sleep(1500);
  const rssAfter = servers.reduce((s, r) => s + rssKb(r.pid), 0);

  // Chat at RATE a second, sent by the admin (moderators have no per-person limit).
  const sentAt = new Float64Array(total).fill(NaN);
  let chatRefused = 0;
  const expected = () => n * (total - chatRefused);
  const chat = async () => {
    const start = performance.now();
    const sends: Promise<unknown>[] = [];
    for (let seq = 0; seq < total; seq++) {
      const wait = start + (seq * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      sentAt[seq] = wallNow();
      sends.push(
        call(sender.base, 'POST', `/api/livestreams/${id}/messages`, admin, { text: `bench:${runId}:${seq}`, nickname: 'Redaktion' }).catch(() => {
          // Not taken (e.g. the overloaded server did not accept the connection): not expected at the viewers either.
          sentAt[seq] = NaN;
          chatRefused++;
        }),
      );
    }
    await Promise.all(sends);
    await awaitArrivals(clients, expected());
  };

  // Vote storm: VOTES guests vote on the demo poll within VOTE_SECONDS (spread over the servers).
  const poll = (
    await call<{ data: { polls: { id: number; total_votes: number; options: { id: number }[] }[] } }>(sender.base, 'GET', `/api/livestreams/${id}`, null)
  ).data.polls[0]!;
  // Guests vote with ids the server signed (issue #35): fetched before the storm, 100 at a time.
  const guestIds: string[] = [];
  while (guestIds.length < VOTES) {
    const batch = Math.min(100, VOTES - guestIds.length);
    const got = await Promise.all(
      Array.from({ length: batch }, () => call<{ data: { guest_id: string } }>(sender.base, 'GET', '/api/livestream/guest_id', null)),
    );
    guestIds.push(...got.map((g) => g.data.guest_id));
  }
  let voteOk = 0;
  let voteSeconds = 0;
  // Refusals by reason (HTTP status or network error), so a refusal is told apart from a lost vote.
  const refused = new Map<string, number>();
  const storm = async () => {
    const voteStart = performance.now();
    const votes: Promise<unknown>[] = [];
    for (let v = 0; v < VOTES; v++) {
      const wait = voteStart + (v * VOTE_SECONDS * 1000) / VOTES - performance.now();
      if (wait > 0) await sleep(wait);
      const base = servers[v % servers.length]!.base;
      votes.push(
        call(base, 'POST', '/api/livestream_poll_option_votes/', null, {
          option_id: poll.options[v % poll.options.length]!.id,
          chat_user_id: guestIds[v],
        }).then(
          () => voteOk++,
          (err: Error) => {
            const reason = /: (\d{3}) /.exec(err.message)?.[1] ?? (err.cause as { code?: string } | undefined)?.code ?? err.name;
            refused.set(reason, (refused.get(reason) ?? 0) + 1);
          },
        ),
      );
    }
    await Promise.all(votes);
    voteSeconds = (performance.now() - voteStart) / 1000;
  };
  // Apart (the chat's figures without the storm), or both at once (LIVESTREAM_BENCH_TOGETHER=1).
  if (TOGETHER) await Promise.all([chat(), storm()]);
  else {
    await chat();
    await storm();
  }
  await sleep(1500); // the last coalesced poll update
  const after = (await call<{ data: { polls: { id: number; total_votes: number }[] } }>(sender.base, 'GET', `/api/livestreams/${id}`, null)).data.polls.find(
    (p) => p.id === poll.id,
  )!;
  const results = await Promise.all(clients.map((c) => c.collect()));
  const observed = (wallNow() - joinStart) / 1000;
  const d = deliveries(results, sentAt, expected());
  const perViewer = (event: string) => results.reduce((s, r) => s + (r.counts[event] ?? 0), 0) / n;
  clients.forEach((c) => c.close());
  console.log(
    `${label}: ${n} Zuschauer (Beitritt ${(connectMs / 1000).toFixed(1)} s), ${total} Nachrichten in ${SECONDS} s` +
      (TOGETHER ? `, gleichzeitig ${VOTES} Stimmen in ${VOTE_SECONDS} s` : ''),
  );
  console.log(
    `  Chat: Latenz ${d.line} | Speicher je Zuschauer ${((rssAfter - rssBefore) / n).toFixed(1)} KB (RSS der Server)` +
      (d.duplicates || d.dropped ? ` | doppelt ${d.duplicates}, getrennt ${d.dropped}` : '') +
      (chatRefused ? ` | ${chatRefused} Nachrichten nicht angenommen` : ''),
  );
  console.log(
    `  Abstimmung: ${VOTES} Stimmen in ${voteSeconds.toFixed(1)} s gesendet, ${voteOk} angenommen, ${VOTES - voteOk} abgelehnt${refused.size ? ` (${[...refused].map(([r, c]) => `${r}: ${c}`).join(', ')})` : ''}, gezählt ${after.total_votes - poll.total_votes}`,
  );
  console.log(
    `  Updates je Zuschauer in ${observed.toFixed(0)} s: Zuschauerzahl ${perViewer(VIEWER_EVENT).toFixed(1)} (höchstens eine je Sekunde), Umfrage ${perViewer(POLL_EVENT).toFixed(1)}` +
      ` | Last ${os.loadavg()[0]!.toFixed(1)} (Kerne: ${os.cpus().length})`,
  );
  await sleep(1500);
}

await singleThenTwo({
  name: 'livestream',
  port: 3295,
  pgUrl: PG_URL,
  tmp,
  serverArgs: SERVER_ARGS,
  only: ONLY,
  single: async (single) => {
    for (const n of SIZES) await run('Ein Prozess (PGlite)', single, [single], n);
  },
  two: async (a, b) => {
    for (const n of SIZES) await run('Zwei Prozesse (PostgreSQL + Redis, Zuschauer auf A und B)', a, [a, b], n);
  },
});
process.exit(0);
