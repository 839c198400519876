// A piece of work done once at start-up after the migrations (reference data, demo data, clean-ups).
// Idempotent and cheap when already done, so a restart stays fast.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';

export type StartupTask = (db: Db, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) => Promise<void>;
