import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { templateDataDir } from '../helpers/app.js';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';

// The operator's view: the indexer command and `npm start` in embedded mode, as real processes.
// A data directory written from the migrated template: the commands start without migrating.
let target: Awaited<ReturnType<typeof templateDataDir>>;
const prefix = `proc-${randomBytes(4).toString('hex')}`;
let env: Record<string, string>;

beforeAll(async () => {
  target = await templateDataDir();
  env = {
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'warn',
    ELASTICSEARCH_URL: inject('elasticsearchUrl'),
    SEARCH_INDEX_PREFIX: prefix,
  };
  const seeded = await runScript('src/cli/demo-data.ts', ['--demo', '--businesses', '20', '--products', '60'], env);
  expect(seeded.code, seeded.stderr).toBe(0);
}, 120_000);
afterAll(async () => {
  await fetch(`${inject('elasticsearchUrl')}/${prefix}-*`, { method: 'DELETE' }).catch(() => {});
  await target?.cleanup();
});

describe('npm run indexer', () => {
  it('reindexes everything and reports it in status', async () => {
    const reindex = await runScript('indexer/main.ts', ['reindex'], env);
    expect(reindex.code, reindex.stderr).toBe(0);
    expect(reindex.stdout).toMatch(/^businesses: 20 documents into \S+ in [\d.]+ s/m);
    expect(reindex.stdout).toMatch(/^products: 60 documents into \S+ in [\d.]+ s/m);
    const status = await runScript('indexer/main.ts', ['status', '--json'], env);
    expect(status.code, status.stderr).toBe(0);
    const parsed = JSON.parse(status.stdout);
    expect(parsed.indices.map((index: { alias: string; documents: number }) => [index.alias, index.documents])).toEqual(
      [
        [`${prefix}-businesses`, 20],
        [`${prefix}-products`, 60],
      ],
    );
    expect(parsed.failures.total).toBe(0);
  }, 120_000);

  it('refuses unknown commands and options with exit code 2', async () => {
    expect((await runScript('indexer/main.ts', ['reindex', '--only', 'shops'], env)).code).toBe(2);
    expect((await runScript('indexer/main.ts', ['rebuild'], env)).code).toBe(2);
  }, 60_000);
});

describe('npm start in embedded mode with Elasticsearch', () => {
  it('runs the sync loop in-process: a write through the API becomes searchable', async () => {
    const port = await freePort();
    const server = startScript('src/server.ts', { ...env, PORT: String(port) });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(async () => (await fetch(`${base}/`)).ok, 90_000, `the server\n${server.output()}`);
      const created = await runScript(
        'src/cli/keys.ts',
        ['create', '--partner', 'p', '--name', 'n', '--scopes', 'search,businesses.write', '--json'],
        env,
      );
      const key = JSON.parse(created.stdout).key as string;
      const headers = { 'x-api-key': key, 'content-type': 'application/json' };
      const post = await fetch(`${base}/v1/businesses`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Zirconia Ceramics Works', description_en: 'Technical ceramics' }),
      });
      expect(post.status).toBe(201);
      await waitFor(
        async () => {
          const body = await (await fetch(`${base}/v1/search?q=zirconia&type=business`, { headers })).json();
          return body.businesses.total === 1;
        },
        15_000,
        'the new business in search',
      );
    } finally {
      expect(await stopProcess(server)).toBe(0);
    }
  }, 180_000);
});
