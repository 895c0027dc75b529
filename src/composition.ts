import { sql } from 'drizzle-orm';
import packageJson from '../package.json' with { type: 'json' };
import type { AppDeps } from './app.js';
import type { Config } from './config.js';
import { type Database, statementNames, type Transaction } from './db/connection.js';
import { migrateDatabase } from './db/migrate.js';
import { statisticsWorker } from './db/statistics.js';
import { createEventWriter } from './events/event-writer.js';
import { createOutboxRepository } from './events/outbox.repository.js';
import { createWebhookDeliveriesRepository } from './modules/webhooks/deliveries.repository.js';
import { webhookWorkers } from './modules/webhooks/workers.js';
import { createPostgresAdmission } from './modules/keys/admission.js';
import { createBusinessesRepository } from './modules/businesses/businesses.repository.js';
import { createBusinessesService } from './modules/businesses/businesses.service.js';
import { createProductsRepository } from './modules/products/products.repository.js';
import { createProductsService } from './modules/products/products.service.js';
import { createRfqsRepository } from './modules/rfqs/rfqs.repository.js';
import { createRfqsService } from './modules/rfqs/rfqs.service.js';
import { createSearchService } from './modules/search/search.service.js';
import { createSuggestionsRepository } from './modules/suggestions/suggestions.repository.js';
import { createSuggestionsService, itemSearchFrom } from './modules/suggestions/suggestions.service.js';
import { createDocumentsRepository } from './engines/documents.repository.js';
import { createElasticClient } from './engines/elasticsearch/client.js';
import { createElasticsearchEngine } from './engines/elasticsearch/es-engine.js';
import { createIndexFailuresRepository } from './engines/index-failures.repository.js';
import { createPostgresEngine } from './engines/postgres-engine.js';
import { createSpelling } from './engines/spelling.js';
import { createIndexer } from './engines/indexing/indexer.js';
import { createEmbedder } from './engines/embeddings/embedder.js';
import { wordnetDictionary } from './engines/embeddings/definitions.js';
import { createDefinitionsRepository } from './engines/embeddings/definitions.repository.js';
import { createEmbeddingFailuresRepository } from './engines/embeddings/embedding-failures.repository.js';
import { createEmbeddingsRepository } from './engines/embeddings/embeddings.repository.js';
import { createEmbeddingProvider } from './engines/embeddings/provider.js';
import { createCalibrationRepository } from './engines/embeddings/calibration.repository.js';
import { createCalibrator } from './engines/embeddings/calibrator.js';
import { type Logger, silentLogger } from './lib/logger.js';
import { createMetrics, disabledMetrics, type Metrics } from './lib/metrics.js';
import type { ReadinessChecks } from './lib/readiness.js';
import { type AdminListener, startAdminListener } from './http/admin.js';
import type { RunningWorkers, Worker } from './lib/workers.js';
import { createKeysRepository } from './modules/keys/keys.repository.js';
import { createKeysService } from './modules/keys/keys.service.js';
import { createReferenceRepository } from './modules/reference/reference.repository.js';
import { createReferenceService } from './modules/reference/reference.service.js';
import { createSubscriptionsRepository } from './modules/webhooks/subscriptions.repository.js';
import { defaultSynonymGroups, withdrawnSynonymGroups } from './modules/synonyms/default-lexicon.js';
import { loadDefaultSynonyms } from './modules/synonyms/load-defaults.js';
import { createSynonymsRepository } from './modules/synonyms/synonyms.repository.js';
import { createSynonymsService } from './modules/synonyms/synonyms.service.js';
import { createWebhooksService } from './modules/webhooks/webhooks.service.js';
import { createGatewayService } from './gateway/gateway.service.js';
import { createRulePlanner } from './gateway/planner/index.js';
import { createQueriesRepository } from './gateway/queries.repository.js';
import { createSearchAnalytics } from './modules/analytics/analytics.service.js';
import { createSearchLog } from './modules/analytics/search-log.js';
import { createSearchLogRepository } from './modules/analytics/search-log.repository.js';
import { createProcessLogger } from './lib/process-logger.js';

