// What the store needs from the app: database, outbox mail, the job queue, the operator's details, the log.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Transports } from '../../plugins/transports.ts';
import type { Config } from '../../config.ts';

export interface StoreDeps {
  db: Db;
  jobs: Jobs;
  transports: Transports;
  config: Pick<
    Config,
    | 'OPERATOR_NAME'
    | 'OPERATOR_ADDRESS'
    | 'OPERATOR_EMAIL'
    | 'OPERATOR_REGISTER'
    | 'OPERATOR_VAT_ID'
    | 'OPERATOR_IBAN'
    | 'OPERATOR_BIC'
    | 'OPERATOR_BANK'
    | 'OPERATOR_CREDITOR_ID'
    | 'OPERATOR_TAX_NUMBER'
    | 'OPERATOR_REPRESENTATIVE'
    | 'publicUrl'
  >;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
}
export const storeDeps = (app: FastifyInstance): StoreDeps => ({ db: app.db, jobs: app.jobs, transports: app.transports, config: app.config, log: app.log });
