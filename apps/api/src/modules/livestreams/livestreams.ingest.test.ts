// Issue #38: going live from the platform. ffmpeg publishes a few seconds of testsrc over RTMP to the nginx the app
// started: the right key goes live and HLS segments appear under /hls/{id}; a second publisher, a wrong, a rotated and
// an out-of-window key are refused; the end of the publish ends the live state and leaves a replay whose duration
// ffprobe confirms. Needs nginx with the RTMP module (CI installs it: .ci/run) and ffmpeg.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { nginxInstalled } from './livestream-ingest.nginx.ts';
import { INGESTS } from './livestream-ingest.routes.ts';

const tools =
  nginxInstalled({ INGEST_NGINX_PATH: '/usr/sbin/nginx', INGEST_RTMP_MODULE: '/usr/lib/nginx/modules/ngx_rtmp_module.so' }) && fs.existsSync('/usr/bin/ffmpeg');
if (!tools)
  console.warn('livestreams.ingest.test: skipped, nginx with libnginx-mod-rtmp or ffmpeg is not installed (apt-get install nginx libnginx-mod-rtmp ffmpeg)');

let t: TestContext;
let admin: string;
let rtmpPort: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

/** Publishes `seconds` of testsrc; resolves with ffmpeg's exit code (non-zero when nginx refused). */
function publish(key: string, seconds: number, started?: (child: ReturnType<typeof spawn>) => void) {
  const child = spawn(
    '/usr/bin/ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc=size=320x180:rate=15:duration=${seconds}`, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '48k'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${key}`],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  started?.(child);
  const done = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 15) * 1000);
  return done.finally(() => clearTimeout(timer));
}

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stream(window: { start: number; end: number }) {
  const res = await t.request({
    method: 'POST',
    url: '/api/livestreams',
    token: admin,
    payload: { title: 'Ingest-Test', planned_start: new Date(window.start).toISOString(), planned_end: new Date(window.end).toISOString() },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}
const get = async (id: number, token: string | null = admin) => (await t.request({ method: 'GET', url: `/api/livestreams/${id}`, token })).json().data;
const now = () => Date.now();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-ingest-'));

describe.skipIf(!tools)('going live over RTMP', () => {
  beforeAll(async () => {
    rtmpPort = await freePort();
    t = await createTestApp({
      // Its own DATA_DIR (on PostgreSQL the harness shares one): a second test file's nginx would be taken over as ours.
      DATA_DIR: dataDir,
      INGEST: 'rtmp',
      INGEST_RTMP_HOST: '127.0.0.1',
      INGEST_RTMP_PORT: String(rtmpPort),
      INGEST_IDLE_SECONDS: '10',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await t.login('admin@oabat.example');
  }, 120_000); // the whole suite runs in parallel on two cores: an app start may take long
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the key only to those who manage the stream', async () => {
    const id = await stream({ start: now(), end: now() + 3600_000 });
    const mine = (await get(id)).ingest;
    expect(mine).toMatchObject({ enabled: true, server: `rtmp://localhost:${rtmpPort}/live` });
    expect(mine.key).toMatch(new RegExp(`^${id}\\?k=[0-9a-f]{64}$`));
    expect((await get(id, null)).ingest).toBeUndefined();
    const trainee = await t.login('trainee@oabat.example').catch(() => null);
    if (trainee) expect((await get(id, trainee)).ingest).toBeUndefined();
    expect((await t.request({ method: 'POST', url: `/api/livestreams/${id}/ingest_key` })).statusCode).toBe(401);
  });

  it('nginx alone reaches the callbacks (shared secret)', async () => {
    for (const url of ['/api/ingest/publish', '/api/ingest/publish?s=falsch']) {
      const res = await t.request({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=1&k=x' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Nur für den Ingest-Server.' });
    }
  });

  it('the right key goes live with HLS segments, a second publisher is refused, the end leaves a replay', async () => {
    const id = await stream({ start: now() + 10 * 60_000, end: now() + 3600_000 }); // starts in 10 minutes: within ± 30
    const key = (await get(id)).ingest.key as string;
    // Long enough that the second publisher below meets it still sending (going live waits for the format check).
    const first = publish(key, 10);
    const live = await until('is_live', async () => (await get(id)).is_live);
    expect(live).toBe(true);
    expect((await get(id, null)).video_url).toBe(`/hls/${id}/index.m3u8`);
    // A second publisher with the same key is refused while the first sends.
    expect(await publish(key, 2)).not.toBe(0);
    const playlist = await until('a playlist with segments', async () => {
      const res = await t.request({ method: 'GET', url: `/hls/${id}/index.m3u8` });
      return res.statusCode === 200 && /\d+\.ts/.test(res.body) ? res : null;
    });
    expect(playlist.headers['cache-control']).toBe('no-cache');
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segment = playlist.body.split('\n').find((l) => /^\d+\.ts$/.test(l))!;
    const seg = await t.request({ method: 'GET', url: `/hls/${id}/${segment}` });
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['cache-control']).toContain('immutable');
    expect(seg.rawPayload.length).toBeGreaterThan(1000);
    expect((await t.request({ method: 'GET', url: `/hls/${id}/..%2F..%2Fnginx.conf` })).statusCode).toBe(404);

    expect(await first).toBe(0);
    await until('the end', async () => !(await get(id)).is_live);
    const replay = await until('the replay', async () => (await get(id)).replay_url as string | null, 20_000);
    await Promise.allSettled([...(INGESTS.get(t.db)?.pending ?? [])]);
    const res = await t.request({ method: 'GET', url: replay });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-replay-')), 'replay.mp4');
    fs.writeFileSync(file, res.rawPayload);
    const duration = Number(execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString());
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    expect(duration).toBeGreaterThan(8.5);
    expect(duration).toBeLessThan(11.5);
    expect((await get(id)).ingest.replay).toMatchObject({ published: true, available: true });

    // Trimmed and hidden by the admin.
    const trimmed = await t.request({ method: 'PUT', url: `/api/livestreams/${id}/replay`, token: admin, payload: { trim_start: 2 } });
    expect(trimmed.statusCode).toBe(200);
    expect(trimmed.json().data.ingest.replay.duration).toBeLessThan(duration - 1);
    const hidden = await t.request({ method: 'PUT', url: `/api/livestreams/${id}/replay`, token: admin, payload: { published: false } });
    expect(hidden.json().data.replay_url).toBeNull();
    expect((await t.request({ method: 'PUT', url: `/api/livestreams/${id}/replay`, token: admin, payload: { trim_start: 3, trim_end: 1 } })).statusCode).toBe(
      422,
    );
  }, 120_000);

  it('wrong, rotated and out-of-window keys are refused', async () => {
    const id = await stream({ start: now() - 60_000, end: now() + 3600_000 });
    const old = (await get(id)).ingest.key as string;
    expect(await publish(`${id}?k=${'0'.repeat(64)}`, 2)).not.toBe(0);
    const rotated = await t.request({ method: 'POST', url: `/api/livestreams/${id}/ingest_key`, token: admin });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.key).not.toBe(old);
    expect(rotated.json().data.key).toMatch(new RegExp(`^${id}\\?k=[0-9a-f]{64}$`));
    expect(await publish(old, 2)).not.toBe(0);
    expect((await get(id)).is_live).toBe(false);
    expect((await get(id)).ingest.state).toMatch(/falscher oder alter Streamschlüssel/);

    const later = await stream({ start: now() + 2 * 3600_000, end: now() + 3 * 3600_000 });
    expect(await publish((await get(later)).ingest.key, 2)).not.toBe(0);
    expect((await get(later)).is_live).toBe(false);
    expect((await get(later)).ingest.state).toMatch(/außerhalb des geplanten Zeitraums/);
  }, 120_000);

  it('a publisher that stalls counts as ended after the idle time, and what it sent becomes the replay', async () => {
    const id = await stream({ start: now() - 60_000, end: now() + 3600_000 });
    let child: ReturnType<typeof spawn> | null = null;
    const sent = publish((await get(id)).ingest.key, 30, (c) => (child = c));
    await until('is_live', async () => (await get(id)).is_live);
    await new Promise((r) => setTimeout(r, 3000));
    child!.kill('SIGSTOP'); // a hung encoder: the connection stays open, no video comes
    const stalled = Date.now();
    try {
      await until('the end after 10 s without video', async () => !(await get(id)).is_live, 40_000);
      expect(Date.now() - stalled).toBeGreaterThan(8000);
      expect((await get(id)).ingest.state).toMatch(/Beendet/);
      const replay = await until('the replay up to the stall', async () => (await get(id)).replay_url as string | null, 30_000);
      expect(replay).toMatch(new RegExp(`^/media/livestreams/${id}/replay-\\d+\\.mp4$`));
    } finally {
      child!.kill('SIGKILL');
      await sent;
    }
  }, 120_000);
});
