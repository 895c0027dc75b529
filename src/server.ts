import { buildApp } from './app.js';
import { appDeps, createServices } from './composition.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './db/migrate.js';
import { createProcessLogger } from './lib/process-logger.js';
import { startWorkers } from './lib/workers.js';

/*
 * HTTP timeouts (README, "When something is away"). Fastify leaves the request timeout off, so a
 * client that sent its headers and part of a body held its connection for ever, and kept SIGTERM
 * from finishing. Node enforces the first two, answering 408 and closing the connection.
 */
/** Complete request headers must arrive within this after the connection's request begins. */
const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included (at most 1 MiB), must arrive within this. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * An idle keep-alive connection is closed after this: longer than the 60 s idle timeout load
 * balancers commonly use, so they close first and never send on a connection we are closing.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** How often Node checks the headers and request timeouts (its default, 30 s, would let them run over by that much). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/**
 * After SIGTERM or SIGINT, requests in flight have this long to finish; then every connection
 * still open (a request still running, a client that stopped sending) is closed.
 */
const SHUTDOWN_GRACE_MS = 10_000;
/** Beyond the grace period, how long stopping the workers and closing the database may take before the process gives up (exit 1). */
const SHUTDOWN_CLOSE_MS = 10_000;

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
  // Set before listen(): Node reads the check interval when the server starts listening.
  Object.assign(app.server, {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  });

  let closing = false;
  // A keep-alive connection would hold close() open after its last response: end it with that response.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: SHUTDOWN_GRACE_MS }, 'shutting down: no new connections, finishing requests in flight');
    // Idle keep-alive connections close at once (Fastify's default); the rest get the grace period.
    const cut = setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'connections still open after the grace period; closing them');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    cut.unref();
    const deadline = setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS, closeMs: SHUTDOWN_CLOSE_MS }, 'the workers or the database did not close in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + SHUTDOWN_CLOSE_MS);
    deadline.unref();
    try {
      await app.close();
      clearTimeout(cut);
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
