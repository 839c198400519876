// One SQL dialect, two drivers: PGlite embedded (default) or a PostgreSQL server by DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import pg from 'pg';
import { namedStatements } from './pglite-named.ts';
import { keepFileSizes } from './pglite-file-sizes.ts';

export interface QueryOptions {
  /**
   * Keep the statement prepared on each pooled connection (PostgreSQL), so that the server parses it once and, after
   * a few calls, reuses one plan instead of planning every call (a job page or 20 search cards: 0.25 ms of planning
   * for 0.35 ms of work). Only for a statement of a few fixed texts whose plan does not depend on its values (lookups
   * by key), or whose way of reading is fixed by its transaction's planner settings (the search's, search.sql.ts
   * PREPARED). PGlite keeps it as a named statement the same way (pglite-named.ts).
   */
  prepared?: boolean;
}

export interface Queryable {
  /** Rows of one parameterised statement. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], opts?: QueryOptions): Promise<T[]>;
  /** First row or undefined. */
  one<T = Record<string, unknown>>(text: string, params?: unknown[], opts?: QueryOptions): Promise<T | undefined>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}
export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Rows of a statement, or of the last of several without parameters (for pg-boss's executeSql). */
  execRows(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * A transaction. `settings` ("enable_seqscan = off", ...) hold for it alone (SET LOCAL); on PostgreSQL they go
   * with its BEGIN in one round trip (a search's reads with planner settings took four trips each).
   */
  tx<T>(fn: (q: Queryable) => Promise<T>, settings?: readonly string[]): Promise<T>;
  /**
   * Rows of one read under planner settings. On PostgreSQL it runs on a connection that started with them (a pool per
   * set of settings, SettingsPools), in one round trip; on PGlite a prepared one goes in one call with its BEGIN,
   * settings and COMMIT: the three calls of `tx` around it took 0.5-0.8 ms (pglite-named.ts).
   */
  queryWith<T = Record<string, unknown>>(settings: readonly string[], text: string, params?: unknown[], opts?: QueryOptions): Promise<T[]>;
  /** Queries waiting for a free pooled connection (PostgreSQL); PGlite has no pool and reports 0. */
  waiting(): number;
  close(): Promise<void>;
}

const INT8 = 20,
  NUMERIC = 1700,
  DATE = 1082;
const asNumber = (v: string) => (v === null ? v : Number(v));
const asString = (v: string) => v;

type Run = (text: string, params?: unknown[], opts?: QueryOptions) => Promise<{ rows: unknown[] }>;
function wrap(run: Run, exec: (t: string) => Promise<unknown>): Queryable {
  return {
    async query<T>(text: string, params?: unknown[], opts?: QueryOptions) {
      return (await run(text, params, opts)).rows as T[];
    },
    async one<T>(text: string, params?: unknown[], opts?: QueryOptions) {
      return (await run(text, params, opts)).rows[0] as T | undefined;
    },
    async exec(text: string) {
      await exec(text);
    },
  };
}

/** `SET LOCAL` statements for a transaction's settings. */
const setLocal = (settings: readonly string[]) => settings.map((x) => `SET LOCAL ${x}`).join('; ');

export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance, unaccent, fuzzystrmatch };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Who holds a PGlite data directory (a live process), or null. */
export function dataDirOwner(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(`${path.resolve(dataDir)}.lock`, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite has no lock between processes (its postmaster.pid holds the fake pid -42, and stays after a
 * kill -9): a second process, or a second open in this one, on the same data directory would run
 * beside the first and lose writes. `<dataDir>.lock` names the owner; a dead owner's lock is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (!released) {
          released = true;
          fs.rmSync(file, { force: true });
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = dataDirOwner(dataDir);
      if (owner !== null) throw new Error(`Der Datenordner ${dataDir} wird schon vom Prozess ${owner} benutzt (läuft der Server schon?).`, { cause: err });
      fs.rmSync(file, { force: true }); // left by a process that is gone (kill -9, power loss)
    }
  }
  throw new Error(`Der Datenordner ${dataDir} ist gesperrt (${file}).`);
}

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let lite: PGlite;
  try {
    lite = await PGlite.create({
      dataDir,
      extensions: PGLITE_EXTENSIONS,
      parsers: { [INT8]: asNumber, [NUMERIC]: asNumber, [DATE]: asString, [pgliteTypes.TIMESTAMPTZ]: (v: string) => new Date(v) },
    });
  } catch (err) {
    unlock();
    throw err;
  }
  keepFileSizes((lite as unknown as { mod?: Parameters<typeof keepFileSizes>[0] }).mod);
  const named = namedStatements(lite);
  const base = wrap(
    (t, p, opts) => {
      const name = opts?.prepared ? statementName(t) : null;
      return name ? named.query(name, t, p) : lite.query(t, p);
    },
    (t) => lite.exec(t),
  );
  const db: Db = {
    kind: 'pglite',
    ...base,
    waiting: () => 0,
    async execRows(text, params) {
      if (params?.length) return lite.query(text, params);
      const results = await lite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async queryWith<T>(settings: readonly string[], text: string, params: unknown[] = [], opts?: QueryOptions) {
      const name = opts?.prepared ? statementName(text) : null;
      if (name) return (await named.withSettings(setLocal(settings), name, text, params)).rows as T[];
      return db.tx((tx) => tx.query<T>(text, params), settings);
    },
    tx: (fn, settings) =>
      lite.transaction(async (tx) => {
        if (settings?.length) await tx.exec(setLocal(settings));
        return fn(
          wrap(
            (t, p, opts) => {
              const name = opts?.prepared ? statementName(t) : null;
              return name ? named.inTransaction(name, t, p) : tx.query(t, p);
            },
            (t) => tx.exec(t),
          ),
        );
      }),
    close: async () => {
      try {
        await lite.close();
      } finally {
        unlock();
      }
    },
  };
  return db;
}

