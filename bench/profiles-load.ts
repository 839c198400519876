// Profile page bench: p95 latency of GET /api/v2/business/{slug} (the public business profile with its
// images, contact person and sites) under load (autocannon, 50 connections) against the same request
// alone (1 connection), as a ratio. Starts the API with the demo data on a fresh PGlite in its own
// process and completes the demo business's profile first. Figures only, never asserts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { cannon, type CannonResult } from './autocannon.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PROFILES_PORT ?? 3192);
const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-profiles-'));
const base = `http://127.0.0.1:${PORT}`;
const env = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: tmp,
  WEB_DIST: '/nonexistent',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  LOGIN_MAX_PER_IP: '1000',
};

const server = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
  env: { ...process.env, ...env },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
};
try {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() - started > 180_000) throw new Error('API startete nicht');
    await new Promise((r) => setTimeout(r, 500));
  }
  const json = async (method: string, url: string, token: string | null, body?: unknown): Promise<{ token: string; data: { id: number } }> => {
    const res = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ token: string; data: { id: number } }>;
  };
  const { token } = await json('POST', '/api/auth/login', null, { email: 'betrieb@oabat.example', password: 'Demo-Passwort-2026' });
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) {
    const form = new FormData();
    const img = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 20 * i } } })
      .jpeg()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(img)], { type: 'image/jpeg' }), `bild-${i}.jpg`);
    const res = await fetch(`${base}/api/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  await json('PUT', '/api/business/baeckerei-huber', token, {
    about_us: 'Familienbäckerei in Passau.',
    motto: 'Frisch vom Ofen',
    main_images: ids.slice(0, 5),
    gallery_images: ids,
  });
  await json('POST', '/api/contactpersons', token, { firstname: 'Eva', lastname: 'Huber', profile_picture: ids[5] });

  const url = `${base}/api/v2/business/baeckerei-huber`;
  const run = (connections: number) => cannon({ url, connections, duration: SECONDS });
  await run(4); // warm-up
  const alone = await run(1);
  const loaded = await run(50);
  // autocannon reports p90 and p97.5, no p95: the upper one is given.
  const p95 = (r: CannonResult) => r.latency.p97_5;
  console.log(`GET /api/v2/business/{slug} (5 Titelbilder, 6 Galerie, Ansprechperson mit Foto, Standort), ${SECONDS} s je Lauf, ${os.cpus().length} Kerne`);
  console.log(
    `allein (1 Verbindung):    p50 ${alone.latency.p50} ms · p95 ${p95(alone)} ms · ${alone.requests.average.toFixed(0)} Anfragen/s · Fehler ${alone.errors + alone.non2xx}`,
  );
  console.log(
    `unter Last (50 Verb.):    p50 ${loaded.latency.p50} ms · p95 ${p95(loaded)} ms · ${loaded.requests.average.toFixed(0)} Anfragen/s · Fehler ${loaded.errors + loaded.non2xx}`,
  );
  console.log(`Verhältnis p95 unter Last / allein: ${(p95(loaded) / Math.max(0.01, p95(alone))).toFixed(1)}`);
} finally {
  stop();
}
