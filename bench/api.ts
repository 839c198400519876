// API throughput bench (issue #23): autocannon, 50 connections, BENCH_API_SECONDS (6) per row, loopback.
// Every figure is set beside its reference in the SAME run (ratios, since absolute figures depend on the machine):
//   bare Fastify, one route, no logger            vs bare Fastify, /api/site's JSON, info log to a file
//   the platform's GET /api/site (info log to a file) vs that bare line
//   GET /api/site with a bearer token              vs the same route as a guest
//   GET /api/health (one database ping), GET /api/search (result cache off) at c=50
//   GET /api/job/:id                               vs its raw SQL query alone (repository call, c=50, no HTTP)
// PGlite by default (a temporary DATA_DIR); PostgreSQL with DATABASE_URL (WEB_CONCURRENCY workers, default here: 1).
// `node api.ts serve-bare <port> <plain|logged> <logfile>` is the bare server (its own process, like the platform).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

// autocannon ships no types: the part used here, typed by hand.
interface Result {
  latency: Record<'p50' | 'p97_5' | 'p99', number>;
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { method: string; path: string }[];
}) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 6);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_API_PORT ?? 3193);

interface Row {
  name: string;
  rps: number;
  p95: number;
  bad: number;
  /** CPU time the server process(es) spent per request, in µs (Linux /proc): robust when the machine is busy. */
  cpuUs?: number;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
/** User + system CPU ticks of a process and its children (the cluster's workers), from /proc. */
function cpuTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return own + children.reduce((sum, child) => sum + cpuTicks(Number(child)), 0);
  } catch {
    return NaN;
  }
}

