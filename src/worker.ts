import { createServices, prepareDatabase, startAdmin } from './composition.js';
import { type Config, loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import type { Logger } from './lib/logger.js';
import { createProcessLogger } from './lib/process-logger.js';
import { startWorkers } from './lib/workers.js';

/**
 * The worker process (`npm run worker`): every outbox worker the composition root lists (webhook
 * fan-out and delivery, the embedder when a provider is set, the Elasticsearch sync when
 * `ELASTICSEARCH_URL` is set). Run several beside a PostgreSQL server: they share the work. A
 * worker that dies ends the process with status 1 after the others have stopped.
 */
async function main(): Promise<number> {
  // A bad variable is reported by name before there is a logger (the catch below).
  const config = loadConfig();
  const log = createProcessLogger(config.LOG_LEVEL, 'worker');
  try {
    return await runWorkers(config, log);
  } catch (error) {
    // Through the logger, so the cause keeps its message and stack like every other error line.
    log.error({ err: error }, 'worker process failed');
    return 1;
  }
}

/**
 * While the workers run, a database that goes away only makes their steps fail and back off (the
 * pool reconnects on demand); a failure here (the database unreachable at start) ends the process.
 */
async function runWorkers(config: Config, log: Logger): Promise<number> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 4, log });
  const services = createServices(config, database);
  try {
    await prepareDatabase(database);
    let workers: ReturnType<typeof startWorkers> | undefined;
    // Listening before the workers start: a port in use stops the process before any work is claimed.
    const admin = await startAdmin(config, services, log, () => workers?.failed() ?? []);
    workers = startWorkers([...services.outboxWorkers(log), ...services.hostWorkers(log)], log);
    log.info({ workers: workers.states().map((w) => w.name), database: database.mode }, 'outbox workers running');
    const stopped = new Promise<string>((resolve) => {
      process.once('SIGINT', () => resolve('SIGINT'));
      process.once('SIGTERM', () => resolve('SIGTERM'));
    });
    const reason = await Promise.race([stopped, workers.firstDeath.then((name) => `worker ${name} died`)]);
    log.info({ reason }, 'stopping the outbox workers');
    await admin?.close();
    await workers.stop();
    return workers.failed().length > 0 ? 1 : 0;
  } finally {
    await services.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
