// PGlite's file sizes kept in memory (pglite-file-sizes.ts): after every kind of write PostgreSQL makes (extend,
// truncate, rewrite), the size it sees is the file's size on disk, reads stop asking the system, and the data read
// again by a PGlite without the cache is the same.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepFileSizes } from './pglite-file-sizes.ts';

let dir: string;
let lite: PGlite;
let sizes: ReturnType<typeof keepFileSizes>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-sizes-'));
  lite = await PGlite.create({ dataDir: dir });
  sizes = keepFileSizes((lite as unknown as { mod: Parameters<typeof keepFileSizes>[0] }).mod);
  await lite.exec(`CREATE TABLE t (id int PRIMARY KEY, pad text)`);
});
afterAll(async () => {
  if (lite && !lite.closed) await lite.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const one = async <T>(sql: string) => (await lite.query<T>(sql)).rows[0];
/** The table's and its index's size as PostgreSQL sees it, against the files' sizes on disk. */
async function seenAndOnDisk() {
  const rows = (
    await lite.query<{ seen: number; file: string }>(
      `SELECT pg_relation_size(c)::int AS seen, pg_relation_filepath(c) AS file FROM (VALUES ('t'::regclass), ('t_pkey'::regclass)) v(c)`,
    )
  ).rows;
  return rows.map((r) => ({ seen: r.seen, disk: fs.statSync(path.join(dir, r.file)).size }));
}
const insert = (from: number, to: number) => lite.exec(`INSERT INTO t SELECT g, repeat('x', 200) FROM generate_series(${from}, ${to}) g`);

describe('file sizes kept in memory', () => {
  it('is on for the PGlite in use', () => {
    expect(sizes.on).toBe(true);
  });

  it('sees every growth, truncation and rewrite of a file as the disk has it', async () => {
    const check = async () => {
      for (const { seen, disk } of await seenAndOnDisk()) expect(seen).toBe(disk);
    };
    await insert(1, 20_000);
    await check();
    expect(await one<{ n: number }>(`SELECT count(*)::int AS n FROM t`)).toEqual({ n: 20_000 });
    await insert(20_001, 25_000); // extends the files already sized
    await check();
    await lite.exec(`DELETE FROM t WHERE id > 5000`);
    await lite.exec(`VACUUM t`); // cuts the table's empty end
    await check();
    await lite.exec(`VACUUM FULL t`); // new files
    await check();
    await lite.exec(`TRUNCATE t`);
    await check();
    await insert(1, 3000);
    await check();
    expect(await one<{ n: number; top: number }>(`SELECT count(*)::int AS n, max(id) AS top FROM t`)).toEqual({ n: 3000, top: 3000 });
  });

  it('asks the system no more while only reads run', async () => {
    await lite.query(`SELECT count(*) FROM t WHERE id < 100`);
    const before = sizes.asked();
    for (let i = 0; i < 20; i++) await lite.query(`SELECT count(*) FROM t WHERE id < $1`, [i * 100]);
    expect(sizes.asked()).toBe(before);
  });

  it('leaves the data as a PGlite without it reads it', async () => {
    await lite.close();
    const plain = await PGlite.create({ dataDir: dir });
    try {
      expect((await plain.query(`SELECT count(*)::int AS n, sum(length(pad))::int AS pad FROM t`)).rows[0]).toEqual({ n: 3000, pad: 600_000 });
    } finally {
      await plain.close();
    }
    lite = await PGlite.create({ dataDir: dir });
  });
});
