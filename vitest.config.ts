import { defineConfig } from 'vitest/config';

const shared = {
  // Integration files each boot their own embedded Postgres; two cores run two at a time.
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'main',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'indexer/**/*.test.ts'],
          exclude: ['test/elasticsearch/**'],
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        // A real Elasticsearch node: ELASTICSEARCH_URL when given, else one started from Maven Central jars.
        test: {
          ...shared,
          name: 'elasticsearch',
          include: ['test/elasticsearch/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts', 'test/elasticsearch/node-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
