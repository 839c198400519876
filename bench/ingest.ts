// Livestream ingest bench (issue #38): starts the platform with INGEST=rtmp (PGlite, fresh DATA_DIR), creates a
// stream, and publishes INGEST_BENCH_SECONDS (120) of ffmpeg's testsrc with a burnt-in clock over RTMP. Prints:
// (1) publish → is_live on a viewer socket (ffmpeg started → LivestreamUpdated with is_live on a socket in the room);
// (2) latency: for every new fragment, wall clock when the playlist names it minus the moment the sender put out its
//     last frame (ffmpeg's -progress: wall clock per media time sent, so a sender slower than real time on a busy
//     machine does not count as latency): the live edge; a player adds its hold-back (hls.js plays 3 fragments behind
//     the edge by default), printed as "Glass-to-glass (geschätzt)". The burnt-in clock lets a person check it by eye;
// (3) stop → playable replay (ffmpeg ended → replay_url in the stream, and ffprobe's duration of the file);
// (4) CPU of the remux (-c copy of the recording, user+sys seconds, measured again on the kept recording);
// (5) the replay of a long recording: INGEST_BENCH_REPLAY_MINUTES (10) of 320x180 testsrc published as fast as ffmpeg
//     makes it (no -re: the figure does not take ten minutes; nginx records it as it would a real-time stream), then
//     the time from the end of the publish to a playable replay, with ffprobe's duration of the file.
// Figures only, never asserts.   INGEST_BENCH_SECONDS=600 npm run bench -- ingest
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { io } from 'socket.io-client';
import { livestreamRoom } from '@oabat/domain/realtime';

const SECONDS = Number(process.env.INGEST_BENCH_SECONDS ?? 120);
const REPLAY_MINUTES = Number(process.env.INGEST_BENCH_REPLAY_MINUTES ?? 10);
const PORT = Number(process.env.INGEST_BENCH_PORT ?? 3194);
const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-ingest-'));
const dataDir = path.join(work, 'data');
const FONT = ['/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'].find((f) => fs.existsSync(f));
let server: ChildProcess | null = null;
let publisher: ChildProcess | null = null;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

async function call<T>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mediaTime = (file: string) => {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-protocol_whitelist',
    'file',
    '-show_entries',
    'format=start_time,duration',
    '-of',
    'csv=p=0',
    file,
  ]).toString();
  const [start, duration] = out.trim().split(',').map(Number);
  return { start: start!, end: start! + duration! };
};
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

