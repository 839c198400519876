// Search bench: generates N jobs (BENCH_JOBS, default 100,000) on PGlite (or on PostgreSQL with DATABASE_URL),
// starts the API in its own process, and measures GET /api/search and GET /api/v2/search/job over HTTP with a
// mix of place, radius, text and filter queries at concurrency 1 and 50 (p50/p95/p99, req/s) with the result cache
// off (and once on), then the same use case without HTTP in this process (the difference is the API's overhead).
// The first round after the server's start is its own row; the other rows measure the server after it settled
// (BENCH_SETTLE_SECONDS of both mixes, default 20).
// BENCH_DATA_DIR keeps the data between runs; each c=1 row also prints p50/p95 per query class (no text, text under
// 50 km, text from 50 km) and its slowest queries (BENCH_SLOWEST=0 hides those). Figures only, never asserts.
import { spawn } from 'node:child_process';
import { CLOCK_TICKS, cpuTicks, postgresTicks } from './cpu.ts';
import { cannon } from './autocannon.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, prepareDatabase } from '../apps/api/src/bootstrap.ts';
import { poolSize, workerCount } from '../apps/api/src/cluster.ts';
import type { Db, Queryable, QueryOptions } from '../apps/api/src/db.ts';
import { search, searchV2 } from '../apps/api/src/modules/search/search.usecases.ts';
import { ZSearchQuery, ZSearchV2Query } from '@oabat/domain/search';
import { ensureJobs } from './search-data.ts';

const N = Number(process.env.BENCH_JOBS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** How long a server just started answers both mixes before its rows are measured (see `http`). */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 3191);
const root = path.resolve(import.meta.dirname, '..');
// BENCH_DATA_DIR keeps the generated PGlite data between runs (generating 100,000 jobs takes about a minute).
const keep = process.env.BENCH_DATA_DIR;
const tmp = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-search-'));
const env = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: tmp,
  WEB_DIST: '/nonexistent',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  PORT: String(PORT),
  HOST: '127.0.0.1',
};
const config = loadConfig(env);
const quiet = { info: () => {}, warn: (o: unknown) => console.warn(o) };

const CITIES = [
  'München',
  'Nürnberg',
  'Augsburg',
  'Regensburg',
  'Ingolstadt',
  'Würzburg',
  'Passau',
  'Landshut',
  'Rosenheim',
  'Bamberg',
  'Deggendorf',
  'Kempten (Allgäu)',
];
// Since issue #33 also a typo, another name and an interest: the vocabulary's work is part of the figures.
const TERMS = [
  'Kauffrau',
  'Bäcker',
  'Mechatroniker',
  'Koch',
  'Fachinformatiker',
  'Elektroniker',
  'Pflege',
  'Verkäufer',
  'Schreiner',
  'Lager',
  'Mechatronicker',
  'Klempner',
  'Computer',
];
const RADII = [10, 25, 50, 100];

async function prepare() {
  const db = await openDatabase(config);
  await prepareDatabase(db, config, quiet);
  await ensureJobs(db, N, console.log);
  const cities = await db.query<{ latitude: number; longitude: number }>(
    `SELECT DISTINCT ON (name) latitude, longitude FROM places WHERE id = city_id AND name = ANY($1::text[]) ORDER BY name, postal_code_count DESC`,
    [CITIES],
  );
  return { db, cities };
}

type Query = Record<string, string | number>;
function mixes(cities: { latitude: number; longitude: number }[]) {
  const v1: Query[] = [];
  const v2: Query[] = [];
  const cats = ['ausbildung', 'ausbildung', 'praktikum', 'alles'];
  for (let i = 0; i < 60; i++) {
    const c = cities[i % cities.length];
    const base = { latitude: c.latitude, longitude: c.longitude };
    const q: Query = { ...base, radius: RADII[i % RADII.length], category: cats[i % cats.length] };
    if (i % 3 === 0) q.term = TERMS[i % TERMS.length];
    if (i % 5 === 4) q.sort = 'date';
    v1.push(q);
    const w: Query = { ...base, distance: RADII[(i + 1) % RADII.length], per_page: 20 };
    if (i % 2 === 0) w.term = TERMS[(i + 3) % TERMS.length];
    if (i % 4 === 1) w.type_id = '1';
    if (i % 6 === 2) {
      w.graduation = 'mittel';
      w.start_year = 2027;
    }
    if (i % 7 === 3) w.lower_salary = 1000;
    v2.push(w);
  }
  return { v1, v2 };
}
const withPage = (qs: Query[], pages: number[]) => qs.flatMap((q) => pages.map((page) => ({ ...q, page })));
const qs = (q: Query) => new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  n: number;
  errors: number;
  slowest: string[];
  classes: string[];
  /** CPU per answered request in µs: the API's processes, and PostgreSQL's on this machine (autocannon rows). */
  cpu?: { api: number; postgres: number };
  /** The errors by HTTP status (or the error's message): a 503 is the API shedding load, not a fault. */
  errorsBy?: Record<string, number>;
}
const countInto = (m: Record<string, number>, key: string) => void (m[key] = (m[key] ?? 0) + 1);
const errorList = (m: Record<string, number> | undefined) =>
  m && Object.keys(m).length
    ? ` (${Object.entries(m)
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')})`
    : '';

