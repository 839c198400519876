// `npm run soak`: SOAK_MINUTES (default 30) of a realistic mix (bench/soak-mix.ts) at SOAK_RATE calls per second
// (default 20, arrivals at a fixed rate whatever the answers take, as visitors arrive), on PostgreSQL with
// WEB_CONCURRENCY=2 API processes and Redis when they answer on 127.0.0.1 (or DATABASE_URL/REDIS_URL), else
// PGlite in one process. Prints errors (must be 0), p50/p95/p99 per call class, the RSS of every process at the
// start (after SOAK_WARMUP_SECONDS, default 30) and end with its growth (at most 10 %), the most database
// connections seen, then an overload step at SOAK_OVERLOAD_FACTOR (default 2) times the rate for SOAK_OVERLOAD_SECONDS (default 60): every call
// must answer, either normally or 503 with Retry-After (shed), none may time out (SOAK_TIMEOUT_MS, 10,000).
// Exit 1 when any of these fails.
import path from 'node:path';
import { Mix, type Outcome } from './soak-mix.ts';
import { chooseBackend, prepare, rssMb, startApi, tmpDir } from './soak-setup.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const RATE = Number(process.env.SOAK_RATE ?? 20);
const WARMUP_S = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
const OVERLOAD_S = Number(process.env.SOAK_OVERLOAD_SECONDS ?? 60);
const FACTOR = Number(process.env.SOAK_OVERLOAD_FACTOR ?? 2);
const TIMEOUT_MS = Number(process.env.SOAK_TIMEOUT_MS ?? 10_000);
const PORT = Number(process.env.SOAK_PORT ?? 3197);
const MAX_GROWTH = 0.1;
const fmt = (n: number, d = 0) => n.toLocaleString('de-DE', { maximumFractionDigits: d, minimumFractionDigits: d });

const dir = tmpDir();
const backend = await chooseBackend(dir);
// Enough pupils that none passes the chat's 60 messages a minute, even at twice the rate.
const pupils = Math.max(20, Math.ceil((RATE * Math.max(2, FACTOR) * 0.15 * 60) / 30));
console.log(
  `Dauerlauf: ${MINUTES} min mit ${RATE} Aufrufen/s, dann ${OVERLOAD_S} s mit ${RATE * FACTOR}/s; ${backend.kind}, ${backend.workers} Prozess(e), Redis: ${backend.env.REDIS_URL ? 'ja' : 'nein'}, ${pupils} Azubis`,
);
console.log(`Daten und Log: ${dir}`);
const fixtures = await prepare(backend, pupils);
const server = await startApi(backend, PORT, path.join(dir, 'api.log'));

let outcomes: Outcome[] = [];
const mix = new Mix(server.base, fixtures, TIMEOUT_MS, (o) => outcomes.push(o));
let maxConnections: number | null = null;
const sampleConnections = async () => {
  const n = await backend.connections();
  if (n !== null) maxConnections = Math.max(maxConnections ?? 0, n);
};
const sampler = setInterval(() => void sampleConnections().catch(() => {}), 2000);

