// Builds one migrated, seeded template database per test run; every test file copies it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres } from '../src/db.ts';
import { prepareDatabase } from '../src/bootstrap.ts';
import { adminUrl, testEnv } from './env.ts';

const quiet = { info: () => {}, warn: () => {} };

export default async function setup(project: TestProject) {
  const env = testEnv();
  if (env.DATABASE_URL) {
    const name = `oabat_tpl_${process.pid}`;
    const admin = await openPostgres(adminUrl(env.DATABASE_URL), 1);
    await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString(), 2);
    await prepareDatabase(db, loadConfig({ ...env, DATABASE_URL: url.toString() }), quiet);
    await db.close();
    project.provide('templateDatabase', name);
    return async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-tpl-'));
  const db = await openPglite(path.join(dir, 'pg'));
  await prepareDatabase(db, loadConfig({ ...env, DATA_DIR: dir }), quiet);
  await db.close();
  project.provide('templateDatabase', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
