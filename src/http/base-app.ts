import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics.js';
import { registerErrorHandling } from './error-handler.js';
import { type GuardDeps, registerGuards } from './guards.js';
import { registerJsonBodyParser } from './json-body.js';
import { BODY_LIMIT_BYTES } from './limits.js';
import { type OpenApiHeader, openApiOptions } from './openapi-document.js';
import { createRouteTable } from './route-table.js';
import { serializerCompiler } from './serialization.js';
import { zodValidatorCompiler } from './validation.js';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * What every HTTP process of the service shares (the API, the agent gateway): request ids, the
 * zod validation and serialization, the OpenAPI document, the error shapes, the JSON body rules
 * and the guard with the contract's order of checks. Routes are registered on the result.
 */
export async function createHttpApp(options: {
  logLevel: string;
  version: string;
  admit: GuardDeps['admit'];
  openApi?: OpenApiHeader;
  /** Every response is counted and timed by route pattern when metrics are on. */
  metrics?: Metrics;
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Keep a caller's request id when it is a sane token, so logs join across systems.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(swagger, openApiOptions(options.version, options.openApi));

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerGuards(app, { admit: options.admit, routes: createRouteTable(app) });
  const metrics = options.metrics;
  if (metrics?.enabled) {
    // The route pattern bounds the label's values; a path no route matches is one value, `unmatched`.
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpResponse(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  return app;
}
