// One app per test file on its own copy of the template database, called over HTTP (inject).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type Db } from '../src/db.ts';
import { adminUrl, testEnv } from './env.ts';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

export interface TestContext {
  app: App;
  db: Db;
  config: Config;
  /** JSON request; `token` sets the bearer header. */
  request(opts: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  opts: { beforeReady?: (app: App) => void; logger?: BuildOptions['logger']; onRoute?: BuildOptions['onRoute'] } = {},
): Promise<TestContext> {
  const template = inject('templateDatabase');
  const env = testEnv(envOverrides);
  let db: Db;
  let cleanup: () => Promise<void>;
  let config: Config;
  if (env.DATABASE_URL) {
    const name = `oabat_t_${crypto.randomBytes(5).toString('hex')}`;
    // A loaded CI machine can take more than the app's 1 s to accept a connection; a file must not fail on it.
    const admin = await openPostgres(adminUrl(env.DATABASE_URL), 1, { connectTimeoutMs: 10_000 });
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${name}`;
    config = loadConfig({ ...env, DATABASE_URL: url.toString() });
    db = await openPostgres(url.toString(), 4, { connectTimeoutMs: 10_000 });
    cleanup = async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-t-'));
    fs.cpSync(template, dir, { recursive: true });
    config = loadConfig({ ...env, DATA_DIR: dir });
    db = await openPglite(path.join(dir, 'pg'));
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const app = await buildApp({ config, db, logger: opts.logger ?? false, onRoute: opts.onRoute });
  opts.beforeReady?.(app);
  await app.ready();

  const request: TestContext['request'] = ({ token, headers, ...opts }) =>
    app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

  return {
    app,
    db,
    config,
    request,
    async login(email, password = DEMO_PASSWORD) {
      const res = await request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async close() {
      await app.close();
      await db.close();
      await cleanup();
    },
  };
}
