// What the livestream use cases need from the app: database, the realtime hub of this feature, the special
// accounts (the admin moderates every stream), the data folder (test stream) and the log.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SpecialAccounts } from '@oabat/domain/rights';
import type { Db } from '../../db.ts';
import type { LivestreamHub } from './livestream-hub.ts';
import type { VoteWriter } from './livestream-votes.ts';

export interface LivestreamDeps {
  db: Db;
  hub: LivestreamHub;
  /** Votes written in batches (a vote storm). */
  votes: VoteWriter;
  accounts: SpecialAccounts;
  log: FastifyBaseLogger;
  /** Going live from the platform (issue #38): whether nginx-rtmp runs, how to enable it, and OBS's server address. */
  ingest?: { enabled: boolean; hint: string | null; server: string | null };
}
export const livestreamDeps = (app: FastifyInstance, hub: LivestreamHub, votes: VoteWriter): LivestreamDeps => ({
  db: app.db,
  hub,
  votes,
  accounts: app.specialAccounts,
  log: app.log,
});
