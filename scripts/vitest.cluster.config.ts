// npm run test:cluster (issue #39): the production topology (scripts/cluster-topology.ts) and the main journeys
// through its balancer. Apart from the unit projects: it starts nginx, s3rver and three API processes.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['scripts/cluster.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 300_000,
    // One topology, its journeys in order (they share the accounts they make).
    fileParallelism: false,
    sequence: { concurrent: false },
    retry: 0,
  },
});
