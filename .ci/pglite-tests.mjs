// The API test files CI runs on PGlite besides the whole API suite on PostgreSQL (`.ci/run`): those about
// PGlite itself, found by what they say, so that a new one joins by itself, plus a few named below.
// Migrations on PGlite run anyway: the run's global setup migrates and seeds its template on PGlite.
//   node .ci/pglite-tests.mjs           runs them (vitest, project api, DATABASE_URL unset)
//   node .ci/pglite-tests.mjs --list    prints them
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// A file is about PGlite when it names PGlite, asks the driver (db.kind, config.DATABASE_URL) or copies the
// template (a PGlite data directory; on PostgreSQL a database name).
const ABOUT_PGLITE = /pglite|\bdb\.kind\b|config\.DATABASE_URL|inject\('templateDatabase'\)/i;

// Code that runs on both drivers but behaves differently on PGlite, with the tests that reach it.
const NAMED = [
  // pg-boss through PGlite's execRows, one connection for the queue and the app.
  'apps/api/src/plugins/jobs.test.ts',
  // PGlite's errors through the error handler (SQLSTATE class 22 -> 400, 23505 -> 409).
  'apps/api/src/plugins/malformed-input.test.ts',
  'apps/api/src/plugins/framework-errors.test.ts',
  // Transactions on PGlite's single connection: a query outside the transaction's `q` would wait forever.
  'apps/api/src/modules/chat/chat.test.ts',
  // The search's SQL, tuned on PGlite (search.*.ts).
  'apps/api/src/modules/search/search.test.ts',
];

// A file that opens an in-memory PGlite of its own and no harness app runs on PGlite in every run already.
const OWN_PGLITE_ONLY = (text) => /openPglite\(undefined\)/.test(text) && !/createTestApp|templateDatabase|DATABASE_URL/.test(text);

export function pgliteTestFiles() {
  const found = fs.globSync('apps/api/src/**/*.test.ts', { cwd: root }).filter((f) => {
    const text = fs.readFileSync(path.join(root, f), 'utf8');
    return ABOUT_PGLITE.test(text) && !OWN_PGLITE_ONLY(text);
  });
  for (const f of NAMED) if (!fs.existsSync(path.join(root, f))) throw new Error(`.ci/pglite-tests.mjs: ${f} is gone; update NAMED`);
  return [...new Set([...found, ...NAMED])].sort();
}

if (import.meta.main) {
  const files = pgliteTestFiles();
  if (process.argv.includes('--list')) {
    console.log(files.join('\n'));
  } else {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
    const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'api', ...files, ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
    process.exit(run.status ?? 1);
  }
}
