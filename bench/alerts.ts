// Job alert bench: 100,000 jobs (BENCH_JOBS) and 100,000 confirmed saved searches (BENCH_ALERTS) on PGlite (or
// PostgreSQL with DATABASE_URL); one day's new jobs (BENCH_NEW_JOBS, default 1,100: 100,000 jobs live about three
// months) are matched against all saved searches, as the morning run does. Prints the time of the matching alone and
// of the whole run (recording the matches and writing every mail into the outbox). Figures only, never asserts.
// Saved searches are made like people make them: the place of a real job (people search where jobs are), a radius of
// 10 to 100 km, a type, in 60 % an occupation word.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, prepareDatabase } from '../apps/api/src/bootstrap.ts';
import { createTransports } from '../apps/api/src/plugins/transports.ts';
import { dueAlerts, freshJobs } from '../apps/api/src/modules/alerts/alerts.repository.ts';
import { matchAlerts } from '../apps/api/src/modules/alerts/alerts.match.ts';
import { runAlerts } from '../apps/api/src/modules/alerts/alerts.usecases.ts';
import { seededRandom } from '../apps/api/src/modules/jobs/jobs.demo-data.ts';
import { ensureJobs } from './search-data.ts';

const N_JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const N_ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const N_NEW = Number(process.env.BENCH_NEW_JOBS ?? 1100);
const keep = process.env.BENCH_DATA_DIR;
const tmp = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-alerts-'));
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: tmp, WEB_DIST: '/nonexistent', DATABASE_URL: process.env.DATABASE_URL ?? '' });
const quiet = { info: () => {}, warn: (o: unknown) => console.warn(o), error: (o: unknown) => console.error(o) };
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
  'Friseur',
  'Maurer',
];
const RADII = [10, 25, 25, 50, 50, 100];
const CATEGORIES = ['ausbildung', 'ausbildung', 'praktikum', 'alles'];
const fmt = (n: number) => n.toLocaleString('de-DE');

const db = await openDatabase(config);
await prepareDatabase(db, config, quiet);
await ensureJobs(db, N_JOBS, console.log);

const now = new Date();
const dayAgo = new Date(now.getTime() - 86_400_000);
// One day's new jobs: every other job is older than the alerts' mark.
await db.query(`UPDATE jobs SET published_at = $1::timestamptz - interval '2 days' WHERE status = 'published' AND published_at > $1`, [dayAgo]);
await db.query(
  `UPDATE jobs SET published_at = $1::timestamptz + random() * interval '23 hours'
    WHERE id IN (SELECT id FROM jobs WHERE status = 'published' ORDER BY md5(id::text) LIMIT $2)`,
  [dayAgo, N_NEW],
);

const have = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM saved_searches WHERE email LIKE 'bench-alert-%'`))!.n;
if (have < N_ALERTS) {
  const started = performance.now();
  const rand = seededRandom(19);
  const pick = <T>(a: T[]) => a[Math.floor(rand() * a.length)];
  const spots = await db.query<{ latitude: number; longitude: number }>(
    `SELECT latitude, longitude FROM jobs WHERE latitude IS NOT NULL ORDER BY md5(id::text || 'spot') LIMIT 5000`,
  );
  for (let i = have; i < N_ALERTS; i += 2000) {
    const rows = [];
    for (let k = i; k < Math.min(N_ALERTS, i + 2000); k += 1) {
      const s = pick(spots);
      const query = {
        category: pick(CATEGORIES),
        ...(rand() < 0.6 ? { term: pick(TERMS) } : {}),
        place: 'Ort',
        latitude: s.latitude,
        longitude: s.longitude,
        radius: pick(RADII),
        filters: {},
      };
      rows.push({ email: `bench-alert-${k}@example.org`, token: `bench-unsubscribe-${k}-xxxxxxxxxxxx`, query });
    }
    await db.query(
      `INSERT INTO saved_searches (email, confirmed_at, unsubscribe_token, frequency, label, query, checked_until)
       SELECT e, now(), t, 'daily', 'Bench', q, $4 FROM unnest($1::text[], $2::text[], $3::jsonb[]) AS x(e, t, q)`,
      [rows.map((r) => r.email), rows.map((r) => r.token), rows.map((r) => JSON.stringify(r.query)), dayAgo],
    );
  }
  console.log(`${fmt(N_ALERTS - have)} Suchaufträge angelegt in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
// Every run starts from the same state: marks a day back, no matches, no alert mails.
await db.query(`UPDATE saved_searches SET checked_until = $1 WHERE email LIKE 'bench-alert-%'`, [dayAgo]);
await db.query(`DELETE FROM saved_search_matches`);
await db.query(`DELETE FROM outbox WHERE template = 'alerts.digest'`);

// The matching alone, in the run's rounds of 5,000 alerts.
let t0 = performance.now();
let pairs = 0;
const jobs = await freshJobs(db, dayAgo, now);
for (let after = 0; ; ) {
  const alerts = await dueAlerts(db, null, after, 5000);
  if (!alerts.length) break;
  after = alerts.at(-1)!.id;
  for (const ids of (await matchAlerts(db, alerts, jobs)).values()) pairs += ids.length;
}
const matchSeconds = (performance.now() - t0) / 1000;

t0 = performance.now();
const transports = createTransports(config, db, quiet);
const run = await runAlerts({ db, config, transports }, null, now);
const runSeconds = (performance.now() - t0) / 1000;

console.log(`\nJob-Alarm (${db.kind}): ${fmt(N_JOBS)} Jobs, davon ${fmt(jobs.length)} neu seit gestern; ${fmt(N_ALERTS)} Suchaufträge`);
console.log(`  Abgleich:             ${matchSeconds.toFixed(1)} s  (${fmt(pairs)} Treffer)`);
console.log(`  ganzer Lauf mit Mails: ${runSeconds.toFixed(1)} s  (${fmt(run.matched)} Treffer, ${fmt(run.mails)} E-Mails)`);
await db.close();
if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