/** Query classes of the mix: a text over a wide radius needs every match ranked and counted, the others do not. */
function classOf(q: Query) {
  const km = Number(q.radius ?? q.distance ?? 0);
  return q.term ? (km >= 50 ? 'Text, Umkreis ab 50 km' : 'Text, Umkreis unter 50 km') : 'ohne Text';
}
const CLASSES = ['ohne Text', 'Text, Umkreis unter 50 km', 'Text, Umkreis ab 50 km'];
/**
 * `concurrency` loops call `run` on the queries round-robin for SECONDS (after a short warm-up); with `once`, every
 * query once and no warm-up (the first round of a server just started).
 */
async function load(queries: Query[], concurrency: number, run: (q: Query) => Promise<void>, once = false): Promise<Figures> {
  let next = 0;
  const lat: number[] = [];
  const byQuery = new Map<Query, number[]>();
  let errors = 0;
  let errorsBy: Record<string, number> = {};
  const loop = async (until: number, record: boolean) => {
    while (once ? next < queries.length : performance.now() < until) {
      const q = queries[next++ % queries.length];
      const t0 = performance.now();
      try {
        await run(q);
      } catch (e) {
        errors++;
        countInto(errorsBy, e instanceof Error ? e.message.slice(0, 40) : 'Fehler');
      }
      if (!record) continue;
      const ms = performance.now() - t0;
      lat.push(ms);
      byQuery.set(q, [...(byQuery.get(q) ?? []), ms]);
    }
  };
  // Warm-up: every query once (caches of a large table are cold otherwise: at 1M jobs on PostgreSQL the first pass
  // took seconds per query), then at least 1.5 s.
  if (!once) {
    for (const q of queries) {
      try {
        await run(q);
      } catch {
        /* counted below */
      }
    }
    const warm = performance.now() + 1500;
    await Promise.all(Array.from({ length: concurrency }, () => loop(warm, false)));
  }
  errors = 0;
  errorsBy = {};
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(Array.from({ length: concurrency }, () => loop(end, true)));
  const secs = (performance.now() - start) / 1000;
  lat.sort((a, b) => a - b);
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))] ?? NaN;
  // The queries behind the tail: the slowest by their median, to show where the p95 comes from.
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const slowest = [...byQuery]
    .map(([q, xs]) => [median(xs), q] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, 4)
    .map(([ms, q]) => `${ms.toFixed(1)} ms: ${qs(q)}`);
  // p50/p95 per class, to show which kind of query the overall p95 comes from.
  const classes = CLASSES.map((name) => {
    const xs = [...byQuery]
      .filter(([q]) => classOf(q) === name)
      .flatMap(([, v]) => v)
      .sort((a, b) => a - b);
    const at = (p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
    return xs.length ? `${name}: ${Math.round((xs.length / lat.length) * 100)} % der Anfragen, p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms` : '';
  }).filter(Boolean);
  return { p50: pct(50), p95: pct(95), p99: pct(99), rps: lat.length / secs, n: lat.length, errors, errorsBy, slowest, classes };
}

/**
 * `concurrency` connections of autocannon (a far lighter client than fetch, so that more of the two cores serve)
 * asking the paths round-robin for SECONDS after a warm-up; latencies of the answered (2xx) requests only.
 */
async function loadByCannon(base: string, paths: string[], concurrency: number, apiPid: number): Promise<Figures> {
  const requests = paths.map((path) => ({ method: 'GET', path }));
  const once = (seconds: number, record?: (status: number, ms: number) => void) =>
    cannon({ url: base, connections: concurrency, duration: seconds, requests }, record);
  for (const p of paths) await (await fetch(base + p)).arrayBuffer();
  await once(1.5);
  const lat: number[] = [];
  const ticks = () => ({ api: cpuTicks(apiPid), postgres: postgresTicks() });
  const before = ticks();
  const start = performance.now();
  const errorsBy: Record<string, number> = {};
  const result = await once(SECONDS, (status, ms) => {
    if (status >= 200 && status < 300) lat.push(ms);
    else countInto(errorsBy, String(status));
  });
  const secs = (performance.now() - start) / 1000;
  const after = ticks();
  const perRequest = (t: number) => (t / CLOCK_TICKS / lat.length) * 1e6;
  const cpu = { api: perRequest(after.api - before.api), postgres: perRequest(after.postgres - before.postgres) };
  lat.sort((a, b) => a - b);
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))] ?? NaN;
  const errors = result.errors + result.timeouts + result.non2xx;
  if (result.errors + result.timeouts) errorsBy['keine Antwort'] = result.errors + result.timeouts;
  return { p50: pct(50), p95: pct(95), p99: pct(99), rps: lat.length / secs, n: lat.length, errors, errorsBy, slowest: [], classes: [], cpu };
}

