// Opens the database, migrates, imports reference data and seeds the demo on first start.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { openPglite, openPostgres, type Db } from './db.ts';
import { migrate } from './migrate.ts';
import { startupTasks } from './modules/startup.ts';
import { poolSize, workerCount } from './cluster.ts';

export async function openDatabase(config: Config): Promise<Db> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, poolSize(config, workerCount(config)), { connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS })
    : openPglite(config.DATA_DIR + '/pg');
}

export async function prepareDatabase(db: Db, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  for (const task of startupTasks) await task(db, config, log);
}
