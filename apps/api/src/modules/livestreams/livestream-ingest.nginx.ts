// The ingest server (issue #38): nginx with the RTMP module, configured from the environment and run as a child of
// the platform (`daemon off`, its own prefix, pid and log under DATA_DIR/ingest, so no root-only path is needed).
// OBS publishes rtmp://host:port/live/{id}?k={secret}; nginx asks the API on every publish and end (callbacks on
// loopback with a shared secret), writes HLS for the watch page and records the stream for the replay.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

export type IngestConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'INGEST'
  | 'INGEST_RTMP_HOST'
  | 'INGEST_RTMP_PORT'
  | 'INGEST_PUBLIC_HOST'
  | 'INGEST_CALLBACK_URL'
  | 'INGEST_CALLBACK_SECRET'
  | 'INGEST_NGINX_PATH'
  | 'INGEST_RTMP_MODULE'
  | 'INGEST_IDLE_SECONDS'
  | 'publicUrl'
>;

export const ingestDir = (dataDir: string) => path.join(dataDir, 'ingest');
export const hlsDir = (dataDir: string) => path.join(ingestDir(dataDir), 'hls');
export const recordDir = (dataDir: string) => path.join(ingestDir(dataDir), 'rec');
/** nginx-rtmp's control (drop a publisher) on a unix socket: no port to choose, nobody but this host reaches it. */
export const controlSocket = (dataDir: string) => path.join(ingestDir(dataDir), 'control.sock');

/** nginx and its RTMP module are installed (Debian: nginx, libnginx-mod-rtmp). */
export const nginxInstalled = (c: Pick<Config, 'INGEST_NGINX_PATH' | 'INGEST_RTMP_MODULE'>) =>
  fs.existsSync(c.INGEST_NGINX_PATH) && fs.existsSync(c.INGEST_RTMP_MODULE);

/** Why ingest does not run, in German for the admin page; null when it may run. */
export function ingestHint(c: Pick<Config, 'INGEST' | 'INGEST_NGINX_PATH' | 'INGEST_RTMP_MODULE'>): string | null {
  if (!nginxInstalled(c))
    return 'Live gehen über die Plattform ist nicht eingerichtet: Installiere auf dem Server nginx mit dem RTMP-Modul (apt-get install nginx libnginx-mod-rtmp) und starte die Plattform mit INGEST=rtmp.';
  if (c.INGEST !== 'rtmp')
    return 'Live gehen über die Plattform ist ausgeschaltet: Starte die Plattform mit INGEST=rtmp (nginx mit RTMP-Modul ist installiert).';
  return null;
}

/** The shared secret of the callbacks: configured, or made once and kept in DATA_DIR/ingest (every worker reads it). */
export function callbackSecret(c: Pick<Config, 'DATA_DIR' | 'INGEST_CALLBACK_SECRET'>): string {
  if (c.INGEST_CALLBACK_SECRET) return c.INGEST_CALLBACK_SECRET;
  const file = path.join(ingestDir(c.DATA_DIR), 'callback-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = crypto.randomBytes(24).toString('hex');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // another worker wrote it first
    }
  }
}

/** rtmp://host:port/live as OBS needs it. */
export function rtmpServerUrl(c: IngestConfig) {
  const host = c.INGEST_PUBLIC_HOST ?? new URL(c.publicUrl).hostname;
  return `rtmp://${host}${c.INGEST_RTMP_PORT === 1935 ? '' : `:${c.INGEST_RTMP_PORT}`}/live`;
}

/**
 * As root, nginx's worker would become `nobody`, which must then reach the HLS and recording folders: it does when
 * every folder above them lets others pass (the folders themselves are chowned in startNginx). Otherwise (a private
 * DATA_DIR, as in tests) the worker stays root, which the log says; run the platform as a normal user in production.
 */
