// Web bench: builds the client, serves it on a fresh demo database, and prints what the home page loads
// first (JavaScript and CSS, gzipped) and the Lighthouse mobile performance score of `/` in Debian's
// Chromium. Figures only; nothing here fails on a number.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-web-'));
const dist = path.join(tmp, 'dist');
const port = Number(process.env.BENCH_WEB_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;

const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
if (build.status !== 0) throw new Error('web build failed');

const server = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST: dist,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
};

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const scores: number[] = [];
    let requests: { url: string; resourceType: string }[] = [];
    // Three runs: the median smooths out the noise of a shared 2-core machine.
    for (let run = 0; run < 3; run++) {
      const result = await lighthouse(`${base}/`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error('lighthouse gave no result');
      scores.push(Math.round((result.lhr.categories.performance.score ?? 0) * 100));
      requests = (result.lhr.audits['network-requests'].details as unknown as { items: { url: string; resourceType: string }[] }).items;
    }
    let js = 0,
      css = 0;
    for (const r of requests.filter((q) => q.url.startsWith(base) && (q.resourceType === 'Script' || q.resourceType === 'Stylesheet'))) {
      const body = Buffer.from(await (await fetch(r.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      const gz = zlib.gzipSync(body, { level: 9 }).length;
      if (r.resourceType === 'Script') js += gz;
      else css += gz;
    }
    scores.sort((a, b) => a - b);
    console.log('Startseite (/), erster Seitenaufruf:');
    console.log(`  JavaScript gzip: ${(js / 1024).toFixed(1)} KB   (Ziel: unter 120 KB)`);
    console.log(`  CSS gzip:        ${(css / 1024).toFixed(1)} KB`);
    console.log(`  Lighthouse Performance (mobil), Median aus 3: ${scores[1]}   (Läufe: ${scores.join(', ')}; Ziel: 95 oder mehr)`);
  } finally {
    await chrome.kill();
  }
} finally {
  stop();
}
