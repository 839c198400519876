// Analytics bench (issue #17). Figures only, never asserts.
// 1. Ingestion: POST /api/oabalytics from 50 concurrent senders (autocannon), each request one page visit
//    with UTM values; events/s and p99, and how many of the sent events reached the rollups.
// 2. Dashboard: GET /api/statistics over a year, p95, after a year of rollups standing for BENCH_EVENTS
//    (default 10,000,000) events is written straight into analytics_daily (raw events of that size are not
//    generated: the dashboard never reads them).
// 3. The same dashboard filtered by a channel and a region (issue #17's filters), p95 likewise.
// Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres): a fresh database
// is created and dropped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

import { cannon } from './autocannon.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const PORT = Number(process.env.BENCH_ANALYTICS_PORT ?? 3197);
const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `oabat_bench_analytics_${Date.now().toString(36)}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-analytics-'));
const base = `http://127.0.0.1:${PORT}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const server = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: tmp,
    WEB_DIST: '/nonexistent',
    DATABASE_URL: dbUrl,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOGIN_MAX_PER_IP: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const db = new pg.Client({ connectionString: dbUrl });
try {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() - started > 240_000) throw new Error('API startete nicht');
    await new Promise((r) => setTimeout(r, 500));
  }
  await db.connect();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@oabat.example', password: 'Demo-Passwort-2026' }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const auth = { authorization: `Bearer ${token}` };

  // 1. Ingestion: one event per request (what the web app sends), then batches of ten (a client that batches).
  for (const perRequest of [1, 10]) {
    const before = Number((await db.query(`SELECT count(*) AS n FROM analytics_records`)).rows[0].n);
    const item = { route: '/ausbildung/passau', event: 'page_visit', entity_type: 'page_visit', campaign_id: 'bench', source: 'bench', medium: 'bench' };
    const body = JSON.stringify({
      oabalytics_user_id: `bench-${perRequest}`,
      screen_width: 390,
      screen_height: 844,
      data: Array.from({ length: perRequest }, () => item),
    });
    const r = await cannon({
      url: `${base}/api/oabalytics`,
      connections: 50,
      duration: SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await fetch(`${base}/api/admin/statistics/refresh`, { method: 'POST', headers: auth });
    const written = Number((await db.query(`SELECT count(*) AS n FROM analytics_records`)).rows[0].n) - before;
    console.log(
      `Ingestion (50 Sender, ${SECONDS} s, ${perRequest} Ereignis(se) je Anfrage): ${Math.round(r.requests.average * perRequest)} Ereignisse/s, ` +
        `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.total * perRequest} gesendet, ${written} geschrieben, Fehler ${r.errors}, nicht-2xx ${r.non2xx}`,
    );
  }
  console.log(
    `Last der Maschine (1/5/15 min): ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')} bei ${os.cpus().length} Kernen`,
  );

  // 2. A year of rollups standing for EVENTS events: per day and metric the total, plus values of each dimension.
  const t0 = Date.now();
  await db.query(`DELETE FROM analytics_daily`);
  const perDay = Math.round(EVENTS / 365);
  await db.query(
    `INSERT INTO analytics_daily (day, metric, dimension, value, n, sessions)
     SELECT d::date, m.metric, x.dimension, x.value, greatest(1, (x.share * m.share * $1)::bigint), greatest(1, (x.share * m.share * $1 / 3)::bigint)
     FROM generate_series(current_date - 364, current_date, interval '1 day') AS d
     CROSS JOIN (VALUES ('visit', 0.55), ('search', 0.2), ('job_view', 0.15), ('impression', 0.08), ('event', 0.02)) AS m(metric, share)
     CROSS JOIN LATERAL (
       SELECT '' AS dimension, '' AS value, 1.0 AS share
       UNION ALL SELECT 'campaign', 'kampagne-' || i, 0.01 FROM generate_series(1, 20) i
       UNION ALL SELECT 'channel', c, 0.2 FROM unnest(ARRAY['direkt', 'social', 'email', 'print', 'offline']) c
       UNION ALL SELECT 'device', dv, 0.5 FROM unnest(ARRAY['mobil', 'desktop']) dv
       UNION ALL SELECT 'region', 'region-' || i, 0.02 FROM generate_series(1, 30) i
       UNION ALL SELECT 'place', 'ort-' || i, 0.003 FROM generate_series(1, 300) i WHERE m.metric = 'search'
       UNION ALL SELECT 'place@' || c, 'ort-' || i, 0.0006
         FROM unnest(ARRAY['direkt', 'social', 'email', 'print', 'offline']) c, generate_series(1, 300) i WHERE m.metric = 'search'
       UNION ALL SELECT 'campaign@' || c, 'kampagne-' || i, 0.002
         FROM unnest(ARRAY['social', 'email', 'print', 'offline']) c, generate_series(1, 20) i
       UNION ALL SELECT 'region@' || c, 'region-' || i, 0.004
         FROM unnest(ARRAY['direkt', 'social', 'email', 'print', 'offline']) c, generate_series(1, 30) i
       UNION ALL SELECT 'job', i::text, 0.0005 FROM generate_series(1, 2000) i WHERE m.metric = 'impression'
     ) x
     ON CONFLICT (metric, dimension, day, value) DO UPDATE SET n = EXCLUDED.n, sessions = EXCLUDED.sessions`,
    [perDay],
  );
  await db.query(`ANALYZE analytics_daily`);
  const rows = (await db.query(`SELECT count(*) AS rows, sum(n) FILTER (WHERE dimension = '') AS events FROM analytics_daily`)).rows[0];
  console.log(
    `Rollups: ${Number(rows.rows).toLocaleString('de-DE')} Zeilen für ${Number(rows.events).toLocaleString('de-DE')} Ereignisse über 365 Tage, geschrieben in ${Date.now() - t0} ms`,
  );

  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const url = `${base}/api/statistics?from=${from}&to=${to}`;
  await fetch(url, { headers: auth }); // warm
  const dash = await cannon({ url, connections: 10, duration: SECONDS, headers: auth });
  const alone = await cannon({ url, connections: 1, duration: Math.max(3, SECONDS / 2), headers: auth });
  // autocannon reports p90 and p97.5; p95 lies between them (the upper one is given).
  console.log(
    `Dashboard (ein Jahr, 10 Verbindungen): ${Math.round(dash.requests.average)} Anfragen/s, p50 ${dash.latency.p50} ms, p90 ${dash.latency.p90} ms, ` +
      `p97,5 ${dash.latency.p97_5} ms (p95 ≤ diesem Wert), nicht-2xx ${dash.non2xx}; allein: p50 ${alone.latency.p50} ms, p97,5 ${alone.latency.p97_5} ms`,
  );

  // 3. The same year filtered by a channel and a region (the combined rollup rows and the region's businesses).
  const filtered = `${url}&channel=social&region=region-3`;
  await fetch(filtered, { headers: auth }); // warm
  const fdash = await cannon({ url: filtered, connections: 10, duration: SECONDS, headers: auth });
  const falone = await cannon({ url: filtered, connections: 1, duration: Math.max(3, SECONDS / 2), headers: auth });
  console.log(
    `Dashboard gefiltert (Kanal und Region, ein Jahr, 10 Verbindungen): ${Math.round(fdash.requests.average)} Anfragen/s, p50 ${fdash.latency.p50} ms, ` +
      `p90 ${fdash.latency.p90} ms, p97,5 ${fdash.latency.p97_5} ms (p95 ≤ diesem Wert), nicht-2xx ${fdash.non2xx}; ` +
      `allein: p50 ${falone.latency.p50} ms, p97,5 ${falone.latency.p97_5} ms`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await db.end().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(tmp, { recursive: true, force: true });
}