pg.types.setTypeParser(INT8, asNumber);
pg.types.setTypeParser(NUMERIC, asNumber);
pg.types.setTypeParser(DATE, asString);

/** The database server cannot be reached (down, restarting, network): requests answer 503, not 500. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

// SQLSTATE classes 08 (connection exception) and 57P01-57P03 (server shutting down or starting),
// Node's socket errors, and node-postgres's own messages for a lost or never made connection.
const CONNECTION_SQLSTATE = /^(08...|57P0[123])$/;
const CONNECTION_MESSAGE = /Connection terminated|timeout expired|timeout exceeded when trying to connect|not queryable|Client was closed/i;
export function isConnectionError(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (typeof e.code === 'string' && (CONNECTION_SQLSTATE.test(e.code) || /^E[A-Z]+$/.test(e.code))) return true;
  return typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message);
}
const unavailable = (err: unknown) => (isConnectionError(err) ? new DatabaseUnavailableError(err) : err);
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw unavailable(err);
  }
}

// Names of prepared statements, one per text. A statement is prepared per connection under its name, so a name must
// always stand for the same text. A search's text depends on which filters it has, so the texts are many but not
// endless; past MAX_NAMED_STATEMENTS a new text runs unprepared (null), which bounds what every connection keeps.
export const MAX_NAMED_STATEMENTS = 400;
const statementNames = new Map<string, string>();
export function statementName(text: string): string | null {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return null;
    statementNames.set(text, (name = `oabat_${statementNames.size + 1}`));
  }
  return name;
}

export interface PostgresOptions {
  /** How long making a connection may take before the request is told the database is unavailable. */
  connectTimeoutMs?: number;
}

