import type { FastifyInstance } from 'fastify';
import type { Metrics } from './lib/metrics.js';
import type { ReadinessChecks } from './lib/readiness.js';
import { createHttpApp } from './http/base-app.js';
import { docsUrl } from './http/openapi-document.js';
import type { Config } from './config.js';
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
import type { SearchLog } from './modules/analytics/search-log.js';
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
  /** Where searches are recorded for the operator's analytics; absent: nothing is recorded. */
  searchLog?: SearchLog;
  rfqs: RfqsService;
  suggestions: SuggestionsService;
  webhooks: WebhooksService;
  /** What the health check asks (the database, Elasticsearch, this process's workers). */
  readiness: ReadinessChecks;
  metrics?: Metrics;
}

/** The HTTP application: plugins and routes, no I/O of its own. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = await createHttpApp({
    logLevel: deps.config.LOG_LEVEL,
    version: deps.version,
    admit: deps.keys.admit,
    metrics: deps.metrics,
  });

  await app.register(
    systemRoutes({
      version: deps.version,
      docsUrl: docsUrl(deps.config),
      readiness: deps.readiness,
    }),
  );
  await app.register(referenceRoutes(deps.reference));
  await app.register(businessesRoutes(deps.businesses));
  await app.register(productsRoutes(deps.products));
  await app.register(searchRoutes(deps.search, deps.searchLog));
  await app.register(rfqsRoutes(deps.rfqs));
  await app.register(suggestionsRoutes(deps.suggestions));
  await app.register(mcpRoutes(deps));
  await app.register(webhooksRoutes(deps.webhooks));
  return app;
}
