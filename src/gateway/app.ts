import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Metrics } from '../lib/metrics.js';
import type { ReadinessChecks } from '../lib/readiness.js';
import { createHttpApp } from '../http/base-app.js';
import { docsUrl } from '../http/openapi-document.js';
import type { KeysService } from '../modules/keys/keys.service.js';
import { systemRoutes } from '../modules/system/system.routes.js';
import { gatewayRoutes } from './gateway.routes.js';
import type { GatewayService } from './gateway.service.js';

export interface AgentAppDeps {
  config: Pick<Config, 'LOG_LEVEL' | 'HOST' | 'AGENT_PORT'>;
  version: string;
  keys: Pick<KeysService, 'admit'>;
  gateway: GatewayService;
  /** What the health check asks: the database and, when configured, Elasticsearch. */
  readiness: ReadinessChecks;
  metrics?: Metrics;
}

export const AGENT_OPENAPI_HEADER = {
  title: 'Directory Service agent gateway',
  description:
    'Natural-language questions in English or Indonesian, answered from the directory. Every route but the health check needs an X-API-Key header with the agent.query scope.',
  localAddress: 'http://127.0.0.1:3100',
};

/**
 * The agent gateway's HTTP application: the API's guard, envelopes and error shapes (one
 * createHttpApp), the health check and its own OpenAPI document, and the query routes.
 */
export async function buildAgentApp(deps: AgentAppDeps): Promise<FastifyInstance> {
  const app = await createHttpApp({
    logLevel: deps.config.LOG_LEVEL,
    version: deps.version,
    admit: deps.keys.admit,
    openApi: AGENT_OPENAPI_HEADER,
    metrics: deps.metrics,
  });
  // The health check points at this process's own document (DOCS_URL names the API's).
  const docs = docsUrl({ DOCS_URL: undefined, HOST: deps.config.HOST, PORT: deps.config.AGENT_PORT });
  await app.register(systemRoutes({ version: deps.version, docsUrl: docs, readiness: deps.readiness }));
  await app.register(gatewayRoutes(deps.gateway));
  return app;
}
