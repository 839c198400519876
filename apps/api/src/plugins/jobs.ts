// The background job queue (pg-boss, in the platform's own database: PGlite or PostgreSQL). Modules
// register workers and schedules while the app is built; the queue starts when the app is ready.
// Tests turn the polling workers off (JOB_WORKERS=false) and run due jobs with `drain()`.
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import cronParser from 'cron-parser';
// The app's decorations (db, config) are declared in context.ts; bootstrap imports this file without it.
import type {} from './context.ts';

export const JOB_SCHEMA = 'pgboss';

export interface JobMeta {
  id: string;
  name: string;
  retryCount: number;
}
export type JobHandler<T> = (data: T, job: JobMeta) => Promise<void>;
export interface SendOptions {
  startAfter?: Date;
  singletonKey?: string;
  retryLimit?: number;
}
export interface ScheduleInfo {
  name: string;
  cron: string;
  last_run_at: string | null;
  last_state: string | null;
  next_run_at: string | null;
}

export interface Jobs {
  /** Registers the worker of a queue (call while building the app). */
  work<T extends object>(name: string, handler: JobHandler<T>): void;
  /** Enqueues a job; returns its id (null when a singleton key already holds one). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** A recurring job by cron (UTC), run once across all processes. */
  schedule(name: string, cron: string, data?: object): void;
  /** The scheduled jobs with their last and next run (the admin's /timer page). */
  schedules(): Promise<ScheduleInfo[]>;
  /** Runs a scheduled job now (enqueued at once, with its scheduled data). */
  runNow(name: string): Promise<string | null>;
  /** Runs every due job of every queue in this process until none is left; returns how many ran. */
  drain(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Installs pg-boss's tables once (migrations call it, so test templates carry them). */
export async function installJobQueue(db: { one<T>(t: string, p?: unknown[]): Promise<T | undefined>; exec(t: string): Promise<void> }) {
  const found = await db.one<{ ok: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS ok`, [`${JOB_SCHEMA}.version`]);
  if (!found?.ok) await db.exec(PgBoss.getConstructionPlans(JOB_SCHEMA));
}

export default fp(
  async (app) => {
    const handlers = new Map<string, JobHandler<object>>();
    const crons = new Map<string, { cron: string; data: object }>();
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => app.db.execRows(text, values) },
      schema: JOB_SCHEMA,
      // Maintenance and cron run only where workers run; tests trigger work through drain().
      supervise: app.config.JOB_WORKERS,
      schedule: app.config.JOB_WORKERS,
    });
    boss.on('error', (err: Error) => app.log.warn({ err }, 'job queue error'));
    let started = false;

    async function runOne(name: string, job: { id: string; data: object; retryCount?: number }) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`no worker for job ${name}`);
      await handler(job.data, { id: job.id, name, retryCount: job.retryCount ?? 0 });
    }

    const jobs: Jobs = {
      work(name, handler) {
        if (started) throw new Error(`job worker ${name} registered after start`);
        handlers.set(name, handler as JobHandler<object>);
      },
      async send(name, data, options = {}) {
        // pg-boss enforces a key only with a time slot or a special queue policy; a waiting job with the
        // same key is enough here (a duplicate from a race runs twice, so handlers stay idempotent).
        if (
          options.singletonKey &&
          (await app.db.one(`SELECT 1 FROM ${JOB_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active') LIMIT 1`, [
            name,
            options.singletonKey,
          ]))
        )
          return null;
        return boss.send(name, data, {
          ...(options.startAfter ? { startAfter: options.startAfter } : {}),
          ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
          ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
        });
      },
      schedule(name, cron, data = {}) {
        cronParser.parseExpression(cron, { tz: 'UTC' }); // a wrong expression fails while building, not at night
        crons.set(name, { cron, data });
      },
      async schedules() {
        const out: ScheduleInfo[] = [];
        for (const [name, { cron }] of crons) {
          const last = await app.db.one<{ at: Date | string | null; state: string }>(
            `SELECT coalesce(completed_on, started_on, created_on) AS at, state::text AS state FROM ${JOB_SCHEMA}.job
            WHERE name = $1 AND state <> 'created' ORDER BY created_on DESC LIMIT 1`,
            [name],
          );
          const next = cronParser.parseExpression(cron, { tz: 'UTC' }).next().toDate();
          out.push({
            name,
            cron,
            last_run_at: last?.at ? new Date(last.at).toISOString() : null,
            last_state: last?.state ?? null,
            next_run_at: next.toISOString(),
          });
        }
        return out;
      },
      async runNow(name) {
        const entry = crons.get(name);
        if (!entry) return null;
        return boss.send(name, entry.data);
      },
      async drain() {
        let ran = 0;
        const errors: Error[] = [];
        for (let round = 0; round < 100; round += 1) {
          let any = false;
          for (const name of handlers.keys()) {
            const batch = await boss.fetch<object>(name, { batchSize: 20 });
            for (const job of batch ?? []) {
              any = true;
              ran += 1;
              try {
                await runOne(name, job as { id: string; data: object });
                await boss.complete(name, job.id);
              } catch (err) {
                // Failed like a worker's job (retried by the queue's policy); the test sees the error at the end.
                await boss.fail(name, job.id, { message: (err as Error).message });
                errors.push(err as Error);
              }
            }
          }
          if (!any) break;
        }
        if (errors.length) throw errors[0];
        return ran;
      },
    };
    app.decorate('jobs', jobs);

    // Several processes (WEB_CONCURRENCY) start on a fresh database at once and create the same queues: one of
    // them may meet a deadlock or a duplicate; it waits a moment and looks again (the other made the queue).
    const ensureQueue = async (name: string) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          if (!(await boss.getQueue(name))) await boss.createQueue(name);
          return;
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw err;
          await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
        }
      }
    };
    app.addHook('onReady', async () => {
      await boss.start();
      for (const name of new Set([...handlers.keys(), ...crons.keys()])) await ensureQueue(name);
      if (app.config.JOB_WORKERS) {
        for (const [name, { cron, data }] of crons) await boss.schedule(name, cron, data, { tz: 'UTC' });
        for (const name of handlers.keys()) {
          await boss.work<object>(name, { batchSize: 1 }, async ([job]) => {
            if (!job) return;
            try {
              await runOne(name, job);
            } catch (err) {
              app.log.error({ err, job: name }, 'job failed');
              throw err; // pg-boss retries it by the queue's retry policy
            }
          });
        }
      }
      started = true;
    });
    // Shutdown: take no new work at once (open requests may still run); the jobs in hand finish in onClose.
    app.addHook('preClose', async () => {
      if (!started || !app.config.JOB_WORKERS) return;
      for (const name of handlers.keys()) await boss.offWork(name);
      app.log.info('job queue stopped taking work');
    });
    app.addHook('onClose', async () => {
      if (started) await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    });
  },
  { name: 'jobs', dependencies: ['context'] },
);