const rows: [string, number, Figures][] = [];
function report(name: string, c: number, f: Figures) {
  rows.push([name, c, f]);
  console.log(
    `${name.padEnd(44)} c=${String(c).padEnd(3)} p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  ` +
      `p99 ${f.p99.toFixed(1).padStart(6)} ms  ${f.rps.toFixed(0).padStart(6)} req/s${f.errors ? `  Fehler: ${f.errors}${errorList(f.errorsBy)}` : ''}`,
  );
  if (f.cpu && f.cpu.postgres > 0) {
    // What the cores could answer at most if the database were all they did: the ceiling of this query mix here
    // (left out when the database hardly works, as with the result cache).
    const ceiling = (os.availableParallelism() * 1e6) / f.cpu.postgres;
    console.log(
      `    CPU je Anfrage: API ${f.cpu.api.toFixed(0)} µs, PostgreSQL ${f.cpu.postgres.toFixed(0)} µs` +
        (f.cpu.postgres >= 100 ? ` (PostgreSQL allein erlaubt auf ${os.availableParallelism()} Kernen höchstens ${ceiling.toFixed(0)} req/s)` : ''),
    );
  }
  if (c === 1) for (const line of f.classes) console.log(`    ${line}`);
  if (c === 1 && process.env.BENCH_SLOWEST !== '0') for (const line of f.slowest) console.log(`    langsamste: ${line}`);
}

async function http(mix: ReturnType<typeof mixes>, cacheSeconds: number) {
  const server = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    env: { ...process.env, ...env, SEED_DEMO: 'false', SEARCH_CACHE_SECONDS: String(cacheSeconds) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* starting */
      }
      if (i > 600) throw new Error('Server startet nicht');
      await new Promise((r) => setTimeout(r, 200));
    }
    const get = (p: string) => async (q: Query) => {
      const res = await fetch(`${base}${p}?${qs(q)}`);
      if (!res.ok) throw new Error(String(res.status));
      await res.arrayBuffer();
    };
    if (cacheSeconds > 0) {
      // The same 60 guest searches again and again: what a city's landing pages see with the result cache.
      report('HTTP GET /api/search, Cache an (Seite 1)', 1, await load(withPage(mix.v1, [1]), 1, get('/api/search')));
      report(
        'HTTP GET /api/search, Cache an (Seite 1, autocannon)',
        50,
        await loadByCannon(
          base,
          withPage(mix.v1, [1]).map((x) => `/api/search?${qs(x)}`),
          50,
          server.pid!,
        ),
      );
      return;
    }
    // A server just started runs PGlite's WebAssembly and the API's JavaScript unoptimised at first: V8 optimises hot
    // code while it runs, and on PGlite a c=1 loop of this mix settled only after about 15 s (p95 17.8 ms in the first
    // 5 s, 10 ms from 15 s on, 29 Nov 2026). The first round after the start is reported on its own; the rows after
    // it measure a settled server (both mixes for SETTLE_SECONDS first), as pupils meet it.
    report('HTTP GET /api/search, erste Runde nach dem Start', 1, await load(withPage(mix.v1, [1]), 1, get('/api/search'), true));
    const settleUntil = performance.now() + SETTLE_SECONDS * 1000;
    for (let i = 0; performance.now() < settleUntil; i++) {
      await (i % 2 ? get('/api/v2/search/job')(mix.v2[(i >> 1) % mix.v2.length]) : get('/api/search')(mix.v1[(i >> 1) % mix.v1.length])).catch(() => {});
    }
    report('HTTP GET /api/search (Seite 1)', 1, await load(withPage(mix.v1, [1]), 1, get('/api/search')));
    report('HTTP GET /api/v2/search/job (Seite 1)', 1, await load(withPage(mix.v2, [1]), 1, get('/api/v2/search/job')));
    const paths = (p: string, q: Query[]) => withPage(q, [1]).map((x) => `${p}?${qs(x)}`);
    report('HTTP GET /api/search (Seite 1, autocannon)', 50, await loadByCannon(base, paths('/api/search', mix.v1), 50, server.pid!));
    report('HTTP GET /api/v2/search/job (Seite 1, autocannon)', 50, await loadByCannon(base, paths('/api/v2/search/job', mix.v2), 50, server.pid!));
    report('HTTP GET /api/search (Seiten 2-5)', 1, await load(withPage(mix.v1, [2, 3, 4, 5]), 1, get('/api/search')));
    report('HTTP GET /api/v2/search/job (Seiten 2-5)', 1, await load(withPage(mix.v2, [2, 3, 4, 5]), 1, get('/api/v2/search/job')));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

