// The word-and-cell index (migration 0714): the keys the application computes are the keys the database stores (also
// for words beyond ASCII), a text around a place reads that index and finds exactly the jobs of the text in the
// circle, and queries the keys cannot stand for (prefixes, negation, too many keys) go the old way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTsQuery } from '@oabat/domain/search';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { jobWhere, Params, type JobFilter } from './search.sql.ts';
import { stemmedTsQuery } from './search.tsquery.ts';
import { WORD_CELL_KEYS_MAX } from './search.tuning.ts';
import { WORD_CELL_LEVEL, wordCellKey, wordCellKeys } from './search.word-cells.ts';

let t: TestContext;
// The Vogtland, away from the other test files' spots.
const PLAUEN = { lat: 50.495, lon: 12.137 };
const near: { lat: number; lon: number }[] = [
  { lat: 50.5, lon: 12.14 },
  { lat: 50.52, lon: 12.2 }, // about 5 km away, in another cell
  { lat: 50.41, lon: 12.05 }, // about 11 km away, outside a 10 km circle
];
beforeAll(async () => {
  t = await createTestApp();
  const b = await buildBusiness(t, { slug: 'wortzellen-gmbh' });
  for (const [i, p] of near.entries()) {
    await buildJob(t, b.id, { name: `Ausbildung Straßenbäckerin ${i}`, description: 'Größe, Übermut und Smørrebrød.', ...p });
    await buildJob(t, b.id, { name: `Ausbildung Gärtner ${i}`, ...p });
  }
  // Enough other jobs that reading every published job costs the planner more than the keys (as on a real platform),
  // spread over Baden-Württemberg; then statistics, as autovacuum (PostgreSQL) or the search maintenance (PGlite) keep.
  await t.db.query(
    `INSERT INTO jobs (business_id, type_id, status, name, slug, latitude, longitude)
     SELECT $1, 1, 'published', 'Ausbildung Lagerhelfer ' || i, 'wortzellen-lager-' || i, 47.8 + (i % 97) * 0.015, 8.0 + (i % 89) * 0.02
       FROM generate_series(1, 4000) i`,
    [b.id],
  );
  await t.db.exec('ANALYZE jobs');
});
afterAll(() => t.close());

describe('keys of the word-and-cell index', () => {
  it('are the keys the database stores for every word of a job, umlauts and ß included', async () => {
    const rows = await t.db.query<{ keys: number[]; words: string[]; cell: number }>(
      `SELECT job_word_cells(search_vector, cells[${WORD_CELL_LEVEL}]) AS keys, tsvector_to_array(search_vector) AS words, cells[${WORD_CELL_LEVEL}] AS cell
         FROM jobs WHERE slug LIKE 'testjob-%' AND business_id = (SELECT id FROM businesses WHERE slug = 'wortzellen-gmbh')`,
    );
    expect(rows).toHaveLength(6);
    const words = rows.flatMap((r) => r.words);
    expect(words.some((w) => [...w].some((ch) => ch.charCodeAt(0) > 127))).toBe(true); // ø: German stemming folds only äöüß
    for (const r of rows) expect([...r.keys].sort()).toEqual(r.words.map((w) => wordCellKey(w, r.cell)).sort());
  });

  it('stand for one OR group of exact words, and not for prefixes, negations or too many keys', () => {
    const { lat, lon } = PLAUEN;
    expect(wordCellKeys("'back':*", lat, lon, 10_000)).toBeNull();
    expect(wordCellKeys("!'back'", lat, lon, 10_000)).toBeNull();
    expect(wordCellKeys("'back' <-> 'stub'", lat, lon, 10_000)).toBeNull();
    // The group with fewest words: 'koch' alone is in every match of the query.
    const one = wordCellKeys("( 'back' | 'konditor' ) & 'koch'", lat, lon, 10_000)!;
    const alone = wordCellKeys("'koch'", lat, lon, 10_000)!;
    expect(one).toEqual(alone);
    expect(wordCellKeys("( 'back' | 'konditor' ) & 'koch':*", lat, lon, 10_000)).toHaveLength(2 * alone.length);
    const many = Array.from({ length: 20 }, (_, i) => `'wort${i}'`).join(' | ');
    expect(wordCellKeys(many, lat, lon, 100_000)).toBeNull();
    expect(wordCellKeys("'koch'", lat, lon, 10_000)!.length).toBeLessThanOrEqual(WORD_CELL_KEYS_MAX);
  });
});

describe('a text around a place', () => {
  const filter = async (text: string, radiusM: number): Promise<JobFilter> => ({
    tsquery: await stemmedTsQuery(t.db, buildTsQuery(text)),
    lat: PLAUEN.lat,
    lon: PLAUEN.lon,
    radiusM,
  });
  const matching = async (f: JobFilter) => {
    const p = new Params();
    const sql = `SELECT j.name FROM jobs j WHERE ${jobWhere(f, p)} ORDER BY j.name`;
    const [plan] = await t.db.tx(
      (q) => q.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, p.values),
      ['enable_seqscan = off', 'enable_indexscan = off'],
    );
    const names = (await t.db.tx((q) => q.query<{ name: string }>(sql, p.values), ['enable_seqscan = off', 'enable_indexscan = off'])).map((r) => r.name);
    return { names, plan: JSON.stringify(plan) };
  };

  it('reads the word-and-cell index and finds exactly the jobs of the word within the radius', async () => {
    const f = await filter('Gärtner', 10_000);
    expect(wordCellKeys(f.tsquery!, PLAUEN.lat, PLAUEN.lon, 10_000)).not.toBeNull();
    const { names, plan } = await matching(f);
    expect(plan).toContain('jobs_word_cell_idx');
    expect(names).toEqual(['Ausbildung Gärtner 0', 'Ausbildung Gärtner 1']);
    const wider = await matching(await filter('Gärtner', 30_000));
    expect(wider.names).toEqual(['Ausbildung Gärtner 0', 'Ausbildung Gärtner 1', 'Ausbildung Gärtner 2']);
  });

  it('finds the same over the API, a word with ß and umlauts included', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/search?term=Stra%C3%9Fenb%C3%A4ckerin&latitude=${PLAUEN.lat}&longitude=${PLAUEN.lon}&radius=10&category=ausbildung`,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .result.data.map((j: { name: string }) => j.name)
        .sort(),
    ).toEqual(['Ausbildung Straßenbäckerin 0', 'Ausbildung Straßenbäckerin 1']);
  });
});
