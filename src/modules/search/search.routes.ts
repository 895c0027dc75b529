import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireKey } from '../../http/guards.js';
import { protectedErrors } from '../../http/schemas.js';
import { searchQuery, searchResponse } from './search.schemas.js';
import type { SearchService } from './search.service.js';

export function searchRoutes(search: SearchService) {
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
        const { q, type, limit, offset, category_id, region_id, country_id } = request.query;
        return search.keyword({ q, type, limit, offset, categoryId: category_id, regionId: region_id, countryId: country_id }, requireKey(request).visibility);
      },
    });
  };
}