export async function openPostgres(url: string, max = 10, opts: PostgresOptions = {}): Promise<Db> {
  // Two timeouts: making a new connection (server away: fail fast, the request answers 503) and
  // waiting for a free pooled one under load (a busy pool is not an outage: wait longer).
  const connectTimeoutMs = opts.connectTimeoutMs ?? 1000;
  class FastConnectClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  // `options`: startup settings of a settings pool's connections (SettingsPools).
  const makePool = (size: number, options?: string) => {
    const p = new pg.Pool({
      connectionString: url,
      max: size,
      Client: FastConnectClient,
      connectionTimeoutMillis: Math.max(30_000, connectTimeoutMs),
      keepAlive: true,
      options,
    });
    // An idle connection closed by the server (restart, DROP DATABASE) must not crash the process;
    // the pool replaces it on the next query.
    p.on('error', () => {});
    return p;
  };
  const pool = makePool(max);
  // Fail fast with a clear message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const settingsPools = new SettingsPools((options) => makePool(Math.max(2, Math.ceil(max / 2)), options));
  const run =
    (on: pg.Pool | pg.PoolClient): Run =>
    (t, p, opts) =>
      guarded(() => {
        const name = opts?.prepared ? statementName(t) : null;
        return name ? on.query({ name, text: t, values: p }) : on.query(t, p as unknown[]);
      });
  const base = wrap(run(pool), (t) => guarded(() => pool.query(t)));
  const db: Db = {
    kind: 'postgres',
    ...base,
    waiting: () => pool.waitingCount,
    async execRows(text, params) {
      const res = (await guarded(() => pool.query(text, params?.length ? (params as unknown[]) : undefined))) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(res) ? (res.at(-1)?.rows ?? []) : res.rows };
    },
    async queryWith<T>(settings: readonly string[], text: string, params?: unknown[], opts?: QueryOptions) {
      const on = settingsPools.for(settings);
      if (!on) return db.tx((tx) => tx.query<T>(text, params, opts), settings);
      return (await run(on)(text, params, opts)).rows as T[];
    },
    async tx(fn, settings) {
      const client = await guarded(() => pool.connect());
      // A checked-out client has no error listener of the pool's: a connection lost between two
      // statements would otherwise be an uncaught 'error' event that ends the process.
      let lost: unknown = null;
      const onError = (err: unknown) => {
        lost = err;
      };
      client.on('error', onError);
      try {
        await guarded(() => client.query(settings?.length ? `BEGIN; ${setLocal(settings)}` : 'BEGIN'));
        const result = await fn(wrap(run(client), (t) => guarded(() => client.query(t))));
        await guarded(() => client.query('COMMIT'));
        return result;
      } catch (err) {
        if (isConnectionError(err)) lost ??= err;
        else
          await client.query('ROLLBACK').catch((e: unknown) => {
            lost = e;
          });
        throw err;
      } finally {
        client.removeListener('error', onError);
        // A broken connection is dropped, not handed to the next request.
        client.release(lost ? (lost as Error) : undefined);
      }
    },
    close: () => Promise.all([pool.end(), settingsPools.end()]).then(() => undefined),
  };
  return db;
}

/** A setting as a startup option (`-c name=value`): quotes dropped, spaces and backslashes escaped as libpq reads them. */
export function startupOption(setting: string): string {
  const m = /^\s*([a-z_][a-z0-9_.]*)\s*=\s*(.*?)\s*$/i.exec(setting);
  if (!m) throw new Error(`not a setting: ${setting}`);
  const value = m[2].replace(/^'(.*)'$/, '$1').replace(/[\\ ]/g, (c) => `\\${c}`);
  return `-c ${m[1]}=${value}`;
}

/**
 * Pools whose connections start with planner settings (PostgreSQL's startup `options`), one per set of settings
 * (a search reads in three ways, search.tuning.ts READ_WAY). A read under settings is then one round trip, where
 * `BEGIN; SET LOCAL`, the read and `COMMIT` took three (bench/RESULTS.md, 30 Nov 2026: a search's round trips fell
 * from about 10 to 3.4). The sets are few and
 * fixed in code; past MAX_SETTINGS_POOLS a new set falls back to a transaction (`null`). An idle pool's connections
 * close after ten seconds (pg-pool's default), so a set not in use holds none.
 */
export const MAX_SETTINGS_POOLS = 8;
class SettingsPools {
  private pools = new Map<string, pg.Pool>();
  private make: (options: string) => pg.Pool;
  constructor(make: (options: string) => pg.Pool) {
    this.make = make;
  }
  for(settings: readonly string[]): pg.Pool | null {
    const key = settings.join('\n');
    let p = this.pools.get(key);
    if (!p) {
      if (this.pools.size >= MAX_SETTINGS_POOLS) return null;
      p = this.make(settings.map(startupOption).join(' '));
      this.pools.set(key, p);
    }
    return p;
  }
  async end() {
    await Promise.all([...this.pools.values()].map((p) => p.end()));
  }
}
