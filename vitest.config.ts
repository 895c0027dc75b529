import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The fast tier: every test file under src/, bench/ and test/ (the Elasticsearch suites apart)
// whose source reaches no server, database or child process. A file is out when it imports a
// test helper that builds the app or seeds its database, the launchers in tools/harness, a
// database connection or node:child_process, or takes a value a server project's global setup
// provides (`inject`).
const needsServer =
  /helpers\/(app|events|factories)\.js|tools\/harness|db\/connection\.js|node:child_process|embeddings\/local-env|\binject\(/;
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
const unitFiles = ['src', 'bench', 'test']
  .flatMap(testFiles)
  .filter((file) => !file.startsWith('test/elasticsearch/'))
  .filter((file) => !needsServer.test(readFileSync(file, 'utf8')));

const shared = {
  // Integration files each boot their own embedded Postgres; two cores run two at a time.
  pool: 'forks' as const,
  // A worker's files share its loaded modules (each file still opens its own database): loading
  // the service's modules again for each of ~90 files cost 280 s of a 20-minute run.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        // `npm run test:unit`. Its files also run in main and postgres, so `npm test` names the
        // three server projects and leaves this one out: each file runs once per server project,
        // as the full suite's counts have always meant, and the full run takes no longer.
        test: {
          ...shared,
          name: 'unit',
          include: unitFiles,
        },
      },
      {
        test: {
          ...shared,
          name: 'main',
          // The evaluations' own tests (scoring, the vector cache) run here once, beside the database
          // suites; the postgres project leaves them out, as they use no database.
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          // Server-only: side-by-side transactions (the embedded database runs one at a time) and
          // several API processes on one database (an embedded data directory has one owner).
          exclude: [
            'test/elasticsearch/**',
            'test/events/outbox-postgres.test.ts',
            'test/processes/rate-limit-processes.test.ts',
            'test/processes/database-restart.test.ts',
            'test/processes/admin-probes.test.ts',
          ],
          globalSetup: ['test/scripts-setup.ts', 'test/global-setup.ts', 'test/embeddings/server-setup.ts'],
        },
      },
      {
        // The production shape: the same suite on a real PostgreSQL 18 server with pgvector
        // (TEST_DATABASE_URL's server when given, else one started from tools/postgres).
        test: {
          ...shared,
          name: 'postgres',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [
            'test/elasticsearch/**',
            // Embedded-only: it holds the embedded database's single transaction slot over the data
            // directory's socket to keep a request in flight, and checks the directory's lock is
            // released. The server's out-of-order commits are tested in outbox-postgres.
            'test/processes/shutdown.test.ts',
            // Embedded-only: the data directory's lock.
            'test/db/embedded-lock.test.ts',
            // Embedded-only: the host's planner statistics (a server's autovacuum keeps them).
            'test/db/embedded-statistics.test.ts',
            // The real local chat model's protocol smoke test (20-30 s of CPU): the database's kind
            // plays no part in it, and the gateway's path through the database runs in both projects
            // against the scripted model server.
            'test/gateway/agent-model-smoke.test.ts',
            // A model server's protocol and the rendered API reference: no database in either.
            'test/embeddings/use-server.test.ts',
            'test/docs/api-reference.test.ts',
          ],
          globalSetup: ['test/scripts-setup.ts', 'test/postgres/server-setup.ts', 'test/embeddings/server-setup.ts'],
        },
      },
      {
        // A real Elasticsearch node: ELASTICSEARCH_URL when given, else one started from Maven Central jars.
        test: {
          ...shared,
          name: 'elasticsearch',
          include: ['test/elasticsearch/**/*.test.ts'],
          globalSetup: ['test/scripts-setup.ts', 'test/global-setup.ts', 'test/elasticsearch/node-setup.ts'],
          // Its files share the one node, each under an index prefix of its own, so they run beside
          // each other and beside the other projects' files.
        },
      },
    ],
  },
});
