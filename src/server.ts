import { buildApp } from './app.js';
import { appDeps, createServices } from './composition.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './db/migrate.js';
import { createProcessLogger } from './lib/process-logger.js';
import { startWorkers } from './lib/workers.js';

/** How long in-flight requests may take to finish after SIGTERM or SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

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
  const app = await buildApp({ ...appDeps(config, database, services), failedWorkers: () => workers?.failed() ?? [] });
  workers = startWorkers(services.apiWorkers(app.log), app.log);

  let closing = false;
  // A keep-alive connection would hold close() open after its last response: end it with that response.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still in flight after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      await app.close();
      await workers?.stop();
      await services.close();
      // The embedded host releases its lock file and socket here, so the data directory opens cleanly next time.
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.mode, dataDir: database.mode === 'server' ? undefined : config.DATA_DIR, workers: workers.states().map((w) => w.name) },
    'directory service ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
