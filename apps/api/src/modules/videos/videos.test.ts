import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';
import { UPLOAD_CLEANUP_JOB, videoDeps } from './videos.deps.ts';
import { dropAbandonedUploads } from './videos.upload.ts';

let t: TestContext;
let huber: string;
let rival: Awaited<ReturnType<typeof buildBusiness>>;
let trainee: string;
let region: string;
let base: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-video-test-'));
let clip: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  huber = await t.login('betrieb@oabat.example');
  region = await t.login('region@oabat.example');
  trainee = await loginAs(t, (await makeUser(t, { trainee: true })).email);
  rival = await buildBusiness(t, { slug: 'videotest-rivale', permissions: [] });
  // A real small video: 3 s test picture with a tone, 320x240, in a container the browser would not play as is.
  const file = path.join(tmp, 'clip.mkv');
  execFileSync('ffmpeg', [
    '-y',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=25:duration=3',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:v',
    'mpeg4',
    '-q:v',
    '5',
    '-c:a',
    'libvorbis',
    file,
  ]);
  clip = fs.readFileSync(file);
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const create = (token: string | null, body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/videos', token, payload: body });
const tusHeaders = (token: string, extra: Record<string, string> = {}) => ({ 'Tus-Resumable': '1.0.0', authorization: `Bearer ${token}`, ...extra });
const meta = (videoId: number) => `video_id ${Buffer.from(String(videoId)).toString('base64')},filename ${Buffer.from('clip.mkv').toString('base64')}`;

async function startUpload(token: string, videoId: number, size: number) {
  return fetch(`${base}/api/videos/upload`, {
    method: 'POST',
    headers: tusHeaders(token, { 'Upload-Length': String(size), 'Upload-Metadata': meta(videoId) }),
  });
}
const patch = (token: string, location: string, offset: number, bytes: Buffer) =>
  fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: tusHeaders(token, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
    body: bytes,
  });
const offsetOf = async (token: string, location: string) => {
  const res = await fetch(`${base}${location}`, { method: 'HEAD', headers: tusHeaders(token) });
  return { status: res.status, offset: Number(res.headers.get('upload-offset')) };
};

