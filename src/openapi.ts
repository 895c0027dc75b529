import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { VERSION } from './composition.js';
import { buildAgentApp } from './gateway/app.js';

function notCalled(name: string): never {
  throw new Error(`${name} is not called while the OpenAPI document is generated`);
}

/** Stands in for every service: routes only declare schemas when they are registered, so none is reached. */
const unused = new Proxy({}, { get: (_target, property) => () => notCalled(String(property)) });

async function documentOf(app: FastifyInstance): Promise<Record<string, unknown>> {
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}

/** The API's OpenAPI document as the routes declare it (`docs/openapi.json`, served at /v1/openapi.json). */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  return documentOf(
    await buildApp({
      config: { LOG_LEVEL: 'silent', DOCS_URL: undefined, HOST: '127.0.0.1', PORT: 3000 },
      version: VERSION,
      keys: unused as never,
      reference: unused as never,
      businesses: unused as never,
      products: unused as never,
      search: unused as never,
      rfqs: unused as never,
      suggestions: unused as never,
      webhooks: unused as never,
      readiness: { database: () => notCalled('readiness'), failedWorkers: () => notCalled('readiness') },
    }),
  );
}

/**
 * The agent gateway's OpenAPI document as its routes declare it (`docs/agent-openapi.json`, served
 * at the gateway's /v1/openapi.json).
 */
export async function agentOpenApiDocument(): Promise<Record<string, unknown>> {
  return documentOf(
    await buildAgentApp({
      config: { LOG_LEVEL: 'silent', HOST: '127.0.0.1', AGENT_PORT: 3100 },
      version: VERSION,
      keys: unused as never,
      gateway: unused as never,
      readiness: unused as never,
    }),
  );
}
