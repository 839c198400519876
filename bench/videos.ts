// Videos and news bench (issue #14): (1) upload throughput of a VIDEO_BENCH_MB (200) MB video through tus (8 MB
// parts, as the browser sends them) against a plain `curl -T` PUT of the same file to the same server
// (PUT /api/bench/raw-upload, on only with BENCH_RAW_UPLOAD=1, which this bench sets), as MB/s and ratio;
// (2) the time from the end of a tus upload to is_rendered for a VIDEO_BENCH_CLIP_SECONDS (60) s 1080p clip made
// with ffmpeg; (3) the news tab's p50/p95 (GET /api/posts around a place, 20 a page, with and without a search term)
// at VIDEO_BENCH_POSTS (100,000) published posts. PGlite; BENCH_DATA_DIR keeps the generated posts between runs.
// Figures only, never asserts.   VIDEO_BENCH_MB=50 VIDEO_BENCH_CLIP_SECONDS=10 npm run bench -- videos
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, prepareDatabase } from '../apps/api/src/bootstrap.ts';
import type { Db } from '../apps/api/src/db.ts';

const MB = Number(process.env.VIDEO_BENCH_MB ?? 200);
const CLIP_SECONDS = Number(process.env.VIDEO_BENCH_CLIP_SECONDS ?? 60);
const POSTS = Number(process.env.VIDEO_BENCH_POSTS ?? 100_000);
const NEWS_REQUESTS = Number(process.env.VIDEO_BENCH_NEWS_REQUESTS ?? 300);
const REPEAT = Number(process.env.VIDEO_BENCH_REPEAT ?? 2);
const RENDER_TIMEOUT_S = Number(process.env.VIDEO_BENCH_RENDER_TIMEOUT ?? 1800);
const PORT = Number(process.env.VIDEO_BENCH_PORT ?? 3193);
const CHUNK = 8 * 1024 * 1024; // VIDEO_CHUNK_BYTES of packages/domain/src/videos.ts
const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-videos-'));
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(work, 'data');
const env = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  WEB_DIST: '/nonexistent',
  DATABASE_URL: '',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  BENCH_RAW_UPLOAD: '1',
  VIDEO_MAX_MB: String(Math.max(500, MB * 2)),
  SEARCH_CACHE_SECONDS: '0',
  LOGIN_MAX_PER_IP: '1000',
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
};
const quiet = { info: () => {}, warn: (o: unknown) => console.warn(o) };
const CITIES = ['München', 'Passau', 'Berlin', 'Hamburg', 'Köln', 'Regensburg'];
const TERMS = ['Ausbildung', 'Backstube', 'Messe', 'Praktikum', 'Werkstatt'];
let server: ChildProcess | null = null;