/** The database with a count of the statements sent through it (inside transactions too; BEGIN/COMMIT not counted). */
function counting(db: Db) {
  let n = 0;
  let withSettings = 0;
  const wrap = (q: Queryable): Queryable =>
    ({
      query: (t: string, p?: unknown[], o?: QueryOptions) => (n++, q.query(t, p, o)),
      one: (t: string, p?: unknown[], o?: QueryOptions) => (n++, q.one(t, p, o)),
      exec: (t: string) => (n++, q.exec(t)),
    }) as Queryable;
  const counted = {
    ...wrap(db),
    kind: db.kind,
    execRows: (t: string, p?: unknown[]) => (n++, db.execRows(t, p)),
    tx: <T>(fn: (q: Queryable) => Promise<T>, settings?: readonly string[]) => db.tx((q) => fn(wrap(q)), settings),
    queryWith: <T>(settings: readonly string[], t: string, p?: unknown[], o?: QueryOptions) => (n++, withSettings++, db.queryWith<T>(settings, t, p, o)),
    waiting: () => db.waiting(),
    close: () => db.close(),
  } as Db;
  return { db: counted, take: () => [n, (n = 0)][0], takeWithSettings: () => [withSettings, (withSettings = 0)][0] };
}

async function direct(db: Db, mix: ReturnType<typeof mixes>) {
  const v1 = (q: Query) => search(db, null, ZSearchQuery.parse(q)).then(() => {});
  const v2 = (q: Query) => searchV2(db, null, 'job', ZSearchV2Query.parse(q)).then(() => {});
  for (const c of [1, 50]) {
    report('ohne HTTP: Suche wie /api/search', c, await load(withPage(mix.v1, [1]), c, v1));
    report('ohne HTTP: Suche wie /api/v2/search/job', c, await load(withPage(mix.v2, [1]), c, v2));
  }
  // Statements per uncached search with warm vocabulary caches (as in steady use): each one a round trip.
  const c = counting(db);
  for (const [name, qs, run] of [
    ['/api/search', mix.v1, (q: Query) => search(c.db, null, ZSearchQuery.parse(q))],
    ['/api/v2/search/job', mix.v2, (q: Query) => searchV2(c.db, null, 'job', ZSearchV2Query.parse(q))],
  ] as const) {
    c.take();
    c.takeWithSettings();
    for (const q of qs) await run({ ...q, page: 1 });
    // A read under planner settings is one round trip on PostgreSQL since 30 Nov 2026 (a pool per set of settings,
    // db.ts); before, BEGIN; SET LOCAL and COMMIT made it three.
    console.log(
      `Anweisungen je Suche wie ${name}: ${(c.take() / qs.length).toFixed(1)}, davon unter Planer-Einstellungen ${(c.takeWithSettings() / qs.length).toFixed(1)} (über ${qs.length} Suchen der Mischung)`,
    );
  }
}

try {
  const prepared = await prepare();
  let db = prepared.db;
  const cities = prepared.cities;
  const mix = mixes(cities);
  const serving = loadConfig({ ...env, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '' });
  const workers = workerCount(serving);
  console.log(
    `\nSuche über ${N.toLocaleString('de-DE')} Jobs, ${db.kind}, API in ${workers} Prozess(en) mit je ${poolSize(serving, workers)} Verbindungen, ` +
      `${os.availableParallelism()} Kerne, je ${SECONDS} s pro Zeile:`,
  );
  if (db.kind === 'pglite') await db.close(); // one process at a time may open a PGlite directory
  await http(mix, 0); // without the result cache: every request reaches the database
  await http(mix, 30);
  if (db.kind === 'pglite') db = await openDatabase(config);
  await direct(db, mix);
  await db.close();
  for (const call of ['/api/search', '/api/v2/search/job']) {
    const page1 = rows.find(([n, c]) => n === `HTTP GET ${call} (Seite 1)` && c === 1)?.[2];
    const later = rows.find(([n]) => n === `HTTP GET ${call} (Seiten 2-5)`)?.[2];
    if (page1 && later) {
      console.log(
        `${call}: Seiten 2-5 gegenüber Seite 1: p50 ${((later.p50 / page1.p50 - 1) * 100).toFixed(0)} %, p95 ${((later.p95 / page1.p95 - 1) * 100).toFixed(0)} %`,
      );
    }
  }
} finally {
  if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
}
