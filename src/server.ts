import { loadConfig } from './config.js';
import { appDeps, createServices } from './composition.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './db/migrate.js';

/** The API process: config, database (embedded by default), migrations and seed, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    mustHost: true,
    waitForLockMs: 10_000,
  });
  await prepareDatabase(database);
  const services = createServices(config, database);
  const app = await buildApp(appDeps(config, database, services));

  // Embedded mode runs the indexer loop in-process; with DATABASE_URL it is its own service.
  const indexing = new AbortController();
  const indexer = database.mode === 'embedded-host' ? services.indexer(app.log) : undefined;
  const indexerDone = indexer
    ? indexer
        .prepare()
        .then(() => indexer.run({ signal: indexing.signal }))
        .catch((error: unknown) => app.log.error({ err: error }, 'in-process indexer stopped'))
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    indexing.abort();
    await app.close();
    await indexerDone;
    await services.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ database: database.mode, dataDir: database.mode === 'server' ? undefined : config.DATA_DIR }, 'directory service ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
