// The main journeys through nginx in front of three API hosts that share only PostgreSQL, Redis and an S3 bucket
// (issue #39): round robin, no sticky sessions, no shared disk. Needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432)
// and Redis (REDIS_URL or 127.0.0.1:6379); skipped with a message without them.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVESTREAM_EVENTS } from '@oabat/domain/livestreams';
import { livestreamRoom, REALTIME_EVENTS } from '@oabat/domain/realtime';
import { openPostgres, type Db } from '../apps/api/src/db.ts';
import { DEMO_PASSWORD } from '../apps/api/src/modules/demo/demo.helpers.ts';
import { multipartBody, testJpeg, testPdf } from '../apps/api/test/factories/media.ts';
import { type Cluster, portOpen, startCluster } from './cluster-topology.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgUp = await portOpen(Number(new URL(adminUrl).port || 5432), new URL(adminUrl).hostname);
const redisUrl = process.env.REDIS_URL || ((await portOpen(6379)) ? 'redis://127.0.0.1:6379' : '');
if (!pgUp || !redisUrl) console.log('test:cluster übersprungen: PostgreSQL (DATABASE_URL) und Redis (REDIS_URL) werden gebraucht.');
const ffmpeg = spawnSync('ffmpeg', ['-version']).status === 0;

let c: Cluster;
let db: Db;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-cluster-test-'));
const sockets: Socket[] = [];

