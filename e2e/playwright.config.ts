// Browser tests in Debian's Chromium against the built app, each worker on a fresh database of its own.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two workers, each with a server and a database of its own (support/server.ts): the machine has two cores and
  // one worker used about two thirds of them. E2E_WORKERS=1 runs the files one after another on one server.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // No webServer: every worker starts a platform server of its own (support/server.ts, used by support/test.ts).
});
