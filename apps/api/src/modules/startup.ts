// Work done at start-up after migrations, in order: reference data, then demo data. Each task is
// idempotent and cheap when already done, so a restart stays fast.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import { cleanupAccounts } from './accounts/accounts.startup.ts';
import { importReferenceDataTask } from './places/places.import.ts';
import { seedDemoTask } from './demo/demo.seed.ts';

export type StartupTask = (db: Db, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) => Promise<void>;

export const startupTasks: StartupTask[] = [cleanupAccounts, importReferenceDataTask, seedDemoTask];
