import { createGateway, createServices, prepareDatabase, startAdmin, VERSION } from './composition.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { findRunningHost } from './db/embedded.js';
import { buildAgentApp } from './gateway/app.js';
import { serve, timeoutsOf } from './http/serve.js';
import { createProcessLogger } from './lib/process-logger.js';

/**
 * The agent gateway process (`npm run agent`, docs/agents.md): its own port (AGENT_PORT) on the
 * API's database, keys and services. In embedded mode it joins the database the API serves (the
 * API must run: a long-lived second owner would keep the API from starting); beside a PostgreSQL
 * server it opens DATABASE_URL like any API process.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL && !(await findRunningHost(config.DATA_DIR))) {
    throw new Error(
      `No API serves the embedded database in ${config.DATA_DIR}: start it first (npm start), or set DATABASE_URL`,
    );
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    log: createProcessLogger(config.LOG_LEVEL, 'agent'),
  });
  await prepareDatabase(database);
  const services = createServices(config, database);
  const app = await buildAgentApp({
    config,
    version: VERSION,
    keys: services.keys,
    gateway: createGateway(config, database, services),
    readiness: services.readiness(),
    metrics: services.metrics,
  });
  const admin = await startAdmin(config, services, app.log);
  await serve(app, {
    port: config.AGENT_PORT,
    host: config.HOST,
    timeouts: timeoutsOf(config),
    async close() {
      await admin?.close();
      await services.close();
      await database.close();
    },
  });
  app.log.info(
    {
      database: database.mode,
      providers: config.AGENT_PROVIDERS.map((provider) => `${provider.model} at ${provider.baseUrl}`),
    },
    config.AGENT_PROVIDERS.length > 0
      ? 'agent gateway ready'
      : 'agent gateway ready (no chat provider: rule-based answers)',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
