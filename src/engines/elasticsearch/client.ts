import { createRequire } from 'node:module';
import type { Client } from '@elastic/elasticsearch';

/**
 * The Elasticsearch client, its package loaded only here: only a process configured with
 * ELASTICSEARCH_URL pays for it (about 0.4 s of every operator command's and test process's start).
 */
export function createElasticClient(url: string): Client {
  const elasticsearch = createRequire(import.meta.url)(
    '@elastic/elasticsearch',
  ) as typeof import('@elastic/elasticsearch');
  return new elasticsearch.Client({ node: url, requestTimeout: 30_000, maxRetries: 2 });
}