async function main() {
  if (!fs.existsSync('/usr/sbin/nginx') || !fs.existsSync('/usr/lib/nginx/modules/ngx_rtmp_module.so')) {
    console.log('  Übersprungen: nginx mit RTMP-Modul fehlt (apt-get install nginx libnginx-mod-rtmp).');
    return;
  }
  const rtmpPort = await freePort();
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    DATABASE_URL: '',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    INGEST: 'rtmp',
    INGEST_RTMP_HOST: '127.0.0.1',
    INGEST_RTMP_PORT: String(rtmpPort),
    LOGIN_MAX_PER_IP: '1000',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  server = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${PORT}`;
  for (
    let i = 0;
    !(await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false));
    i++
  ) {
    if (i > 600) throw new Error('Der Server ist nicht gestartet.');
    await sleep(300);
  }
  const token = (await call<{ token: string }>(base, 'POST', '/api/auth/login', null, { email: 'admin@oabat.example', password: 'Demo-Passwort-2026' })).token;
  const now = Date.now();
  const stream = (
    await call<{ data: { id: number } }>(base, 'POST', '/api/livestreams', token, {
      title: 'Ingest-Bench',
      planned_start: new Date(now).toISOString(),
      planned_end: new Date(now + 3 * 3600_000).toISOString(),
    })
  ).data;
  const key = (await call<{ data: { ingest: { key: string } } }>(base, 'GET', `/api/livestreams/${stream.id}`, token)).data.ingest.key;

  const socket = io(base, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
  await socket.timeout(5000).emitWithAck('join', { room: livestreamRoom(stream.id) });
  let liveAt = 0;
  let endedAt = 0;
  socket.on('LivestreamUpdated', (p: { is_live?: boolean }) => {
    if (p.is_live && !liveAt) liveAt = performance.now();
    if (p.is_live === false && liveAt && !endedAt) endedAt = performance.now();
  });

  const clock = FONT ? `,drawtext=fontfile=${FONT}:text='%{localtime\\:%T}':x=10:y=10:fontsize=48:fontcolor=white:box=1:boxcolor=black` : '';
  const started = performance.now();
  publisher = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-stats_period', '0.25', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc=size=1280x720:rate=30:duration=${SECONDS}${clock}`, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-b:v', '2500k', '-g', '60', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${key}`],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // (wall clock ms, media seconds sent) pairs from ffmpeg's progress lines.
  const sent: [number, number][] = [];
  let buffered = '';
  publisher.stdout!.on('data', (b: Buffer) => {
    buffered += b.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const l of lines) {
      const m = /^out_time_us=(\d+)/.exec(l);
      if (m) sent.push([Date.now(), Number(m[1]) / 1e6]);
    }
  });
  const sentAt = (media: number) => sent.find(([, m]) => m >= media)?.[0] ?? null;
  let exitAt = 0;
  const published = new Promise<number>((resolve) =>
    publisher!.on('close', (code) => {
      exitAt = performance.now();
      resolve(code ?? -1);
    }),
  );

  // The live edge: poll the playlist as a player would (every 250 ms) and time each new fragment.
  const seen = new Set<string>();
  const edge: number[] = [];
  let first: number | null = null;
  const hls = path.join(dataDir, 'ingest', 'hls', String(stream.id));
  let running = true;
  void published.then(() => (running = false));
  while (running) {
    const res = await fetch(`${base}/hls/${stream.id}/index.m3u8`).catch(() => null);
    const wall = Date.now();
    if (res?.ok) {
      for (const seg of (await res.text()).split('\n').filter((l) => /^\d+\.ts$/.test(l))) {
        if (seen.has(seg)) continue;
        seen.add(seg);
        try {
          const t = mediaTime(path.join(hls, seg));
          first ??= t.start;
          const out = sentAt(t.end - first);
          if (out !== null) edge.push((wall - out) / 1000);
        } catch {
          // removed by nginx in between: not counted
        }
      }
    }
    await sleep(250);
  }
  const stopped = exitAt || performance.now();
  let replay: string | null = null;
  for (let i = 0; i < 1200 && !replay; i++) {
    replay = (await call<{ data: { replay_url: string | null } }>(base, 'GET', `/api/livestreams/${stream.id}`, token)).data.replay_url;
    if (!replay) await sleep(250);
  }
  const replayAt = performance.now();
  const file = path.join(work, 'replay.mp4');
  if (replay) fs.writeFileSync(file, Buffer.from(await (await fetch(`${base}${replay}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()));
  const duration = replay ? Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString()) : NaN;

  // The remux again on the kept recording, timed by bash (user and sys CPU seconds of ffmpeg).
  const recording = fs
    .readdirSync(path.join(dataDir, 'ingest', 'rec'))
    .filter((f) => f.startsWith(`${stream.id}-`))
    .sort()
    .at(-1);
  let cpu = '';
  if (recording) {
    const r = spawnSync(
      'bash',
      [
        '-c',
        `TIMEFORMAT='%U %S %R'; time ffmpeg -hide_banner -loglevel error -y -protocol_whitelist file -f flv -i "file:$1" -c copy -movflags +faststart -f mp4 "file:$2"`,
        '_',
        path.join(dataDir, 'ingest', 'rec', recording),
        path.join(work, 'remux.mp4'),
      ],
      { encoding: 'utf8' },
    );
    const [user, sys, real] = r.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
    const mb = fs.statSync(path.join(dataDir, 'ingest', 'rec', recording)).size / 1e6;
    cpu = `${(user! + sys!).toFixed(2)} s CPU (${real!.toFixed(2)} s Uhrzeit) für ${mb.toFixed(0)} MB Aufzeichnung`;
  }

  const f1 = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`  Testbild: ${SECONDS} s, 1280x720, 30 fps, 2,5 Mbit/s, Fragmente 2 s, Playlist 6${FONT ? ', Uhr eingeblendet' : ''}`);
  console.log(`  Senden → is_live am Zuschauer-Socket: ${liveAt ? f1(liveAt - started) : 'kam nicht'}`);
  console.log(
    `  Live-Kante (Fragment in der Playlist − Sendezeit seines letzten Bilds): p50 ${percentile(edge, 50).toFixed(2)} s, p95 ${percentile(edge, 95).toFixed(2)} s (${edge.length} Fragmente)`,
  );
  console.log(`  Glass-to-glass (geschätzt: Live-Kante p50 + 3 Fragmente Vorlauf von hls.js): ${(percentile(edge, 50) + 6).toFixed(1)} s (Ziel ≤ 8 s)`);
  console.log(`  Ende → is_live false am Socket: ${endedAt ? f1(endedAt - stopped) : 'kam nicht'}`);
  console.log(
    `  Ende → abspielbare Aufzeichnung: ${replay ? f1(replayAt - stopped) : 'kam nicht'}, Dauer laut ffprobe ${duration.toFixed(1)} s (Ziel ≤ 60 s bei 10 Minuten)`,
  );
  console.log(`  Remux (-c copy): ${cpu || 'keine Aufzeichnung gefunden'}`);
  console.log(`  ffmpeg-Exit: ${await published}`);
  socket.close();
  if (REPLAY_MINUTES > 0) await longReplay(base, token, rtmpPort);
}

/** (5) Stop → playable replay for a recording of REPLAY_MINUTES, published faster than real time. */
async function longReplay(base: string, token: string, rtmpPort: number) {
  const now = Date.now();
  const id = (
    await call<{ data: { id: number } }>(base, 'POST', '/api/livestreams', token, {
      title: 'Ingest-Bench (Aufzeichnung)',
      planned_start: new Date(now).toISOString(),
      planned_end: new Date(now + 3 * 3600_000).toISOString(),
    })
  ).data.id;
  const key = (await call<{ data: { ingest: { key: string } } }>(base, 'GET', `/api/livestreams/${id}`, token)).data.ingest.key;
  const seconds = REPLAY_MINUTES * 60;
  const began = performance.now();
  publisher = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc=size=320x180:rate=15:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${key}`],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const code = await new Promise<number>((resolve) => publisher!.on('close', (c) => resolve(c ?? -1)));
  const stopped = performance.now();
  let replay: string | null = null;
  for (let i = 0; i < 2400 && !replay; i++) {
    replay = (await call<{ data: { replay_url: string | null } }>(base, 'GET', `/api/livestreams/${id}`, token)).data.replay_url;
    if (!replay) await sleep(250);
  }
  const ready = performance.now();
  const file = path.join(work, 'long-replay.mp4');
  if (replay) fs.writeFileSync(file, Buffer.from(await (await fetch(`${base}${replay}`)).arrayBuffer()));
  const duration = replay ? Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString()) : NaN;
  const mb = replay ? fs.statSync(file).size / 1e6 : 0;
  console.log(
    `  Aufzeichnung von ${REPLAY_MINUTES} Minuten (320x180, schneller als Echtzeit gesendet in ${((stopped - began) / 1000).toFixed(1)} s, ffmpeg-Exit ${code}):`,
  );
  console.log(
    `  Ende → abspielbare Aufzeichnung: ${replay ? `${((ready - stopped) / 1000).toFixed(2)} s` : 'kam nicht'}, Dauer laut ffprobe ${duration.toFixed(1)} s, ${mb.toFixed(0)} MB (Ziel ≤ 60 s)`,
  );
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    publisher?.kill('SIGKILL');
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    fs.rmSync(work, { recursive: true, force: true });
  });
