// ffmpeg: a web-playable rendition (H.264/AAC mp4, moov atom first so playback starts before the download ends)
// and a JPEG thumbnail of an uploaded video. Runs in the background job `videos.render`.
// Issue #35: ffmpeg chooses its demuxer from the content, and some demuxers open files or addresses named inside
// the upload (a DASH manifest that file-type took for MPEG-TS read another video from DATA_DIR). So ffprobe and
// ffmpeg only ever use the demuxers of VIDEO_CONTAINER_FORMATS, read only local files, and see a link to the
// upload in a temporary folder of its own.
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

/** Runs ffmpeg or ffprobe with a time limit; resolves with its output, rejects with the end of its error output. */
export function run(bin: string, args: string[], timeoutMs: number, cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd });
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

/**
 * The container formats a video upload may have: ffprobe's `format_name` and the demuxer ffmpeg is then told to
 * use (`-f`). Everything else is refused, above all the demuxers that read other files or addresses named in the
 * upload (dash, hls, concat, image sequences, playlists). A new format needs a row here and a sample in
 * videos.formats.test.ts.
 */
export const VIDEO_CONTAINER_FORMATS = [
  { formatName: 'mov,mp4,m4a,3gp,3g2,mj2', demuxer: 'mov' },
  { formatName: 'matroska,webm', demuxer: 'matroska' },
  { formatName: 'avi', demuxer: 'avi' },
  { formatName: 'mpegts', demuxer: 'mpegts' },
  { formatName: 'mpeg', demuxer: 'mpeg' },
  { formatName: 'flv', demuxer: 'flv' },
  { formatName: 'ogg', demuxer: 'ogg' },
  { formatName: 'asf', demuxer: 'asf' },
] as const;
export type VideoDemuxer = (typeof VIDEO_CONTAINER_FORMATS)[number]['demuxer'];
const DEMUXERS = VIDEO_CONTAINER_FORMATS.map((f) => f.demuxer).join(',');
/** Input options of every ffprobe and ffmpeg call: local files only (no network, no other protocol). */
const LOCAL_ONLY = ['-protocol_whitelist', 'file'];

/** The upload's container is not one of VIDEO_CONTAINER_FORMATS (or no demuxer of the list can read it). */
export class VideoFormatRefused extends Error {
  constructor(detail: string) {
    super(`video format refused: ${detail}`);
  }
}

export interface Probe {
  duration: number | null;
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  /** The demuxer of VIDEO_CONTAINER_FORMATS that read the file. */
  demuxer: VideoDemuxer;
}

/** Probes `file` (relative to `cwd`) with the allowed demuxers only; VideoFormatRefused for any other format. */
export async function probe(ffprobe: string, file: string, cwd?: string): Promise<Probe> {
  let out: string;
  try {
    out = await run(
      ffprobe,
      ['-v', 'error', ...LOCAL_ONLY, '-format_whitelist', DEMUXERS, '-print_format', 'json', '-show_format', '-show_streams', `file:${file}`],
      60_000,
      cwd,
    );
  } catch (err) {
    throw new VideoFormatRefused((err as Error).message);
  }
  const json = JSON.parse(out) as {
    format?: { duration?: string; format_name?: string };
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  };
  const format = VIDEO_CONTAINER_FORMATS.find((f) => f.formatName === json.format?.format_name);
  if (!format) throw new VideoFormatRefused(`format_name ${json.format?.format_name ?? '(none)'}`);
  const video = json.streams?.find((s) => s.codec_type === 'video');
  const duration = Number(json.format?.duration ?? video?.duration);
  return {
    duration: Number.isFinite(duration) ? duration : null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    hasVideo: !!video,
    hasAudio: !!json.streams?.some((s) => s.codec_type === 'audio'),
    demuxer: format.demuxer,
  };
}

/**
 * A temporary folder holding only the upload as `input` (a hard link, a copy across file systems), so ffmpeg's
 * relative paths reach nothing else; removed when `fn` ends unless `keep` says so.
 */
export async function inWorkDir<T>(source: string, fn: (dir: string) => Promise<T>, keep = false): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'oabat-video-'));
  let ok = false;
  try {
    await fs.promises.link(source, path.join(dir, 'input')).catch(() => fs.promises.copyFile(source, path.join(dir, 'input')));
    const result = await fn(dir);
    ok = true;
    return result;
  } finally {
    if (!ok || !keep) await fs.promises.rm(dir, { recursive: true, force: true });
    else await fs.promises.rm(path.join(dir, 'input'), { force: true });
  }
}

/** Whether the upload's container is allowed: ffprobe on a link in its own folder. */
export function probeUpload(ffprobe: string, source: string): Promise<Probe> {
  return inWorkDir(source, (dir) => probe(ffprobe, 'input', dir));
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
 * ffmpeg runs in that folder on a link to the upload, with the probed demuxer forced.
 */
export async function render(ffmpeg: string, ffprobe: string, source: string): Promise<Rendition> {
  return inWorkDir(
    source,
    async (dir) => {
      const info = await probe(ffprobe, 'input', dir);
      if (!info.hasVideo) throw new Error('no video stream');
      const video = path.join(dir, 'video.mp4');
      const thumbnail = path.join(dir, 'thumbnail.jpg');
      // Long videos take long on a small machine: allow ten times the duration, at least ten minutes.
      const timeout = Math.max(600_000, (info.duration ?? 60) * 10_000);
      const audio = info.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k'] : ['-map', '1:a:0', '-c:a', 'aac', '-b:a', '64k', '-shortest'];
      const silence = info.hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100'];
      await run(
        ffmpeg,
        [
          '-y',
          '-v',
          'error',
          ...LOCAL_ONLY,
          '-f',
          info.demuxer,
          '-i',
          'file:input',
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
          'file:video.mp4',
        ],
        timeout,
        dir,
      );
      const at = info.duration && info.duration > 2 ? Math.min(2, info.duration / 2) : 0;
      await run(
        ffmpeg,
        [
          '-y',
          '-v',
          'error',
          '-ss',
          String(at),
          ...LOCAL_ONLY,
          '-f',
          'mov',
          '-i',
          'file:video.mp4',
          '-frames:v',
          '1',
          '-vf',
          "scale='min(640,iw)':-2",
          '-q:v',
          '4',
          'file:thumbnail.jpg',
        ],
        120_000,
        dir,
      );
      return { dir, video, thumbnail, probe: await probe(ffprobe, 'video.mp4', dir) };
    },
    true,
  );
}
