// What the event use cases need from the app: database, chat (realtime), the special accounts, the job queue
// (the members' notices run there), image URLs and the log.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SpecialAccounts } from '@oabat/domain/rights';
import type { Db } from '../../db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { mediaDeps, type MediaDeps } from '../media/media.usecases.ts';

export interface EventDeps {
  db: Db;
  realtime: Realtime;
  accounts: SpecialAccounts;
  jobs: Jobs;
  log: FastifyBaseLogger;
  media: MediaDeps;
}
export const eventDeps = (app: FastifyInstance): EventDeps => ({
  db: app.db,
  realtime: app.realtime,
  accounts: app.specialAccounts,
  jobs: app.jobs,
  log: app.log,
  media: mediaDeps(app),
});
