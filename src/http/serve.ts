import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/*
 * HTTP timeouts (docs/operations.md, HTTP timeouts). Fastify leaves the request timeout off, so a
 * client that sent its headers and part of a body would hold its connection for ever, and keep
 * SIGTERM from finishing. Node enforces the headers and request timeouts (HTTP_HEADERS_TIMEOUT_MS,
 * HTTP_REQUEST_TIMEOUT_MS), answering 408 and closing the connection.
 */
/** The timeouts an operator sets (config.ts), each in milliseconds. */
export interface ServeTimeouts {
  /** Complete request headers must arrive within this after the connection's request begins. */
  headersMs: number;
  /** The whole request, body included (at most 1 MiB), must arrive within this. */
  requestMs: number;
  /**
   * After SIGTERM or SIGINT, requests in flight have this long to finish; then every connection
   * still open (a request still running, a client that stopped sending) is closed.
   */
  shutdownGraceMs: number;
}

/** The timeouts of a config (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, SHUTDOWN_GRACE_MS). */
export function timeoutsOf(
  config: Pick<Config, 'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'SHUTDOWN_GRACE_MS'>,
): ServeTimeouts {
  return {
    headersMs: config.HTTP_HEADERS_TIMEOUT_MS,
    requestMs: config.HTTP_REQUEST_TIMEOUT_MS,
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
  };
}
/**
 * An idle keep-alive connection is closed after this: longer than the 60 s idle timeout load
 * balancers commonly use, so they close first and never send on a connection we are closing.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** How often Node checks the headers and request timeouts (its default, 30 s, would let them run over by that much). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** Beyond the grace period, how long stopping the workers and closing the database may take before the process gives up (exit 1). */
const SHUTDOWN_CLOSE_MS = 10_000;

/**
 * Runs an HTTP process (the API, the agent gateway): the timeouts above and the operator's, then on SIGTERM/SIGINT
 * no new connections, requests in flight finish within the grace period, `close` releases what the
 * process holds (workers, database) and the process exits 0 (1 when closing fails or overruns).
 */
export async function serve(
  app: FastifyInstance,
  options: { port: number; host: string; timeouts: ServeTimeouts; close(): Promise<void> },
): Promise<void> {
  const graceMs = options.timeouts.shutdownGraceMs;
  // Set before listen(): Node reads the check interval when the server starts listening.
  Object.assign(app.server, {
    headersTimeout: options.timeouts.headersMs,
    requestTimeout: options.timeouts.requestMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  });

  let closing = false;
  // A keep-alive connection would hold close() open after its last response: end it with that response.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs }, 'shutting down: no new connections, finishing requests in flight');
    // Idle keep-alive connections close at once (Fastify's default); the rest get the grace period.
    const cut = setTimeout(() => {
      app.log.warn({ graceMs }, 'connections still open after the grace period; closing them');
      app.server.closeAllConnections();
    }, graceMs);
    cut.unref();
    const deadline = setTimeout(() => {
      app.log.error(
        { graceMs, closeMs: SHUTDOWN_CLOSE_MS },
        'the workers or the database did not close in time; exiting',
      );
      process.exit(1);
    }, graceMs + SHUTDOWN_CLOSE_MS);
    deadline.unref();
    try {
      await app.close();
      clearTimeout(cut);
      await options.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: options.port, host: options.host });
}