/** VIDEO_BENCH_POSTS published posts of the demo businesses at the places' cities, over a year. */
async function ensurePosts(db: Db) {
  const have = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM posts WHERE slug LIKE 'bench-post-%'`))!.n;
  for (let from = have + 1; from <= POSTS; from += 10_000) {
    const to = Math.min(POSTS, from + 9_999);
    await db.query(
      `WITH pl AS (SELECT row_number() OVER (ORDER BY id) AS n, id, latitude, longitude FROM places WHERE id = city_id AND latitude IS NOT NULL),
            pc AS (SELECT count(*) AS c FROM pl),
            biz AS (SELECT array_agg(id ORDER BY id) AS ids FROM businesses)
       INSERT INTO posts (slug, author_type, business_id, title, body, excerpt, status, place_id, latitude, longitude, published_at, created_at)
       SELECT 'bench-post-' || g, 'business', biz.ids[1 + g % array_length(biz.ids, 1)],
              'Neuigkeit ' || g || ': ' || ($3::text[])[1 + g % 5] || ' ' || ($3::text[])[1 + (g / 5) % 5],
              '<p>Heute berichten wir aus der ' || ($3::text[])[1 + (g / 7) % 5] || '. Alle sind willkommen!</p>',
              'Heute berichten wir.', 'published', pl.id, pl.latitude, pl.longitude,
              now() - make_interval(mins => (g * 5) % 525600), now() - make_interval(mins => (g * 5) % 525600)
         FROM generate_series($1::int, $2::int) g, pc, biz
         JOIN pl ON true WHERE pl.n = 1 + g % pc.c`,
      [from, to, TERMS],
    );
    console.log(`  Beiträge erzeugt: ${to.toLocaleString('de-DE')}`);
  }
  return db.query<{ name: string; latitude: number; longitude: number }>(
    `SELECT DISTINCT ON (name) name, latitude, longitude FROM places WHERE id = city_id AND name = ANY($1::text[]) ORDER BY name, postal_code_count DESC`,
    [CITIES],
  );
}

async function startServer() {
  server = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return base;
    if (i > 600) throw new Error('Der Server ist nicht gestartet.');
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function call<T>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** A tus upload of the file in 8 MB parts; resolves with the video's id and the upload's seconds (create to last part). */
async function tusUpload(base: string, token: string, file: string, title: string) {
  const size = fs.statSync(file).size;
  const video = (
    await call<{ data: { id: number } }>(base, 'POST', '/api/videos', token, { title, upload: { approach: 'tus', size, name: path.basename(file) } })
  ).data;
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const tus = { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${token}` };
  const start = performance.now();
  const created = await fetch(`${base}/api/videos/upload`, {
    method: 'POST',
    headers: { ...tus, 'Upload-Length': String(size), 'Upload-Metadata': `video_id ${b64(String(video.id))},filename ${b64(path.basename(file))}` },
  });
  if (created.status !== 201) throw new Error(`tus POST: ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, base).toString();
  const fd = await fs.promises.open(file, 'r');
  try {
    for (let offset = 0; offset < size; ) {
      const buf = Buffer.allocUnsafe(Math.min(CHUNK, size - offset));
      await fd.read(buf, 0, buf.length, offset);
      const res = await fetch(location, {
        method: 'PATCH',
        headers: { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: buf,
      });
      if (res.status !== 204) throw new Error(`tus PATCH: ${res.status} ${await res.text()}`);
      offset = Number(res.headers.get('upload-offset'));
    }
  } finally {
    await fd.close();
  }
  return { id: video.id, seconds: (performance.now() - start) / 1000 };
}

function curlPut(base: string, token: string, file: string) {
  const out = execFileSync('curl', [
    ...['-sS', '--fail', '-T', file, '-H', 'Expect:', '-H', 'Content-Type: application/octet-stream'],
    ...['-H', `Authorization: Bearer ${token}`, '-o', '/dev/null', '-w', '%{time_total}', `${base}/api/bench/raw-upload`],
  ]);
  return Number(out.toString());
}

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (v: number) => `${v.toFixed(1)} ms`;

/**
 * The files, before the server starts (a long synchronous ffmpeg run in between would leave pooled keep-alive
 * connections closed by the server under the next request): uncompressed 1080p pictures in an AVI of MB megabytes
 * (a video by its content, so tus accepts it), and the CLIP_SECONDS 1080p clip (H.264/AAC) to render.
 */
function makeFiles() {
  const frames = Math.max(1, Math.round((MB * 1024 * 1024) / (1920 * 1080 * 1.5)));
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1920x1080:rate=25',
    '-frames:v',
    String(frames),
    '-c:v',
    'rawvideo',
    '-pix_fmt',
    'yuv420p',
    path.join(work, 'upload.avi'),
  ]);
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${CLIP_SECONDS}`, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${CLIP_SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path.join(work, 'clip.mp4')],
  ]);
}

