import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../../src/app.js';
import { appDeps, createServices, type Services } from '../../src/composition.js';
import { type Config, parseConfig } from '../../src/config.js';
import { type Database, databaseOnHost, openDatabase } from '../../src/db/connection.js';
import { startEmbeddedHost } from '../../src/db/embedded.js';
import type { Scope } from '../../src/access/scopes.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  services: Services;
  config: Config;
  /** Issues a key through the real keys service and returns its value. */
  key(scopes: Scope[], options?: { rateLimitPerMinute?: number; expiresAt?: Date; partner?: string }): Promise<string>;
  close(): Promise<void>;
}

/** Which database this Vitest project tests: `embedded` (PGlite) or `postgres` (a PostgreSQL 18 server). */
export const DATABASE_KIND: 'embedded' | 'postgres' = inject('postgres') ? 'postgres' : 'embedded';

/** A fresh database on the project's server, copied from the migrated template; dropped by `drop()`. */
async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, template, prefix } = inject('postgres')!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Opens a fresh database: a clone of the prepared template, embedded in memory or on the PostgreSQL server. */
export async function openTestDatabase(): Promise<Database> {
  if (DATABASE_KIND === 'postgres') {
    const created = await createServerDatabase();
    const database = await openDatabase({ databaseUrl: created.url, dataDir: '', poolSize: 4 });
    // pool.end() resolves before its sockets close: wait for every connection to end before the
    // database is dropped, or the drop would terminate one and its client would raise the error.
    const ended = new Set<Promise<unknown>>();
    database.pool.on('connect', (client) => ended.add(once(client, 'end')));
    return {
      ...database,
      async close() {
        await database.close();
        await Promise.all(ended);
        await created.drop();
      },
    };
  }
  return databaseOnHost(await startEmbeddedHost({ loadDataDir: template() }), 4);
}

/** The migrated, seeded template each test database starts from (test/global-setup.ts). */
const template = () => new Blob([readFileSync(inject('templateDatabase'))]);

/**
 * The environment that points a real process (server, CLI) at a fresh database of this project:
 * a data directory written from the migrated template (embedded: the process then opens it
 * without migrating, 7-8 s less per file) or a new database on the server. `cleanup()` removes it.
 */
export async function processDatabaseEnv(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (DATABASE_KIND === 'postgres') {
    const created = await createServerDatabase();
    return { env: { DATABASE_URL: created.url }, cleanup: created.drop };
  }
  const { dataDir, cleanup } = await templateDataDir();
  return { env: { DATA_DIR: dataDir }, cleanup };
}

/**
 * An embedded data directory written from the migrated template, whatever database the project
 * runs on: for the embedded-only tests of processes (lock, shutdown, planner statistics) and the
 * Elasticsearch project's. `cleanup()` removes it.
 */
export async function templateDataDir(): Promise<{ dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'directory-process-'));
  await (await startEmbeddedHost({ dataDir, loadDataDir: template() })).close();
  return { dataDir, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The real app on a fresh embedded database; `overrides` swap single dependencies (a clock, a limiter). */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: Partial<AppDeps>;
    /** The names of this process's dead workers, as the health check sees them. */
    failedWorkers?: () => string[];
    /** Extra routes for tests of app-wide behaviour (body parsing) that no production route isolates. */
    extraRoutes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const config = parseConfig({ LOG_LEVEL: 'silent', ...options.env });
  const database = await openTestDatabase();
  const services = createServices(config, database);
  const workers = options.failedWorkers && { failed: options.failedWorkers };
  const app = await buildApp({ ...appDeps(config, services, workers), ...options.overrides });
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
      // What the searches recorded reaches the database before it closes (the timer's next tick would find it closed).
      await services.searchLog.close();
      await database.close();
    },
  };
}
