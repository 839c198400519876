// npm start on PostgreSQL uses every core (issue #23): WEB_CONCURRENCY workers (default: the number of cores)
// share one port through node:cluster. The primary migrates, imports and seeds once, then forks; only the first
// worker runs the job schedules and workers. Sockets are websocket-only, so no sticky sessions are needed; events
// reach the sockets of every worker through Redis (REDIS_URL) or else the cluster adapter (realtime.ts).
// PGlite stays one process: its database lives inside the process.
import cluster from 'node:cluster';
import os from 'node:os';
import type { Config } from './config.ts';

/** Set in a worker's environment: its number (0 runs the jobs). */
export const WORKER_INDEX = 'OABAT_WORKER_INDEX';

export function workerCount(config: Pick<Config, 'DATABASE_URL' | 'WEB_CONCURRENCY'>): number {
  if (!config.DATABASE_URL) return 1;
  return config.WEB_CONCURRENCY ?? os.availableParallelism();
}

/**
 * Connections per process: DATABASE_POOL_SIZE, else four per core shared by the workers (at least 4 each),
 * so the whole platform keeps the same total however many workers run.
 */
export function poolSize(config: Pick<Config, 'DATABASE_POOL_SIZE'>, workers: number): number {
  return config.DATABASE_POOL_SIZE ?? Math.max(4, Math.ceil((4 * os.availableParallelism()) / workers));
}

export const inClusterWorker = () => cluster.isWorker && process.env[WORKER_INDEX] !== undefined;

/** Forks the workers and keeps them running; SIGTERM/SIGINT stop them gracefully, then the primary exits. */
export function runPrimary(workers: number, config: Config, log: (msg: string) => void) {
  let stopping = false;
  let listening = 0;
  const fork = (index: number) => {
    // Only the first worker schedules and works jobs, unless jobs are off altogether.
    const env = { [WORKER_INDEX]: String(index), ...(index > 0 ? { JOB_WORKERS: 'false' } : {}) };
    const worker = cluster.fork(env);
    worker.once('listening', () => {
      if (++listening === workers) console.log(`\n  Oabat läuft: ${config.publicUrl} (${workers} Prozesse)\n`);
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      log(`worker ${index} ended (${signal ?? code}); starting it again`);
      setTimeout(() => fork(index), 1000);
    });
  };
  for (let i = 0; i < workers; i++) fork(i);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    let left = alive.length;
    if (!left) process.exit(0);
    for (const w of alive) {
      w!.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      w!.process.kill(signal);
    }
    setTimeout(() => process.exit(1), (config.SHUTDOWN_TIMEOUT_SECONDS + 5) * 1000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
