// npm run cluster (issue #39): nginx in front of three API hosts on PostgreSQL, Redis and an S3 bucket (s3rver), on
// one machine as on several (docs/operations-cluster.md). Ctrl+C stops everything; the database and the folder stay.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { portOpen, startCluster } from './cluster-topology.ts';

const root = path.resolve(import.meta.dirname, '..');
// The web build as npm start makes it, unless WEB_DIST names another one (the hosts and nginx then serve that).
if (!process.env.WEB_DIST) {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.ts')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const redisUrl = process.env.REDIS_URL || ((await portOpen(6379)) ? 'redis://127.0.0.1:6379' : undefined);
if (!redisUrl) console.log('Kein Redis auf 127.0.0.1:6379 (REDIS_URL): Sockets erreichen dann nur die Nutzer am selben Host.');
const cluster = await startCluster({
  basePort: Number(process.env.CLUSTER_PORT ?? 3300),
  adminUrl: process.env.DATABASE_URL,
  database: process.env.CLUSTER_DATABASE ?? 'oabat_cluster',
  redisUrl,
  dir: process.env.CLUSTER_DIR ?? path.join(root, '.data', 'cluster'),
  keep: true,
});
console.log(`
  Oabat läuft hinter nginx: ${cluster.url}
  Hosts: ${cluster.hosts.map((h) => `127.0.0.1:${h.port} (pid ${h.pid}, ${h.dataDir})`).join(', ')}
  Datenbank: ${cluster.databaseUrl}   Bucket: ${cluster.s3.endpoint}/${cluster.s3.bucket}
  Logs und nginx-Konfiguration: ${cluster.dir}
`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  for (const h of cluster.hosts) await h.stop();
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