export const VERSION: string = packageJson.version;

/**
 * What every process runs on its database at start, before it serves: the migrations and reference
 * data (migrateDatabase), then the default synonym groups offered (those not offered to this
 * database before are added, withdrawn ones taken out once), under the migrations' lock.
 */
export function prepareDatabase(database: Database): Promise<void> {
  return migrateDatabase(database, [loadDefaultSynonyms]);
}

/**
 * The one composition root: the API, the worker, the operator commands and the tests wire services
 * here. (The demo-data loader alone opens the database itself: it bulk-loads rows, bypassing the
 * services and their events on purpose.)
 */
export function createServices(config: Config, database: Database, options: { log?: Logger } = {}) {
  // Keyword search: Elasticsearch when configured (fed by the indexer), else Postgres.
  const elasticsearch = config.ELASTICSEARCH_URL ? createElasticClient(config.ELASTICSEARCH_URL) : undefined;
  const outbox = createOutboxRepository(database.db);
  // Measured only when the admin listener can expose it (ADMIN_PORT set); otherwise a no-op.
  const metrics: Metrics =
    config.ADMIN_PORT === undefined
      ? disabledMetrics
      : createMetrics({ pool: database.pool, outbox: () => outbox.backlogs() });
  const keysRepository = createKeysRepository(database.db, statementNames(database));
  const defaultRateLimit = config.RATE_LIMIT_DEFAULT_PER_MINUTE;
  const keys = createKeysService({
    keysRepository,
    defaultRateLimit,
    // Every process on one database counts in the window the database keeps (admit_request):
    // API processes beside a server, and on the embedded database the API and the processes
    // that join it (the agent gateway), so a key's limit is one limit wherever it is spent.
    admission: createPostgresAdmission({ keysRepository, defaultRateLimit }),
  });
  const reference = createReferenceService({ referenceRepository: createReferenceRepository(database.db) });
  const events = createEventWriter(outbox);
  const transaction: Transaction = (work) => database.db.transaction(work);
  const businessesRepository = createBusinessesRepository(database.db, statementNames(database));
  const businesses = createBusinessesService({ businessesRepository, events, transaction });
  const productsRepository = createProductsRepository(database.db, statementNames(database));
  const products = createProductsService({ productsRepository, events, transaction });
  const engine = elasticsearch
    ? createElasticsearchEngine(elasticsearch, config.SEARCH_INDEX_PREFIX)
    : createPostgresEngine(database.db);
  // Embeddings: OpenAI or any OpenAI-compatible server; none by default (semantic search answers 503).
  const provider =
    config.EMBEDDINGS_PROVIDER === 'openai'
      ? createEmbeddingProvider({
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          documentModel: config.EMBEDDINGS_MODEL,
          queryModel: config.EMBEDDINGS_QUERY_MODEL,
          dimensions: config.EMBEDDINGS_DIMENSIONS,
          batchSize: config.EMBEDDINGS_BATCH_SIZE,
          timeoutMs: config.EMBEDDINGS_TIMEOUT_MS,
          concurrency: config.EMBEDDINGS_CONCURRENCY,
        })
      : undefined;
  const embeddings = createEmbeddingsRepository(database.db);
  // Dictionary definitions of products for the semantic leg, unless switched off.
  const definitionsOn = config.SEMANTIC_DEFINITION_MARGIN !== 'off';
  // The model's cut-offs, measured on the directory (engines/embeddings/calibration.ts); the variables override them.
  const calibrator =
    provider && createCalibrator({ provider, repository: createCalibrationRepository(database.db), log: silentLogger });
  const semanticCutoffs = async () => {
    const calibrated = await calibrator!.cutoffs();
    const margin = config.SEMANTIC_DEFINITION_MARGIN;
    return {
      threshold: config.SEMANTIC_THRESHOLD_DEFAULT ?? calibrated.semanticThreshold,
      definitionMargin: margin === 'off' ? undefined : (margin ?? calibrated.definitionMargin),
    };
  };
  const definitionsRepository = createDefinitionsRepository(database.db);
  // Synonym groups: managed by `npm run synonyms`; keyword search and the keyword leg of hybrid expand each query with them.
  const synonyms = createSynonymsService({
    synonymsRepository: createSynonymsRepository(database.db),
    transaction,
    defaultGroups: defaultSynonymGroups,
    withdrawnGroups: withdrawnSynonymGroups,
  });
  const spelling = createSpelling(database.db);
  const search = createSearchService({
    engine,
    businessesRepository,
    productsRepository,
    synonyms,
    spelling,
    metrics,
    semantic: provider && {
      provider,
      embeddings,
      cutoffs: semanticCutoffs,
      queryTranslation: config.SEMANTIC_QUERY_TRANSLATION === 'on',
    },
  });
  /** The embedder, when there is a provider. */
  const embedder = (log: Logger, options: { idleMs?: number } = {}) =>
    provider &&
    createEmbedder({
      provider,
      documents: createDocumentsRepository(database.db),
      embeddings,
      failures: createEmbeddingFailuresRepository(database.db),
      definitions: definitionsOn ? { dictionary: wordnetDictionary, repository: definitionsRepository } : undefined,
      calibrator,
      outbox,
      log,
      metrics,
      ...options,
    });
  const rfqsRepository = createRfqsRepository(database.db);
  const rfqs = createRfqsService({ rfqsRepository, businessesRepository, events, transaction });
  const suggestions = createSuggestionsService({
    rfqsRepository,
    businessesRepository,
    suggestionsRepository: createSuggestionsRepository(database.db),
    productsRepository,
    itemSearches: itemSearchFrom(search, {
      semanticThreshold: async () =>
        config.SUGGESTIONS_SEMANTIC_THRESHOLD ?? (calibrator ? (await calibrator.cutoffs()).suggestionsThreshold : 0),
    }),
  });
  const webhookDeliveries = createWebhookDeliveriesRepository(database.db);
  const webhooks = createWebhooksService({
    subscriptionsRepository: createSubscriptionsRepository(database.db),
    deliveriesRepository: webhookDeliveries,
  });
  /** The indexer, when there is a search index to feed. */
  const indexer = (log: Logger, options: { idleMs?: number } = {}) =>
    elasticsearch &&
    createIndexer({
      client: elasticsearch,
      prefix: config.SEARCH_INDEX_PREFIX,
      documents: createDocumentsRepository(database.db),
      outbox,
      failures: createIndexFailuresRepository(database.db),
      log,
      ...options,
    });
  /** Every consumer of the outbox, as workers: `npm run indexer -- run` runs these. */
  const outboxWorkers = (log: Logger, options: { webhookConcurrency?: number } = {}): Worker[] => {
    const workers: Worker[] = webhookWorkers({
      outbox,
      deliveries: webhookDeliveries,
      log,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      allowPrivateTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      userAgent: `directory-service-webhooks/${VERSION}`,
      concurrency: options.webhookConcurrency,
      metrics,
    });
    const vectors = embedder(log);
    if (vectors) workers.push({ name: 'embedder', run: (signal) => vectors.consumer.run({ signal }) });
    const searchIndexer = indexer(log);
    if (searchIndexer) {
      workers.push({
        name: 'search-indexer',
        async run(signal) {
          await searchIndexer.prepare();
          await searchIndexer.run({ signal });
        },
      });
    }
    return workers;
  };
  /**
   * What the process hosting the embedded database runs for it, whichever process that is: the
   * planner statistics a server's autovacuum would keep (db/statistics.ts). Nothing elsewhere.
   */
  const hostWorkers = (log: Logger): Worker[] =>
    database.mode === 'embedded-host' && config.EMBEDDED_ANALYZE_INTERVAL_MS !== 'off'
      ? [statisticsWorker({ db: database.db, intervalMs: config.EMBEDDED_ANALYZE_INTERVAL_MS, log })]
      : [];
  /**
   * What the API process runs beside HTTP: in embedded mode it owns the database, so it runs
   * every outbox worker itself; beside a PostgreSQL server they run in the indexer processes.
   */
  const apiWorkers = (log: Logger): Worker[] =>
    database.mode === 'embedded-host' ? [...outboxWorkers(log), ...hostWorkers(log)] : [];
  // Search analytics: searches are recorded off the request path; `npm run analytics` reads them.
  const searchLogRepository = createSearchLogRepository(database.db);
  const searchLog = createSearchLog({
    enabled: config.SEARCH_LOG === 'on',
    retentionDays: config.SEARCH_LOG_RETENTION_DAYS,
    repository: searchLogRepository,
    log: options.log ?? createProcessLogger(config.LOG_LEVEL, 'search-log'),
    onDropped: (count) => metrics.searchLogDropped(count),
  });
  const searchAnalytics = createSearchAnalytics({ repository: searchLogRepository, spelling, synonyms });
  const close = async () => {
    await searchLog.close();
    await elasticsearch?.close();
  };
  /** The dependencies a readiness check asks; `failedWorkers` names the process's dead workers. */
  const readiness = (failedWorkers: () => string[] = () => []): ReadinessChecks => ({
    database: async () => {
      await database.db.execute(sql`select 1`);
    },
    elasticsearch: elasticsearch
      ? async () => {
          await elasticsearch.ping(undefined, { requestTimeout: 2_000, maxRetries: 0 });
        }
      : undefined,
    failedWorkers,
  });
  return {
    metrics,
    readiness,
    calibrator,
    keys,
    reference,
    outbox,
    businesses,
    products,
    search,
    searchLog,
    searchAnalytics,
    synonyms,
    rfqs,
    suggestions,
    embedder,
    webhooks,
    webhookDeliveries,
    indexer,
    outboxWorkers,
    hostWorkers,
    apiWorkers,
    close,
  };
}

