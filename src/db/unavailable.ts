/**
 * Whether an error means the database could not be reached or dropped the connection (server
 * restarting, failover, pooler timeout, network), as opposed to a fault of the query. Such a
 * request may succeed when retried a little later, so the API answers it 503, not 500. Drizzle
 * wraps driver errors, so the cause chain is walked.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOENT', // the embedded database's socket is gone
  '57P01', // admin_shutdown: terminated by the administrator or a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current !== null && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    // SQLSTATE class 08: connection exceptions.
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
