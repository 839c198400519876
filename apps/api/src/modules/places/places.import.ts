// Start-up import of German places (GeoNames postal codes) into `places`: batched upserts in one
// transaction, skipped when the same file was imported before. Reads the shipped data/reference file
// by default or the GeoNames CSV that PLACES_FILE names (same columns). Without the file: a warning
// and the few places the demo needs.
import { parse } from 'csv-parse/sync';
import { plainSearchKey, searchKey, slugify } from '@oabat/domain/locations';
import type { Db, Queryable } from '../../db.ts';
import type { StartupTask } from '../../lib/startup-task.ts';
import { importOccupations } from '../occupations/index.ts';
import { FALLBACK_PLACES } from './places.fallback.ts';
import type { PlaceRow } from './places.rows.ts';
import { hashFiles, importedHash, insertBatched, lockImports, readReferenceFile, recordImport } from './reference.ts';

type Log = Parameters<StartupTask>[2];
const IMPORT_NAME = 'places';
const FALLBACK_HASH = 'fallback';

export function readPlacesCsv(file: string): PlaceRow[] {
  const records = parse(readReferenceFile(file), { columns: true, bom: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  const seen = new Set<string>();
  const rows: PlaceRow[] = [];
  for (const r of records) {
    const latitude = Number(r.latitude),
      longitude = Number(r.longitude);
    if (!/^\d{5}$/.test(r.zipcode ?? '') || !r.place || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const row: PlaceRow = {
      postal_code: r.zipcode,
      name: r.place,
      state: r.state || null,
      state_code: r.state_code || null,
      district: r.community || null,
      district_code: r.community_code ?? '',
      latitude,
      longitude,
    };
    const key = `${row.postal_code}|${row.name}|${row.district_code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows;
}

const COLUMNS = 'postal_code, name, name_slug, state, state_code, district, district_code, latitude, longitude, search_name, search_name_plain';
const keyOf = (r: PlaceRow) => `${r.name}|${r.district_code}`;
const valuesOf = (r: PlaceRow) => [
  r.postal_code,
  r.name,
  slugify(r.name),
  r.state,
  r.state_code,
  r.district,
  r.district_code,
  r.latitude,
  r.longitude,
  searchKey(r.name),
  plainSearchKey(r.name),
];

/**
 * First import into an empty table: ids in file order, cities computed here (one pass, no UPDATE).
 * City rows go first so that every row's city_id already exists when it is inserted.
 */
async function insertFresh(q: Queryable, rows: PlaceRow[]) {
  const cities = new Map<string, { city: number; zip: string; codes: Set<string> }>();
  rows.forEach((r, i) => {
    const c = cities.get(keyOf(r));
    if (!c) cities.set(keyOf(r), { city: i + 1, zip: r.postal_code, codes: new Set([r.postal_code]) });
    else {
      c.codes.add(r.postal_code);
      if (r.postal_code < c.zip) {
        c.city = i + 1;
        c.zip = r.postal_code;
      }
    }
  });
  const all = rows.map((r, i) => {
    const c = cities.get(keyOf(r))!;
    return { isCity: c.city === i + 1, values: [i + 1, ...valuesOf(r), c.city, c.codes.size] };
  });
  const ordered = [...all.filter((r) => r.isCity), ...all.filter((r) => !r.isCity)].map((r) => r.values);
  await insertBatched(q, `INSERT INTO places (id, ${COLUMNS}, city_id, postal_code_count)`, '', ordered);
  await q.query(`SELECT setval('places_id_seq', (SELECT max(id) FROM places))`);
}

export async function upsertPlaces(q: Queryable, rows: PlaceRow[]) {
  if (!(await q.one('SELECT 1 FROM places LIMIT 1'))) return insertFresh(q, rows);
  await insertBatched(
    q,
    `INSERT INTO places (${COLUMNS})`,
    `ON CONFLICT (postal_code, name, district_code) DO UPDATE SET name_slug = EXCLUDED.name_slug, state = EXCLUDED.state,
       state_code = EXCLUDED.state_code, district = EXCLUDED.district, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
       search_name = EXCLUDED.search_name, search_name_plain = EXCLUDED.search_name_plain`,
    rows.map(valuesOf),
  );
  // A city = same name in the same district; its representative is the row with the lowest postal code.
  await q.query(`
    WITH m AS (SELECT DISTINCT ON (name, district_code) name, district_code, id AS city_id
               FROM places ORDER BY name, district_code, postal_code, id),
         n AS (SELECT name, district_code, count(DISTINCT postal_code)::int AS n FROM places GROUP BY name, district_code)
    UPDATE places p SET city_id = m.city_id, postal_code_count = n.n
    FROM m JOIN n USING (name, district_code)
    WHERE p.name = m.name AND p.district_code = m.district_code
      AND (p.city_id IS DISTINCT FROM m.city_id OR p.postal_code_count <> n.n)`);
}

/** Imports the places file once per file version. Returns what it did, for the log and the tests. */
export async function importPlaces(db: Db, file: string, log: Log): Promise<{ status: 'imported' | 'skipped' | 'fallback'; rows: number; ms: number }> {
  const started = performance.now();
  const hash = hashFiles([file]);
  const done = await importedHash(db, IMPORT_NAME);
  if (!hash) {
    if (done) return { status: 'skipped', rows: 0, ms: performance.now() - started };
    await db.tx(async (q) => {
      await lockImports(q, db.kind);
      await upsertPlaces(q, FALLBACK_PLACES);
      await recordImport(q, IMPORT_NAME, FALLBACK_HASH, FALLBACK_PLACES.length);
    });
    return { status: 'fallback', rows: FALLBACK_PLACES.length, ms: performance.now() - started };
  }
  if (done === hash) return { status: 'skipped', rows: 0, ms: performance.now() - started };
  const rows = readPlacesCsv(file);
  await db.tx(async (q) => {
    await lockImports(q, db.kind);
    if ((await importedHash(q, IMPORT_NAME)) === hash) return;
    await upsertPlaces(q, rows);
    await recordImport(q, IMPORT_NAME, hash, rows.length);
  });
  const ms = performance.now() - started;
  log.info({ rows: rows.length, ms: Math.round(ms) }, 'places imported');
  return { status: 'imported', rows: rows.length, ms };
}

/**
 * The reference-data start-up task: places, then occupations. Missing files give ONE warning for
 * the whole start (naming what is missing), and the demo's places and a few occupations instead.
 */
export const importReferenceDataTask: StartupTask = async (db, config, log) => {
  const places = await importPlaces(db, config.PLACES_FILE, log);
  const occupations = await importOccupations(db, config.OCCUPATIONS_DIR, log);
  // A fresh bulk load leaves every row without its commit hint and visibility bit; PGlite has no autovacuum to set
  // them, so every later lookup paid for it (a place by its id: 0.8 ms instead of 0.01 ms at 100k jobs).
  if (places.status !== 'skipped') await db.exec('VACUUM ANALYZE places');
  if (occupations.status !== 'skipped') await db.exec('VACUUM ANALYZE occupations');
  const missing = [places.status === 'fallback' && config.PLACES_FILE, occupations.status === 'fallback' && config.OCCUPATIONS_DIR].filter(Boolean);
  if (missing.length) {
    log.warn({ missing }, 'Referenzdaten fehlen (PLACES_FILE, OCCUPATIONS_DIR): nur die Orte der Demo und einige Berufe wurden angelegt');
  }
};
