// Rebuilds the reference data the project ships (data/reference) from the originals, which stay the
// source of truth outside the repo. Run it after the originals change, then commit data/reference.
// Usage: node scripts/build-reference-data.ts [source dir, default ../shared/data] [output dir, default data/reference]
import fs from 'node:fs';
import path from 'node:path';
import { buildReferenceData } from '../apps/api/src/modules/places/reference-build.ts';

const root = path.resolve(import.meta.dirname, '..');
const src = path.resolve(process.argv[2] ?? path.join(root, '../shared/data'));
const out = path.resolve(process.argv[3] ?? path.join(root, 'data/reference'));

if (!fs.existsSync(src)) {
  console.error(`Quelldaten fehlen: ${src}`);
  process.exit(1);
}
const started = performance.now();
for (const f of buildReferenceData(src, out)) {
  console.log(`${f.written ? 'geschrieben' : 'unverändert'}  ${f.name}: ${f.rows} Zeilen, ${f.rawBytes} Bytes entpackt, ${f.bytes} Bytes`);
}
console.log(`${out} in ${Math.round(performance.now() - started)} ms`);
