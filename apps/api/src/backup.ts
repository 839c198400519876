// Backups of the database and the uploads: PGlite's data directory dump or pg_dump for PostgreSQL,
// and a tar of DATA_DIR/uploads, into one folder with a manifest. Restore only into an empty place.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from './config.ts';
import { PGLITE_EXTENSIONS, lockDataDir } from './db.ts';

const run = promisify(execFile);

export interface BackupManifest {
  format: 1;
  kind: 'pglite' | 'postgres';
  created_at: string;
  /** File name of the database dump inside the backup folder. */
  database: string;
  /** File name of the uploads archive, or null (no uploads yet, or they live in S3). */
  uploads: string | null;
  note?: string;
}

export class BackupError extends Error {}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
const pgliteDir = (config: Config) => path.join(config.DATA_DIR, 'pg');
const uploadsDir = (config: Config) => path.join(config.DATA_DIR, 'uploads');

/** PGlite is one process's database: the backup takes the data directory's lock (a running server holds it). */
function lockPglite(dir: string) {
  try {
    return lockDataDir(dir);
  } catch {
    throw new BackupError(`Die Datenbank in ${dir} ist geöffnet (läuft der Server noch?). Bitte den Server zuerst beenden.`);
  }
}

async function tool(cmd: string, args: string[]) {
  try {
    await run(cmd, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as { code?: string; stderr?: string; message: string };
    if (e.code === 'ENOENT') throw new BackupError(`${cmd} ist nicht installiert (für PostgreSQL: apt-get install -y postgresql-client).`);
    throw new BackupError(`${cmd} ist fehlgeschlagen: ${(e.stderr || e.message).trim()}`);
  }
}

// pg_dump empties the search_path for the restore, but earthdistance's ll_to_earth (in jobs.earth, a
// generated column) calls earth() unqualified: the restore fails with 'type "earth" does not exist'.
// So the script pg_restore writes runs through psql with the search_path that the functions need.
const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
const PUBLIC_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', 'public, pg_catalog', false);";

function searchPathFix() {
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (done) return cb(null, chunk);
      head += chunk.toString('utf8');
      // The statement is in the first lines of the script; past 64 KB it is not coming.
      if (head.includes(EMPTY_SEARCH_PATH) || head.length > 65_536) {
        done = true;
        return cb(null, head.split(EMPTY_SEARCH_PATH).join(PUBLIC_SEARCH_PATH));
      }
      cb();
    },
    flush(cb) {
      cb(null, done ? undefined : head.split(EMPTY_SEARCH_PATH).join(PUBLIC_SEARCH_PATH));
    },
  });
}

async function pgRestore(url: string, file: string) {
  const restore = spawn('pg_restore', ['--no-owner', '--no-acl', '--file', '-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const psql = spawn('psql', ['--quiet', '--no-psqlrc', '--set', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', url], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let errors = '';
  for (const p of [restore, psql])
    p.stderr!.on('data', (d: Buffer) => {
      errors = (errors + d.toString()).slice(-4000);
    });
  restore.stdout!.pipe(searchPathFix()).pipe(psql.stdin!);
  psql.stdin!.on('error', () => {}); // psql stopped on an error: its exit code says so
  const exit = (p: ChildProcess) =>
    new Promise<number | null>((resolve, reject) => {
      p.once('error', (err: NodeJS.ErrnoException) =>
        reject(err.code === 'ENOENT' ? new BackupError(`${p.spawnfile} ist nicht installiert (apt-get install -y postgresql-client).`) : err),
      );
      p.once('close', resolve);
    });
  const [a, b] = await Promise.all([exit(restore), exit(psql)]);
  if (a !== 0 || b !== 0) throw new BackupError(`Wiederherstellung fehlgeschlagen: ${errors.trim()}`);
}

export async function backup(config: Config, target: string): Promise<BackupManifest> {
  if (!isEmptyDir(target)) throw new BackupError(`Der Zielordner ${target} ist nicht leer.`);
  fs.mkdirSync(target, { recursive: true });
  let manifest: BackupManifest;
  if (config.DATABASE_URL) {
    // Custom format: compressed, and pg_restore can restore it into an empty database.
    await tool('pg_dump', ['--format=custom', '--no-owner', '--no-acl', '--file', path.join(target, 'database.dump'), '--dbname', config.DATABASE_URL]);
    manifest = { format: 1, kind: 'postgres', created_at: new Date().toISOString(), database: 'database.dump', uploads: null };
  } else {
    const dir = pgliteDir(config);
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`In ${dir} liegt keine Datenbank.`);
    const unlock = lockPglite(dir);
    try {
      const lite = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
      try {
        const dump = await lite.dumpDataDir('gzip');
        fs.writeFileSync(path.join(target, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await lite.close();
      }
    } finally {
      unlock();
    }
    manifest = { format: 1, kind: 'pglite', created_at: new Date().toISOString(), database: 'database.tar.gz', uploads: null };
  }
  if (config.S3_BUCKET) {
    manifest.note = `Uploads liegen im S3-Bucket ${config.S3_BUCKET} und sind nicht Teil dieser Sicherung.`;
  } else if (!isEmptyDir(uploadsDir(config))) {
    await tool('tar', ['-czf', path.join(target, 'uploads.tar.gz'), '-C', config.DATA_DIR, 'uploads']);
    manifest.uploads = 'uploads.tar.gz';
  }
  fs.writeFileSync(path.join(target, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

export async function restore(config: Config, source: string): Promise<BackupManifest> {
  const file = path.join(source, 'manifest.json');
  if (!fs.existsSync(file)) throw new BackupError(`${source} ist keine Sicherung (manifest.json fehlt).`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  const want = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.kind !== want) {
    throw new BackupError(
      `Die Sicherung ist für ${manifest.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATA_DIR)'}, konfiguriert ist ${want === 'postgres' ? 'PostgreSQL' : 'PGlite'}.`,
    );
  }
  if (manifest.uploads && !isEmptyDir(uploadsDir(config)))
    throw new BackupError(`${uploadsDir(config)} ist nicht leer: nur in einen leeren Ordner wiederherstellen.`);

  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
      );
      if (rows[0].n > 0) throw new BackupError('Die Zieldatenbank ist nicht leer: nur in eine leere Datenbank wiederherstellen.');
    } finally {
      await client.end();
    }
    await pgRestore(config.DATABASE_URL, path.join(source, manifest.database));
  } else {
    const dir = pgliteDir(config);
    if (!isEmptyDir(dir)) throw new BackupError(`${dir} ist nicht leer: nur in einen leeren Ordner wiederherstellen.`);
    fs.mkdirSync(dir, { recursive: true });
    const unlock = lockPglite(dir);
    try {
      const bytes = fs.readFileSync(path.join(source, manifest.database));
      const lite = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([new Uint8Array(bytes)]) });
      try {
        await lite.query('SELECT 1');
      } finally {
        await lite.close();
      }
    } finally {
      unlock();
    }
  }
  if (manifest.uploads) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    await tool('tar', ['-xzf', path.join(source, manifest.uploads), '-C', config.DATA_DIR]);
  }
  return manifest;
}
