// A real server process (node apps/api/src/server.ts) for fault tests: SIGTERM, kill -9.
import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });

/** Starts the server on a copy of the test template database; resolves once /api/health answers. */
export async function startServer(dataDir: string, env: Record<string, string> = {}, waitMs = 60_000, cwd?: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../src/server.ts')], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      JOB_WORKERS: 'true',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    log += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < waitMs / 250 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, port, exited, log: () => log };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start (exit ${child.exitCode}): ${log.slice(-2000)}`);
}