/** Calls arrive at `rate` per second for `seconds`, each on its own (open loop); waits for the last answers. */
async function run(rate: number, seconds: number) {
  const inflight = new Set<Promise<unknown>>();
  const started = performance.now();
  let sent = 0;
  let lastReport = started;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const p = mix.one().finally(() => inflight.delete(p));
      inflight.add(p);
    }
    if (performance.now() - lastReport > 60_000) {
      lastReport = performance.now();
      const bad = outcomes.filter((o) => o.detail).length;
      console.log(`  ${fmt((lastReport - started) / 60_000)} min: ${fmt(outcomes.length)} Antworten, ${bad} Fehler, ${inflight.size} offen`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await Promise.all(inflight);
}

const percentile = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const rssAll = () => new Map(server.pids().map((pid) => [pid, rssMb(pid)]));

let failed = false;
try {
  await mix.connect();
  await run(RATE, WARMUP_S);
  outcomes = [];
  mix.delivered.length = 0;
  const rssStart = rssAll();
  await run(RATE, MINUTES * 60);
  await new Promise((r) => setTimeout(r, 2000)); // the last chat deliveries
  const rssEnd = rssAll();
  const soak = outcomes;
  const lost = [...mix.pending.values()].filter((t) => performance.now() - t > TIMEOUT_MS).length;

  console.log(`\nDauerlauf (${MINUTES} min, ${RATE}/s): ${fmt(soak.length)} Aufrufe`);
  console.log(`${'Klasse'.padEnd(28)} ${'Anzahl'.padStart(7)} ${'Fehler'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
  const classes = [...new Set(soak.map((o) => o.cls))].sort();
  const line = (name: string, n: number, bad: number, ms: number[]) =>
    console.log(
      `${name.padEnd(28)} ${fmt(n).padStart(7)} ${String(bad).padStart(6)} ${fmt(percentile(ms, 50)).padStart(7)} ${fmt(percentile(ms, 95)).padStart(7)} ${fmt(percentile(ms, 99)).padStart(7)}`,
    );
  for (const cls of classes) {
    const of = soak.filter((o) => o.cls === cls);
    line(
      cls,
      of.length,
      of.filter((o) => o.detail).length,
      of.map((o) => o.ms),
    );
  }
  line('Chat-Zustellung (Socket)', mix.delivered.length, lost, mix.delivered);
  const errors = soak.filter((o) => o.detail);
  const shedNow = errors.filter((e) => e.status === 503 && e.retryAfter).length;
  const parts = [lost ? `${lost} Chat-Nachrichten nicht zugestellt` : '', shedNow ? `${shedNow} mit 503 + Retry-After abgewiesen (Überlast)` : ''].filter(
    Boolean,
  );
  console.log(`Fehler: ${errors.length + lost}${parts.length ? ` (davon ${parts.join(', ')})` : ''}`);
  for (const e of [...new Set(errors.map((e) => e.detail))].slice(0, 10)) console.log(`  ${e}`);
  if (errors.length + lost > 0) failed = true;

  console.log('Speicher (RSS) je Prozess:');
  for (const [pid, start] of rssStart) {
    const end = rssEnd.get(pid) ?? rssMb(pid);
    const growth = start && end ? (end - start) / start : NaN;
    const role = pid === server.child.pid ? (backend.workers > 1 ? 'Primär' : 'API') : 'Worker';
    const tooMuch = growth > MAX_GROWTH;
    if (tooMuch || !end) failed = true;
    console.log(
      `  ${role} ${pid}: ${fmt(start ?? NaN, 1)} MB → ${fmt(end ?? NaN, 1)} MB (${growth >= 0 ? '+' : ''}${fmt(growth * 100, 1)} %)${tooMuch ? '  ZU VIEL (> 10 %)' : ''}`,
    );
  }
  console.log(`Datenbankverbindungen höchstens: ${maxConnections ?? 'PGlite (eine eingebettete Verbindung)'}`);

  outcomes = [];
  await run(RATE * FACTOR, OVERLOAD_S);
  const over = outcomes;
  const ok = over.filter((o) => o.status >= 200 && o.status < 300).length;
  const shed = over.filter((o) => o.status === 503 && o.retryAfter).length;
  const timeouts = over.filter((o) => o.timeout).length;
  const other = over.filter((o) => o.detail && !(o.status === 503 && o.retryAfter) && !o.timeout);
  const ms = over.filter((o) => o.status >= 200 && o.status < 300).map((o) => o.ms);
  console.log(`\nÜberlast (${OVERLOAD_S} s, ${RATE * FACTOR}/s): ${fmt(over.length)} Aufrufe`);
  console.log(
    `  beantwortet: ${fmt(ok)} (p95 ${fmt(percentile(ms, 95))} ms), abgewiesen mit 503 + Retry-After: ${fmt(shed)}, Zeitüberschreitungen: ${timeouts}, andere Fehler: ${other.length}`,
  );
  for (const e of [...new Set(other.map((e) => e.detail))].slice(0, 10)) console.log(`  ${e}`);
  if (!shed) console.log(`  (nichts abgewiesen: ${FACTOR}-fache Rate überlastete die Prozesse nicht)`);
  if (timeouts || other.length) failed = true;
} finally {
  clearInterval(sampler);
  mix.close();
  await server.stop();
  await backend.drop();
}
console.log(failed ? '\nDauerlauf: NICHT bestanden' : '\nDauerlauf: bestanden');
process.exit(failed ? 1 : 0);