beforeAll(async () => {
  if (!pgUp || !redisUrl) return;
  c = await startCluster({ basePort: Number(process.env.CLUSTER_PORT ?? 3320), adminUrl, redisUrl, log: () => {} });
  db = await openPostgres(c.databaseUrl, 2);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await db?.close();
  await c?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Call = { method?: string; token?: string; json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> };
async function call(pathname: string, o: Call = {}, base = c.url) {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${pathname}`, { method: o.method ?? 'GET', headers, body: o.json !== undefined ? JSON.stringify(o.json) : o.body });
}
async function login(email: string, password = DEMO_PASSWORD) {
  const res = await call('/api/auth/login', { method: 'POST', json: { email, password } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
async function multipart(fields: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = await multipartBody(fields);
  return { body: new Uint8Array(payload), headers };
}
async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined | null | false>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`${what}: nicht nach ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
const hostUrl = (i: number) => `http://127.0.0.1:${c.hosts[i].port}`;

describe.skipIf(!pgUp || !redisUrl)('three hosts behind nginx', () => {
  let pupil: { email: string; token: string };
  let business: string;
  let businessUserId: number;

  it('balances round robin over the three hosts and each says it is ready', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 3; i++) pids.add(((await (await call('/api/health/live')).json()) as { pid: number }).pid);
    expect(pids.size).toBe(3);
    const health = await call('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'postgres', redis: 'ok', storage: 's3' });
  });

  it('serves the web build’s /assets itself', async () => {
    const dist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
    const asset = fs.existsSync(path.join(dist, 'assets')) ? fs.readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js')) : undefined;
    if (!asset) return; // no web build: the API journeys below still run
    const res = await call(`/assets/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The hosts would add their security headers; nginx alone does not.
    expect(res.headers.get('x-content-type-options')).toBeNull();
  });

  it('registers a pupil, verifies and logs in, with each request on another host', async () => {
    const email = `cluster${Date.now()}@test.example`;
    const password = 'Ausbildung-2026';
    const reg = await call('/api/auth/register/trainee', {
      method: 'POST',
      json: { email, password, firstname: 'Lena', lastname: 'Maier', birthdate: '2008-05-01', newsletter_confirmed: true, register_by_phone: false },
    });
    expect(reg.status, await reg.clone().text()).toBe(201);
    const mail = await until(
      'Bestätigungscode',
      10_000,
      async () =>
        (await db.query<{ body_text: string }>('SELECT body_text FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1', [email]))[0],
    );
    const code = /\b(\d{6})\b/.exec(mail.body_text)![1];
    const verified = await call('/api/auth/verify', { method: 'POST', json: { email, password, code } });
    expect(verified.status).toBe(200);
    pupil = { email, token: await login(email, password) };
    for (let i = 0; i < 3; i++) expect((await call('/api/auth/user', { token: pupil.token })).status).toBe(200);
    business = await login('betrieb@oabat.example');
    businessUserId = ((await (await call('/api/auth/user', { token: business })).json()) as { data: { id: number } }).data.id;
  });

  let job: { id: number; slug: string };
  it('searches and opens a job page', async () => {
    const res = await call('/api/v2/search/job?term=ausbildung&business_slug=baeckerei-huber');
    expect(res.status).toBe(200);
    // The first job the search finds at the demo bakery (betrieb@, who reads the application): an open one, as an
    // expired job takes no application (410).
    const row = ((await res.json()) as { data: { id: number; slug: string }[] }).data[0];
    expect(row).toBeDefined();
    job = { id: row!.id, slug: row!.slug };
    for (let i = 0; i < 3; i++) expect((await call(`/api/v2/jobs/${encodeURIComponent(job.slug)}`)).status).toBe(200);
  });

  it('applies with a file uploaded on one host; every host serves the file', async () => {
    const up = await call('/api/file', {
      method: 'POST',
      token: pupil.token,
      ...(await multipart({ file: { bytes: testPdf(), name: 'lebenslauf.pdf', type: 'application/pdf' } })),
    });
    expect(up.status, await up.clone().text()).toBe(201);
    const file = ((await up.json()) as { data: { id: number } }).data;
    const apply = await call('/api/job_interests', {
      method: 'POST',
      token: pupil.token,
      json: { job_id: job.id, message: 'Hallo, ich interessiere mich sehr für diese Stelle.', file_ids: [file.id] },
    });
    expect(apply.status, await apply.clone().text()).toBe(201);
    for (let i = 0; i < 3; i++) {
      const res = await call(`/api/file/${file.id}`, { token: pupil.token }, hostUrl(i));
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(testPdf())).toBe(true);
    }
  });

  it('delivers a chat message to the sockets on every host (Redis between them)', async () => {
    // Three sockets of the business through the balancer: round robin puts them on three hosts.
    for (let i = 0; i < 3; i++)
      sockets.push(io(c.url, { path: '/socket.io', transports: ['websocket'], auth: { token: business }, forceNew: true, reconnection: false }));
    await Promise.all(sockets.map((s) => new Promise<void>((resolve, reject) => s.once('connect', () => resolve()).once('connect_error', reject))));
    const body = `Hallo aus dem Cluster ${Date.now()}`;
    const got = sockets.map(
      (s) => new Promise<void>((resolve) => s.on(REALTIME_EVENTS.newMessage, (p: { message?: { body?: string } }) => p.message?.body === body && resolve())),
    );
    const sent = await call('/api/chat/messages', { method: 'POST', token: pupil.token, json: { receiver_id: businessUserId, body } });
    expect(sent.status, await sent.clone().text()).toBe(201);
    await Promise.race([Promise.all(got), new Promise((_, reject) => setTimeout(() => reject(new Error('chat message not on every socket')), 10_000))]);
  });

  it('serves an uploaded image from every host (from the bucket, not a host disk)', async () => {
    const up = await call('/api/images', {
      method: 'POST',
      token: business,
      ...(await multipart({ image: { bytes: await testJpeg(800, 600), name: 'halle.jpg', type: 'image/jpeg' } })),
    });
    expect(up.status, await up.clone().text()).toBe(201);
    const url = ((await up.json()) as { data: { urls: Record<string, string> } }).data.urls['3.webp']!;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(new URL(new URL(url, c.url).pathname, hostUrl(i)));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
    for (const h of c.hosts) expect(fs.readdirSync(h.dataDir).includes('uploads') && fs.readdirSync(path.join(h.dataDir, 'uploads')).length).toBeFalsy();
  });

  it('takes a tus video upload whose parts reach different hosts, and renders it on whichever host', async () => {
    const clipFile = path.join(tmp, 'clip.mkv');
    if (ffmpeg) execFileSync('ffmpeg', ['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=2', '-c:v', 'mpeg4', clipFile]);
    // Without ffmpeg the bytes still travel (the render waits for ffmpeg); a Matroska head makes the type check pass.
    const clip = ffmpeg ? fs.readFileSync(clipFile) : Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.alloc(30_000, 1)]);
    const created = await call('/api/videos', { method: 'POST', token: business, json: { title: 'Cluster', upload: { size: clip.length, name: 'clip.mkv' } } });
    expect(created.status, await created.clone().text()).toBe(201);
    const video = ((await created.json()) as { data: { id: number } }).data;
    const tus = (extra: Record<string, string> = {}) => ({ 'Tus-Resumable': '1.0.0', ...extra });
    const meta = `video_id ${Buffer.from(String(video.id)).toString('base64')},filename ${Buffer.from('clip.mkv').toString('base64')}`;
    const start = await call('/api/videos/upload', {
      method: 'POST',
      token: business,
      headers: tus({ 'Upload-Length': String(clip.length), 'Upload-Metadata': meta }),
    });
    expect(start.status, await start.clone().text()).toBe(201);
    const location = start.headers.get('location')!;
    // Part one on host 1, the offset asked on host 3, part two on host 2: no host has seen the whole upload.
    const half = Math.floor(clip.length / 2);
    const octets = { 'Content-Type': 'application/offset+octet-stream' };
    const p1 = await call(
      location,
      { method: 'PATCH', token: business, headers: tus({ 'Upload-Offset': '0', ...octets }), body: clip.subarray(0, half) },
      hostUrl(0),
    );
    expect(p1.status, await p1.clone().text()).toBe(204);
    const head = await call(location, { method: 'HEAD', token: business, headers: tus() }, hostUrl(2));
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const p2 = await call(
      location,
      { method: 'PATCH', token: business, headers: tus({ 'Upload-Offset': String(half), ...octets }), body: clip.subarray(half) },
      hostUrl(1),
    );
    expect(p2.status, await p2.clone().text()).toBe(204);
    for (const h of c.hosts)
      expect(fs.existsSync(path.join(h.dataDir, 'video-uploads')) && fs.readdirSync(path.join(h.dataDir, 'video-uploads')).length).toBeFalsy();
    if (!ffmpeg) return;
    const ready = await until('video rendered', 60_000, async () => {
      const v = ((await (await call(`/api/videos/${video.id}`, { token: business })).json()) as { data: { state: string; files: { link: string }[] } }).data;
      return v.state === 'ready' ? v : v.state === 'error' ? Promise.reject(new Error('render failed')) : null;
    });
    const mp4 = await call(ready.files[0]!.link);
    expect(mp4.status).toBe(200);
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    // The render job removes the upload's parts and state right after it marks the video ready (renderVideo), so
    // the removal may still be under way when "ready" is read: wait for it (under load it once came after the check).
    await until('upload state removed', 10_000, async () => (await db.query('SELECT 1 FROM video_upload_state')).length === 0);
  });

  it('keeps answering while a host is killed (kill -9) and takes it back once it is ready again', async () => {
    c.hosts[2].kill();
    // Reads go to the next host when one refuses (proxy_next_upstream); none of them fails.
    for (let i = 0; i < 6; i++) expect((await call(`/api/v2/jobs/${encodeURIComponent(job.slug)}`)).status).toBe(200);
    expect((await call('/api/chat/conversations', { token: pupil.token })).status).toBe(200);
    await c.hosts[2].start();
    // nginx rests a failed host for fail_timeout (5 s, passive checks) before it sends it requests again.
    const back = await until('restarted host in the rotation', 30_000, async () => {
      const pid = ((await (await call('/api/health/live')).json()) as { pid: number }).pid;
      return pid === c.hosts[2].pid;
    });
    expect(back).toBe(true);
  });

  it('a chat message held by the delay reaches viewers on the other hosts although its host is killed meanwhile', async () => {
    const admin = await login('admin@oabat.example');
    const stream = (await db.one<{ id: number }>(`SELECT id FROM livestreams WHERE title = 'Ausbildungsmesse Passau live'`))!.id;
    expect((await call(`/api/livestreams/${stream}`, { method: 'PUT', token: admin, json: { message_threshold: 4 } })).status).toBe(200);
    // Two guests watching, one on host 0 and one on host 1 (directly, not through the balancer).
    const viewers = [0, 1].map((i) => io(hostUrl(i), { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false }));
    sockets.push(...viewers);
    await Promise.all(viewers.map((s) => new Promise<void>((resolve, reject) => s.once('connect', () => resolve()).once('connect_error', reject))));
    for (const s of viewers) expect(await s.timeout(5000).emitWithAck('join', { room: livestreamRoom(stream) })).toEqual({ ok: true });
    const text = `Gehalten und trotzdem da ${Date.now()}`;
    const arrived = viewers.map((s) => {
      const texts: string[] = [];
      const take = (m: { text?: string }) => m.text && texts.push(m.text);
      s.on(LIVESTREAM_EVENTS.message, take);
      s.on(LIVESTREAM_EVENTS.messages, (p: { messages: { text?: string }[] }) => p.messages.forEach(take));
      return texts;
    });
    // Written on host 2, which is killed while the message is held: the other hosts hold it too.
    const sent = await call(`/api/livestreams/${stream}/messages`, { method: 'POST', token: pupil.token, json: { text, nickname: 'Lena' } }, hostUrl(2));
    expect(sent.status, await sent.clone().text()).toBe(201);
    await new Promise((r) => setTimeout(r, 200));
    c.hosts[2].kill();
    try {
      expect(arrived.flat()).not.toContain(text);
      await until('held message on both viewers', 15_000, async () => arrived.every((texts) => texts.includes(text)));
    } finally {
      await call(`/api/livestreams/${stream}`, { method: 'PUT', token: admin, json: { message_threshold: 0 } });
      await c.hosts[2].start();
    }
  });

  it('makes a data export on one host that every host hands out', async () => {
    const asked = await call('/api/account/data_export', { method: 'POST', token: pupil.token });
    expect(asked.status).toBe(202);
    const mail = await until(
      'export mail',
      30_000,
      async () =>
        (
          await db.query<{ body_text: string }>(
            "SELECT body_text FROM outbox WHERE lower(recipient) = lower($1) AND subject = 'Deine Daten zum Herunterladen'",
            [pupil.email],
          )
        )[0],
    );
    const token = /\/einstellungen\/datenexport\/([A-Za-z0-9_-]+)/.exec(mail.body_text)![1];
    for (let i = 0; i < 3; i++) {
      const res = await call(`/api/account/data_export/${token}`, { token: pupil.token }, hostUrl(i));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
    }
  });
});
