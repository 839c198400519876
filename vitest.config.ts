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
          // Like the browser tests: on CI a test that fails once from timing on a loaded machine gets one more
          // try; a real failure fails twice. Locally every failure shows at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
