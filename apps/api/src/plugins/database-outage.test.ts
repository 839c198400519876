// PostgreSQL goes away and comes back: through a TCP proxy (started and stopped here) in front of the
// local server, on a database of its own. While it is away requests answer 503 with a German message
// within a second (also when the server swallows connections without answering), /api/health says so,
// and once it is back the same app answers again without a restart.
import crypto from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres, type Db } from '../db.ts';
import { migrate } from '../migrate.ts';
import { testEnv } from '../../test/env.ts';

const PG = { host: '127.0.0.1', port: 5432 };
const ADMIN_URL = process.env.OUTAGE_TEST_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const answers = await new Promise<boolean>((resolve) => {
  const s = net.connect(PG);
  s.setTimeout(1000);
  s.once('connect', () => {
    s.end();
    resolve(true);
  });
  s.once('error', () => resolve(false));
  s.once('timeout', () => {
    s.destroy();
    resolve(false);
  });
});
if (!answers) console.warn('database-outage.test: kein PostgreSQL unter 127.0.0.1:5432 – übersprungen.');

/** A TCP proxy to PostgreSQL: `up` forwards, `blackhole` accepts and never answers, `down` refuses. */
class Proxy {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  mode: 'up' | 'blackhole' = 'up';
  port = 0;
  async start() {
    this.server = net.createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => {});
      if (this.mode === 'blackhole') return;
      const upstream = net.connect(PG);
      this.sockets.add(upstream);
      upstream.on('close', () => {
        this.sockets.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }
  /** Cuts every open connection, as a stopped server would. */
  cut() {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }
  async stop() {
    this.cut();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

describe.skipIf(!answers)('database outage on PostgreSQL', () => {
  const name = `oabat_reliab_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  const proxy = new Proxy();
  let db: Db;
  let app: App;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await proxy.start();
    const url = `postgres://postgres@127.0.0.1:${proxy.port}/${name}`;
    db = await openPostgres(url, 4, { connectTimeoutMs: 500 });
    await migrate(db);
    app = await buildApp({ config: loadConfig(testEnv({ DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_MS: '500' })), db, logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close().catch(() => {});
    await proxy.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  });

  const timed = async (url: string) => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url });
    return { res, ms: Date.now() - started };
  };

  it('answers 503 in German within a second while the database is away, and recovers without a restart', async () => {
    expect((await timed('/api/health')).res.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    expect((await timed('/api/job_categories')).res.statusCode).toBe(200);

    // A busy pool is not an outage: a request waits for a free connection longer than the connect timeout.
    const busy = Promise.all([1, 2, 3, 4].map(() => db.query('SELECT pg_sleep(1.2)')));
    await new Promise((r) => setTimeout(r, 100));
    const waited = await timed('/api/job_categories');
    expect(waited.res.statusCode).toBe(200);
    expect(waited.ms).toBeGreaterThan(800);
    await busy;

    // Stopped: connections refused.
    await proxy.stop();
    for (const url of ['/api/job_categories', '/api/search?latitude=48.57&longitude=13.46']) {
      const { res, ms } = await timed(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ message: 'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es in einigen Sekunden noch einmal.' });
      expect(res.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(1000);
    }
    const health = await timed('/api/health');
    expect(health.res.statusCode).toBe(503);
    expect(health.res.json()).toEqual({ message: 'Die Datenbank ist nicht erreichbar.', failed: ['database'] });
    expect(health.ms).toBeLessThan(1000);

    // A login (a write path through the auth hook and a transaction) is refused the same way.
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'azubi@oabat.example', password: 'Demo-Passwort-2026' } });
    expect(login.statusCode).toBe(503);

    // Worse: the server takes connections and never answers (a hung host). Still within a second.
    proxy.mode = 'blackhole';
    await proxy.start();
    const hung = await timed('/api/job_categories');
    expect(hung.res.statusCode).toBe(503);
    expect(hung.ms).toBeLessThan(1000);

    // Back: the same app answers again.
    await proxy.stop();
    proxy.mode = 'up';
    await proxy.start();
    let back = 0;
    for (let i = 0; i < 20 && back !== 200; i++) {
      back = (await timed('/api/job_categories')).res.statusCode;
      if (back !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(200);
    expect((await timed('/api/health')).res.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  }, 60_000);
});
