// What the post use cases need from the app: database, mail, chat notices, the admin's address, image URLs.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SpecialAccounts } from '@oabat/domain/rights';
import type { Db } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { mediaDeps, type MediaDeps } from '../media/media.usecases.ts';

export interface PostDeps {
  db: Db;
  transports: Transports;
  realtime: Realtime;
  accounts: SpecialAccounts;
  publicUrl: string;
  log: FastifyBaseLogger;
  media: MediaDeps;
}

export const postDeps = (app: FastifyInstance): PostDeps => ({
  db: app.db,
  transports: app.transports,
  realtime: app.realtime,
  accounts: app.specialAccounts,
  publicUrl: app.config.publicUrl,
  log: app.log,
  media: mediaDeps(app),
});
