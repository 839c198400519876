// API throughput bench (issue #23): autocannon, 50 connections, loopback.
// Every aim is a ratio of two sides measured in the SAME run, and the two sides take turns: ROUNDS rounds of
// SLICE seconds each, A then B, and the ratio printed is the median of the rounds' ratios. This machine's speed
// drifts by a third within a minute (a shared VM), so one long run per side compared a fast minute with a slow one.
//   bare Fastify, one route, no logger              (absolute reference)
//   the platform's GET /api/site (info log to a file) vs bare Fastify with the same JSON and info log to a file
//   GET /api/site with a bearer token                 vs the same route as a guest
//   GET /api/health (one database ping), GET /api/search (result cache off) at c=50
//   GET /api/job/:id                                  vs its raw SQL query alone (repository call, c=50, no HTTP,
//                                                        in its own process: on PGlite on a copy of the database)
// PGlite by default (a temporary DATA_DIR); PostgreSQL with DATABASE_URL (WEB_CONCURRENCY workers, default here: 1).
// `node api.ts serve-bare <port> <plain|logged> <logfile>` is the bare server (its own process, like the platform);
// `node api.ts serve-raw <jobId>` runs the job page's query on request (IPC), with the platform's environment.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLOCK_TICKS, cpuTicks } from './cpu.ts';
import { cannon } from './autocannon.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Seconds per slice and rounds per pair: each side of a pair runs ROUNDS × SLICE seconds. */
const SLICE = Number(process.env.BENCH_API_SLICE ?? 1.5);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 7);
/** A row measured alone (no aim): one run of this many seconds. */
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 6);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_API_PORT ?? 3193);

/** One measurement of one side. */
interface Sample {
  total: number;
  rps: number;
  p97: number;
  bad: number;
  /** CPU time the serving process(es) spent per request, in µs (Linux /proc); NaN when unknown. */
  cpuUs: number;
}
type Side = (seconds: number) => Promise<Sample>;

/** An HTTP side: autocannon against a URL (several paths take turns), CPU counted on `pid` and its children. */
function http(url: string, opts: { headers?: Record<string, string>; paths?: string[]; pid?: number } = {}): Side {
  const u = new URL(url);
  return async (seconds) => {
    const ticksBefore = opts.pid ? cpuTicks(opts.pid) : NaN;
    const result = await cannon({
      url: u.origin,
      connections: CONNECTIONS,
      duration: seconds,
      headers: opts.headers,
      requests: (opts.paths ?? [u.pathname + u.search]).map((p) => ({ method: 'GET', path: p })),
    });
    // Answered requests only: a 503 from the overload shedding (plugins/resilience.ts) is counted as bad.
    const total = result['2xx'];
    return {
      total,
      rps: total / seconds,
      p97: result.latency.p97_5,
      bad: result.non2xx + result.errors + result.timeouts,
      cpuUs: opts.pid ? ((cpuTicks(opts.pid) - ticksBefore) / CLOCK_TICKS / total) * 1e6 : NaN,
    };
  };
}

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(0)} %` : '–');

function printRow(name: string, samples: Sample[]) {
  const rps = median(samples.map((s) => s.rps));
  const p97 = median(samples.map((s) => s.p97));
  const cpuUs = median(samples.map((s) => s.cpuUs));
  const bad = samples.reduce((sum, s) => sum + s.bad, 0);
  const cpu = Number.isFinite(cpuUs) ? `  CPU ${cpuUs.toFixed(0).padStart(4)} µs/Anfrage` : '';
  const latency = Number.isFinite(p97) ? `p97.5 ${String(Math.round(p97)).padStart(4)} ms` : '             ';
  console.log(`${name.padEnd(58)} ${rps.toFixed(0).padStart(7)} req/s  ${latency}${cpu}${bad ? `  nicht 2xx/Fehler: ${bad}` : ''}`);
}

/** A row measured alone. */
async function single(name: string, side: Side) {
  printRow(name, [await side(SECONDS)]);
}

/**
 * Two sides taking turns (after a short warm-up of each): prints both rows (medians) and the median of the
 * rounds' ratios A/B, by req/s and, where both sides know their CPU time, per CPU-second.
 */
async function pair(label: string, a: [string, Side], b: [string, Side], aim?: number) {
  await a[1](1);
  await b[1](1);
  const as: Sample[] = [];
  const bs: Sample[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    as.push(await a[1](SLICE));
    bs.push(await b[1](SLICE));
  }
  printRow(a[0], as);
  printRow(b[0], bs);
  const byRps = as.map((s, i) => s.rps / bs[i]!.rps);
  const byCpu = as.map((s, i) => bs[i]!.cpuUs / s.cpuUs);
  const cpuPart = byCpu.some(Number.isFinite) ? `; je CPU-Sekunde: ${pct(median(byCpu))}` : '';
  const spread = `Runden ${pct(Math.min(...byRps))}–${pct(Math.max(...byRps))}`;
  console.log(`  → ${label}: ${pct(median(byRps))} nach req/s (Median aus ${ROUNDS} Runden, ${spread})${cpuPart}${aim ? ` (Ziel ≥ ${aim} %)` : ''}`);
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`Prozess beendet (Exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    if (i > 900) throw new Error(`${url} antwortet nicht`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** The platform as `npm start` runs it, its info log going to a file like the bare server's (same cost). */
function startPlatform(env: NodeJS.ProcessEnv, logFile: string) {
  const log = fs.openSync(logFile, 'a');
  return spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], { env, stdio: ['ignore', log, 'inherit'] });
}

