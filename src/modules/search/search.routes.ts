import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireKey } from '../../http/guards.js';
import { errorSchema, protectedErrors } from '../../http/schemas.js';
import { hybridQuery, hybridResponse, searchQuery, searchResponse, semanticQuery } from './search.schemas.js';
import type { SearchService } from './search.service.js';
import { SEMANTIC_REACH } from '../../engines/embeddings/embeddings.repository.js';
import { recordedSearch, type SearchLog } from '../analytics/search-log.js';

export function searchRoutes(search: SearchService, searchLog?: SearchLog) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/search', {
      config: { scope: 'search' },
      schema: {
        operationId: 'keywordSearch',
        tags: ['search'],
        summary:
          'Keyword search over names, descriptions (English and Indonesian), SKUs and category names; typo- and prefix-tolerant, grouped by type',
        querystring: searchQuery,
        response: { 200: searchResponse, ...protectedErrors },
      },
      handler: async (request) => {
        const key = requireKey(request);
        return recordedSearch(searchLog, 'search', key, request.query, () =>
          search.keyword(request.query, key.visibility),
        );
      },
    });

    app.get('/v1/semantic-search', {
      config: { scope: 'search' },
      schema: {
        operationId: 'semanticSearch',
        tags: ['search'],
        summary:
          'Ranks by meaning (cosine similarity of multilingual embeddings); 503 when no embeddings provider is configured or it does not answer',
        description: `Reaches the nearest ${SEMANTIC_REACH.toLocaleString('en')} records of each group the key may see: \`total\` counts those at least \`threshold\` similar (so at most ${SEMANTIC_REACH.toLocaleString('en')}), and pages lie within them.`,
        querystring: semanticQuery,
        response: { 200: searchResponse, ...protectedErrors, 503: errorSchema },
      },
      handler: async (request) => {
        const key = requireKey(request);
        return recordedSearch(searchLog, 'semantic', key, request.query, () =>
          search.semantic(request.query, key.visibility, request.log),
        );
      },
    });

    app.get('/v1/hybrid-search', {
      config: { scope: 'search' },
      schema: {
        operationId: 'hybridSearch',
        tags: ['search'],
        summary:
          'Keyword and semantic legs in parallel, fused by reciprocal rank fusion (k = 60) weighted by semantic_ratio; keyword only when no provider is configured or it does not answer',
        querystring: hybridQuery,
        response: { 200: hybridResponse, ...protectedErrors },
      },
      handler: async (request) => {
        const key = requireKey(request);
        return recordedSearch(searchLog, 'hybrid', key, request.query, () =>
          search.hybrid(request.query, key.visibility, request.log),
        );
      },
    });
  };
}
