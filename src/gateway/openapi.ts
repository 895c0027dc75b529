import { VERSION } from '../composition.js';
import { buildAgentApp } from './app.js';

/**
 * The agent gateway's OpenAPI document as its routes declare it (`docs/agent-openapi.json`, served
 * at the gateway's /v1/openapi.json). Routes only declare schemas when they are registered, so the
 * services behind them are never reached here.
 */
export async function agentOpenApiDocument(): Promise<Record<string, unknown>> {
  const unused = new Proxy({}, { get: (_target, property) => () => { throw new Error(`${String(property)} is not called while the OpenAPI document is generated`); } });
  const app = await buildAgentApp({
    config: { LOG_LEVEL: 'silent', HOST: '127.0.0.1', AGENT_PORT: 3100 },
    version: VERSION,
    keys: unused as never,
    gateway: unused as never,
    pingDatabase: unused as never,
  });
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}
