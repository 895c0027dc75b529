import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireKey } from '../../http/guards.js';
import { idParams, protectedErrors } from '../../http/schemas.js';
import { suggestionsQuery, suggestionsResponse } from './suggestions.schemas.js';
import type { SuggestionsService } from './suggestions.service.js';

export function suggestionsRoutes(suggestions: SuggestionsService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/rfq/:id/supplier-suggestions', {
      config: { scope: 'rfq.read' },
      schema: {
        operationId: 'suggestRfqSuppliers',
        tags: ['rfq'],
        summary:
          "Suppliers for one of your RFQs: per item a hybrid search over visible products (within the item's product category and its descendants), grouped by business with the evidence, ordered by coverage, then score, then business id",
        params: idParams,
        querystring: suggestionsQuery,
        response: { 200: suggestionsResponse, ...protectedErrors },
      },
      handler: async (request) => {
        const key = requireKey(request);
        const { limit, offset } = request.query;
        return suggestions.suggest(
          request.params.id,
          { limit, offset },
          { partnerId: key.partnerId, visibility: key.visibility },
        );
      },
    });
  };
}
