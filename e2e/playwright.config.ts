// Browser tests in Debian's Chromium against one built app on a fresh database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(here, '.tmp', `data-${port}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && node ../apps/api/src/server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL: the server then stops its nginx-rtmp, which runs in its own process group so
    // that it outlives a restart of the platform during a live stream (issue #38) and would outlive a SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // The server's warnings and errors (LOG_LEVEL warn) appear in the test output: a failure in CI can be traced.
    stdout: 'pipe',
    env: {
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
      // Every browser of the suite comes from 127.0.0.1.
      ACTIVITY_MAX_PER_IP: '100000',
      ANON_RATING_MAX_PER_IP: '100000',
      ANON_RATING_MAX_PER_JOB: '1000',
      // Going live from the platform (issue #38, livestream-ingest.spec.ts): nginx-rtmp where installed, else off.
      INGEST: 'rtmp',
      INGEST_RTMP_HOST: '127.0.0.1',
      INGEST_RTMP_PORT: process.env.E2E_RTMP_PORT ?? String(19000 + (port % 1000)),
      // A helper or a parallel run may serve its own build (vite build --outDir ...).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
