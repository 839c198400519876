// The production topology on one machine (issue #39): nginx as the balancer in front of three API "hosts", each
// its own process group, DATA_DIR and port, sharing only PostgreSQL, Redis and an S3 bucket (s3rver here). Used by
// `npm run cluster` (scripts/cluster.ts) and `npm run test:cluster` (scripts/cluster.test.ts).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPostgres } from '../apps/api/src/db.ts';
import { prepareDatabase } from '../apps/api/src/bootstrap.ts';
import { balancerConfig } from './cluster-nginx.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface ClusterOptions {
  /** The balancer's port; the hosts take the next ones, s3rver the one after them. Default 3300. */
  basePort?: number;
  hosts?: number;
  /** PostgreSQL server (its database is only used to create the cluster's own). */
  adminUrl?: string;
  /** The cluster's database; made (or reused when `keep`) on the server of adminUrl. */
  database?: string;
  redisUrl?: string;
  /** Folder for the hosts' DATA_DIRs, the bucket and nginx; default a new temporary folder. */
  dir?: string;
  /** Keep the database and the folder when stopping (npm run cluster), else both go. */
  keep?: boolean;
  /** Extra environment for every host. */
  env?: Record<string, string>;
  log?: (msg: string) => void;
}

export interface Host {
  index: number;
  port: number;
  dataDir: string;
  readonly pid: number | undefined;
  /** SIGKILL to the host's process group (a host that dies). */
  kill(): void;
  /** Starts it again and waits until it is ready. */
  start(): Promise<void>;
  /** SIGTERM, waits for the exit (a rolling restart's first half). */
  stop(): Promise<void>;
}

export interface Cluster {
  url: string;
  dir: string;
  databaseUrl: string;
  hosts: Host[];
  s3: { endpoint: string; bucket: string };
  stop(): Promise<void>;
}

const BUCKET = 'oabat-uploads';
const S3_KEY = 'S3RVER';

