// What the job use cases need from the app: the database, mail, the special accounts and the public URL.
import type { FastifyInstance } from 'fastify';
import type { SpecialAccounts } from '@oabat/domain/rights';
import type { Db } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';

export interface JobDeps { db: Db; transports: Transports; accounts: SpecialAccounts; publicUrl: string }

export const jobDeps = (app: FastifyInstance): JobDeps =>
  ({ db: app.db, transports: app.transports, accounts: app.specialAccounts, publicUrl: app.config.publicUrl });
