// Builds the search's alias table from KldB 2010: the "Umfasst ferner" column of every 5-digit group lists the
// occupations assigned to it ("Zugeordnete Berufe (Beispiele): 81112-106 Zahnarzthelfer/in ..."), old and
// colloquial names among them. Each name becomes an alias of its KldB group; the search resolves a group to the
// apprenticeships trained for it (occupations.kldb_code). Only groups that have an apprenticeship are kept.
// Usage: node scripts/build-search-aliases.ts [../shared/data] -> apps/api/src/modules/search/vocabulary/kldb-aliases.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { aliasKeys } from '../packages/domain/src/search-vocabulary.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.argv[2] ?? path.join(root, '..', 'shared', 'data'));
const out = path.join(root, 'apps/api/src/modules/search/vocabulary/kldb-aliases.json');

const clean = (s: string | undefined) =>
  (s ?? '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// KldB codes of the apprenticeships (BA groups 1110-1130 dual, 1210/1220 school, 1310 Fachpraktiker).
const ba = parse(fs.readFileSync(path.join(dataDir, 'ba-berufe-ausbildung.csv')), { bom: true, relax_column_count: true }) as string[][];
const trained = new Set(ba.filter((r) => r[2] === 'a' && /^1[123][123]0$/.test(r[3] ?? '') && /^B \d{5}/.test(r[1] ?? '')).map((r) => r[1].slice(2, 7)));

const kldb = parse(fs.readFileSync(path.join(dataDir, 'kldb-2010.csv')), {
  delimiter: ';',
  bom: true,
  from_line: 2,
  relax_column_count: true,
  relax_quotes: true,
}) as string[][];

const aliases = new Map<string, Set<string>>();
const names = new Map<string, string>();
for (const r of kldb) {
  if (Number(r[1]) !== 5) continue;
  const code = r[0].trim().padStart(5, '0');
  if (!trained.has(code)) continue;
  const further = clean(r[6]);
  const list = further.replace(/^.*?Zugeordnete Berufe \(Beispiele\):/, '');
  if (list === further) continue;
  for (const m of list.matchAll(/\d{5}-\d{3} (.+?)(?=\s+\d{5}-\d{3} |$)/g)) {
    for (const key of aliasKeys(m[1])) {
      if (!aliases.has(key)) aliases.set(key, new Set());
      aliases.get(key)!.add(code);
      if (!names.has(key)) names.set(key, m[1].replace(/\s*\(.*$/, '').trim());
    }
  }
}

// A name assigned to more than three groups ("Mechaniker/in") says too little: the compound and typo rules handle it.
const sorted = [...aliases.keys()].filter((k) => aliases.get(k)!.size <= 3).sort();
fs.mkdirSync(path.dirname(out), { recursive: true });
// One alias a line, as the project's formatter writes JSON: a rebuild's diff shows what changed.
const entry = (k: string) =>
  `    ${JSON.stringify(k)}: { "name": ${JSON.stringify(names.get(k))}, "kldb": [${[...aliases.get(k)!]
    .sort()
    .map((c) => JSON.stringify(c))
    .join(', ')}] }`;
fs.writeFileSync(
  out,
  `{
  "source": ${JSON.stringify('Bundesagentur für Arbeit, Klassifikation der Berufe 2010 (V. 2020), Spalte "Umfasst ferner": Zugeordnete Berufe (Beispiele)')},
  "built_by": "scripts/build-search-aliases.ts",
  "aliases": {
${sorted.map(entry).join(',\n')}
  }
}
`,
);
console.log(`${sorted.length} Aliasnamen für ${new Set(sorted.flatMap((k) => [...aliases.get(k)!])).size} KldB-Gruppen -> ${path.relative(root, out)}`);
