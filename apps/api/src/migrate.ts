// Applies the SQL files of apps/api/migrations in name order, each once, each in a transaction.
// Plain numbered SQL (not drizzle-kit) so modules built in parallel never collide on a journal.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';
import { installJobQueue } from './plugins/jobs.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  await db.tx(async (q) => {
    // Several API processes may start at once on one server: one migrates, the others wait.
    if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock(727274)');
    const done = new Set((await q.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await q.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    await installJobQueue(q);
  });
  return applied;
}
