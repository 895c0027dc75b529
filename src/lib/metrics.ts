import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Logger, silentLogger } from './logger.js';

/** The search kinds `search_duration_seconds` and `search_zero_results_total` are labelled with. */
export type SearchEndpoint = 'search' | 'semantic' | 'hybrid' | 'suggestions';
/** Which engine a search's call went to: a keyword engine, or the vector store. */
export type SearchEngineLabel = 'postgres' | 'elasticsearch' | 'vector';
export type WebhookOutcome = 'delivered' | 'failed' | 'refused';
/** `embedded`: sent to the provider and given a vector; `reused`: an identical text's vector copied; `failed`: refused by the provider. */
export type EmbeddingOutcome = 'embedded' | 'reused' | 'failed';

/** What the metrics read from the database's connection pool when scraped (pg.Pool fits). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** One outbox consumer's backlog and the commit time of the oldest event it has not consumed. */
export interface OutboxBacklog {
  consumer: string;
  backlog: number;
  oldestAt: Date | null;
}

/**
 * The process's measurements, exposed by the admin listener's /metrics (docs/operations.md lists
 * each with a query). Code that measures calls these methods; with metrics off (no admin
 * listener) every method does nothing, so measuring costs nothing there.
 */
export interface Metrics {
  readonly enabled: boolean;
  /** A finished HTTP response. `route` is the route pattern, never the raw URL. 401/403 and 429 are also counted as auth failures and rate limiting. */
  httpResponse(route: string, method: string, status: number, seconds: number): void;
  /** One call of a search to one engine (a search of both groups makes one call per group and leg). */
  searchCall(endpoint: SearchEndpoint, engine: SearchEngineLabel, seconds: number): void;
  /** A search that found nothing. */
  zeroResults(endpoint: SearchEndpoint): void;
  webhookDelivery(event: string, outcome: WebhookOutcome): void;
  embeddingTexts(outcome: EmbeddingOutcome, count: number): void;
  /** Search analytics records dropped (a full queue or a failed write). */
  searchLogDropped(count: number): void;
  /** The text exposition and its content type; only when enabled. */
  exposition(): Promise<{ contentType: string; body: string }>;
}

const nothing = () => {};

/** Metrics off: measuring is a no-op. */
export const disabledMetrics: Metrics = {
  enabled: false,
  httpResponse: nothing,
  searchCall: nothing,
  zeroResults: nothing,
  webhookDelivery: nothing,
  embeddingTexts: nothing,
  searchLogDropped: nothing,
  exposition: () => Promise.reject(new Error('metrics are off (ADMIN_PORT is not set)')),
};

export interface MetricsSources {
  /** The database pool, read at each scrape. */
  pool?: PoolCounts;
  /** The outbox consumers' backlogs, read at each scrape (one query); a failure leaves those series out of that scrape. */
  outbox?: () => Promise<OutboxBacklog[]>;
  log?: Logger;
}

const PREFIX = 'directory_';
/** Seconds: from a fast indexed lookup to a slow hybrid search with a query embedding. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Metrics on: a registry of its own (several apps in one test process do not share counts). */
export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const log = sources.log ?? silentLogger;

  const httpRequests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP responses sent, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from receiving a request to sending its response, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const searchDuration = new Histogram({
    name: `${PREFIX}search_duration_seconds`,
    help: 'Time of each call a search makes to an engine (a query embedding is part of the vector call)',
    labelNames: ['endpoint', 'engine'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const zeroResults = new Counter({
    name: `${PREFIX}search_zero_results_total`,
    help: 'Searches that found nothing, by kind',
    labelNames: ['endpoint'] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: `${PREFIX}rate_limited_total`,
    help: 'Requests refused with 429 by the rate limit',
    registers,
  });
  const authFailures = new Counter({
    name: `${PREFIX}auth_failures_total`,
    help: 'Requests refused for their key: 401 (missing, unknown, revoked or expired) and 403 (scope)',
    labelNames: ['status'] as const,
    registers,
  });
  const webhookDeliveries = new Counter({
    name: `${PREFIX}webhook_deliveries_total`,
    help: 'Webhook delivery attempts this process made, by event and outcome',
    labelNames: ['event', 'outcome'] as const,
    registers,
  });
  const embeddingTexts = new Counter({
    name: `${PREFIX}embeddings_texts_total`,
    help: 'Record texts the embedder handled, by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  const searchLogDropped = new Counter({
    name: `${PREFIX}search_log_dropped_total`,
    help: 'Search analytics records dropped (queue full or write failed)',
    registers,
  });

  const pool = sources.pool;
  if (pool) {
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "This process's database pool: connections idle and active, and requests waiting for one",
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'active' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  const outbox = sources.outbox;
  if (outbox) {
    // Both gauges come from one query per scrape.
    let reading: Promise<OutboxBacklog[] | undefined> | undefined;
    const read = () => {
      reading ??= outbox()
        .catch((error: unknown) => {
          log.warn({ err: error }, 'metrics: the outbox backlog could not be read');
          return undefined;
        })
        .finally(() => setTimeout(() => (reading = undefined), 0));
      return reading;
    };
    new Gauge({
      name: `${PREFIX}outbox_backlog`,
      help: 'Committed outbox events each consumer has not yet consumed',
      labelNames: ['consumer'] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of (await read()) ?? []) this.set({ consumer: row.consumer }, row.backlog);
      },
    });
    new Gauge({
      name: `${PREFIX}outbox_lag_seconds`,
      help: 'Age of the oldest outbox event each consumer has not yet consumed (0 when it is caught up)',
      labelNames: ['consumer'] as const,
      registers,
      async collect() {
        this.reset();
        const now = Date.now();
        for (const row of (await read()) ?? []) {
          const lag = row.oldestAt ? Math.max(0, (now - row.oldestAt.getTime()) / 1000) : 0;
          this.set({ consumer: row.consumer }, lag);
        }
      },
    });
  }

  return {
    enabled: true,
    httpResponse(route, method, status, seconds) {
      httpRequests.inc({ route, method, status: String(status) });
      httpDuration.observe({ route, method }, seconds);
      if (status === 429) rateLimited.inc();
      else if (status === 401 || status === 403) authFailures.inc({ status: String(status) });
    },
    searchCall(endpoint, engine, seconds) {
      searchDuration.observe({ endpoint, engine }, seconds);
    },
    zeroResults(endpoint) {
      zeroResults.inc({ endpoint });
    },
    webhookDelivery(event, outcome) {
      webhookDeliveries.inc({ event, outcome });
    },
    embeddingTexts(outcome, count) {
      if (count > 0) embeddingTexts.inc({ outcome }, count);
    },
    searchLogDropped(count) {
      if (count > 0) searchLogDropped.inc(count);
    },
    async exposition() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/** Seconds since `started` (a `performance.now()` reading). */
export function secondsSince(started: number): number {
  return (performance.now() - started) / 1000;
}
