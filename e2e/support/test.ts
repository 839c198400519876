// The `test` of every browser test: Playwright's, with a platform server of the worker's own (support/server.ts)
// as the base URL. Import `test` and `expect` from here, not from '@playwright/test'.
import { test as base } from '@playwright/test';
import { BASE_PORT, startServer } from './server.ts';

export { expect } from '@playwright/test';

export const test = base.extend<object, { server: { url: string } }>({
  server: [
    // Playwright reads the fixtures a fixture needs from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startServer(BASE_PORT + workerInfo.parallelIndex);
      await use({ url: server.url });
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
