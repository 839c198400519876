// Fair-day simulation (issue #39 item 3): the cluster topology of scripts/cluster-topology.ts (nginx in front of
// three API hosts, s3rver, a fresh PostgreSQL database dropped at the end) with a private redis-server of its own
// (so it can be restarted; the shared one on 6379 is never touched). VIEWERS guests watch one livestream over
// sockets spread by the balancer (worker processes, bench/fairday-viewers.ts) while bench/fairday-load.ts sends the
// fair's calls at fixed rates. Phases: before, a host killed with kill -9 and started again, after it, a Redis
// restart, after it. Per phase bench/fairday-report.ts prints answers, errors, p50/p95/p99 per class, chat delivery
// and socket reconnect times beside the aims; then it checks every acknowledged write in the database.
//   npm run bench -- fairday                                           (5,000 viewers, 60 s phases)
//   BENCH_VIEWERS=300 BENCH_PHASE_SECONDS=10 npm run bench -- fairday  (a small machine)
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portOpen, startCluster, type Cluster } from '../scripts/cluster-topology.ts';
import { drive, Load, prepareData } from './fairday-load.ts';
import { checkWrites, mergePhase, type Phase, printPhase, storedPerPhase } from './fairday-report.ts';
import type { FromViewers, PhaseStats, ToViewers } from './fairday-viewers.ts';
import { sleep } from './socket-bench.ts';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 5000);
const PER_PROC = Number(process.env.BENCH_VIEWERS_PER_PROC ?? 1000);
const PHASE_S = Number(process.env.BENCH_PHASE_SECONDS ?? 60);
const REDIS_DOWN_S = Number(process.env.BENCH_REDIS_DOWN_SECONDS ?? 3);
const DELAY_S = Number(process.env.BENCH_CHAT_DELAY_SECONDS ?? 2);
const FACTOR = Number(process.env.BENCH_RATE_FACTOR ?? 1);
const PUPILS = Number(process.env.BENCH_PUPILS ?? 100);
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 3600);
const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 3650);
const REDIS_BIN = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

const fmt = (n: number, d = 0) => n.toLocaleString('de-DE', { maximumFractionDigits: d, minimumFractionDigits: d });
const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