/** A PATCH whose connection breaks after `sent` bytes of the announced `total` (a dropped network). */
function droppedPatch(token: string, location: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${location}`, {
      method: 'PATCH',
      headers: {
        ...tusHeaders(token, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
        'Content-Length': String(bytes.length),
      },
    });
    req.on('error', () => resolve());
    req.on('response', (res) => {
      res.resume();
      resolve();
    });
    req.write(bytes.subarray(0, sent), () => setTimeout(() => req.destroy(), 300));
  });
}

const probe = (file: string) =>
  JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file]).toString()) as {
    streams: { codec_type: string; codec_name: string; width?: number }[];
    format: { format_name: string; duration: string };
  };

describe('demo', () => {
  it('Bäckerei Huber has a rendered demo video on first start', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/videos?owner_type=business&owner=baeckerei-huber' })).json().data;
    const demo = list.find((v: { title: string }) => v.title === 'Ein Tag in unserer Backstube');
    expect(demo).toMatchObject({ state: 'ready', is_rendered: true });
    // On PostgreSQL a test database is a copy of the template database only; the template's rendered file is not
    // copied with it (on PGlite the whole template folder is), so the file itself is checked on PGlite.
    if (!t.config.DATABASE_URL) expect((await t.request({ method: 'GET', url: demo.files[0].link })).statusCode).toBe(200);
  });
});

describe('link videos', () => {
  it('a business adds a Vimeo video; it is ready at once and plays in Vimeo’s player', async () => {
    const res = await create(huber, { title: 'Unser Betrieb', vimeo_url: 'https://vimeo.com/76979871' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      state: 'ready',
      is_rendered: true,
      vimeo_id: '76979871',
      embed_url: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    const list = await t.request({ method: 'GET', url: '/api/videos?owner_type=business&owner=baeckerei-huber' });
    expect(list.json().data.map((v: { title: string }) => v.title)).toContain('Unser Betrieb');
  });
  it('refuses guests, trainees, a script address and a video without a source', async () => {
    expect((await create(null, { title: 'x', link: 'https://example.org/v' })).statusCode).toBe(401);
    expect((await create(trainee, { title: 'x', link: 'https://example.org/v' })).statusCode).toBe(403);
    const script = await create(huber, { title: 'x', link: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(422);
    expect(script.json().errors.link[0]).toBe('Bitte gib eine Adresse mit https:// ein.');
    expect((await create(huber, { title: 'x' })).statusCode).toBe(422);
  });
  it('only the owner changes and deletes; another business gets 403 and changes nothing', async () => {
    const id = (await create(huber, { title: 'Alt', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).json().data.id;
    const foreign = await t.request({ method: 'PUT', url: `/api/videos/${id}`, token: rival.token, payload: { title: 'Gekapert' } });
    expect(foreign.statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/videos/${id}`, token: rival.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/videos/${id}` })).json().data.title).toBe('Alt');
    const own = await t.request({ method: 'PUT', url: `/api/videos/${id}`, token: huber, payload: { title: 'Neu', type: 'trainee_story' } });
    expect(own.json().data).toMatchObject({ title: 'Neu', type: 'trainee_story', embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    const deleted = await t.request({ method: 'DELETE', url: `/api/videos/${id}`, token: huber });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.request({ method: 'GET', url: `/api/videos/${id}` })).statusCode).toBe(404);
  });
});

describe('uploads over tus', () => {
  it('uploads in parts, survives a dropped connection, resumes, and gets a playable rendition with a thumbnail', async () => {
    const created = await create(huber, { title: 'Backstube', upload: { size: clip.length, name: 'clip.mkv' } });
    expect(created.statusCode).toBe(201);
    const video = created.json().data;
    expect(video).toMatchObject({ state: 'pending', is_rendered: false, upload: { approach: 'tus', upload_link: '/api/videos/upload' } });
    // Nobody else sees it before it is rendered, and nobody else may upload into it.
    expect((await t.request({ method: 'GET', url: `/api/videos/${video.id}` })).statusCode).toBe(404);
    expect((await startUpload(rival.token, video.id, clip.length)).status).toBe(404);

    const started = await startUpload(huber, video.id, clip.length);
    expect(started.status).toBe(201);
    const location = started.headers.get('location')!;
    expect(location).toMatch(/^\/api\/videos\/upload\/[0-9a-f-]{36}$/);
    expect((await offsetOf(rival.token, location)).status).toBe(404);
    expect((await patch(rival.token, location, 0, clip.subarray(0, 100))).status).toBe(404);

    const third = Math.floor(clip.length / 3);
    const first = await patch(huber, location, 0, clip.subarray(0, third));
    expect(first.status).toBe(204);
    expect(Number(first.headers.get('upload-offset'))).toBe(third);
    // The connection drops in the middle of the second part.
    await droppedPatch(huber, location, third, clip.subarray(third), Math.floor(third / 2));
    const { offset } = await offsetOf(huber, location);
    expect(offset).toBeGreaterThanOrEqual(third);
    expect(offset).toBeLessThan(clip.length);
    // Resume where the server stopped.
    const rest = await patch(huber, location, offset, clip.subarray(offset));
    expect(rest.status).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/videos/${video.id}`, token: huber })).json().data).toMatchObject({
      state: 'processing',
      is_rendered: false,
    });

    await t.app.jobs.drain();
    const rendered = (await t.request({ method: 'GET', url: `/api/videos/${video.id}` })).json().data;
    expect(rendered).toMatchObject({ state: 'ready', is_rendered: true });
    expect(rendered.files[0]).toMatchObject({ type: 'video/mp4', width: 320, height: 240 });
    // The media viewer asks by uid.
    expect((await t.request({ method: 'GET', url: `/api/videos/${rendered.uid}` })).json().data.id).toBe(video.id);
    expect((await t.request({ method: 'GET', url: '/api/videos/channels', token: huber })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/videos/channels', token: trainee })).statusCode).toBe(403);

    const mp4 = await t.request({ method: 'GET', url: rendered.files[0].link });
    expect(mp4.statusCode).toBe(200);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    fs.writeFileSync(path.join(tmp, 'out.mp4'), mp4.rawPayload);
    const p = probe(path.join(tmp, 'out.mp4'));
    expect(p.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Number(p.format.duration)).toBeGreaterThan(2.5);
    // faststart: the moov atom comes before the media data.
    expect(mp4.rawPayload.indexOf('moov')).toBeLessThan(mp4.rawPayload.indexOf('mdat'));
    const range = await t.request({ method: 'GET', url: rendered.files[0].link, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);

    const thumb = await t.request({ method: 'GET', url: rendered.thumbnail_url });
    fs.writeFileSync(path.join(tmp, 'thumb.jpg'), thumb.rawPayload);
    expect(probe(path.join(tmp, 'thumb.jpg')).streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 320 });
    // The tus file is gone once rendered.
    expect(fs.existsSync(path.join(t.config.DATA_DIR, 'video-uploads', location.split('/').pop()!))).toBe(false);
  }, 120_000);

  it('refuses a renamed file by its content with a German message', async () => {
    const fake = Buffer.from('MZ this is a program, not a video '.repeat(200));
    const video = (await create(huber, { title: 'Kein Video', upload: { size: fake.length, name: 'film.mp4' } })).json().data;
    const location = (await startUpload(huber, video.id, fake.length)).headers.get('location')!;
    const res = await patch(huber, location, 0, fake);
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe('Diese Datei ist kein Video. Bitte lade ein Video als MP4, MOV, WebM, MKV oder AVI hoch.');
    const after = (await t.request({ method: 'GET', url: `/api/videos/${video.id}`, token: huber })).json().data;
    expect(after).toMatchObject({ state: 'error', is_rendered: false });
  });

  it('refuses a video above VIDEO_MAX_MB before storing anything', async () => {
    const big = 501 * 1024 * 1024;
    const res = await create(huber, { title: 'Zu groß', upload: { size: big, name: 'gross.mp4' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Das Video ist zu groß (höchstens 500 MB).');
    const small = (await create(huber, { title: 'Klein angekündigt', upload: { size: 1000, name: 'a.mp4' } })).json().data;
    const tus = await startUpload(huber, small.id, big);
    expect(tus.status).toBe(413);
    expect((await t.request({ method: 'GET', url: `/api/videos/${small.id}`, token: huber })).json().data.state).toBe('pending');
  });

  it('deleting a video cancels its running upload and removes the file', async () => {
    const video = (await create(huber, { title: 'Abgebrochen', upload: { size: clip.length, name: 'clip.mkv' } })).json().data;
    const location = (await startUpload(huber, video.id, clip.length)).headers.get('location')!;
    expect((await patch(huber, location, 0, clip.subarray(0, 1000))).status).toBe(204);
    const file = path.join(t.config.DATA_DIR, 'video-uploads', location.split('/').pop()!);
    expect(fs.existsSync(file)).toBe(true);
    // Another business does not even see the unfinished video.
    expect((await t.request({ method: 'DELETE', url: `/api/videos/${video.id}`, token: rival.token })).statusCode).toBe(404);
    expect(fs.existsSync(file)).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/videos/${video.id}`, token: huber })).statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    expect((await offsetOf(huber, location)).status).toBe(404);
  });

  it('an upload left unfinished for a day is removed by the hourly job, and its video says to upload again', async () => {
    const video = (await create(huber, { title: 'Liegen gelassen', upload: { size: clip.length, name: 'clip.mkv' } })).json().data;
    const location = (await startUpload(huber, video.id, clip.length)).headers.get('location')!;
    expect((await patch(huber, location, 0, clip.subarray(0, 1000))).status).toBe(204);
    const file = path.join(t.config.DATA_DIR, 'video-uploads', location.split('/').pop()!);
    // A fresh upload stays: the job runs every hour, the upload is a day old only tomorrow.
    await t.app.jobs.runNow(UPLOAD_CLEANUP_JOB);
    await t.app.jobs.drain();
    expect((await t.request({ method: 'GET', url: `/api/videos/${video.id}`, token: huber })).json().data.state).toBe('uploading');
    await t.db.query(`UPDATE videos SET updated_at = now() - interval '25 hours' WHERE id = $1`, [video.id]);
    expect(await dropAbandonedUploads(videoDeps(t.app))).toEqual([video.id]);
    expect(fs.existsSync(file)).toBe(false);
    expect((await offsetOf(huber, location)).status).toBe(404);
    const after = (await t.request({ method: 'GET', url: `/api/videos/${video.id}`, token: huber })).json().data;
    expect(after).toMatchObject({
      state: 'error',
      error: 'Der Upload wurde nicht beendet und nach einem Tag verworfen. Bitte lade das Video noch einmal hoch.',
    });
    // A second run finds nothing more to do.
    expect(await dropAbandonedUploads(videoDeps(t.app))).toEqual([]);
  });
});

describe('videos on channels', () => {
  it('the channel’s region places and sorts its members’ videos; others are refused', async () => {
    const channel = (await t.db.one<{ id: number; slug: string }>(
      `SELECT c.id, c.slug FROM regions r JOIN channels c ON c.id = r.channel_id WHERE r.slug = 'passau'`,
    ))!;
    const huberId = (await t.db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'baeckerei-huber'`))!.id;
    await t.db.query(`INSERT INTO business_channels (business_id, channel_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [huberId, channel.id]);
    const a = (await create(huber, { title: 'Erstes', link: 'https://example.org/a' })).json().data;
    const b = (await create(huber, { title: 'Zweites', link: 'https://example.org/b' })).json().data;
    const foreign = (await create(rival.token, { title: 'Fremdes', link: 'https://example.org/c' })).json().data;

    expect((await t.request({ method: 'POST', url: `/api/videos/${a.id}/channels/${channel.id}?sorting=2`, token: huber })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/videos/${b.id}/channels/${channel.id}?sorting=5`, token: region })).statusCode).toBe(200);
    // Not a member: neither the rival itself nor the region may put its video there.
    expect((await t.request({ method: 'POST', url: `/api/videos/${foreign.id}/channels/${channel.id}`, token: rival.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/videos/${foreign.id}/channels/${channel.id}`, token: region })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/videos/${a.id}/channels/${channel.id}?sorting=1`, token: trainee })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/videos/${a.id}/channels/${channel.id}`, token: rival.token })).statusCode).toBe(403);

    // The demo video is on this channel too; these two are the test's.
    const order = async () =>
      (await t.request({ method: 'GET', url: `/api/videos?channel=${channel.slug}` }))
        .json()
        .data.map((v: { title: string }) => v.title)
        .filter((title: string) => ['Erstes', 'Zweites'].includes(title));
    expect(await order()).toEqual(['Erstes', 'Zweites']);
    // The region moves the second one up.
    await t.request({ method: 'POST', url: `/api/videos/${b.id}/channels/${channel.id}?sorting=1`, token: region });
    expect(await order()).toEqual(['Zweites', 'Erstes']);
    expect((await t.request({ method: 'DELETE', url: `/api/videos/${b.id}/channels/${channel.id}`, token: region })).statusCode).toBe(200);
    expect(await order()).toEqual(['Erstes']);
    expect((await t.request({ method: 'POST', url: `/api/videos/${a.id}/channels/${channel.id}?sorting=abc`, token: region })).statusCode).toBe(422);
  });
});
