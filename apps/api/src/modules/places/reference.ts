// Book-keeping of reference imports: a file hash per import name, so a restart with the same files skips the work.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Queryable } from '../../db.ts';

/** A reference file's bytes, gunzipped when gzip (the shipped data/reference files are; the originals are not). */
export function readReferenceFile(file: string): Buffer {
  const buf = fs.readFileSync(file);
  return buf[0] === 0x1f && buf[1] === 0x8b ? zlib.gunzipSync(buf) : buf;
}

/** `dir/name` when it exists (the original), else `dir/name.gz` (the shipped compact file). */
export const referenceFile = (dir: string, name: string) => {
  const plain = path.join(dir, name);
  return fs.existsSync(plain) || !fs.existsSync(`${plain}.gz`) ? plain : `${plain}.gz`;
};

/** sha256 over the given files' bytes; null when one of them is missing. */
export function hashFiles(paths: string[]): string | null {
  const h = crypto.createHash('sha256');
  for (const p of paths) {
    try {
      h.update(fs.readFileSync(p));
    } catch {
      return null;
    }
  }
  return h.digest('hex');
}

export async function importedHash(db: Queryable, name: string): Promise<string | null> {
  return (await db.one<{ file_hash: string }>('SELECT file_hash FROM reference_imports WHERE name = $1', [name]))?.file_hash ?? null;
}

export async function recordImport(db: Queryable, name: string, fileHash: string, rows: number) {
  await db.query(
    `INSERT INTO reference_imports (name, file_hash, rows) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET file_hash = EXCLUDED.file_hash, rows = EXCLUDED.rows, imported_at = now()`,
    [name, fileHash, rows],
  );
}

/** Runs one multi-row INSERT per batch: `columns` values per row, parameterised. */
export async function insertBatched(db: Queryable, head: string, tail: string, rows: unknown[][], batchSize = 1000) {
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    const params: unknown[] = [];
    const tuples = batch.map(
      (row) =>
        `(${row
          .map((v) => {
            params.push(v);
            return `$${params.length}`;
          })
          .join(', ')})`,
    );
    await db.query(`${head} VALUES ${tuples.join(', ')} ${tail}`, params);
  }
}

/** Serialises imports across processes on one PostgreSQL server (PGlite has a single process). */
export async function lockImports(q: Queryable, kind: 'pglite' | 'postgres') {
  if (kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock(727275)');
}
