import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from './http/serialization.js';
import type { Config } from './config.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerGuards } from './http/guards.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { BODY_LIMIT_BYTES } from './http/limits.js';
import { openApiOptions } from './http/openapi-document.js';
import { createRouteTable } from './http/route-table.js';
import { zodValidatorCompiler } from './http/validation.js';
import { businessesRoutes } from './modules/businesses/businesses.routes.js';
import type { BusinessesService } from './modules/businesses/businesses.service.js';
import { productsRoutes } from './modules/products/products.routes.js';
import type { ProductsService } from './modules/products/products.service.js';
import { mcpRoutes } from './mcp/mcp.routes.js';
import { rfqsRoutes } from './modules/rfqs/rfqs.routes.js';
import type { RfqsService } from './modules/rfqs/rfqs.service.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { suggestionsRoutes } from './modules/suggestions/suggestions.routes.js';
import type { SuggestionsService } from './modules/suggestions/suggestions.service.js';
import type { SearchService } from './modules/search/search.service.js';
import type { KeysService } from './modules/keys/keys.service.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import type { ReferenceService } from './modules/reference/reference.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import type { WebhooksService } from './modules/webhooks/webhooks.service.js';

export interface AppDeps {
  config: Pick<Config, 'LOG_LEVEL' | 'DOCS_URL' | 'HOST' | 'PORT'>;
  version: string;
  keys: Pick<KeysService, 'admit'>;
  reference: ReferenceService;
  businesses: BusinessesService;
  products: ProductsService;
  search: SearchService;
  rfqs: RfqsService;
  suggestions: SuggestionsService;
  webhooks: WebhooksService;
  pingDatabase(): Promise<void>;
  /** Names of this process's background workers that have died (health answers degraded). */
  failedWorkers(): string[];
}

/**
 * Where the health check points integrators: DOCS_URL when the operator set it (the public
 * address behind a proxy), else the document on the address this process listens on. Never the
 * request's Host header, which any client can set to anything.
 */
export function docsUrl(config: Pick<Config, 'DOCS_URL' | 'HOST' | 'PORT'>): string {
  if (config.DOCS_URL) return config.DOCS_URL;
  const wildcard = config.HOST === '0.0.0.0' || config.HOST === '::';
  const host = wildcard ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}/v1/openapi.json`;
}

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The HTTP application: plugins and routes, no I/O of its own. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.LOG_LEVEL },
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

  await app.register(swagger, openApiOptions(deps.version));

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerGuards(app, { admit: deps.keys.admit, routes: createRouteTable(app) });

  await app.register(systemRoutes({ version: deps.version, docsUrl: docsUrl(deps.config), pingDatabase: deps.pingDatabase, failedWorkers: deps.failedWorkers }));
  await app.register(referenceRoutes(deps.reference));
  await app.register(businessesRoutes(deps.businesses));
  await app.register(productsRoutes(deps.products));
  await app.register(searchRoutes(deps.search));
  await app.register(rfqsRoutes(deps.rfqs));
  await app.register(suggestionsRoutes(deps.suggestions));
  await app.register(mcpRoutes(deps));
  await app.register(webhooksRoutes(deps.webhooks));
  return app;
}