async function uploads(base: string, token: string) {
  const file = path.join(work, 'upload.avi');
  const mb = fs.statSync(file).size / 1024 / 1024;
  console.log(`\nUpload von ${mb.toFixed(0)} MB (${REPEAT}×, abwechselnd):`);
  const tusS: number[] = [];
  const putS: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    putS.push(curlPut(base, token, file));
    const { id, seconds } = await tusUpload(base, token, file, `Bench-Upload ${i + 1}`);
    tusS.push(seconds);
    await call(base, 'DELETE', `/api/videos/${id}`, token); // no render of this one competes with the next run
  }
  const best = (xs: number[]) => Math.min(...xs);
  const tusRate = mb / best(tusS);
  const putRate = mb / best(putS);
  console.log(`  tus (8-MB-Teile): ${tusS.map((s) => `${s.toFixed(2)} s`).join(', ')} → bestes ${tusRate.toFixed(1)} MB/s`);
  console.log(`  curl PUT:         ${putS.map((s) => `${s.toFixed(2)} s`).join(', ')} → bestes ${putRate.toFixed(1)} MB/s`);
  console.log(`  Verhältnis tus/PUT: ${(tusRate / putRate).toFixed(2)}`);
  fs.rmSync(file, { force: true });
}

async function rendering(base: string, token: string) {
  const clip = path.join(work, 'clip.mp4');
  console.log(`\nRendern: ${CLIP_SECONDS}-s-Clip in 1080p:`);
  const { id, seconds } = await tusUpload(base, token, clip, 'Bench-Clip');
  const end = performance.now();
  for (;;) {
    const v = (await call<{ data: { is_rendered: boolean; state: string; error: string | null } }>(base, 'GET', `/api/videos/${id}`, token)).data;
    if (v.is_rendered || v.state === 'error') {
      const s = (performance.now() - end) / 1000;
      console.log(
        `  ${(fs.statSync(clip).size / 1024 / 1024).toFixed(1)} MB hochgeladen in ${seconds.toFixed(2)} s; Upload-Ende bis is_rendered: ${s.toFixed(1)} s (${v.state})`,
      );
      break;
    }
    if ((performance.now() - end) / 1000 > RENDER_TIMEOUT_S) {
      console.log(`  nach ${RENDER_TIMEOUT_S} s noch nicht gerendert (Zustand ${v.state})`);
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function news(base: string, cities: { name: string; latitude: number; longitude: number }[]) {
  const total = (await call<{ total: number }>(base, 'GET', '/api/posts?per_page=1', null)).total;
  console.log(`\nNews-Tab (GET /api/posts, 20 je Seite, ${total.toLocaleString('de-DE')} veröffentlichte Beiträge, c=1):`);
  for (const withTerm of [false, true]) {
    const times: number[] = [];
    for (let i = 0; i < NEWS_REQUESTS; i++) {
      const c = cities[i % cities.length]!;
      const radius = [10, 25, 50, 100][Math.floor(i / cities.length) % 4];
      const term = withTerm ? `&term=${encodeURIComponent(TERMS[i % TERMS.length]!)}` : '';
      const t0 = performance.now();
      await call(base, 'GET', `/api/posts?latitude=${c.latitude}&longitude=${c.longitude}&radius=${radius}&per_page=20${term}`, null);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`  ${withTerm ? 'mit Suchbegriff ' : 'ohne Suchbegriff'}: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, max ${ms(times.at(-1)!)}`);
  }
}

try {
  console.log(
    `Videos-Bench: ${MB} MB Upload, ${CLIP_SECONDS}-s-Clip, ${POSTS.toLocaleString('de-DE')} Beiträge; Last: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const config = loadConfig(env);
  const db = await openDatabase(config);
  await prepareDatabase(db, config, quiet);
  const cities = await ensurePosts(db);
  await db.close(); // one process at a time may open a PGlite directory
  makeFiles();
  const base = await startServer();
  const token = (await call<{ token: string }>(base, 'POST', '/api/auth/login', null, { email: 'betrieb@oabat.example', password: 'Demo-Passwort-2026' }))
    .token;
  await news(base, cities);
  await uploads(base, token);
  await rendering(base, token);
  console.log(
    `\nLast am Ende: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  (server as ChildProcess | null)?.kill();
  if (!process.env.BENCH_DATA_DIR) fs.rmSync(work, { recursive: true, force: true });
}
