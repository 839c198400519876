// Issue #38, faults: nginx's raw recordings (kept for trimming the replay, about 1.1 GB an hour) are deleted after
// INGEST_RECORDING_RETENTION_DAYS by a nightly job that runs with the platform's other periodic jobs. The replays
// made from them stay in the media storage; trimming says the original is gone.
import fs from 'node:fs';
import path from 'node:path';
import { recordDir } from './livestream-ingest.nginx.ts';

export const RECORDING_RETENTION_JOB = 'livestreams.recording-retention';
export const RECORDING_RETENTION_CRON = '23 4 * * *';

/** Deletes recordings last written more than `days` ago (a recording being written is fresh); returns their names. */
export async function dropOldRecordings(dataDir: string, days: number, now = Date.now()) {
  const dir = recordDir(dataDir);
  const cutoff = now - days * 86_400_000;
  const dropped: string[] = [];
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    if (!/^\d{1,9}-\d+\.flv$/.test(name)) continue;
    const full = path.join(dir, name);
    const stat = await fs.promises.stat(full).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) {
      await fs.promises.rm(full, { force: true });
      dropped.push(name);
    }
  }
  return dropped;
}
