import { buildApp } from './app.js';
import { appDeps, createServices, prepareDatabase, startAdmin } from './composition.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { serve, timeoutsOf } from './http/serve.js';
import { createProcessLogger } from './lib/process-logger.js';
import { startWorkers } from './lib/workers.js';

/** The API process: config, database (embedded by default), migrations and seed, workers, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    mustHost: true,
    waitForLockMs: 10_000,
    log: createProcessLogger(config.LOG_LEVEL, 'api'),
  });
  await prepareDatabase(database);
  const services = createServices(config, database);
  // Built before the workers start so they log through the app's logger; the health check reads their states.
  let workers: ReturnType<typeof startWorkers> | undefined;
  const failedWorkers = () => workers?.failed() ?? [];
  const app = await buildApp(appDeps(config, services, { failed: failedWorkers }));
  workers = startWorkers(services.apiWorkers(app.log), app.log);
  const admin = await startAdmin(config, services, app.log, failedWorkers);

  await serve(app, {
    port: config.PORT,
    host: config.HOST,
    timeouts: timeoutsOf(config),
    async close() {
      await admin?.close();
      await workers?.stop();
      await services.close();
      // The embedded host releases its lock file and socket here, so the data directory opens cleanly next time.
      await database.close();
    },
  });
  app.log.info(
    {
      database: database.mode,
      dataDir: database.mode === 'server' ? undefined : config.DATA_DIR,
      workers: workers.states().map((w) => w.name),
    },
    'directory service ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
