// What the job use cases need from the app: database, mail, realtime (chat notices), special accounts, public URL.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SpecialAccounts } from '@oabat/domain/rights';
import type { Db } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';
import type { Realtime } from '../../plugins/realtime.ts';

export interface JobDeps {
  db: Db;
  transports: Transports;
  realtime: Realtime;
  accounts: SpecialAccounts;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const jobDeps = (app: FastifyInstance): JobDeps => ({
  db: app.db,
  transports: app.transports,
  realtime: app.realtime,
  accounts: app.specialAccounts,
  publicUrl: app.config.publicUrl,
  log: app.log,
});
