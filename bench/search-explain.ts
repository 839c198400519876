// Where the time of a search goes: runs representative searches through the use cases on a recording database,
// then prints every SQL statement they issued with its time run alone and its EXPLAIN ANALYZE plan.
// `npm run bench -- search-explain` (BENCH_JOBS, default 100,000; BENCH_DATA_DIR keeps the PGlite data between
// runs; DATABASE_URL for PostgreSQL on a database of its own). Figures only, never asserts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, prepareDatabase } from '../apps/api/src/bootstrap.ts';
import type { Db, Queryable } from '../apps/api/src/db.ts';
import { search, searchV2 } from '../apps/api/src/modules/search/search.usecases.ts';
import { ZSearchQuery, ZSearchV2Query } from '@oabat/domain/search';
import { ensureJobs } from './search-data.ts';

const N = Number(process.env.BENCH_JOBS ?? 100_000);
const keep = process.env.BENCH_DATA_DIR;
const dir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-explain-'));
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dir, WEB_DIST: '/nonexistent', DATABASE_URL: process.env.DATABASE_URL ?? '' });
const quiet = { info: () => {}, warn: (o: unknown) => console.warn(o) };

/** A database that records the statements it is given (transactions included), for replaying them alone. */
interface Statement {
  text: string;
  params: unknown[];
  settings: string[];
}
function recording(db: Db, log: Statement[]): Db {
  const rec = (q: Queryable, settings: string[] = []): Queryable => ({
    query: (text, params, opts) => {
      log.push({ text, params: params ?? [], settings: [...settings] });
      return q.query(text, params, opts);
    },
    one: (text, params, opts) => {
      log.push({ text, params: params ?? [], settings: [...settings] });
      return q.one(text, params, opts);
    },
    exec: (text) => q.exec(text),
  });
  // A transaction's settings are recorded as the statements they become, for the replay below.
  const asStatements = (settings: readonly string[] = []) => settings.map((x) => `SET LOCAL ${x}`);
  return {
    ...db,
    ...rec(db),
    queryWith: (settings, text, params, opts) => {
      log.push({ text, params: params ?? [], settings: asStatements(settings) });
      return db.queryWith(settings, text, params, opts);
    },
    tx: (fn, settings) => db.tx((tx) => fn(rec(tx, asStatements(settings))), settings),
  };
}

