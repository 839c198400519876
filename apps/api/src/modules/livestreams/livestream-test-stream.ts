// The test picture for tests and the demo: ffmpeg renders two minutes of `testsrc` with a tone into HLS
// segments under DATA_DIR/uploads/livestream-test (once, on the first request), served by the platform, so
// the player plays real segments. Without ffmpeg the playlist answers 404 and the demo stream has no video.
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { notFound } from '../../lib/errors.ts';

export const TEST_STREAM_URL = '/api/livestream/test-stream/index.m3u8';
const FILE = /^(index\.m3u8|seg\d{3}\.ts)$/;
const FFMPEG = '/usr/bin/ffmpeg';
/** Renders under way, by folder (two apps in one process, as in the tests, have folders of their own). */
const making = new Map<string, Promise<void>>();

export const ffmpegAvailable = () => fs.existsSync(FFMPEG);
const dirOf = (dataDir: string) => path.join(dataDir, 'uploads', 'livestream-test');

/** Renders the segments into a fresh folder and moves it in place, so a reader never sees half a stream. */
export function makeTestStream(dataDir: string, seconds = 120): Promise<void> {
  const dir = dirOf(dataDir);
  if (fs.existsSync(path.join(dir, 'index.m3u8'))) return Promise.resolve();
  const pending = making.get(dir);
  if (pending) return pending;
  const render = new Promise<void>((resolve, reject) => {
    const tmp = `${dir}.${process.pid}.${Date.now()}`;
    fs.mkdirSync(tmp, { recursive: true });
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc=size=320x180:rate=15:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '30', '-c:a', 'aac', '-b:a', '48k'],
      ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_filename', path.join(tmp, 'seg%03d.ts'), path.join(tmp, 'index.m3u8')],
    ];
    execFile(FFMPEG, args, { timeout: 120_000 }, (err) => {
      if (err) {
        fs.rmSync(tmp, { recursive: true, force: true });
        return reject(err);
      }
      try {
        fs.renameSync(tmp, dir);
      } catch {
        fs.rmSync(tmp, { recursive: true, force: true }); // another process was faster: its copy is as good
      }
      resolve();
    });
  }).finally(() => {
    making.delete(dir);
  });
  making.set(dir, render);
  return render;
}

export async function serveTestStream(dataDir: string, file: string, reply: FastifyReply, log: FastifyBaseLogger) {
  if (!FILE.test(file) || !ffmpegAvailable()) throw notFound('livestreams.no_test_stream', 'Diesen Teststream gibt es nicht.');
  try {
    await makeTestStream(dataDir);
  } catch (err) {
    log.error({ err }, 'test stream not rendered');
    throw notFound('livestreams.no_test_stream', 'Diesen Teststream gibt es nicht.');
  }
  const full = path.join(dirOf(dataDir), file);
  if (!fs.existsSync(full)) throw notFound('livestreams.no_test_stream', 'Diesen Teststream gibt es nicht.');
  return reply
    .header('Content-Type', file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
    .header('Cache-Control', 'public, max-age=60')
    .send(fs.createReadStream(full));
}
