import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';

const seen: { name: string; data: object }[] = [];

describe('job queue, drained by the test', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          app.jobs.work<{ n: number }>('test.echo', async (data) => {
            seen.push({ name: 'test.echo', data });
          });
          app.jobs.work<{ n: number }>('test.fails', async () => {
            throw new Error('kaputt');
          });
          app.jobs.work('test.nightly', async (data) => {
            seen.push({ name: 'test.nightly', data });
          });
          app.jobs.schedule('test.nightly', '0 3 * * *', { kind: 'nightly' });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('runs a sent job once, and a job due later only when it is due', async () => {
    seen.length = 0;
    await t.app.jobs.send('test.echo', { n: 1 });
    await t.app.jobs.send('test.echo', { n: 2 }, { startAfter: new Date(Date.now() + 3_600_000) });
    expect(await t.app.jobs.drain()).toBe(1);
    expect(seen).toEqual([{ name: 'test.echo', data: { n: 1 } }]);
    expect(await t.app.jobs.drain()).toBe(0);
  });

  it('a singleton key enqueues one job while one is waiting', async () => {
    seen.length = 0;
    const a = await t.app.jobs.send('test.echo', { n: 3 }, { singletonKey: 'k1', startAfter: new Date(Date.now() + 60_000) });
    const b = await t.app.jobs.send('test.echo', { n: 4 }, { singletonKey: 'k1', startAfter: new Date(Date.now() + 60_000) });
    expect(a).toBeTruthy();
    expect(b).toBeNull();
  });

  it('a failing job surfaces its error in drain', async () => {
    await t.app.jobs.send('test.fails', { n: 1 });
    await expect(t.app.jobs.drain()).rejects.toThrow('kaputt');
  });

  it('lists scheduled jobs with their next run, and runs one on demand', async () => {
    seen.length = 0;
    // Modules schedule their own jobs too (e.g. privacy.erase_due); this test looks at its own.
    const nightly = async () => (await t.app.jobs.schedules()).find((x) => x.name === 'test.nightly');
    const s = await nightly();
    expect(s).toMatchObject({ name: 'test.nightly', cron: '0 3 * * *', last_run_at: null });
    expect(new Date(s!.next_run_at!).getUTCHours()).toBe(3);
    await t.app.jobs.runNow('test.nightly');
    await t.app.jobs.drain();
    expect(seen).toEqual([{ name: 'test.nightly', data: { kind: 'nightly' } }]);
    const after = await nightly();
    expect(after!.last_run_at).not.toBeNull();
    expect(after!.last_state).toBe('completed');
  });
});

describe('job queue with polling workers, as npm start runs it', () => {
  let t: TestContext;
  const done: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { JOB_WORKERS: 'true' },
      {
        beforeReady: (app) => {
          app.jobs.work<{ n: number }>('test.polled', async (data) => {
            done.push(data.n);
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('a worker picks a sent job up by itself', async () => {
    await t.app.jobs.send('test.polled', { n: 7 });
    for (let i = 0; i < 100 && !done.length; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(done).toEqual([7]);
  });
});