/** The job page's query in a process of its own: a side whose turns are run there (IPC), CPU counted there too. */
function rawJobSide(env: NodeJS.ProcessEnv, jobId: number): { side: Side; child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, [import.meta.filename, 'serve-raw', String(jobId)], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`SQL-Prozess beendet (Exit ${code})`)));
  });
  const side: Side = (seconds) =>
    new Promise((resolve) => {
      const ticksBefore = cpuTicks(child.pid!);
      child.once('message', (m: { n: number; ms: number }) => {
        const cpuUs = ((cpuTicks(child.pid!) - ticksBefore) / CLOCK_TICKS / m.n) * 1e6;
        resolve({ total: m.n, rps: m.n / (m.ms / 1000), p97: NaN, bad: 0, cpuUs });
      });
      child.send({ seconds });
    });
  return { side, child, ready };
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-api-'));
  const postgres = Boolean(process.env.DATABASE_URL);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST: '/nonexistent',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    SEARCH_CACHE_SECONDS: '0',
    // One process by default: the per-request ratios compare it with one bare Fastify process.
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
  };
  const base = `http://127.0.0.1:${PORT}`;
  let platform = startPlatform(env, path.join(tmp, 'platform.log'));
  let raw: ReturnType<typeof rawJobSide> | undefined;
  try {
    await waitFor(`${base}/api/health`, platform);
    const siteJson = await (await fetch(`${base}/api/site`)).text();
    const found = (await (await fetch(`${base}/api/search?category=alles`)).json()) as { result?: { data?: { id: number }[] } };
    const jobId = found.result?.data?.[0]?.id;
    if (!jobId) throw new Error('Keine Stelle in den Demodaten gefunden');
    // The raw query's process needs the database too: on PostgreSQL it connects beside the platform; PGlite
    // lives in one process, so it gets a copy of the seeded database (taken while the platform is stopped).
    let rawEnv = env;
    if (!postgres) {
      await stop(platform);
      fs.cpSync(env.DATA_DIR, path.join(tmp, 'data-raw'), { recursive: true });
      rawEnv = { ...env, DATA_DIR: path.join(tmp, 'data-raw'), SEED_DEMO: 'false' };
      platform = startPlatform(env, path.join(tmp, 'platform.log'));
      await waitFor(`${base}/api/health`, platform);
    }
    raw = rawJobSide(rawEnv, jobId);
    await raw.ready;

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@oabat.example', password: 'Demo-Passwort-2026' }),
    });
    const token = ((await login.json()) as { token?: string }).token;
    if (!token) throw new Error(`Anmeldung fehlgeschlagen (${login.status})`);
    const auth = { authorization: `Bearer ${token}` };
    // München, Nürnberg, Augsburg, Regensburg; with and without a text.
    const cities = [
      [48.137, 11.575],
      [49.452, 11.077],
      [48.366, 10.898],
      [49.013, 12.101],
    ];
    const searchPaths = cities.flatMap(([lat, lon], i) =>
      ['', '&term=Kauffrau'].map((t) => `/api/search?latitude=${lat}&longitude=${lon}&radius=${25 + i * 25}&category=ausbildung${t}`),
    );
    console.log(
      `\nAPI-Durchsatz, ${CONNECTIONS} Verbindungen, Datenbank: ${postgres ? `PostgreSQL, ${env.WEB_CONCURRENCY} Prozess(e)` : 'PGlite'}; ` +
        `Paare im Wechsel: ${ROUNDS} Runden zu je ${SLICE} s pro Seite, Einzelzeilen ${SECONDS} s\n`,
    );

    // Bare Fastify in processes of their own, like the platform (which waits idle meanwhile and in between).
    const bare = (mode: 'plain' | 'logged', port: number) =>
      spawn(process.execPath, [import.meta.filename, 'serve-bare', String(port), mode, path.join(tmp, `bare-${mode}.log`)], {
        env: { ...process.env, BENCH_SITE_JSON: siteJson },
        stdio: 'inherit',
      });
    const plain = bare('plain', PORT + 1);
    const logged = bare('logged', PORT + 2);
    try {
      await waitFor(`http://127.0.0.1:${PORT + 1}/`, plain);
      await waitFor(`http://127.0.0.1:${PORT + 2}/`, logged);
      await single('Fastify pur, eine Route, ohne Log', http(`http://127.0.0.1:${PORT + 1}/`, { pid: plain.pid }));
      await pair(
        '/api/site gegenüber Fastify pur mit gleichem JSON und Log',
        ['Plattform GET /api/site (Gast)', http(`${base}/api/site`, { pid: platform.pid })],
        ['Fastify pur, JSON wie /api/site, Info-Log in Datei', http(`http://127.0.0.1:${PORT + 2}/`, { pid: logged.pid })],
        90,
      );
    } finally {
      await Promise.all([stop(plain), stop(logged)]);
    }
    await pair(
      'angemeldet gegenüber Gast',
      ['Plattform GET /api/site (Bearer-Token)', http(`${base}/api/site`, { headers: auth, pid: platform.pid })],
      ['Plattform GET /api/site (Gast)', http(`${base}/api/site`, { pid: platform.pid })],
      70,
    );
    await single('Plattform GET /api/auth/user (Bearer-Token)', http(`${base}/api/auth/user`, { headers: auth, pid: platform.pid }));
    await single('Plattform GET /api/health (eine Datenbankabfrage)', http(`${base}/api/health`, { pid: platform.pid }));
    await single('Plattform GET /api/search (Demodaten, Cache aus)', http(`${base}/api/search`, { paths: searchPaths, pid: platform.pid }));
    await pair(
      '/api/job/:id gegenüber seinem SQL allein',
      [`Plattform GET /api/job/${jobId} (Stellenseite)`, http(`${base}/api/job/${jobId}`, { pid: platform.pid })],
      ['SQL der Stellenseite allein (findJob, c=50, ohne HTTP)', raw.side],
      80,
    );
  } finally {
    if (raw) await stop(raw.child);
    await stop(platform);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** The job page's query alone, through the repository: 50 loops for the seconds asked (IPC), in this process. */
async function serveRaw(jobId: number) {
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { openDatabase } = await import('../apps/api/src/bootstrap.ts');
  const { findJob } = await import('../apps/api/src/modules/jobs/jobs.repository.ts');
  const db = await openDatabase(loadConfig(process.env));
  const run = async (seconds: number) => {
    let n = 0;
    const start = performance.now();
    const until = start + seconds * 1000;
    const loop = async () => {
      while (performance.now() < until) {
        await findJob(db, jobId, null);
        n++;
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, loop));
    return { n, ms: performance.now() - start };
  };
  process.on('message', (m: { seconds: number }) => void run(m.seconds).then((r) => process.send!(r)));
  process.on('SIGTERM', () => void db.close().then(() => process.exit(0)));
  process.send!('ready');
}

if (process.argv[2] === 'serve-bare') {
  const [port, mode, logFile] = process.argv.slice(3);
  const { default: Fastify } = await import('fastify');
  const body = JSON.parse(process.env.BENCH_SITE_JSON ?? '{"hello":"world"}') as unknown;
  const app = Fastify({ logger: mode === 'logged' ? { level: 'info', file: logFile } : false });
  app.get('/', async () => body);
  await app.listen({ port: Number(port), host: '127.0.0.1' });
} else if (process.argv[2] === 'serve-raw') {
  await serveRaw(Number(process.argv[3]));
} else {
  await main();
}
