// One SQL dialect, two drivers: PGlite embedded (default) or a PostgreSQL server by DATABASE_URL.
import fs from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import pg from 'pg';

export interface Queryable {
  /** Rows of one parameterised statement. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** First row or undefined. */
  one<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T | undefined>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}
export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Rows of a statement, or of the last of several without parameters (for pg-boss's executeSql). */
  execRows(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8 = 20, NUMERIC = 1700, DATE = 1082;
const asNumber = (v: string) => (v === null ? v : Number(v));
const asString = (v: string) => v;

function wrap(run: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>, exec: (t: string) => Promise<unknown>): Queryable {
  return {
    async query<T>(text: string, params?: unknown[]) { return (await run(text, params)).rows as T[]; },
    async one<T>(text: string, params?: unknown[]) { return (await run(text, params)).rows[0] as T | undefined; },
    async exec(text: string) { await exec(text); },
  };
}

export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance, unaccent, fuzzystrmatch };

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    parsers: { [INT8]: asNumber, [NUMERIC]: asNumber, [DATE]: asString, [pgliteTypes.TIMESTAMPTZ]: (v: string) => new Date(v) },
  });
  const base = wrap((t, p) => lite.query(t, p), (t) => lite.exec(t));
  return {
    kind: 'pglite',
    ...base,
    async execRows(text, params) {
      if (params?.length) return lite.query(text, params);
      const results = await lite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    tx: (fn) => lite.transaction((tx) => fn(wrap((t, p) => tx.query(t, p), (t) => tx.exec(t)))),
    close: () => lite.close(),
  };
}

pg.types.setTypeParser(INT8, asNumber);
pg.types.setTypeParser(NUMERIC, asNumber);
pg.types.setTypeParser(DATE, asString);

export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection closed by the server (restart, DROP DATABASE) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', () => {});
  // Fail fast with a clear message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const base = wrap((t, p) => pool.query(t, p as unknown[]), (t) => pool.query(t));
  return {
    kind: 'postgres',
    ...base,
    async execRows(text, params) {
      const res = (await pool.query(text, params?.length ? params as unknown[] : undefined)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(res) ? (res.at(-1)?.rows ?? []) : res.rows };
    },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap((t, p) => client.query(t, p as unknown[]), (t) => client.query(t)));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
