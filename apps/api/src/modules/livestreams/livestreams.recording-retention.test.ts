// Issue #38, faults: nginx's raw recordings are deleted after INGEST_RECORDING_RETENTION_DAYS by the nightly job
// (run here through the job queue as the scheduler would); fresh ones and other files stay.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { recordDir } from './livestream-ingest.nginx.ts';
import { RECORDING_RETENTION_JOB } from './livestream-ingest.retention.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ INGEST_RECORDING_RETENTION_DAYS: '7' });
});
afterAll(() => t?.close());

it('the retention job deletes recordings older than the retention and keeps the rest', async () => {
  const dir = recordDir(t.config.DATA_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const day = 86_400_000;
  const files = { old: '990001-1700000000.flv', fresh: '990001-1800000000.flv', other: 'notes.txt' };
  for (const f of Object.values(files)) fs.writeFileSync(path.join(dir, f), 'x');
  const eightDaysAgo = new Date(Date.now() - 8 * day);
  fs.utimesSync(path.join(dir, files.old), eightDaysAgo, eightDaysAgo);
  fs.utimesSync(path.join(dir, files.other), eightDaysAgo, eightDaysAgo);
  const sixDaysAgo = new Date(Date.now() - 6 * day);
  fs.utimesSync(path.join(dir, files.fresh), sixDaysAgo, sixDaysAgo);
  try {
    expect(await t.app.jobs.runNow(RECORDING_RETENTION_JOB)).toBeTruthy();
    await t.app.jobs.drain();
    expect(fs.existsSync(path.join(dir, files.old))).toBe(false);
    expect(fs.existsSync(path.join(dir, files.fresh))).toBe(true);
    expect(fs.existsSync(path.join(dir, files.other))).toBe(true);
  } finally {
    for (const f of Object.values(files)) fs.rmSync(path.join(dir, f), { force: true });
  }
});

it('the retention has a documented default of 30 days and refuses nonsense', () => {
  expect(loadConfig({}).INGEST_RECORDING_RETENTION_DAYS).toBe(30);
  expect(() => loadConfig({ INGEST_RECORDING_RETENTION_DAYS: '0' })).toThrow(/INGEST_RECORDING_RETENTION_DAYS/);
});
