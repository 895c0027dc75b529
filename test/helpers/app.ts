import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../../src/app.js';
import { appDeps, createServices, type Services } from '../../src/composition.js';
import { type Config, parseConfig } from '../../src/config.js';
import { type Database, databaseOnHost } from '../../src/db/connection.js';
import { startEmbeddedHost } from '../../src/db/embedded.js';
import type { Scope } from '../../src/modules/keys/scopes.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  services: Services;
  config: Config;
  /** Issues a key through the real keys service and returns its value. */
  key(scopes: Scope[], options?: { rateLimitPerMinute?: number; expiresAt?: Date; partner?: string }): Promise<string>;
  close(): Promise<void>;
}

/** Opens a fresh embedded database (a clone of the prepared template) in memory. */
export async function openTestDatabase(): Promise<Database> {
  const template = new Blob([readFileSync(inject('templateDatabase'))]);
  return databaseOnHost(await startEmbeddedHost({ loadDataDir: template }), 4);
}

/** The real app on a fresh embedded database; `overrides` swap single dependencies (a clock, a limiter). */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: Partial<AppDeps>;
    /** Extra routes for tests of app-wide behaviour (body parsing) that no production route isolates. */
    extraRoutes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const config = parseConfig({ LOG_LEVEL: 'silent', ...options.env });
  const database = await openTestDatabase();
  const services = createServices(config, database);
  const app = await buildApp({ ...appDeps(config, database, services), ...options.overrides });
  options.extraRoutes?.(app);
  await app.ready();
  let keyCount = 0;
  return {
    app,
    database,
    services,
    config,
    async key(scopes, keyOptions = {}) {
      keyCount += 1;
      const { key } = await services.keys.issue({
        partner: keyOptions.partner ?? 'Test Partner',
        name: `test key ${keyCount}`,
        scopes,
        rateLimitPerMinute: keyOptions.rateLimitPerMinute ?? 10_000,
        expiresAt: keyOptions.expiresAt,
      });
      return key;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