function workerUser(c: IngestConfig): { line: string; nobody: boolean } {
  if (process.getuid?.() !== 0) return { line: '', nobody: false };
  let dir = path.resolve(ingestDir(c.DATA_DIR));
  for (;;) {
    const mode = fs.existsSync(dir) ? fs.statSync(dir).mode : 0o755;
    if (!(mode & 0o001)) return { line: 'user root root;\n', nobody: false };
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return { line: 'user nobody nogroup;\n', nobody: true };
}

export function nginxConfig(c: IngestConfig, callbackBase: string, secret: string) {
  const dir = ingestDir(c.DATA_DIR);
  const cb = (call: string) => `${callbackBase}/api/ingest/${call}?s=${secret}`;
  const user = workerUser(c).line;
  return `# Written by the platform from the environment on every start (issue #38); edits here are overwritten.
daemon off;
master_process on;
worker_processes 1;
${user}pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log info;
load_module ${c.INGEST_RTMP_MODULE};
events { worker_connections 1024; }
rtmp {
  server {
    listen ${c.INGEST_RTMP_HOST.includes(':') ? `[${c.INGEST_RTMP_HOST}]` : c.INGEST_RTMP_HOST}:${c.INGEST_RTMP_PORT};
    chunk_size 4096;
    application live {
      live on;
      # Only the platform's own tools read RTMP; viewers get HLS from the platform's origin.
      allow play 127.0.0.1;
      deny play all;
      notify_method post;
      on_publish ${cb('publish')};
      on_publish_done ${cb('publish_done')};
      on_record_done ${cb('record_done')};
      # No on_update: nginx drops a publisher whose update finds the platform away, and a restart of the platform
      # must not end a live stream. Idle publishers end by the playlist's age (the platform's watchdog) and here.
      drop_idle_publisher ${c.INGEST_IDLE_SECONDS}s;
      hls on;
      hls_path ${hlsDir(c.DATA_DIR)};
      hls_nested on;
      hls_fragment 2s;
      hls_playlist_length 12s;
      # Segment names from the clock: a second publish never reuses a name, so segments may be cached for ever.
      hls_fragment_naming system;
      hls_cleanup on;
      record all;
      record_path ${recordDir(c.DATA_DIR)};
      record_unique on;
    }
  }
}
# Only for the platform: drop a publisher with a refused format (/control/drop/publisher) and read the state (/stat).
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server {
    listen unix:${controlSocket(c.DATA_DIR)};
    location /control { rtmp_control all; }
    location /stat { rtmp_stat all; }
  }
}
`;
}

/** Drops the publisher of stream `id` through nginx's control socket; false when nginx did not answer 2xx. */
export function dropPublisher(dataDir: string, id: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.request({ socketPath: controlSocket(dataDir), path: `/control/drop/publisher?app=live&name=${id}`, timeout: 5000 }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 500) < 300);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

export interface NginxHandle {
  /** Ends nginx (SIGQUIT: recordings are closed, record_done follows). */
  stop(): Promise<void>;
  readonly running: boolean;
  /** An nginx of an earlier start of the platform was still running and was taken over (its publishes go on). */
  readonly adopted: boolean;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pid of an nginx that an earlier start left running with this DATA_DIR's configuration (Linux: /proc). */
export function runningNginx(dataDir: string): number | null {
  const dir = ingestDir(dataDir);
  const pid = Number(fs.readFileSync(path.join(dir, 'nginx.pid'), { encoding: 'utf8', flag: 'r' }).trim() || NaN);
  if (!Number.isInteger(pid) || pid <= 1 || !alive(pid)) return null;
  // nginx rewrites its title ("nginx: master process /usr/sbin/nginx -p … -c …"): words, not NUL-separated arguments.
  const words = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\s\0]+/);
  return words.includes(path.join(dir, 'nginx.conf')) ? pid : null;
}
const runningOrNull = (dataDir: string) => {
  try {
    return runningNginx(dataDir);
  } catch {
    return null;
  }
};

function handleOf(pid: number, adopted: boolean, log: FastifyBaseLogger): NginxHandle {
  return {
    adopted,
    get running() {
      return alive(pid);
    },
    async stop() {
      if (!alive(pid)) return;
      process.kill(pid, 'SIGQUIT');
      for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
      if (alive(pid)) {
        log.warn('ingest: nginx did not stop within 5 s, killed');
        process.kill(pid, 'SIGKILL');
      }
    },
  };
}

/**
 * Writes the configuration and starts nginx, or takes over the nginx an earlier start left running (a restart of
 * the platform during a live stream: the publish goes on, issue #38); resolves once the RTMP port accepts
 * connections (or rejects). nginx runs in its own process group, so it outlives the platform's process when the
 * platform leaves it running (see routes: only while a stream is live).
 */
