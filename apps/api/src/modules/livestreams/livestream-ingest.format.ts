// Issue #38, bad input: the format a publisher sends is checked at publish time, not first when the replay is made.
// nginx-rtmp accepts any FLV, but the HLS it writes and the replay remux carry only H.264 video with AAC or MP3 audio.
// A few seconds into the publish, ffprobe reads nginx's own recording of it (file protocol and FLV demuxer only) and
// names the codecs; anything outside the fixed list is refused with a German message for the admin page.
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { recordDir } from './livestream-ingest.nginx.ts';

/** What HLS (nginx-rtmp's MPEG-TS) and the MP4 replay carry without re-encoding. */
export const ALLOWED_CODECS = { video: ['h264'], audio: ['aac', 'mp3'] } as const;

export interface Codecs {
  video: string | null;
  audio: string | null;
}

/** The German refusal for the admin page, or null when the format is fine. Audio is optional, video is not. */
export function formatProblem(c: Codecs): string | null {
  if (!c.video)
    return `Falsches Format: Es kommt kein Video an${c.audio ? ` (nur Ton, ${c.audio})` : ''}. Stelle in OBS unter Ausgabe den Video-Encoder H.264 (x264) ein.`;
  if (!(ALLOWED_CODECS.video as readonly string[]).includes(c.video))
    return `Falsches Format: Das Video ist ${c.video}, die Plattform braucht H.264. Stelle in OBS unter Ausgabe den Video-Encoder H.264 (x264) ein.`;
  if (c.audio && !(ALLOWED_CODECS.audio as readonly string[]).includes(c.audio))
    return `Falsches Format: Der Ton ist ${c.audio}, die Plattform braucht AAC. Stelle in OBS unter Ausgabe den Audio-Encoder AAC ein.`;
  return null;
}

/** The recording nginx writes for the publish that started at `since` (record_unique: `{id}-{seconds}.flv`). */
export async function currentRecording(dataDir: string, id: number, since: number) {
  const dir = recordDir(dataDir);
  const names = (await fs.promises.readdir(dir).catch(() => [] as string[])).filter((f) => new RegExp(`^${id}-\\d+\\.flv$`).test(f)).sort();
  const newest = names.at(-1);
  if (!newest) return null;
  const full = path.join(dir, newest);
  const stat = await fs.promises.stat(full).catch(() => null);
  return stat && stat.mtimeMs >= since - 2000 ? { file: full, size: stat.size } : null;
}

/** The codecs of an FLV file (null when ffprobe cannot read it yet). */
export function probeCodecs(ffprobe: string, file: string): Promise<Codecs | null> {
  const args = [
    ...['-v', 'error', '-protocol_whitelist', 'file', '-format_whitelist', 'flv', '-f', 'flv', '-analyzeduration', '3000000'],
    ...['-show_entries', 'stream=codec_type,codec_name', '-of', 'json', `file:${file}`],
  ];
  return new Promise((resolve) =>
    execFile(ffprobe, args, { timeout: 15_000, maxBuffer: 1 << 20 }, (err, stdout) => {
      if (err) return resolve(null);
      try {
        const streams = (JSON.parse(stdout) as { streams?: { codec_type?: string; codec_name?: string }[] }).streams ?? [];
        const of = (type: string) => streams.find((s) => s.codec_type === type)?.codec_name ?? null;
        resolve({ video: of('video'), audio: of('audio') });
      } catch {
        resolve(null);
      }
    }),
  );
}

/**
 * Waits until the publish has sent a few seconds and names its codecs. Video decides as soon as it is seen; without
 * video the answer waits `audioOnlyMs` (a video track may start a moment after the sound); nothing readable within
 * `giveUpMs` counts as no video. `stillPublishing` stops the wait when the publisher left.
 */
export async function checkPublishFormat(
  o: { ffprobe: string; dataDir: string; id: number; since: number; stillPublishing: () => Promise<boolean> },
  audioOnlyMs = 5000,
  giveUpMs = 15_000,
): Promise<Codecs> {
  let last: Codecs = { video: null, audio: null };
  for (;;) {
    const elapsed = Date.now() - o.since;
    const rec = elapsed >= 1500 ? await currentRecording(o.dataDir, o.id, o.since) : null;
    if (rec && rec.size > 4096) {
      last = (await probeCodecs(o.ffprobe, rec.file)) ?? last;
      if (last.video || (last.audio && elapsed >= audioOnlyMs)) return last;
    }
    if (elapsed >= giveUpMs || !(await o.stillPublishing())) return last;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
