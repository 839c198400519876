// kill -9 right after writes were acknowledged (a job published, an image, a chat message, a job interest with a
// file): after a restart on the same data (PGlite data directory, or the same PostgreSQL database and uploads
// directory) every write is there, and the database passes amcheck (btree indexes with heapallindexed, heap
// pages). On PGlite a second process on a data directory in use is refused.
// PostgreSQL runs when DATABASE_URL is set (as `.ci/run` runs the API suite), on a database of its own.
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck as amcheckExtension } from '@electric-sql/pglite/contrib/amcheck';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openPostgres, PGLITE_EXTENSIONS } from '../db.ts';
import { startServer } from '../../test/server-process.ts';
import { adminUrl } from '../../test/env.ts';
import { amcheck, expectWritesBack, writeAcknowledged } from '../../test/crash-writes.ts';

const template = inject('templateDatabase');
const PG_URL = process.env.DATABASE_URL;
// Start-up on a loaded two-core machine (other test files run beside this one) may take a while.
const START_MS = 180_000;
const dirs: string[] = [];
const kids: ChildProcess[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-crash-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const k of kids) if (k.exitCode === null) k.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe.skipIf(PG_URL || !fs.existsSync(template))('kill -9 on PGlite', () => {
  it('the writes acknowledged just before SIGKILL are there after the restart, and amcheck finds nothing', async () => {
    const dir = tmp();
    fs.cpSync(template, dir, { recursive: true });
    const first = await startServer(dir, {}, START_MS);
    kids.push(first.child);
    const ack = await writeAcknowledged(first.base);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(dir, {}, START_MS);
    kids.push(second.child);
    await expectWritesBack(second.base, ack);
    // A second process on the same data directory is refused (PGlite has no lock of its own; two would lose writes).
    await expect(startServer(dir, {}, START_MS)).rejects.toThrow(/wird schon vom Prozess \d+ benutzt/);
    // Killed once more, then amcheck on the data directory as the crash left it (PGlite ships amcheck).
    second.child.kill('SIGKILL');
    await second.exited;

    const lite = await PGlite.create({ dataDir: path.join(dir, 'pg'), extensions: { ...PGLITE_EXTENSIONS, amcheck: amcheckExtension } });
    try {
      const result = await amcheck(async (sql) => (await lite.query(sql)).rows as never[]);
      console.log(`amcheck (PGlite): ${result.indexes} B-Baum-Indizes, ${result.tables} Tabellen`);
      expect(result.problems).toEqual([]);
      expect(result.indexes).toBeGreaterThan(100);
      expect(result.tables).toBeGreaterThan(50);
    } finally {
      await lite.close();
    }
  }, 600_000);
});

describe.skipIf(!PG_URL)('kill -9 on PostgreSQL', () => {
  const name = `oabat_crash_${crypto.randomBytes(5).toString('hex')}`;
  afterAll(async () => {
    const admin = await openPostgres(adminUrl(PG_URL!), 1);
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  it('the writes acknowledged just before SIGKILL are there after the restart, and amcheck finds nothing', async () => {
    const admin = await openPostgres(adminUrl(PG_URL!), 1);
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.close();
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    // One process (no cluster primary in between): the killed process is the one that acknowledged the writes.
    const env = { DATABASE_URL: url.toString(), WEB_CONCURRENCY: '1', REDIS_URL: '' };
    const uploads = tmp();
    const first = await startServer(uploads, env, START_MS);
    kids.push(first.child);
    const ack = await writeAcknowledged(first.base);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(uploads, env, START_MS);
    kids.push(second.child);
    await expectWritesBack(second.base, ack);
    second.child.kill('SIGKILL');
    await second.exited;

    const db = await openPostgres(url.toString(), 1);
    try {
      const result = await amcheck((sql) => db.query(sql));
      console.log(`amcheck (PostgreSQL): ${result.indexes} B-Baum-Indizes, ${result.tables} Tabellen`);
      expect(result.problems).toEqual([]);
      expect(result.indexes).toBeGreaterThan(100);
    } finally {
      await db.close();
    }
  }, 600_000);
});