const CASES: [string, 'v1' | 'v2', Record<string, string | number>][] = [
  ['München 50 km, Ausbildung (Abstand)', 'v1', { latitude: 48.137, longitude: 11.575, radius: 50 }],
  ['München 50 km, Seite 5', 'v1', { latitude: 48.137, longitude: 11.575, radius: 50, page: 5 }],
  ['München 100 km, Alles, Datum', 'v1', { latitude: 48.137, longitude: 11.575, radius: 100, category: 'alles', sort: 'date' }],
  ['Passau 25 km, Text Bäcker', 'v1', { latitude: 48.574, longitude: 13.466, radius: 25, term: 'Bäcker' }],
  ['Nürnberg 100 km, Text Kauffrau', 'v1', { latitude: 49.452, longitude: 11.077, radius: 100, term: 'Kauffrau', category: 'alles' }],
  ['Rosenheim 25 km, Text Lager, Datum', 'v1', { latitude: 47.855, longitude: 12.1232, radius: 25, term: 'Lager', sort: 'date' }],
  ['Augsburg 10 km, Text Kauffrau', 'v1', { latitude: 48.3673, longitude: 10.8921, radius: 10, term: 'Kauffrau' }],
  ['Passau 100 km, Alles', 'v1', { latitude: 48.5732, longitude: 13.4506, radius: 100, category: 'alles' }],
  ['v2 München 50 km, Text Koch', 'v2', { latitude: 48.137, longitude: 11.575, distance: 50, term: 'Koch' }],
  ['v2 Augsburg 25 km, mittel 2027', 'v2', { latitude: 48.371, longitude: 10.898, distance: 25, graduation: 'mittel', start_year: 2027, type_id: '1' }],
  ['v2 Regensburg 100 km, Gehalt ab 1000', 'v2', { latitude: 49.013, longitude: 12.102, distance: 100, lower_salary: 1000 }],
  ['v2 Augsburg 100 km, Text Elektroniker', 'v2', { latitude: 48.3673, longitude: 10.8921, distance: 100, term: 'Elektroniker' }],
  ['München 25 km, Ausbildung, Datum', 'v1', { latitude: 48.1345, longitude: 11.571, radius: 25, sort: 'date' }],
  ['Passau 25 km, Ausbildung, Datum', 'v1', { latitude: 48.5732, longitude: 13.4506, radius: 25, sort: 'date' }],
  ['Ingolstadt 50 km, Praktikum, Datum', 'v1', { latitude: 48.7667, longitude: 11.4147, radius: 50, category: 'praktikum', sort: 'date' }],
  ['Bamberg 25 km, Text Elektroniker', 'v1', { latitude: 49.8934, longitude: 10.8911, radius: 25, term: 'Elektroniker' }],
  ['Regensburg 50 km, Praktikum, Text Kauffrau', 'v1', { latitude: 49.0168, longitude: 12.0954, radius: 50, category: 'praktikum', term: 'Kauffrau' }],
  ['Landshut 100 km, Alles, Text Elektroniker', 'v1', { latitude: 48.5359, longitude: 12.1523, radius: 100, category: 'alles', term: 'Elektroniker' }],
  ['v2 Landshut 25 km, Text Bäcker', 'v2', { latitude: 48.5359, longitude: 12.1523, distance: 25, term: 'Bäcker' }],
  ['Nürnberg 50 km, Praktikum, Text Pflege', 'v1', { latitude: 49.4504, longitude: 11.0778, radius: 50, category: 'praktikum', term: 'Pflege' }],
  ['v2 Deggendorf 100 km, Text Lager', 'v2', { latitude: 48.8409, longitude: 12.9607, distance: 100, term: 'Lager' }],
  [
    'Nürnberg 100 km, Alles, Text Lager, Datum, Seite 2',
    'v1',
    { latitude: 49.4504, longitude: 11.0778, radius: 100, category: 'alles', term: 'Lager', sort: 'date', page: 2 },
  ],
  [
    'Würzburg 50 km, Praktikum, Text Fachinformatiker, Datum',
    'v1',
    { latitude: 49.7971, longitude: 9.9337, radius: 50, category: 'praktikum', term: 'Fachinformatiker', sort: 'date' },
  ],
  ['Landshut 10 km, Ausbildung, Datum, Seite 4', 'v1', { latitude: 48.5359, longitude: 12.1523, radius: 10, sort: 'date', page: 4 }],
  ['v2 Nürnberg 10 km, Seite 4', 'v2', { latitude: 49.4504, longitude: 11.0778, distance: 10, page: 4 }],
  [
    'v2 Nürnberg 100 km, Text Koch, mittel 2027, Seite 4',
    'v2',
    { latitude: 49.4504, longitude: 11.0778, distance: 100, term: 'Koch', graduation: 'mittel', start_year: 2027, page: 4 },
  ],
  [
    'v2 Rosenheim 25 km, Text Koch, mittel 2027, Seite 4',
    'v2',
    { latitude: 47.855, longitude: 12.1232, distance: 25, term: 'Koch', graduation: 'mittel', start_year: 2027, page: 4 },
  ],
  ['v2 Regensburg 100 km, Text Koch', 'v2', { latitude: 49.0168, longitude: 12.0954, distance: 100, term: 'Koch' }],
  // The tail of the search bench's mix at 1M jobs on PostgreSQL (29 Nov 2026).
  [
    'Würzburg 50 km, Praktikum, Text Mechatroniker, Datum',
    'v1',
    { latitude: 49.7971, longitude: 9.9337, radius: 50, category: 'praktikum', term: 'Mechatroniker', sort: 'date' },
  ],
  ['Bamberg 10 km, Text Computer', 'v1', { latitude: 49.8934, longitude: 10.8911, radius: 10, term: 'Computer' }],
  ['Deggendorf 10 km, Text Klempner, Datum', 'v1', { latitude: 48.8409, longitude: 12.9607, radius: 10, term: 'Klempner', sort: 'date' }],
];

/** A statement in its own transaction with the settings it was run with (SET LOCAL), the median of five runs. */
async function timeAlone(db: Db, s: Statement) {
  const once = () =>
    db.tx(async (tx) => {
      for (const set of s.settings) await tx.exec(set);
      const t0 = performance.now();
      await tx.query(s.text, s.params);
      return performance.now() - t0;
    });
  await once();
  const t = [];
  for (let i = 0; i < 5; i++) t.push(await once());
  return t.sort((a, b) => a - b)[2];
}

const db = await openDatabase(config);
try {
  await prepareDatabase(db, config, quiet);
  await ensureJobs(db, N, console.log);
  for (const [name, kind, q] of CASES.filter(([n]) => !process.env.BENCH_CASE || n.includes(process.env.BENCH_CASE))) {
    const log: Statement[] = [];
    const rdb = recording(db, log);
    const run = () => (kind === 'v1' ? search(rdb, null, ZSearchQuery.parse(q)) : searchV2(rdb, null, 'job', ZSearchV2Query.parse(q)));
    await run();
    log.length = 0;
    const t0 = performance.now();
    await run();
    console.log(`\n### ${name}: ${(performance.now() - t0).toFixed(1)} ms gesamt`);
    for (const s of log) {
      const plan = await db.tx(async (tx) => {
        for (const set of s.settings) await tx.exec(set);
        return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS OFF) ${s.text}`, s.params);
      });
      const alone = await timeAlone(db, s);
      console.log(`-- ${alone.toFixed(1)} ms allein${s.settings.length ? ` (${s.settings.join('; ')})` : ''}: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
      if (process.env.BENCH_PLANS !== '0') for (const r of plan) console.log(`   ${r['QUERY PLAN']}`);
    }
  }
} finally {
  await db.close();
  if (!keep) fs.rmSync(dir, { recursive: true, force: true });
}
