// One platform server per Playwright worker, each on its own port with its own fresh database (PGlite) and data
// folder: two workers run two test files at once without touching each other's data. A worker that restarts after
// a failure starts a fresh server. Settings are those of a production start, with guest limits raised because
// every browser of the suite comes from 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** The first worker's port (E2E_PORT, 3100); worker k uses that plus k. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    OABAT_DEV_OUTBOX: '1',
    // PGlite runs on the API's own thread: on a loaded CI machine a long query must not be taken for overload.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OTP_MAX_PER_IP: '200',
    CONTACT_MAX_PER_IP: '200',
    CONSENT_MAX_PER_IP: '100000',
    LOGIN_MAX_PER_IP: '500',
    GUEST_LIMIT_FACTOR: '1000',
    ACTIVITY_MAX_PER_IP: '100000',
    ANON_RATING_MAX_PER_IP: '100000',
    ANON_RATING_MAX_PER_JOB: '1000',
    // Going live from the platform (issue #38, livestream-ingest.spec.ts): nginx-rtmp where installed, else off.
    INGEST: 'rtmp',
    INGEST_RTMP_HOST: '127.0.0.1',
    // One RTMP port per server (E2E_RTMP_PORT sets the first worker's).
    INGEST_RTMP_PORT: String((process.env.E2E_RTMP_PORT ? Number(process.env.E2E_RTMP_PORT) : 19000 + (BASE_PORT % 1000)) + (port - BASE_PORT)),
    // A helper or a parallel run may serve its own build (vite build --outDir ...): WEB_DIST passes through.
  };
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function healthy(url: string) {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Starts the platform on `port` with a fresh data folder and waits until /api/health answers. */
export async function startServer(port: number, timeoutMs = 180_000): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, '.tmp', `data-${port}`);
  // A server left over from an earlier run would answer for this one.
  if (await healthy(url)) throw new Error(`Port ${port} ist belegt: läuft noch ein Server eines früheren Laufs?`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(root, '..', 'apps', 'api', 'src', 'server.ts')], {
    cwd: root,
    env: serverEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's warnings and errors (LOG_LEVEL warn) appear in the test output, named by port: a failure in CI
  // can be traced to its server.
  const prefix = `[server :${port}] `;
  const relay = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) => {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) out.write(prefix + line + '\n');
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));

  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (gone !== undefined) throw new Error(`Der Server auf Port ${port} hat sich beim Start beendet (Code ${gone}).`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Der Server auf Port ${port} war nach ${timeoutMs / 1000} s nicht bereit.`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (gone !== undefined) return;
      // SIGTERM, not SIGKILL: the server then stops its nginx-rtmp, which runs in its own process group so that it
      // outlives a restart of the platform during a live stream (issue #38) and would outlive a SIGKILL.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
