// A fresh platform knows all of Germany: a real server started on an empty data folder, from a working
// directory with no ../shared beside it and without PLACES_FILE / OCCUPATIONS_DIR, imports the shipped
// files (data/reference) and finds places and occupations all over the country.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openPglite } from '../../db.ts';
import { startServer } from '../../../test/server-process.ts';
import { hashFiles } from './reference.ts';

const procs: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const tmp = (prefix: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
};

// The PostgreSQL run of the suite imports the same files into its template; the server here always runs on PGlite.
describe.skipIf(!!process.env.DATABASE_URL)('first start of a fresh clone', () => {
  it('imports every postal code and the apprenticeships from the shipped files, wherever it is started', { timeout: 300_000 }, async () => {
    const dataDir = tmp('oabat-fresh-');
    const cwd = tmp('oabat-cwd-');
    expect(fs.existsSync(path.resolve(cwd, '../shared'))).toBe(false);
    const started = Date.now();
    const server = await startServer(dataDir, { PLACES_FILE: '', OCCUPATIONS_DIR: '', SEED_DEMO: 'false', JOB_WORKERS: 'false' }, 240_000, cwd);
    procs.push(server.child);
    const readyMs = Date.now() - started;

    const get = async (url: string) => (await fetch(`${server.base}${url}`)).json() as Promise<{ data: unknown }>;
    const flensburg = await get('/api/v2/locations/zip/24937');
    expect(JSON.stringify(flensburg)).toContain('Flensburg');
    const res = await fetch(`${server.base}/api/search/autocomplete_city`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'Passau' }),
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('"Passau"');
    const shk = (await get('/api/system_jobs?search=anlagenmechaniker%20klimatechnik')).data as { name: string; training_kind: string }[];
    expect(shk).toContainEqual(
      expect.objectContaining({ name: 'Anlagenmechaniker/Anlagenmechanikerin für Sanitär-, Heizungs- und Klimatechnik', training_kind: 'dual' }),
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Read after the exit: the log is written in blocks.
    const log = server.log();
    expect(log).not.toContain('Referenzdaten fehlen');
    const ms = (msg: string) => Number(new RegExp(`"ms":(\\d+)[^\\n]*"msg":"${msg}"`).exec(log)?.[1]);
    // For the record (issue #36): what the first start spends on the import.
    console.log(`first start: ready after ${readyMs} ms; places import ${ms('places imported')} ms, occupations import ${ms('occupations imported')} ms`);
    expect(ms('places imported')).toBeGreaterThan(0);

    const db = await openPglite(path.join(dataDir, 'pg'));
    try {
      const n = async (sql: string) => (await db.one<{ n: number }>(sql))!.n;
      expect(await n('SELECT count(*)::int AS n FROM places')).toBe(16477);
      expect(await n('SELECT count(DISTINCT postal_code)::int AS n FROM places')).toBe(8309);
      expect(await n('SELECT count(DISTINCT state)::int AS n FROM places')).toBe(16); // 87491 Jungholz has neither state nor district
      expect(await n(`SELECT count(DISTINCT NULLIF(district_code, ''))::int AS n FROM places`)).toBe(400);
      expect(await n('SELECT count(*)::int AS n FROM occupations')).toBe(644);
      expect(await n(`SELECT count(*)::int AS n FROM occupations WHERE training_kind = 'dual'`)).toBeGreaterThan(400);
      expect(await n('SELECT count(*)::int AS n FROM kldb_entries')).toBe(2195);
      // Imported from the shipped files, not a fallback or another folder.
      const { PLACES_FILE, OCCUPATIONS_DIR } = loadConfig({ NODE_ENV: 'test' });
      const hashes = await db.query<{ name: string; file_hash: string }>('SELECT name, file_hash FROM reference_imports ORDER BY name');
      expect(hashes).toEqual([
        {
          name: 'occupations',
          file_hash: hashFiles([path.join(OCCUPATIONS_DIR, 'kldb-2010.csv.gz'), path.join(OCCUPATIONS_DIR, 'ba-berufe-ausbildung.csv.gz')]),
        },
        { name: 'places', file_hash: hashFiles([PLACES_FILE]) },
      ]);
    } finally {
      await db.close();
    }
  });
});