export type Services = ReturnType<typeof createServices>;

export function appDeps(config: Config, services: Services, workers?: Pick<RunningWorkers, 'failed'>): AppDeps {
  return {
    config,
    version: VERSION,
    keys: services.keys,
    reference: services.reference,
    businesses: services.businesses,
    products: services.products,
    search: services.search,
    searchLog: services.searchLog,
    rfqs: services.rfqs,
    suggestions: services.suggestions,
    webhooks: services.webhooks,
    readiness: services.readiness(() => workers?.failed() ?? []),
    metrics: services.metrics,
  };
}

/**
 * The process's admin listener (/livez, /readyz, /metrics) when ADMIN_PORT is set; `failedWorkers`
 * names the process's dead workers for /readyz.
 */
export function startAdmin(
  config: Config,
  services: Services,
  log: Logger,
  failedWorkers: () => string[] = () => [],
): Promise<AdminListener | undefined> {
  if (config.ADMIN_PORT === undefined) return Promise.resolve(undefined);
  return startAdminListener({
    port: config.ADMIN_PORT,
    host: config.ADMIN_HOST,
    metrics: services.metrics,
    readiness: services.readiness(failedWorkers),
    log,
  });
}

/** The agent gateway's service (`npm run agent`): the same services the API and the MCP tools call. */
export function createGateway(config: Config, database: Database, services: Services) {
  return createGatewayService({
    planner: createRulePlanner({ reference: services.reference }),
    queries: createQueriesRepository(database.db),
    services,
    providers: config.AGENT_PROVIDERS,
    timeoutMs: config.AGENT_TIMEOUT_MS,
  });
}
