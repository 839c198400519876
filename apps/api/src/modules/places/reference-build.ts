// Builds the compact reference files that ship with the project (data/reference) from the three
// originals (../shared/data): only the rows and columns the import uses, in the sources' order, gzip.
// Each keeps its original's column names and positions, so the import's readers (and anyone reading
// the originals, e.g. scripts/build-search-aliases.ts) read both alike. Run by scripts/build-reference-data.ts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { padKldb } from '@oabat/domain/occupations';
import { KLDB_FILE, OCCUPATIONS_FILE, readOccupations } from '../occupations/index.ts';
import { readPlacesCsv } from './places.import.ts';
import { readReferenceFile } from './reference.ts';

export const PLACES_FILE_NAME = 'places-de.csv';
/** Names of the built files, each the original's name plus `.gz`. */
export const REFERENCE_FILES = [PLACES_FILE_NAME, KLDB_FILE, OCCUPATIONS_FILE].map((f) => `${f}.gz`);

const csvLine = (values: string[], sep: string) =>
  values.map((v) => (v.includes(sep) || /["\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(sep) + '\n';

/** GeoNames: the rows the import keeps (valid postal code, place and coordinates, no duplicates), 8 of 11 columns. */
function placesText(srcDir: string) {
  const head = ['zipcode', 'place', 'state', 'state_code', 'community', 'community_code', 'latitude', 'longitude'];
  const rows = readPlacesCsv(path.join(srcDir, PLACES_FILE_NAME)).map((r) =>
    csvLine([r.postal_code, r.name, r.state ?? '', r.state_code ?? '', r.district ?? '', r.district_code, String(r.latitude), String(r.longitude)], ','),
  );
  return { text: csvLine(head, ',') + rows.join(''), rows: rows.length };
}

/**
 * KldB: every entry of levels 1-5, columns 0-6 verbatim except the code, padded to its level's length.
 * "Ausschlüsse" is dropped; "Einschlüsse" and "Umfasst ferner" keep their entities and the runs of
 * spaces that separate their list items (a source for search synonyms).
 */
function kldbText(srcDir: string) {
  const records = parse(readReferenceFile(path.join(srcDir, KLDB_FILE)), {
    delimiter: ';',
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
  }) as string[][];
  const head = records[0].slice(0, 7);
  // Same filter as readKldb.
  const rows = records
    .slice(1)
    .filter((r) => r[0]?.trim() && Number(r[1]) >= 1 && Number(r[1]) <= 5)
    .map((r) => csvLine([padKldb(r[0], Number(r[1])), ...r.slice(1, 7).map((v) => v ?? '')], ';'));
  return { text: csvLine(head, ';') + rows.join(''), rows: rows.length };
}

/** BA occupations: the rows readOccupations keeps (apprenticeships), columns 0-10 verbatim (suchnameNeutral dropped). No header, like the original. */
function occupationsText(srcDir: string) {
  const file = path.join(srcDir, OCCUPATIONS_FILE);
  const kept = new Set(readOccupations(file).map((o) => String(o.id)));
  const records = parse(readReferenceFile(file), { bom: true, relax_column_count: true }) as string[][];
  const rows = records.filter((r) => kept.has(r[0])).map((r) => csvLine(r.slice(0, 11), ','));
  return { text: rows.join(''), rows: rows.length };
}

/** gzip with fixed header bytes: mtime 0 (zlib's default) and OS "unknown", so a rebuild on any system gives the same bytes. */
export function gzipDeterministic(text: string) {
  const gz = zlib.gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  gz[9] = 0xff;
  return gz;
}

/** The three files' contents (uncompressed), built from the originals in srcDir. */
export function buildReferenceTexts(srcDir: string) {
  return { [`${PLACES_FILE_NAME}.gz`]: placesText(srcDir), [`${KLDB_FILE}.gz`]: kldbText(srcDir), [`${OCCUPATIONS_FILE}.gz`]: occupationsText(srcDir) };
}

/**
 * Writes the files into outDir. A file whose content is unchanged is not rewritten, so a rebuild
 * never changes committed bytes even if another zlib build compressed differently.
 */
export function buildReferenceData(srcDir: string, outDir: string) {
  fs.mkdirSync(outDir, { recursive: true });
  return Object.entries(buildReferenceTexts(srcDir)).map(([name, { text, rows }]) => {
    const file = path.join(outDir, name);
    const same = fs.existsSync(file) && readReferenceFile(file).toString('utf8') === text;
    if (!same) fs.writeFileSync(file, gzipDeterministic(text));
    return { name, rows, bytes: fs.statSync(file).size, rawBytes: Buffer.byteLength(text), written: !same };
  });
}
