import type { Client } from '@elastic/elasticsearch';
import { UnavailableError } from '../../lib/errors.js';
import type { EngineResult, KeywordEngine, SearchRequest } from '../engine.js';
import { type IndexKind, matchQuality, searchBody } from './bodies.js';
import { aliasName } from './indices.js';

/** The client's errors that mean the cluster is away (not a bad request): the search answers 503. */
const AWAY = new Set(['ConnectionError', 'TimeoutError', 'NoLivingConnectionsError']);
export const SEARCH_CLUSTER_UNAVAILABLE =
  'Keyword search is unavailable: the search cluster does not answer; retry shortly';

function isAway(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { meta?: { statusCode?: number } }).meta?.statusCode;
  return AWAY.has(error.name) || (error.name === 'ResponseError' && status === 503);
}

/** Keyword search on Elasticsearch, through the aliases the indexer maintains. */
export function createElasticsearchEngine(client: Client, prefix: string): KeywordEngine {
  async function run(kind: IndexKind, request: SearchRequest): Promise<EngineResult> {
    const response = await client
      .search({ index: aliasName(prefix, kind), ...searchBody(kind, request) })
      .catch((error: unknown) => {
        throw isAway(error) ? new UnavailableError(SEARCH_CLUSTER_UNAVAILABLE, { cause: error }) : error;
      });
    const hits = response.hits.hits.map((hit) => ({
      id: hit._id!,
      score: hit._score ?? 0,
      match: matchQuality(hit.matched_queries as string[] | undefined),
      category: (hit.fields?.category_id as string[] | undefined)?.[0] ?? null,
    }));
    // Without track_total_hits the node sends no total: the window's lower bound, as SearchRequest.count says.
    const total = response.hits.total;
    if (total === undefined) return { hits, total: request.offset + hits.length };
    return { hits, total: typeof total === 'number' ? total : total.value };
  }
  return {
    name: 'elasticsearch',
    current: false,
    searchBusinesses: (request) => run('businesses', request),
    searchProducts: (request) => run('products', request),
  };
}