export async function startNginx(c: IngestConfig, callbackBase: string, log: FastifyBaseLogger): Promise<NginxHandle> {
  const dir = ingestDir(c.DATA_DIR);
  for (const d of [dir, hlsDir(c.DATA_DIR), recordDir(c.DATA_DIR)]) fs.mkdirSync(d, { recursive: true });
  if (process.getuid?.() === 0 && !workerUser(c).nobody) log.warn("ingest: DATA_DIR is closed to other users, so nginx's worker runs as root");
  if (workerUser(c).nobody) {
    const nobody = uidOf('nobody');
    if (nobody) for (const d of [hlsDir(c.DATA_DIR), recordDir(c.DATA_DIR)]) fs.chownSync(d, nobody.uid, nobody.gid);
  }
  const conf = path.join(dir, 'nginx.conf');
  const text = nginxConfig(c, callbackBase, callbackSecret(c));
  const earlier = runningOrNull(c.DATA_DIR);
  if (earlier) {
    const before = fs.existsSync(conf) ? fs.readFileSync(conf, 'utf8') : '';
    if (before !== text) {
      // New settings (another port, another callback address): nginx reloads; running publishes stay with the old
      // worker until they end.
      fs.writeFileSync(conf, text, { mode: 0o600 });
      process.kill(earlier, 'SIGHUP');
      log.warn({ pid: earlier }, 'ingest: took over the running nginx and reloaded its changed configuration');
    } else log.info({ pid: earlier }, 'ingest: took over the running nginx; its publishes go on');
    return handleOf(earlier, true, log);
  }
  const host = c.INGEST_RTMP_HOST === '0.0.0.0' || c.INGEST_RTMP_HOST === '::' ? '127.0.0.1' : c.INGEST_RTMP_HOST;
  // Another process holds the port (an nginx whose DATA_DIR was removed, or another server): say so plainly.
  if (await portOpen(host, c.INGEST_RTMP_PORT))
    throw new Error(`RTMP port ${c.INGEST_RTMP_PORT} is taken by another process (an nginx left from an earlier start with another DATA_DIR?)`);
  fs.writeFileSync(conf, text, { mode: 0o600 });
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  fs.rmSync(controlSocket(c.DATA_DIR), { force: true }); // left by an nginx that died: binding would fail
  // stderr to a file, not a pipe: nginx may outlive this process, and a broken pipe would lose its messages.
  const errFile = path.join(dir, 'nginx-stderr.log');
  const errFd = fs.openSync(errFile, 'w');
  const child: ChildProcess = spawn(c.INGEST_NGINX_PATH, ['-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')], {
    stdio: ['ignore', 'ignore', errFd],
    detached: true,
  });
  fs.closeSync(errFd);
  child.unref();
  const stderr = () => {
    try {
      return fs.readFileSync(errFile, 'utf8').trim().slice(-2000);
    } catch {
      return '';
    }
  };
  let exited = false;
  let stopping = false;
  child.on('exit', (code, signal) => {
    exited = true;
    if (!stopping) log.error({ code, signal, stderr: stderr() }, 'ingest nginx exited');
  });
  child.on('error', (err) => {
    exited = true;
    log.error({ err }, 'ingest nginx did not start');
  });
  const own = handleOf(child.pid ?? -1, false, log);
  const handle: NginxHandle = {
    adopted: false,
    get running() {
      return !exited && own.running;
    },
    async stop() {
      stopping = true;
      if (!exited) await own.stop();
    },
  };
  for (let i = 0; i < 100 && !exited; i++) {
    if (await portOpen(host, c.INGEST_RTMP_PORT)) {
      log.info(`ingest: nginx-rtmp listens on ${c.INGEST_RTMP_HOST}:${c.INGEST_RTMP_PORT}`);
      return handle;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await handle.stop();
  throw new Error(`nginx did not start: ${stderr() || 'no RTMP port'}`);
}

function uidOf(name: string) {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name}:`));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

async function portOpen(host: string, port: number) {
  const net = await import('node:net');
  return new Promise<boolean>((resolve) => {
    const s = net.connect({ host, port });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}
