// `npm run bench`: runs every "bench:*" script of this package in turn and prints their figures.
// A single part: `npm run bench -- search` (matches bench:search).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
const only = process.argv.slice(2);
const parts = Object.keys(pkg.scripts)
  .filter((name) => name.startsWith('bench:'))
  .filter((name) => only.length === 0 || only.some((o) => name === `bench:${o}`));

if (parts.length === 0) {
  console.log('Keine Benchmarks gefunden.');
  process.exit(0);
}
let failed = 0;
for (const part of parts) {
  console.log(`\n=== ${part} ===`);
  const res = spawnSync('npm', ['run', '-s', part], { stdio: 'inherit', cwd: import.meta.dirname });
  if (res.status !== 0) {
    failed++;
    console.log(`${part} ist fehlgeschlagen (Exit ${res.status}).`);
  }
}
process.exit(failed ? 1 : 0);
