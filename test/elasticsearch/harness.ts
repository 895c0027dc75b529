import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { aliasName, INDEX_KINDS } from '../../src/engines/elasticsearch/indices.js';
import { createElasticClient } from '../../src/engines/elasticsearch/client.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { Indexer } from '../../src/engines/indexing/indexer.js';

// Quiet, except errors: a sync failure during a test should explain itself in the output.
export const silentLog = {
  info: () => {},
  warn: () => {},
  error: (object: object, message?: string) => console.error(message, object),
};

export interface ElasticHarness {
  t: TestApp;
  indexer: Indexer;
  client: ReturnType<typeof createElasticClient>;
  prefix: string;
  /** Starts the continuous sync loop, as `npm run indexer -- run` would. */
  startSync(): void;
  /** Returns when the indexer has caught up with every committed write and the index is refreshed. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The real app with keyword search on Elasticsearch, under an index prefix of its own. */
export async function startElasticApp(): Promise<ElasticHarness> {
  const url = inject('elasticsearchUrl');
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const t = await startTestApp({ env: { ELASTICSEARCH_URL: url, SEARCH_INDEX_PREFIX: prefix } });
  const indexer = t.services.indexer(silentLog, { idleMs: 50 })!;
  await indexer.prepare();
  const client = createElasticClient(url);
  const stop = new AbortController();
  let loop: Promise<void> | undefined;
  return {
    t,
    indexer,
    client,
    prefix,
    startSync() {
      loop ??= indexer.run({ signal: stop.signal });
    },
    async settle() {
      if (!loop) while (((await indexer.syncOnce())?.events ?? 0) > 0);
      else while ((await indexer.status()).backlog > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      await client.indices.refresh({ index: INDEX_KINDS.map((kind) => aliasName(prefix, kind)) });
    },
    async close() {
      stop.abort();
      await loop;
      await client.indices.delete({ index: `${prefix}-*` }).catch(() => {});
      await client.close();
      await t.services.close();
      await t.close();
    },
  };
}