export function portOpen(port: number, host = '127.0.0.1') {
  return new Promise<boolean>((resolve) => {
    const s = net.connect({ host, port });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

async function waitFor(what: string, ms: number, check: () => Promise<boolean>, alive: () => boolean = () => true) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    if (!alive()) throw new Error(`${what}: the process ended`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not ready after ${ms / 1000} s (last answer: ${lastAnswer || 'none'})`);
}

let lastAnswer = '';
const ready = (port: number) => async () => {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  lastAnswer = `${res.status} ${await res.text()}`;
  return res.status === 200;
};

export async function startCluster(o: ClusterOptions = {}): Promise<Cluster> {
  const log = o.log ?? ((m: string) => console.log(m));
  const base = o.basePort ?? 3300;
  const hostCount = o.hosts ?? 3;
  const hostPorts = Array.from({ length: hostCount }, (_, i) => base + 1 + i);
  const s3Port = base + 1 + hostCount;
  for (const p of [base, ...hostPorts, s3Port]) if (await portOpen(p)) throw new Error(`port ${p} is taken`);
  const dir = o.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-cluster-'));
  fs.mkdirSync(dir, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const s of stops.reverse()) await s().catch((err: unknown) => log(`stopping: ${(err as Error).message}`));
    stops.length = 0;
  };
  try {
    // PostgreSQL: a database of its own, made here and migrated once before any host starts.
    const adminUrl = o.adminUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const database = o.database ?? `oabat_cluster_${crypto.randomBytes(4).toString('hex')}`;
    if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`bad database name ${database}`);
    const admin = await openPostgres(adminUrl, 1, { connectTimeoutMs: 10_000 });
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).length > 0;
    if (!exists) await admin.exec(`CREATE DATABASE ${database}`);
    await admin.close();
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${database}`;
    const databaseUrl = dbUrl.toString();
    if (!o.keep)
      stops.push(async () => {
        const a = await openPostgres(adminUrl, 1, { connectTimeoutMs: 10_000 });
        await a.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await a.close();
      });

    // The bucket: s3rver as a process of its own (any S3 service in production).
    const s3Dir = path.join(dir, 's3');
    fs.mkdirSync(s3Dir, { recursive: true });
    const s3 = spawn(
      process.execPath,
      [path.join(root, 'node_modules/s3rver/bin/s3rver.js'), '-d', s3Dir, '-a', '127.0.0.1', '-p', String(s3Port), '-s', '--configure-bucket', BUCKET],
      { stdio: 'ignore' },
    );
    let s3Alive = true;
    const s3Exit = new Promise<void>((resolve) => s3.once('exit', () => ((s3Alive = false), resolve())));
    stops.push(async () => {
      if (s3Alive) s3.kill('SIGTERM');
      await s3Exit;
    });
    await waitFor(
      's3rver',
      30_000,
      () => portOpen(s3Port),
      () => s3Alive,
    );
    const endpoint = `http://127.0.0.1:${s3Port}`;

    const url = `http://127.0.0.1:${base}`;
    const env: Record<string, string> = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ...(o.redisUrl ? { REDIS_URL: o.redisUrl } : {}),
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      WEB_CONCURRENCY: '1',
      DATABASE_POOL_SIZE: '4',
      LOG_LEVEL: 'warn',
      ...o.env,
    } as Record<string, string>;
    if (!o.redisUrl) delete env.REDIS_URL;

    log(`Datenbank ${database}: Migrationen, Stammdaten, Demo (einmal, vor den Hosts) …`);
    const migrateConfig = loadConfig({ ...env, DATA_DIR: path.join(dir, 'migrate') });
    const db = await openPostgres(databaseUrl, 2, { connectTimeoutMs: 10_000 });
    await prepareDatabase(db, migrateConfig, { info: () => {}, warn: (m: unknown) => log(String(typeof m === 'string' ? m : JSON.stringify(m))) });
    await db.close();

    const hosts: Host[] = hostPorts.map((port, index) => {
      const dataDir = path.join(dir, `host-${index + 1}`);
      fs.mkdirSync(dataDir, { recursive: true });
      let child: ChildProcess | null = null;
      let exited: Promise<void> = Promise.resolve();
      const logFile = path.join(dir, `host-${index + 1}.log`);
      const host: Host = {
        index,
        port,
        dataDir,
        get pid() {
          return child?.pid;
        },
        async start() {
          const out = fs.openSync(logFile, 'a');
          // Its own process group (detached), as a host of its own: kill() ends the group.
          child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
            cwd: root,
            env: { ...env, PORT: String(port), DATA_DIR: dataDir },
            stdio: ['ignore', out, out],
            detached: true,
          });
          fs.closeSync(out);
          const me = child;
          let alive = true;
          exited = new Promise((resolve) => me.once('exit', () => ((alive = false), resolve())));
          await waitFor(`host ${index + 1} (${logFile})`, 120_000, ready(port), () => alive);
        },
        kill() {
          try {
            if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
          } catch {
            /* already gone */
          }
        },
        async stop() {
          if (!child?.pid || child.exitCode !== null) return;
          process.kill(-child.pid, 'SIGTERM');
          await exited;
        },
      };
      return host;
    });
    stops.push(async () => {
      for (const h of hosts) h.kill();
    });
    log(`${hostCount} Hosts starten (Ports ${hostPorts.join(', ')}) …`);
    // The first alone (its job queue settles the shared pg-boss schema), then the others side by side.
    await hosts[0].start();
    await Promise.all(hosts.slice(1).map((h) => h.start()));

    // The balancer: Debian's nginx as a child with its own prefix and configuration.
    const prefix = path.join(dir, 'nginx');
    for (const d of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) fs.mkdirSync(path.join(prefix, d), { recursive: true });
    const conf = path.join(prefix, 'nginx.conf');
    const videoMaxMb = Number(env.VIDEO_MAX_MB ?? 500);
    const webDist = env.WEB_DIST ?? path.join(root, 'apps/web/dist');
    fs.writeFileSync(conf, balancerConfig({ prefix, port: base, hosts: hostPorts, webDist, videoMaxMb, asRoot: process.getuid?.() === 0 }));
    const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
    const test = spawnSync(nginxPath, ['-t', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
    const nginx = spawn(nginxPath, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
    let nginxAlive = true;
    const nginxExit = new Promise<void>((resolve) => nginx.once('exit', () => ((nginxAlive = false), resolve())));
    stops.push(async () => {
      if (!nginxAlive) return;
      nginx.kill('SIGQUIT');
      await nginxExit;
    });
    await waitFor('nginx', 10_000, ready(base), () => nginxAlive);
    if (!o.keep) stops.unshift(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return { url, dir, databaseUrl, hosts, s3: { endpoint, bucket: BUCKET }, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
