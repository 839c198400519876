// Web bench: builds the client, serves it on a fresh demo database, and prints per public route (home, a
// place search, a job page) what the first visit loads (JavaScript and CSS, gzipped, and the files), the
// Lighthouse mobile performance score (median of BENCH_WEB_RUNS runs, 3 by default) with its metrics, and
// what a phone then loads on its first tap (the app starts on the first interaction, web ssr/wake.ts) and
// how long until the page is the app's; then the INP of a first interaction on a throttled phone (web-inp.ts). In
// Debian's Chromium. Figures only; nothing here fails on a number.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, devices } from 'playwright-core';
import { measureInp } from './web-inp.ts';

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
    // A loaded machine must not make the server shed Lighthouse's requests (503) as overload.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
/** The routes of issue 18's targets: JavaScript budget in KB gzip (none for the place search). */
const ROUTES = [
  { name: 'Startseite', path: '/', jsBudget: 100 },
  { name: 'Ortssuche', path: '/ausbildung/zip-passau-94032', jsBudget: null },
  { name: 'Stellenseite', path: '/betriebe/baeckerei-huber/jobs/ausbildung-konditor-in-2027-3', jsBudget: 120 },
] as const;
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

type Request = { url: string; resourceType: string };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Lighthouse (mobile, simulated throttling) `runs` times, then the gzip bytes of what the last run loaded. */
async function measure(route: (typeof ROUTES)[number], port: number) {
  const scores: number[] = [];
  const lcps: number[] = [];
  const metrics: Record<'fcp' | 'tbt' | 'cls', number[]> = { fcp: [], tbt: [], cls: [] };
  let requests: Request[] = [];
  // Several runs: the median smooths out the noise of a shared machine.
  for (let run = 0, failures = 0; run < runs; run++) {
    const result = await lighthouse(`${base}${route.path}`, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error('lighthouse gave no result');
    // Lighthouse itself asks to run again when its trace misses the navigation (NO_NAVSTART): up to 3 such runs
    // are repeated, not counted.
    if (result.lhr.runtimeError && ++failures <= 3) {
      console.log(`  (Lighthouse-Lauf wiederholt: ${result.lhr.runtimeError.code})`);
      run--;
      continue;
    }
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
    scores.push(Math.round((result.lhr.categories.performance.score ?? 0) * 100));
    lcps.push(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
    metrics.fcp.push(result.lhr.audits['first-contentful-paint']?.numericValue ?? 0);
    metrics.tbt.push(result.lhr.audits['total-blocking-time']?.numericValue ?? 0);
    metrics.cls.push(result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
    requests = (result.lhr.audits['network-requests'].details as unknown as { items: Request[] }).items;
  }
  const files: { file: string; gz: number; css: boolean }[] = [];
  for (const r of requests.filter((q) => q.url.startsWith(base) && (q.resourceType === 'Script' || q.resourceType === 'Stylesheet'))) {
    const body = Buffer.from(await (await fetch(r.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    files.push({ file: new URL(r.url).pathname, gz: zlib.gzipSync(body, { level: 9 }).length, css: r.resourceType === 'Stylesheet' });
  }
  const html = zlib.gzipSync(Buffer.from(await (await fetch(`${base}${route.path}`)).arrayBuffer()), { level: 9 }).length;
  const js = files.filter((f) => !f.css);
  const css = files.filter((f) => f.css);
  const sum = (list: typeof files) => list.reduce((a, f) => a + f.gz, 0);
  const median = <T>(list: T[], by: (x: T) => number) => [...list].sort((a, b) => by(a) - by(b))[Math.floor(list.length / 2)]!;
  console.log(`${route.name} (${route.path}), erster Seitenaufruf:`);
  console.log(`  HTML gzip:       ${kb(html)}`);
  console.log(`  JavaScript gzip: ${kb(sum(js))} in ${js.length} Dateien${route.jsBudget ? `   (Ziel: höchstens ${route.jsBudget} KB)` : ''}`);
  console.log(`  CSS gzip:        ${kb(sum(css))} in ${css.length} Dateien`);
  console.log(`  Lighthouse Performance (mobil), Median aus ${runs}: ${median(scores, (x) => x)}   (Läufe: ${scores.join(', ')}; Ziel: 95 oder mehr)`);
  const mid = (list: number[]) => median(list, (x) => x);
  console.log(
    `  LCP (Median): ${(mid(lcps) / 1000).toFixed(1)} s, FCP ${(mid(metrics.fcp) / 1000).toFixed(1)} s, TBT ${Math.round(mid(metrics.tbt))} ms, CLS ${mid(metrics.cls).toFixed(3)}`,
  );
  const tap = await firstTap(route.path);
  console.log(`  Erstes Tippen (Telefon): lädt danach ${kb(tap.gz)} JavaScript gzip in ${tap.files} Dateien; Seite nach ${tap.ms} ms bedienbar (ungebremst)`);
  if (process.env.BENCH_WEB_FILES) for (const f of [...files].sort((a, b) => b.gz - a.gz)) console.log(`    ${kb(f.gz).padStart(9)}  ${f.file}`);
}

/**
 * A phone opens the page, then taps its heading: the JavaScript that tap loads (gzip of each script file fetched
 * after it) and the time until the app owns the page (`data-hydrated`), on this machine without throttling.
 */
async function firstTap(pathname: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const page = await (await browser.newContext({ ...devices['Pixel 7'] })).newPage();
    await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
    const after: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().startsWith(base)) after.push(r.url());
    });
    const t0 = Date.now();
    await page.locator('h1').first().tap();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    const ms = Date.now() - t0;
    await page.waitForLoadState('networkidle');
    let gz = 0;
    for (const url of new Set(after))
      gz += zlib.gzipSync(Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()), { level: 9 }).length;
    return { gz, files: new Set(after).size, ms };
  } finally {
    await browser.close();
  }
}

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
    // Migrations and the demo seed take a minute or more on a loaded machine.
    if (i > 900) throw new Error('server did not start');
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
    for (const route of ROUTES) await measure(route, chrome.port);
  } finally {
    await chrome.kill();
  }
  await measureInp(base);
} finally {
  stop();
}
