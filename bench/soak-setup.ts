// Soak test set-up: the database (a fresh PostgreSQL database or PGlite data directory with the demo data and
// extra pupils), the API processes, and the probes the report reads (RSS per process, database connections).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, prepareDatabase } from '../apps/api/src/bootstrap.ts';
import type { Queryable } from '../apps/api/src/db.ts';

const root = path.resolve(import.meta.dirname, '..');

export const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect({ host, port });
    s.setTimeout(1000);
    s.once('connect', () => (s.end(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });

export interface Backend {
  kind: 'postgres' | 'pglite';
  /** Environment of the API processes. */
  env: Record<string, string>;
  workers: number;
  /** Open connections to the soak database (PostgreSQL), null on PGlite (one embedded connection). */
  connections(): Promise<number | null>;
  drop(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set or 127.0.0.1:5432 answers (a database of its own), else PGlite. */
export async function chooseBackend(dataDir: string): Promise<Backend> {
  const given = process.env.DATABASE_URL;
  const pgUrl = given || ((await answers('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');
  const redis = process.env.REDIS_URL || ((await answers('127.0.0.1', 6379)) ? 'redis://127.0.0.1:6379' : '');
  if (!pgUrl) return { kind: 'pglite', env: { DATA_DIR: dataDir, DATABASE_URL: '' }, workers: 1, connections: async () => null, drop: async () => {} };
  const name = `oabat_soak_${crypto.randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(pgUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const workers = Number(process.env.WEB_CONCURRENCY ?? 2);
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), REDIS_URL: redis, WEB_CONCURRENCY: String(workers) },
    workers,
    async connections() {
      const r = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [name]);
      return r.rows[0]!.n;
    },
    async drop() {
      if (process.env.SOAK_KEEP_DATABASE) console.log(`Datenbank bleibt: ${url}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface Fixtures {
  pupils: string[];
  /** Published jobs (id, slug) not of the demo business (its jobs are edited while pupils like and apply). */
  jobs: { id: number; slug: string }[];
  businessSlugs: string[];
  ownJobSlugs: string[];
  businessUserId: number;
}

/** Migrations and the demo data, then `pupils` extra trainees with the demo password (verified e-mail). */
export async function prepare(backend: Backend, pupils: number): Promise<Fixtures> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...backend.env, WEB_CONCURRENCY: '1' });
  const quiet = { info: () => {}, warn: (o: unknown) => console.warn(o), error: (o: unknown) => console.error(o) };
  const db = await openDatabase(config);
  try {
    await prepareDatabase(db, config, quiet);
    return await fixtures(db, pupils);
  } finally {
    await db.close();
  }
}

async function fixtures(db: Queryable, n: number): Promise<Fixtures> {
  const emails = Array.from({ length: n }, (_, i) => `soak-${i + 1}@oabat.example`);
  await db.query(
    `INSERT INTO users (email, password_hash, firstname, lastname, email_verified_at, profile_path)
     SELECT e, u.password_hash, 'Dauer', 'Lauf ' || ord, now(), '/i/profile'
       FROM users u, unnest($1::text[]) WITH ORDINALITY AS x(e, ord) WHERE u.email = 'azubi@oabat.example'
     ON CONFLICT DO NOTHING`,
    [emails],
  );
  await db.query(`INSERT INTO trainees (user_id) SELECT id FROM users WHERE email = ANY($1::text[]) ON CONFLICT (user_id) DO NOTHING`, [emails]);
  const jobs = await db.query<{ id: number; slug: string }>(
    `SELECT j.id, j.slug FROM jobs j JOIN businesses b ON b.id = j.business_id
      WHERE j.status = 'published' AND b.slug <> 'baeckerei-huber' ORDER BY j.id`,
  );
  const own = await db.query<{ slug: string }>(
    `SELECT j.slug FROM jobs j JOIN businesses b ON b.id = j.business_id WHERE j.status = 'published' AND b.slug = 'baeckerei-huber' ORDER BY j.id`,
  );
  const businesses = await db.query<{ slug: string }>(
    `SELECT DISTINCT b.slug FROM businesses b JOIN jobs j ON j.business_id = b.id WHERE j.status = 'published'`,
  );
  const me = (await db.one<{ id: number }>(`SELECT id FROM users WHERE email = 'betrieb@oabat.example'`))!;
  return { pupils: emails, jobs, businessSlugs: businesses.map((b) => b.slug), ownJobSlugs: own.map((j) => j.slug), businessUserId: me.id };
}

export interface Server {
  base: string;
  child: ChildProcess;
  /** The pids whose RSS is reported: the one process, or the cluster's primary and its workers. */
  pids(): number[];
  stop(): Promise<void>;
}

const childrenOf = (pid: number) =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);

/** Resident set size of a process in MB (Linux /proc), or null when it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export async function startApi(backend: Backend, port: number, logFile: string): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    env: {
      ...process.env,
      ...backend.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
      WEB_DIST: '/nonexistent',
      // Every pupil logs in from 127.0.0.1; the login limits guard against guessing, not against this test.
      LOGIN_MAX_PER_IP: '100000',
      LOGIN_MAX_PER_ACCOUNT: '100000',
    },
    stdio: ['ignore', out, out],
  });
  const deadline = Date.now() + 300_000;
  // With workers the primary prints its line once every worker listens.
  const workersUp = () => backend.workers <= 1 || fs.readFileSync(logFile, 'utf8').includes(`(${backend.workers} Prozesse)`);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API beendet (Exit ${child.exitCode}), siehe ${logFile}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok && workersUp()) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    child,
    pids: () => [child.pid!, ...childrenOf(child.pid!)],
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-soak-'));
