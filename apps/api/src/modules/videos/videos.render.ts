// ffmpeg: a web-playable rendition (H.264/AAC mp4, moov atom first so playback starts before the download ends)
// and a JPEG thumbnail of an uploaded video. Runs in the background job `videos.render`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Whether the ffmpeg and ffprobe binaries answer (checked once at start). */
export function ffmpegAvailable(ffmpeg: string, ffprobe: string): boolean {
  const ok = (bin: string) => {
    const r = spawnSync(bin, ['-version'], { stdio: 'ignore', timeout: 10_000 });
    return !r.error && r.status === 0;
  };
  return ok(ffmpeg) && ok(ffprobe);
}

function run(bin: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(bin)} exited with ${code}: ${err.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

export interface Probe {
  duration: number | null;
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
}

export async function probe(ffprobe: string, file: string): Promise<Probe> {
  const out = await run(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], 60_000);
  const json = JSON.parse(out) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  };
  const video = json.streams?.find((s) => s.codec_type === 'video');
  const duration = Number(json.format?.duration ?? video?.duration);
  return {
    duration: Number.isFinite(duration) ? duration : null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    hasVideo: !!video,
    hasAudio: !!json.streams?.some((s) => s.codec_type === 'audio'),
  };
}

export interface Rendition {
  dir: string;
  video: string;
  thumbnail: string;
  probe: Probe;
}

/**
 * Renders `source` into a temporary folder (the caller stores the files and removes the folder). At most 1080
 * lines, even sizes (H.264 needs them), a silent AAC track added when the source has none (players expect one).
 */
export async function render(ffmpeg: string, ffprobe: string, source: string): Promise<Rendition> {
  const info = await probe(ffprobe, source);
  if (!info.hasVideo) throw new Error('no video stream');
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'oabat-video-'));
  const video = path.join(dir, 'video.mp4');
  const thumbnail = path.join(dir, 'thumbnail.jpg');
  // Long videos take long on a small machine: allow ten times the duration, at least ten minutes.
  const timeout = Math.max(600_000, (info.duration ?? 60) * 10_000);
  const audio = info.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k'] : ['-map', '1:a:0', '-c:a', 'aac', '-b:a', '64k', '-shortest'];
  const silence = info.hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100'];
  try {
    await run(
      ffmpeg,
      [
        '-y',
        '-v',
        'error',
        '-i',
        source,
        ...silence,
        '-map',
        '0:v:0',
        ...audio,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-vf',
        "scale='min(1920,iw)':'min(1080,ih)':force_original_aspect_ratio=decrease:force_divisible_by=2",
        '-movflags',
        '+faststart',
        video,
      ],
      timeout,
    );
    const at = info.duration && info.duration > 2 ? Math.min(2, info.duration / 2) : 0;
    await run(
      ffmpeg,
      ['-y', '-v', 'error', '-ss', String(at), '-i', video, '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-q:v', '4', thumbnail],
      120_000,
    );
    return { dir, video, thumbnail, probe: await probe(ffprobe, video) };
  } catch (err) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw err;
  }
}
