// Issue #38, faults. A publisher with a format the platform cannot carry (sound only; video that is not H.264) is
// refused while it publishes: the admin page reads "Falsches Format: …", the stream never shows as live, nginx drops
// the encoder and no replay is made. A restart of the API during a live stream does not stop it: nginx keeps
// running, the new process takes it over, the stream stays live and its playlist goes on, and the end still makes
// the replay. Needs nginx with the RTMP module and ffmpeg (CI installs them).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { nginxInstalled, runningNginx } from './livestream-ingest.nginx.ts';
import { INGESTS } from './livestream-ingest.routes.ts';

const tools =
  nginxInstalled({ INGEST_NGINX_PATH: '/usr/sbin/nginx', INGEST_RTMP_MODULE: '/usr/lib/nginx/modules/ngx_rtmp_module.so' }) && fs.existsSync('/usr/bin/ffmpeg');

// Ports of this file (API 3460-3469, RTMP 19360-19369), apart from other suites.
const API_PORT = 3461;
const RTMP_PORT = 19361;
let t: TestContext;
let app: TestContext['app'];
let admin: string;

const request = (o: { method: 'GET' | 'POST'; url: string; token?: string | null; payload?: unknown }) =>
  app.inject({ method: o.method, url: o.url, payload: o.payload as never, headers: o.token ? { authorization: `Bearer ${o.token}` } : {} });
const get = async (id: number) => (await request({ method: 'GET', url: `/api/livestreams/${id}`, token: admin })).json().data;

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Publishes `seconds` of lavfi input with the given codecs; resolves with ffmpeg's exit code and when it ended. */
function publish(key: string, seconds: number, media: string[]) {
  const child = spawn('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', ...media, '-f', 'flv', `rtmp://127.0.0.1:${RTMP_PORT}/live/${key}`], {
    stdio: 'ignore',
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 20) * 1000);
  return new Promise<{ code: number; at: number }>((resolve) => child.on('close', (code) => resolve({ code: code ?? -1, at: Date.now() }))).finally(() =>
    clearTimeout(timer),
  );
}
const testsrc = (s: number) => ['-f', 'lavfi', '-i', `testsrc=size=320x180:rate=15:duration=${s}`];
const sine = (s: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${s}`];
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15', '-pix_fmt', 'yuv420p'];

async function stream() {
  const now = Date.now();
  const res = await request({
    method: 'POST',
    url: '/api/livestreams',
    token: admin,
    payload: { title: 'Störungstest', planned_start: new Date(now).toISOString(), planned_end: new Date(now + 3600_000).toISOString() },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-ingest-'));

describe.skipIf(!tools)('ingest faults', () => {
  beforeAll(async () => {
    t = await createTestApp({
      // Its own DATA_DIR (on PostgreSQL the harness shares one): a second test file's nginx would be taken over as ours.
      DATA_DIR: dataDir,
      INGEST: 'rtmp',
      INGEST_RTMP_HOST: '127.0.0.1',
      INGEST_RTMP_PORT: String(RTMP_PORT),
      INGEST_IDLE_SECONDS: '10',
    });
    app = t.app;
    await app.listen({ port: API_PORT, host: '127.0.0.1' });
    admin = await t.login('admin@oabat.example');
  }, 120_000);
  afterAll(async () => {
    const left = t ? runningNginxOrNull(t.config.DATA_DIR) : null;
    if (app !== t?.app) await app?.close();
    await t?.close().catch(() => undefined);
    // A failed test must not leave nginx behind.
    if (left) {
      await new Promise((r) => setTimeout(r, 500));
      try {
        process.kill(left, 'SIGKILL');
      } catch {
        // stopped with the app, as it should
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sound only and video that is not H.264 are refused at publish time with a German reason', async () => {
    const [audioOnly, wrongCodec] = [await stream(), await stream()];
    const started = Date.now();
    const [a, v] = await Promise.all([
      publish((await get(audioOnly)).ingest.key, 40, [...sine(40), '-c:a', 'aac', '-b:a', '48k']),
      publish((await get(wrongCodec)).ingest.key, 40, [...testsrc(40), ...sine(40), '-c:v', 'flv1', '-c:a', 'aac', '-b:a', '48k']),
    ]);
    // Dropped by nginx long before the 40 s were sent.
    for (const r of [a, v]) {
      expect(r.code).not.toBe(0);
      expect(r.at - started).toBeLessThan(30_000);
    }
    const s1 = await until('the end of the sound-only publish', async () => ((await get(audioOnly)).ingest.publishing ? null : await get(audioOnly)));
    expect(s1.is_live).toBe(false);
    expect(s1.ingest.state).toMatch(/^Falsches Format: Es kommt kein Video an \(nur Ton, aac\)/);
    const s2 = await until('the end of the wrong codec', async () => ((await get(wrongCodec)).ingest.publishing ? null : await get(wrongCodec)));
    expect(s2.ingest.state).toMatch(/^Falsches Format: Das Video ist flv1, die Plattform braucht H\.264/);
    await new Promise((r) => setTimeout(r, 4000)); // the end picks up a crashed publish's recording after 3 s
    await Promise.allSettled([...(INGESTS.get(t.db)?.pending ?? [])]);
    expect((await get(audioOnly)).replay_url).toBeNull();
    expect((await get(wrongCodec)).replay_url).toBeNull();
  }, 90_000);

  it('a restart of the API during a live stream does not stop it', async () => {
    const id = await stream();
    const sent = publish((await get(id)).ingest.key, 24, [...testsrc(24), ...sine(24), ...H264, '-c:a', 'aac', '-b:a', '48k']);
    await until('is_live', async () => (await get(id)).is_live);
    const segments = async () => (await request({ method: 'GET', url: `/hls/${id}/index.m3u8` })).body.split('\n').filter((l) => /^\d+\.ts$/.test(l));
    const before = await until('a segment', async () => (await segments()).at(-1));

    await app.close(); // nginx stays: a stream is live
    const pid = runningNginxOrNull(t.config.DATA_DIR);
    expect(pid).not.toBeNull();
    await new Promise((r) => setTimeout(r, 3000)); // the API is away; OBS keeps sending

    app = await buildApp({ config: t.config, db: t.db, logger: false });
    await app.ready();
    await app.listen({ port: API_PORT, host: '127.0.0.1' });
    expect(runningNginxOrNull(t.config.DATA_DIR)).toBe(pid); // taken over, not started anew
    expect((await get(id)).is_live).toBe(true);
    // The playlist goes on after the restart.
    await until('a new segment after the restart', async () => {
      const last = (await segments()).at(-1);
      return last && Number(last.replace('.ts', '')) > Number(before.replace('.ts', '')) ? last : null;
    }).catch((err) => {
      console.log(fs.readFileSync(`${t.config.DATA_DIR}/ingest/nginx-error.log`, 'utf8').split('\n').slice(-40).join('\n'));
      throw err;
    });
    const end = await sent;
    if (end.code !== 0)
      console.log(
        fs
          .readFileSync(`${t.config.DATA_DIR}/ingest/nginx-error.log`, 'utf8')
          .split('\n')
          .filter((l) => /notify|drop|publish|update|error/i.test(l))
          .slice(-30)
          .join('\n'),
      );
    expect(end.code).toBe(0);
    await until('the end', async () => !(await get(id)).is_live);
    await until('the replay', async () => (await get(id)).replay_url as string | null, 30_000);
  }, 120_000);
});

function runningNginxOrNull(dataDir: string) {
  try {
    return runningNginx(dataDir);
  } catch {
    return null;
  }
}
