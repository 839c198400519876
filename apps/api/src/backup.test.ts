// npm run backup / npm run restore, as an operator runs them (the CLI in a child process): PGlite's data
// directory and the uploads, and PostgreSQL through pg_dump/pg_restore; restored into a fresh place,
// a job and an uploaded file are read back.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openPglite, openPostgres } from './db.ts';
import { migrate } from './migrate.ts';

const exec = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'backup-cli.ts');
const template = inject('templateDatabase');
const dirs: string[] = [];
const tmp = (prefix: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Runs the CLI like `npm run backup|restore -- arg`; resolves with its exit code and output. */
async function cli(command: 'backup' | 'restore', arg: string, env: Record<string, string>) {
  try {
    const { stdout } = await exec(process.execPath, [CLI, command, arg], { env: { ...process.env, DATABASE_URL: '', ...env } });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe.skipIf(!fs.existsSync(template))('backup and restore on PGlite', () => {
  it('restores database and uploads into a fresh directory; refuses an open database and a non-empty target', async () => {
    const source = tmp('oabat-bk-src-');
    fs.cpSync(template, source, { recursive: true });
    const db = await openPglite(path.join(source, 'pg'));
    const business = (await db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'baeckerei-huber'`))!;
    await db.query(
      `INSERT INTO jobs (business_id, type_id, status, name, slug) VALUES ($1, 1, 'published', 'Gesicherte Ausbildung', 'gesicherte-ausbildung-1')`,
      [business.id],
    );
    // While the database is open (a running server), the backup refuses.
    const open = await cli('backup', path.join(tmp('oabat-bk-'), 'b'), { DATA_DIR: source });
    expect(open.code).toBe(1);
    expect(open.out).toContain('ist geöffnet (läuft der Server noch?)');
    await db.close();
    fs.mkdirSync(path.join(source, 'uploads', 'files'), { recursive: true });
    fs.writeFileSync(path.join(source, 'uploads', 'files', 'lebenslauf'), 'PDF-Inhalt');

    const backupDir = path.join(tmp('oabat-bk-'), 'sicherung');
    const made = await cli('backup', backupDir, { DATA_DIR: source });
    expect(made.out).toContain('Sicherung (PGlite und Uploads)');
    expect(made.code).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))).toMatchObject({
      kind: 'pglite',
      database: 'database.tar.gz',
      uploads: 'uploads.tar.gz',
    });

    const target = path.join(tmp('oabat-bk-dst-'), 'data');
    const restored = await cli('restore', backupDir, { DATA_DIR: target });
    expect(restored.code, restored.out).toBe(0);
    const back = await openPglite(path.join(target, 'pg'));
    try {
      expect(await back.one(`SELECT name, status FROM jobs WHERE slug = 'gesicherte-ausbildung-1'`)).toEqual({
        name: 'Gesicherte Ausbildung',
        status: 'published',
      });
      expect((await back.one<{ n: number }>(`SELECT count(*)::int AS n FROM jobs`))!.n).toBeGreaterThan(300);
    } finally {
      await back.close();
    }
    expect(fs.readFileSync(path.join(target, 'uploads', 'files', 'lebenslauf'), 'utf8')).toBe('PDF-Inhalt');

    const again = await cli('restore', backupDir, { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.out).toContain('nur in einen leeren Ordner wiederherstellen');
  }, 180_000);
});

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
const pgAnswers = await new Promise<boolean>((resolve) => {
  const s = net.connect({ host: '127.0.0.1', port: 5432 });
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

describe.skipIf(!pgAnswers)('backup and restore on PostgreSQL', () => {
  const suffix = crypto.randomBytes(4).toString('hex');
  const names = [`oabat_reliab_bk_${suffix}`, `oabat_reliab_rs_${suffix}`];
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  const urlOf = (name: string) => `postgres://postgres@127.0.0.1:5432/${name}`;
  afterAll(async () => {
    for (const n of names) await admin.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  });

  it('pg_dump and pg_restore into a fresh database: the job is back', async () => {
    await admin.connect();
    for (const n of names) await admin.query(`CREATE DATABASE ${n}`);
    const db = await openPostgres(urlOf(names[0]), 2);
    try {
      await migrate(db);
      const b = (await db.one<{ id: number }>(`INSERT INTO businesses (slug, name) VALUES ('sicherungs-betrieb', 'Sicherungs-Betrieb') RETURNING id`))!;
      await db.query(
        `INSERT INTO jobs (business_id, type_id, status, name, slug) VALUES ($1, 2, 'published', 'Gesichertes Praktikum', 'gesichertes-praktikum-1')`,
        [b.id],
      );
    } finally {
      await db.close();
    }

    const dataDir = tmp('oabat-bk-pg-');
    const backupDir = path.join(dataDir, 'sicherung');
    const made = await cli('backup', backupDir, { DATABASE_URL: urlOf(names[0]), DATA_DIR: dataDir });
    expect(made.code, made.out).toBe(0);
    expect(made.out).toContain('Sicherung (PostgreSQL)');

    const restored = await cli('restore', backupDir, { DATABASE_URL: urlOf(names[1]), DATA_DIR: tmp('oabat-bk-pg2-') });
    expect(restored.code, restored.out).toBe(0);
    const back = await openPostgres(urlOf(names[1]), 1);
    try {
      expect(await back.one(`SELECT j.name, b.slug FROM jobs j JOIN businesses b ON b.id = j.business_id WHERE j.slug = 'gesichertes-praktikum-1'`)).toEqual({
        name: 'Gesichertes Praktikum',
        slug: 'sicherungs-betrieb',
      });
    } finally {
      await back.close();
    }

    const again = await cli('restore', backupDir, { DATABASE_URL: urlOf(names[1]), DATA_DIR: tmp('oabat-bk-pg3-') });
    expect(again.code).toBe(1);
    expect(again.out).toContain('Die Zieldatenbank ist nicht leer');
  }, 180_000);
});
