import { buildApp } from './app.js';
import { VERSION } from './composition.js';

function notCalled(name: string): never {
  throw new Error(`${name} is not called while the OpenAPI document is generated`);
}

/**
 * The OpenAPI document as the routes declare it. Routes only declare schemas when they
 * are registered, so the services behind them are never reached here.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const unused = new Proxy({}, { get: (_target, property) => () => notCalled(String(property)) });
  const app = await buildApp({
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
    pingDatabase: () => notCalled('pingDatabase'),
    failedWorkers: () => notCalled('failedWorkers'),
  });
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}
