// The shipped reference data (data/reference) is what scripts/build-reference-data.ts makes of the
// originals in ../shared/data, and carries everything the import reads from them. Needs the originals:
// without them (a clone away from ../shared) the comparison is skipped, saying so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { loadConfig } from '../../config.ts';
import { KLDB_FILE, OCCUPATIONS_FILE, readKldb, readOccupations } from '../occupations/index.ts';
import { readPlacesCsv } from './places.import.ts';
import { buildReferenceData, buildReferenceTexts, REFERENCE_FILES } from './reference-build.ts';
import { readReferenceFile } from './reference.ts';

const { repoRoot } = loadConfig({ NODE_ENV: 'test' });
const shipped = path.join(repoRoot, 'data/reference');
const originals = path.resolve(repoRoot, '../shared/data');
const haveOriginals = fs.existsSync(path.join(originals, 'places-de.csv'));
const title = haveOriginals ? 'the shipped reference data' : `the shipped reference data: SKIPPED, the originals are absent (${originals})`;

// Each test parses the 7.8 MB of originals: 1-5 s alone, up to 16 s measured while other suites ran.
describe.skipIf(!haveOriginals)(title, { timeout: 120_000 }, () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-ref-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('is what the script builds from the originals', () => {
    const texts = buildReferenceTexts(originals);
    expect(Object.keys(texts).sort()).toEqual([...REFERENCE_FILES].sort());
    for (const [name, { text }] of Object.entries(texts)) {
      // Compared unpacked: a committed file is only rewritten when its content changes.
      expect(readReferenceFile(path.join(shipped, name)).toString('utf8') === text, `${name} differs: run node scripts/build-reference-data.ts`).toBe(true);
    }
  });

  it('rebuilds into a folder to the same bytes, and leaves unchanged files alone', () => {
    expect(buildReferenceData(originals, tmp).every((f) => f.written)).toBe(true);
    const bytes = REFERENCE_FILES.map((f) => fs.readFileSync(path.join(tmp, f)));
    fs.rmSync(path.join(tmp, REFERENCE_FILES[0]));
    expect(buildReferenceData(originals, tmp).map((f) => f.written)).toEqual([true, false, false]);
    expect(REFERENCE_FILES.map((f) => fs.readFileSync(path.join(tmp, f)))).toEqual(bytes);
  });

  it('gives the import the same rows as the originals', () => {
    expect(readPlacesCsv(path.join(shipped, 'places-de.csv.gz'))).toEqual(readPlacesCsv(path.join(originals, 'places-de.csv')));
    expect(readKldb(path.join(shipped, `${KLDB_FILE}.gz`))).toEqual(readKldb(path.join(originals, KLDB_FILE)));
    expect(readOccupations(path.join(shipped, `${OCCUPATIONS_FILE}.gz`))).toEqual(readOccupations(path.join(originals, OCCUPATIONS_FILE)));
  });

  it('keeps KldB "Einschlüsse" and "Umfasst ferner" verbatim, in their original columns', () => {
    const opts = { delimiter: ';', bom: true, relax_column_count: true, relax_quotes: true };
    const mine = parse(readReferenceFile(path.join(shipped, `${KLDB_FILE}.gz`)), opts) as string[][];
    const theirs = parse(fs.readFileSync(path.join(originals, KLDB_FILE)), opts) as string[][];
    expect(mine[0].slice(5, 7)).toEqual(['Einschlüsse', 'Umfasst ferner']);
    expect(mine.map((r) => r.slice(5, 7))).toEqual(theirs.map((r) => r.slice(5, 7)));
    expect(mine.slice(1).find((r) => r[0] === '01104')![6]).toMatch(/^Zugeordnete Berufe \(Beispiele\):\s+01104-101 /);
  });
});

describe('the shipped reference files', () => {
  it('are in the repository with their sources and licences beside them', () => {
    for (const f of REFERENCE_FILES) expect(fs.statSync(path.join(shipped, f)).size).toBeGreaterThan(10_000);
    const readme = fs.readFileSync(path.join(shipped, 'README.md'), 'utf8');
    expect(readme).toContain('Ortsdaten: GeoNames, CC BY 4.0');
    expect(readme).toContain('Quelle: Bundesagentur für Arbeit');
  });

  it('are the defaults, found from the code, and nothing at run time reads ../shared', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.PLACES_FILE).toBe(path.join(shipped, 'places-de.csv.gz'));
    expect(config.OCCUPATIONS_DIR).toBe(shipped);
    const src = path.join(repoRoot, 'apps/api/src');
    const offenders = (fs.readdirSync(src, { recursive: true }) as string[])
      // The builder reads the originals; only scripts/build-reference-data.ts runs it.
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('reference-build.ts'))
      .filter((f) => {
        // Code only: comments may cite the originals' README.
        const code = fs
          .readFileSync(path.join(src, f), 'utf8')
          .split('\n')
          .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l))
          .join('\n');
        return /shared[\\/]data|\.\.[\\/]shared\b|['"`]shared['"`]/.test(code);
      });
    expect(offenders).toEqual([]);
  });
});
