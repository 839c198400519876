// Start-up import of the KldB 2010 tree and the apprenticeship occupations (BA groups 1110-1130,
// 1210, 1220, 1310), each linked to its KldB code and job category. Skipped when the files are unchanged.
import { parse } from 'csv-parse/sync';
import { searchKey, slugify } from '@oabat/domain/locations';
import { JOB_CATEGORIES, TRAINING_GROUPS, baseOccupationName, categoryForKldb, padKldb, trainingGroup } from '@oabat/domain/occupations';
import type { Db, Queryable } from '../../db.ts';
import type { StartupTask } from '../../lib/startup-task.ts';
import { hashFiles, importedHash, insertBatched, lockImports, readReferenceFile, recordImport, referenceFile } from '../places/index.ts';
import { FALLBACK_KLDB, FALLBACK_OCCUPATIONS } from './occupations.fallback.ts';
import type { KldbRow, OccupationRow } from './occupations.rows.ts';

export const KLDB_FILE = 'kldb-2010.csv';
export const OCCUPATIONS_FILE = 'ba-berufe-ausbildung.csv';
const IMPORT_NAME = 'occupations';

type Log = Parameters<StartupTask>[2];

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The KldB export carries HTML entities (`z.&nbsp;B.`); plain text with single spaces. */
export const decodeText = (s: string | undefined) =>
  (s ?? '')
    .replace(/&(nbsp|amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e])
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function readKldb(file: string): KldbRow[] {
  const records = parse(readReferenceFile(file), { delimiter: ';', bom: true, from_line: 2, relax_column_count: true, relax_quotes: true }) as string[][];
  return records
    .filter((r) => r[0]?.trim() && Number(r[1]) >= 1 && Number(r[1]) <= 5)
    .map((r) => {
      const level = Number(r[1]);
      return {
        code: padKldb(r[0], level),
        level,
        title: decodeText(r[2]),
        short_title: decodeText(r[3]) || decodeText(r[2]),
        description: decodeText(r[4]) || null,
      };
    });
}

export function readOccupations(file: string): OccupationRow[] {
  const records = parse(readReferenceFile(file), { bom: true, relax_column_count: true }) as string[][];
  const rows: OccupationRow[] = [];
  for (const r of records) {
    const [id, bkz, type, lbk] = r;
    const group = trainingGroup(lbk ?? '');
    if (type !== 'a' || !group || !/^B \d{5}/.test(bkz ?? '') || !Number(id)) continue;
    rows.push({ id: Number(id), bkz, name: decodeText(r[9]), short_name: decodeText(r[10]) || decodeText(r[9]), group });
  }
  return rows;
}

async function store(q: Queryable, kldb: KldbRow[], occupations: OccupationRow[]) {
  await insertBatched(
    q,
    'INSERT INTO job_categories (id, slug, name, craft, kldb_prefixes, sort)',
    'ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, craft = EXCLUDED.craft, kldb_prefixes = EXCLUDED.kldb_prefixes, sort = EXCLUDED.sort',
    JOB_CATEGORIES.map((c, i) => [c.id, c.slug, c.name, c.craft, c.kldb.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => String(a + k))), i]),
  );
  await insertBatched(
    q,
    'INSERT INTO kldb_entries (code, level, parent_code, title, short_title, description)',
    `ON CONFLICT (code) DO UPDATE SET level = EXCLUDED.level, parent_code = EXCLUDED.parent_code, title = EXCLUDED.title,
       short_title = EXCLUDED.short_title, description = EXCLUDED.description`,
    kldb.map((k) => [
      padKldb(k.code, k.level),
      k.level,
      k.level > 1 ? padKldb(k.code, k.level).slice(0, k.level - 1) : null,
      k.title,
      k.short_title ?? k.title,
      k.description ?? null,
    ]),
    500,
  );
  await insertBatched(
    q,
    `INSERT INTO occupations (id, bkz, name, short_name, base_name, slug, kldb_code, training_group, training_kind, is_dual, category_id, search_name)`,
    `ON CONFLICT (id) DO UPDATE SET bkz = EXCLUDED.bkz, name = EXCLUDED.name, short_name = EXCLUDED.short_name, base_name = EXCLUDED.base_name,
       slug = EXCLUDED.slug, kldb_code = EXCLUDED.kldb_code, training_group = EXCLUDED.training_group, training_kind = EXCLUDED.training_kind,
       is_dual = EXCLUDED.is_dual, category_id = EXCLUDED.category_id, search_name = EXCLUDED.search_name`,
    occupations.map((o) => {
      const kldbCode = o.bkz.slice(2, 7);
      const kind = TRAINING_GROUPS[o.group as keyof typeof TRAINING_GROUPS];
      return [
        o.id,
        o.bkz,
        o.name,
        o.short_name,
        baseOccupationName(o.name),
        `${slugify(o.short_name)}-${o.id}`,
        kldbCode,
        o.group,
        kind,
        kind === 'dual',
        categoryForKldb(kldbCode).id,
        searchKey(`${o.name} ${o.short_name}`),
      ];
    }),
    500,
  );
}

export async function importOccupations(db: Db, dir: string, log: Log): Promise<{ status: 'imported' | 'skipped' | 'fallback'; rows: number; ms: number }> {
  const started = performance.now();
  // The originals when OCCUPATIONS_DIR holds them, else the shipped kldb-2010.csv.gz / ba-berufe-ausbildung.csv.gz.
  const files = [referenceFile(dir, KLDB_FILE), referenceFile(dir, OCCUPATIONS_FILE)];
  const hash = hashFiles(files);
  const done = await importedHash(db, IMPORT_NAME);
  if (!hash) {
    if (done) return { status: 'skipped', rows: 0, ms: performance.now() - started };
    await db.tx(async (q) => {
      await lockImports(q, db.kind);
      await store(q, FALLBACK_KLDB, FALLBACK_OCCUPATIONS);
      await recordImport(q, IMPORT_NAME, 'fallback', FALLBACK_OCCUPATIONS.length);
    });
    return { status: 'fallback', rows: FALLBACK_OCCUPATIONS.length, ms: performance.now() - started };
  }
  if (done === hash) return { status: 'skipped', rows: 0, ms: performance.now() - started };
  const kldb = readKldb(files[0]);
  const occupations = readOccupations(files[1]);
  await db.tx(async (q) => {
    await lockImports(q, db.kind);
    if ((await importedHash(q, IMPORT_NAME)) === hash) return;
    await store(q, kldb, occupations);
    await recordImport(q, IMPORT_NAME, hash, occupations.length);
  });
  const ms = performance.now() - started;
  log.info({ kldb: kldb.length, occupations: occupations.length, ms: Math.round(ms) }, 'occupations imported');
  return { status: 'imported', rows: occupations.length, ms };
}
