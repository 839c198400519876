// Media parsers decide the format from content (issue #35, finding 1): an upload that file-type took for MPEG-TS
// was a DASH manifest for ffmpeg, whose BaseURL read another video from the server. Video uploads are probed and
// rendered with the demuxers of VIDEO_CONTAINER_FORMATS only; every row of that table has a sample here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { probe, probeUpload, render, VIDEO_CONTAINER_FORMATS, VideoFormatRefused, type VideoDemuxer } from './videos.render.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-video-formats-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);
/** A second of test picture in the given container. */
function sample(name: string, format: string, codec: string, size = '160x120') {
  const file = path.join(tmp, name);
  ffmpeg('-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=1`, '-c:v', codec, '-f', format, file);
  return file;
}

/** How to make a sample of each allowed container; a row of the table without one fails the first test. */
const SAMPLES: Record<VideoDemuxer, { format: string; codec: string }> = {
  mov: { format: 'mp4', codec: 'mpeg4' },
  matroska: { format: 'webm', codec: 'libvpx' },
  avi: { format: 'avi', codec: 'mpeg4' },
  mpegts: { format: 'mpegts', codec: 'mpeg2video' },
  mpeg: { format: 'mpeg', codec: 'mpeg1video' },
  flv: { format: 'flv', codec: 'flv' },
  ogg: { format: 'ogg', codec: 'libtheora' },
  asf: { format: 'asf', codec: 'wmv2' },
};

/**
 * The crafted file of the finding: 0x47 at bytes 4 and 196 (file-type: MPEG-TS), the rest an XML comment and a
 * DASH manifest whose BaseURL names `target` on this server.
 */
function craftedDash(target: string) {
  const head = `<!--G${' '.repeat(191)}G -->`;
  const mpd =
    '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011" type="static" ' +
    'mediaPresentationDuration="PT1S" minBufferTime="PT1S"><Period><AdaptationSet mimeType="video/mp4">' +
    '<Representation id="1" bandwidth="1000" width="200" height="100" codecs="mp4v.20.9">' +
    `<BaseURL>file://${target}</BaseURL></Representation></AdaptationSet></Period></MPD>`;
  const bytes = Buffer.from(`${head}\n${mpd}\n`);
  expect([bytes[4], bytes[196]]).toEqual([0x47, 0x47]);
  return bytes;
}

describe('the container formats a video may have', () => {
  it('reads a sample of every allowed container with its own demuxer and renders it', async () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(VIDEO_CONTAINER_FORMATS.map((f) => f.demuxer).sort());
    for (const { demuxer } of VIDEO_CONTAINER_FORMATS) {
      const file = sample(`sample-${demuxer}`, SAMPLES[demuxer].format, SAMPLES[demuxer].codec);
      expect((await probeUpload('ffprobe', file)).demuxer, demuxer).toBe(demuxer);
      const out = await render('ffmpeg', 'ffprobe', file);
      expect(out.probe, demuxer).toMatchObject({ demuxer: 'mov', width: 160, height: 120, hasVideo: true });
      // The working folder holds the rendition and thumbnail only (the link to the upload is gone).
      expect(fs.readdirSync(out.dir).sort()).toEqual(['thumbnail.jpg', 'video.mp4']);
      fs.rmSync(out.dir, { recursive: true, force: true });
    }
  }, 240_000);

  it('refuses every other format: manifests, playlists, concat lists, images and audio', async () => {
    const secret = sample('secret.mp4', 'mp4', 'mpeg4', '200x100');
    const refused: Record<string, Buffer> = {
      dash: craftedDash(secret),
      hls: Buffer.from(`#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nfile://${secret}\n#EXT-X-ENDLIST\n`),
      concat: Buffer.from(`ffconcat version 1.0\nfile '${secret}'\n`),
      png: execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=32x32', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-']),
      wav: execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-f', 'wav', '-']),
    };
    for (const [name, bytes] of Object.entries(refused)) {
      const file = path.join(tmp, `refused-${name}`);
      fs.writeFileSync(file, bytes);
      await expect(probeUpload('ffprobe', file), name).rejects.toBeInstanceOf(VideoFormatRefused);
      await expect(render('ffmpeg', 'ffprobe', file), name).rejects.toBeInstanceOf(VideoFormatRefused);
    }
    // The same probe reads the allowed file itself: the refusal is the format's, not the path's.
    expect((await probe('ffprobe', secret)).width).toBe(200);
  }, 120_000);
});

describe('a crafted upload (issue #35, finding 1)', () => {
  let t: TestContext;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  it('a DASH manifest disguised as MPEG-TS is refused with a German reason and reads no other file', async () => {
    const token = await t.login('betrieb@oabat.example');
    // Another video's file on this server (200x100): what the manifest asks for.
    const other = path.join(t.config.DATA_DIR, 'uploads', 'videos', 'fremd', 'video.mp4');
    fs.mkdirSync(path.dirname(other), { recursive: true });
    fs.copyFileSync(sample('other.mp4', 'mp4', 'mpeg4', '200x100'), other);
    const bytes = craftedDash(other);

    const video = (
      await t.request({ method: 'POST', url: '/api/videos', token, payload: { title: 'Getarnt', upload: { size: bytes.length, name: 'film.ts' } } })
    ).json().data;
    const tus = { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${token}` };
    const started = await fetch(`${base}/api/videos/upload`, {
      method: 'POST',
      headers: { ...tus, 'Upload-Length': String(bytes.length), 'Upload-Metadata': `video_id ${Buffer.from(String(video.id)).toString('base64')}` },
    });
    const res = await fetch(`${base}${started.headers.get('location')}`, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: bytes,
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Dieses Videoformat wird nicht unterstützt. Bitte lade ein Video als MP4, MOV, WebM, MKV oder AVI hoch.',
    );
    await t.app.jobs.drain();
    const after = (await t.request({ method: 'GET', url: `/api/videos/${video.id}`, token })).json().data;
    expect(after).toMatchObject({ state: 'error', is_rendered: false });
    expect(fs.existsSync(path.join(t.config.DATA_DIR, 'uploads', 'videos', video.uid))).toBe(false);
    // Had the job run anyway, it refuses too (and renders nothing of the other file).
    const file = path.join(tmp, 'crafted.ts');
    fs.writeFileSync(file, bytes);
    await expect(render('ffmpeg', 'ffprobe', file)).rejects.toBeInstanceOf(VideoFormatRefused);
  }, 120_000);
});