/** A redis-server of the bench's own: no persistence, so a restart starts empty as a replaced instance would. */
function redis() {
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${REDIS_PORT}`,
    async start() {
      child = spawn(REDIS_BIN, ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; !(await portOpen(REDIS_PORT)); i++) {
        if (i > 100 || child.exitCode !== null) throw new Error(`redis-server on ${REDIS_PORT} did not start`);
        await sleep(100);
      }
    },
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await exited;
    },
  };
}

function viewerProcess() {
  const child = fork(path.join(import.meta.dirname, 'fairday-viewers.ts'), [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = <T extends FromViewers['type']>(type: T) =>
    new Promise<Extract<FromViewers, { type: T }>>((resolve, reject) => {
      const on = (m: FromViewers) => m.type === type && (child.off('message', on), resolve(m as Extract<FromViewers, { type: T }>));
      child.on('message', on);
      child.once('exit', (code) => reject(new Error(`viewer process exited (${code})`)));
    });
  return { child, next, send: (m: ToViewers) => child.connected && child.send(m) };
}

if (!(await portOpen(5432))) throw new Error('PostgreSQL antwortet nicht auf 127.0.0.1:5432');
const runId = Math.random().toString(36).slice(2, 8);
const procs = Array.from({ length: Math.ceil(VIEWERS / PER_PROC) }, viewerProcess);
const r = redis();
let cluster: Cluster | null = null;
const logs = path.join(os.tmpdir(), `oabat-fairday-${runId}`);
const cleanup = async () => {
  for (const p of procs) p.send({ type: 'close' });
  // The hosts' logs outlive the cluster's folder: what a host said when Redis or a neighbour went away.
  if (cluster) {
    fs.mkdirSync(logs, { recursive: true });
    for (const f of fs.readdirSync(cluster.dir).filter((n) => n.endsWith('.log'))) fs.copyFileSync(path.join(cluster.dir, f), path.join(logs, f));
    const nginxLog = path.join(cluster.dir, 'nginx', 'error.log');
    if (fs.existsSync(nginxLog)) fs.copyFileSync(nginxLog, path.join(logs, 'nginx-error.log'));
    console.log(`Logs der Hosts: ${logs}`);
  }
  await cluster?.stop();
  await r.stop();
};
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

try {
  console.log(
    `Messetag: ${fmt(VIEWERS)} Zuschauer in ${procs.length} Prozess(en), Phasen je ${PHASE_S} s, Chat-Verzögerung ${DELAY_S} s, Raten × ${FACTOR} | ` +
      `Last ${os.loadavg()[0]!.toFixed(1)} (Kerne: ${os.cpus().length})`,
  );
  await r.start();
  cluster = await startCluster({
    basePort: BASE_PORT,
    redisUrl: r.url,
    log,
    // Everyone comes from 127.0.0.1 here; at a fair they come from many addresses. The per-address limits are not
    // what is measured, nor the web build.
    env: { LOGIN_MAX_PER_IP: '100000', LOGIN_MAX_PER_ACCOUNT: '100000', GUEST_LIMIT_FACTOR: '100000', WEB_DIST: '/nonexistent' },
  });
  // 5 applications a second over every phase (the fault windows last up to about 90 s each).
  const fx = await prepareData(cluster.databaseUrl, PUPILS, DELAY_S, Math.ceil(5 * FACTOR * (3 * PHASE_S + 2 * 90)));
  const load = new Load(cluster.url, fx, runId);
  await load.login();

  const phases: Phase[] = [
    { name: 'Vor den Störungen', fault: false, seconds: PHASE_S },
    { name: 'Host 2 per kill -9 beendet, dann neu gestartet', fault: true, seconds: 0 },
    { name: 'Nach dem Host-Neustart', fault: false, seconds: PHASE_S },
    { name: `Redis-Neustart (${REDIS_DOWN_S} s weg)`, fault: true, seconds: 0 },
    { name: 'Nach dem Redis-Neustart', fault: false, seconds: PHASE_S },
  ];
  // Generous: sequence numbers beyond it are still counted, only not deduplicated.
  const maxSeq = Math.ceil(10 * FACTOR * PHASE_S * 8 + 1000);
  const share = (i: number) => Math.min(PER_PROC, VIEWERS - i * PER_PROC);
  log(`${fmt(VIEWERS)} Zuschauer verbinden sich über ${cluster.url} …`);
  const ready = await Promise.all(
    procs.map((p, i) => {
      const got = p.next('ready');
      p.send({
        type: 'start',
        setup: { url: cluster!.url, room: `livestream:${fx.streamId}`, runId, count: share(i), delayMs: DELAY_S * 1000, maxSeq, phases: phases.length },
      });
      return got;
    }),
  );
  log(
    `Im Raum: ${fmt(ready.reduce((s, x) => s + x.connected, 0))}, nicht verbunden: ${ready.reduce((s, x) => s + x.failed, 0)} ` +
      `(${fmt(Math.max(...ready.map((x) => x.ms)) / 1000, 1)} s)`,
  );

  const setPhase = (i: number) => {
    load.phase = i;
    for (const p of procs) p.send({ type: 'phase', index: i });
    log(`Phase ${i + 1}: ${phases[i]!.name}`);
  };
  const timed = async (i: number, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    setPhase(i);
    await run();
    phases[i]!.seconds = (performance.now() - t0) / 1000;
  };
  const stopLoad = drive(load, FACTOR);
  const victim = cluster.hosts[1]!;
  await timed(0, () => sleep(PHASE_S * 1000));
  await timed(1, async () => {
    victim.kill();
    await sleep(PHASE_S * 1000);
    const t = performance.now();
    await victim.start();
    log(`Host 2 wieder bereit nach ${fmt((performance.now() - t) / 1000, 1)} s`);
  });
  await timed(2, () => sleep(PHASE_S * 1000));
  await timed(3, async () => {
    const t = performance.now();
    await r.stop();
    await sleep(REDIS_DOWN_S * 1000);
    await r.start();
    await sleep(Math.max(0, PHASE_S * 1000 - (performance.now() - t)));
  });
  await timed(4, () => sleep(PHASE_S * 1000));
  await stopLoad();
  // The last held chat messages and their frames.
  await sleep(DELAY_S * 1000 + 2000);

  const stats = await Promise.all(
    procs.map((p) => {
      const got = p.next('stats');
      p.send({ type: 'collect' });
      return got;
    }),
  );
  const perProc: PhaseStats[][] = stats.map((s) => s.phases);
  const stored = await storedPerPhase(cluster.databaseUrl, runId, phases.length);
  console.log(
    `\nMessetag ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${fmt(VIEWERS)} Zuschauer, Last ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (Kerne: ${os.cpus().length})`,
  );
  const perSeq = new Uint32Array(maxSeq);
  for (const x of stats) for (let i = 0; i < maxSeq; i++) perSeq[i]! += x.perSeq[i]!;
  phases.forEach((ph, i) => printPhase(ph, i, load.outcomes, mergePhase(perProc, i), stored[i]!, perSeq, VIEWERS));
  const down = stats.reduce((s, x) => s + x.down, 0);
  console.log(`\nAm Ende nicht im Raum: ${fmt(down)} von ${fmt(VIEWERS)} Zuschauern${down ? ' – Ziel verfehlt (alle zurück)' : ''}`);
  await checkWrites(cluster.databaseUrl, load.writes, runId, fx.streamId);
} finally {
  await cleanup();
}
process.exit(0);