async function cannon(name: string, url: string, opts: { headers?: Record<string, string>; paths?: string[]; pid?: number } = {}): Promise<Row> {
  const u = new URL(url);
  const ticksBefore = opts.pid ? cpuTicks(opts.pid) : NaN;
  const result = await autocannon({
    url: u.origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: opts.headers,
    requests: (opts.paths ?? [u.pathname + u.search]).map((p) => ({ method: 'GET', path: p })),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  const cpuUs = opts.pid ? ((cpuTicks(opts.pid) - ticksBefore) / CLOCK_TICKS / result.requests.total) * 1e6 : undefined;
  const row = { name, rps: result.requests.average, p95: result.latency.p97_5, bad, cpuUs };
  const cpu = cpuUs !== undefined && Number.isFinite(cpuUs) ? `  CPU ${cpuUs.toFixed(0).padStart(4)} µs/Anfrage` : '';
  console.log(
    `${name.padEnd(58)} ${row.rps.toFixed(0).padStart(7)} req/s  p97.5 ${String(row.p95).padStart(4)} ms${cpu}${bad ? `  nicht 2xx/Fehler: ${bad}` : ''}`,
  );
  return row;
}

const ratio = (label: string, a: Row | number, b: Row | number, aim?: number) => {
  const x = typeof a === 'number' ? a : a.rps;
  const y = typeof b === 'number' ? b : b.rps;
  const pct = (x / y) * 100;
  // Requests per CPU-second, the same ratio when the server is CPU-bound, but not skewed by other load
  // on the machine (autocannon runs in this process and shares the two cores).
  const perCpu =
    typeof a !== 'number' && typeof b !== 'number' && a.cpuUs && b.cpuUs && Number.isFinite(a.cpuUs) && Number.isFinite(b.cpuUs)
      ? `; je CPU-Sekunde: ${((b.cpuUs / a.cpuUs) * 100).toFixed(0)} %`
      : '';
  console.log(`  → ${label}: ${pct.toFixed(0)} % nach req/s${perCpu}${aim ? ` (Ziel ≥ ${aim} %)` : ''}`);
};

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

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-api-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: tmp,
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
  // The platform's info log goes to a file, like the bare server's, so both pay the same for logging.
  const platformLog = fs.openSync(path.join(tmp, 'platform.log'), 'a');
  const platform = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], { env, stdio: ['ignore', platformLog, 'inherit'] });
  const rows: Record<string, Row> = {};
  let jobId: number | undefined;
  try {
    await waitFor(`${base}/api/health`, platform);
    const siteJson = await (await fetch(`${base}/api/site`)).text();
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
    const found = (await (await fetch(`${base}/api/search?category=alles`)).json()) as { result?: { data?: { id: number }[] } };
    jobId = found.result?.data?.[0]?.id;
    console.log(
      `\nAPI-Durchsatz, ${CONNECTIONS} Verbindungen, je ${SECONDS} s, Datenbank: ${env.DATABASE_URL ? `PostgreSQL, ${env.WEB_CONCURRENCY} Prozess(e)` : 'PGlite'}\n`,
    );

    // Bare Fastify first, in its own process like the platform (the platform keeps running idle meanwhile).
    for (const mode of ['plain', 'logged'] as const) {
      const bare = spawn(process.execPath, [import.meta.filename, 'serve-bare', String(PORT + 1), mode, path.join(tmp, 'bare.log')], {
        env: { ...process.env, BENCH_SITE_JSON: siteJson },
        stdio: 'inherit',
      });
      try {
        await waitFor(`http://127.0.0.1:${PORT + 1}/`, bare);
        rows[mode] = await cannon(
          mode === 'plain' ? 'Fastify pur, eine Route, ohne Log' : 'Fastify pur, JSON wie /api/site, Info-Log in Datei',
          `http://127.0.0.1:${PORT + 1}/`,
          { pid: bare.pid },
        );
      } finally {
        await stop(bare);
      }
    }
    rows.site = await cannon('Plattform GET /api/site (Gast)', `${base}/api/site`, { pid: platform.pid });
    ratio('/api/site gegenüber Fastify pur mit gleichem JSON und Log', rows.site, rows.logged, 90);
    rows.siteAuth = await cannon('Plattform GET /api/site (Bearer-Token)', `${base}/api/site`, { headers: auth, pid: platform.pid });
    ratio('angemeldet gegenüber Gast', rows.siteAuth, rows.site, 70);
    rows.user = await cannon('Plattform GET /api/auth/user (Bearer-Token)', `${base}/api/auth/user`, { headers: auth, pid: platform.pid });
    rows.health = await cannon('Plattform GET /api/health (eine Datenbankabfrage)', `${base}/api/health`, { pid: platform.pid });
    ratio('/api/health gegenüber /api/site', rows.health, rows.site);
    rows.search = await cannon('Plattform GET /api/search (Demodaten, Cache aus)', `${base}/api/search`, { paths: searchPaths, pid: platform.pid });
    if (jobId) rows.job = await cannon(`Plattform GET /api/job/${jobId} (Stellenseite)`, `${base}/api/job/${jobId}`, { pid: platform.pid });
  } finally {
    await stop(platform);
  }
  if (jobId && rows.job) {
    const raw = await rawJobQuery(env, jobId);
    console.log(`${'SQL der Stellenseite allein (findJob, c=50, ohne HTTP)'.padEnd(58)} ${raw.toFixed(0).padStart(7)} req/s`);
    ratio('/api/job/:id gegenüber seinem SQL allein', rows.job, raw, 80);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** The job page's query alone, through the repository, 50 loops for SECONDS (after the server released PGlite). */
async function rawJobQuery(env: Record<string, string | undefined>, jobId: number) {
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { openDatabase } = await import('../apps/api/src/bootstrap.ts');
  const { findJob } = await import('../apps/api/src/modules/jobs/jobs.repository.ts');
  const db = await openDatabase(loadConfig(env));
  try {
    let n = 0;
    const loop = async (until: number, count: boolean) => {
      while (performance.now() < until) {
        await findJob(db, jobId, null);
        if (count) n++;
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(performance.now() + 1000, false)));
    const start = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(start + SECONDS * 1000, true)));
    return n / ((performance.now() - start) / 1000);
  } finally {
    await db.close();
  }
}

if (process.argv[2] === 'serve-bare') {
  const [port, mode, logFile] = process.argv.slice(3);
  const { default: Fastify } = await import('fastify');
  const body = JSON.parse(process.env.BENCH_SITE_JSON ?? '{"hello":"world"}') as unknown;
  const app = Fastify({ logger: mode === 'logged' ? { level: 'info', file: logFile } : false });
  app.get('/', async () => body);
  await app.listen({ port: Number(port), host: '127.0.0.1' });
} else {
  await main();
}
