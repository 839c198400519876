// Starts the platform: configuration, database, then one HTTP port for API and web.
import { loadConfig, ConfigError } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, prepareDatabase } from './bootstrap.ts';
import cluster from 'node:cluster';
import { setupPrimary } from '@socket.io/cluster-adapter';
import { inClusterWorker, runPrimary, workerCount } from './cluster.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = Date.now();
  const workers = workerCount(config);
  if (workers > 1 && cluster.isPrimary) {
    // Migrations, reference data and the demo seed once, before any worker takes a request.
    let db;
    try {
      db = await openDatabase(config);
    } catch (err) {
      console.error(`Datenbank nicht erreichbar (DATABASE_URL): ${(err as Error).message}`);
      process.exit(1);
    }
    const log = (msg: unknown) => console.log(typeof msg === 'string' ? msg : JSON.stringify(msg));
    await prepareDatabase(db, config, { info: log, warn: log });
    await db.close();
    if (!config.REDIS_URL) setupPrimary(); // socket.io's cluster adapter talks through the primary
    runPrimary(workers, config, log);
    return;
  }
  let db;
  try {
    db = await openDatabase(config);
  } catch (err) {
    console.error(`Datenbank nicht erreichbar (DATABASE_URL/DATA_DIR): ${(err as Error).message}`);
    process.exit(1);
  }
  const app = await buildApp({ config, db, ownsDb: true });
  const worker = inClusterWorker();
  if (!worker) await prepareDatabase(db, config, app.log); // in a cluster the primary did
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Oabat läuft auf ${config.publicUrl} (bereit nach ${Date.now() - started} ms, Datenbank: ${db.kind})`);
  if (!worker) console.log(`\n  Oabat läuft: ${config.publicUrl}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Stops taking requests, socket clients and jobs first (preClose hooks), lets open requests and
    // jobs in hand finish, closes the database, then exits; a hang ends after SHUTDOWN_TIMEOUT_SECONDS.
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    force.unref();
    await app.close();
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
