import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protectedErrors } from '../../http/schemas.js';

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
  /** Resolves when the database answers; rejects otherwise. */
  pingDatabase(): Promise<void>;
  /** Names of this process's background workers that have died (they are logged by name). */
  failedWorkers(): string[];
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
          'Health check (no key): 200 ok, or 503 degraded when the database does not answer or a background worker has died',
        security: [],
        response: { 200: healthSchema, 503: healthSchema },
      },
      handler: async (request, reply) => {
        const databaseAnswers = await deps.pingDatabase().then(
          () => true,
          (error: unknown) => {
            request.log.warn({ err: error }, 'health check: database did not answer');
            return false;
          },
        );
        const deadWorkers = deps.failedWorkers();
        if (deadWorkers.length > 0)
          request.log.warn({ workers: deadWorkers }, `health check: worker(s) died: ${deadWorkers.join(', ')}`);
        const healthy = databaseAnswers && deadWorkers.length === 0;
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
