import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two cores: files run two at a time, each on its own copy of the migrated database.
          maxWorkers: 2,
          // A worker keeps the API's modules from file to file (each file still builds its own app on its own copy
          // of the database): importing them anew for each of 140 files cost about 40 % of the suite's time.
          // Module state is therefore held per database handle (apps/api/src/lib/per-database.ts), never in a
          // module variable a second app would share.
          isolate: false,
          // Like the browser tests: on CI a test that fails once from timing on a loaded machine gets one more
          // try; a real failure fails twice. Locally every failure shows at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
