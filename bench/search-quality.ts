// `npm run bench -- search-quality` (issue #33): how well the job search understands what pupils type. Runs the
// queries of search-quality.queries.ts (typos, compound parts, forms, other names, interests) around Bavarian cities
// (50 km, category "alles", relevance) on the bench's jobs (BENCH_JOBS, default 100,000; BENCH_DATA_DIR keeps them)
// through the search use case, and prints per kind the mean share of fitting jobs among the first ten and the count
// of empty answers. A job fits when its occupation's KldB code starts with a meant group, or, without an occupation,
// when its title has a meant word. Figures only, never asserts; BENCH_QUALITY_SHOW=1 lists every query's first ten.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, prepareDatabase } from '../apps/api/src/bootstrap.ts';
import { search } from '../apps/api/src/modules/search/search.usecases.ts';
import { ZSearchQuery, type TJobCard } from '@oabat/domain/search';
import { ensureJobs } from './search-data.ts';
import { QUERIES, type Kind, type Meaning } from './search-quality.queries.ts';

const N = Number(process.env.BENCH_JOBS ?? 100_000);
const keep = process.env.BENCH_DATA_DIR;
const tmp = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-quality-'));
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: tmp, WEB_DIST: '/nonexistent', DATABASE_URL: process.env.DATABASE_URL ?? '' });
const CITIES = ['München', 'Nürnberg', 'Augsburg', 'Regensburg', 'Passau', 'Landshut', 'Rosenheim', 'Würzburg'];
const show = process.env.BENCH_QUALITY_SHOW === '1';

try {
  const db = await openDatabase(config);
  await prepareDatabase(db, config, { info: () => {}, warn: (o: unknown) => console.warn(o) });
  await ensureJobs(db, N, console.log);
  const cities = await db.query<{ name: string; latitude: number; longitude: number }>(
    `SELECT DISTINCT ON (name) name, latitude, longitude FROM places WHERE id = city_id AND name = ANY($1::text[]) ORDER BY name, postal_code_count DESC`,
    [CITIES],
  );
  const kldb = new Map((await db.query<{ id: number; kldb_code: string }>(`SELECT id, kldb_code FROM occupations`)).map((o) => [o.id, o.kldb_code]));
  const fits = (card: TJobCard, meant: Meaning) => {
    const code = card.occupation ? kldb.get(card.occupation.id) : undefined;
    return code ? meant.kldb.some((k) => code.startsWith(k)) : meant.titles.test(card.name);
  };
  const byKind = new Map<Kind, { shares: number[]; empty: number; ms: number[] }>();
  const misses: string[] = [];
  for (const [i, { kind, q, meant }] of QUERIES.entries()) {
    const city = cities[i % cities.length];
    const started = performance.now();
    const res = await search(db, null, ZSearchQuery.parse({ term: q, category: 'alles', latitude: city.latitude, longitude: city.longitude, radius: 50 }));
    const ms = performance.now() - started;
    const top = (res.result.data as TJobCard[]).slice(0, 10);
    const k = byKind.get(kind) ?? { shares: [], empty: 0, ms: [] };
    byKind.set(kind, k);
    k.ms.push(ms);
    if (!top.length) {
      k.empty++;
      k.shares.push(0);
      misses.push(`${kind}: „${q}“ um ${city.name}: kein Treffer`);
      continue;
    }
    const share = top.filter((c) => fits(c, meant)).length / top.length;
    k.shares.push(share);
    if (share < 0.9)
      misses.push(
        `${kind}: „${q}“ um ${city.name}: ${(share * 100).toFixed(0)} % passend (${top
          .filter((c) => !fits(c, meant))
          .map((c) => c.name)
          .slice(0, 3)
          .join(' | ')})`,
      );
    if (show) console.log(`${kind} „${q}“ (${city.name}): ${top.map((c) => `${fits(c, meant) ? '✓' : '✗'} ${c.name}`).join(' · ')}`);
  }
  await db.close();
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
  console.log(`\nSuchqualität über ${N.toLocaleString('de-DE')} Jobs (${db.kind}), ${QUERIES.length} Anfragen, 50 km um ${cities.length} Städte, „alles“:`);
  console.log('Art          | Anfragen | passend unter den ersten 10 | leer | ms je Suche (Mittel)');
  for (const [kind, k] of byKind) {
    console.log(
      `${kind.padEnd(12)} | ${String(k.shares.length).padStart(8)} | ${mean(k.shares).toFixed(2).padStart(27)} | ${String(k.empty).padStart(4)} | ${mean(k.ms).toFixed(1).padStart(6)}`,
    );
  }
  const all = [...byKind.values()].flatMap((k) => k.shares);
  console.log(`Gesamt: ${mean(all).toFixed(2)} passend, ${[...byKind.values()].reduce((n, k) => n + k.empty, 0)} leer`);
  if (misses.length) console.log(`\nUnter 0,9 oder leer:\n  ${misses.join('\n  ')}`);
} finally {
  if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
}
