import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protectedErrors } from '../../http/schemas.js';
import { checkReadiness, type ReadinessChecks } from '../../lib/readiness.js';

const healthSchema = z
  .object({
    service: z.literal('directory-service'),
    version: z.string(),
    status: z.enum(['ok', 'degraded']),
    docs: z.string(),
  })
  .meta({ id: 'Health' });

export interface SystemDeps {
  version: string;
  /** The absolute URL of the OpenAPI document (see `docsUrl` in http/openapi-document.ts). */
  docsUrl: string;
  /** The dependencies the health check asks: the same rule as the admin listener's /readyz. */
  readiness: ReadinessChecks;
}

export function systemRoutes(deps: SystemDeps) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/', {
      config: { public: true },
      schema: {
        operationId: 'health',
        tags: ['system'],
        summary:
          'Health check (no key): 200 ok, or 503 degraded when the database or Elasticsearch (when configured) does not answer or a background worker has died',
        security: [],
        response: { 200: healthSchema, 503: healthSchema },
      },
      handler: async (request, reply) => {
        const { ready: healthy } = await checkReadiness(deps.readiness, request.log);
        return reply.status(healthy ? 200 : 503).send({
          service: 'directory-service',
          version: deps.version,
          status: healthy ? 'ok' : 'degraded',
          docs: deps.docsUrl,
        });
      },
    });

    app.get('/v1/openapi.json', {
      schema: {
        operationId: 'getOpenApiDocument',
        tags: ['system'],
        summary: 'This OpenAPI 3.1 document (any valid key)',
        response: { 200: z.record(z.string(), z.unknown()), ...protectedErrors },
      },
      handler: async () => fastify.swagger() as unknown as Record<string, unknown>,
    });
  };
}
