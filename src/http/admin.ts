import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../lib/logger.js';
import type { Metrics } from '../lib/metrics.js';
import { checkReadiness, type ReadinessChecks } from '../lib/readiness.js';

export interface AdminOptions {
  port: number;
  host: string;
  metrics: Metrics;
  readiness: ReadinessChecks;
  log: Logger;
}

export interface AdminListener {
  /** The port it listens on (the one asked for, or the one the system chose for port 0). */
  readonly port: number;
  close(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

/**
 * The operators' listener of a process (ADMIN_PORT, ADMIN_HOST; docs/operations.md): liveness,
 * readiness and Prometheus metrics, no key. Plain node:http, apart from the API's Fastify app: it
 * answers while the API's routes are busy, never counts itself in the API's request metrics, and
 * has three fixed paths, each GET only.
 */
export async function startAdminListener(options: AdminOptions): Promise<AdminListener> {
  const routes: Record<string, (response: ServerResponse) => Promise<void>> = {
    '/livez': async (response) => sendJson(response, 200, { status: 'ok' }),
    '/readyz': async (response) => {
      const { ready, failing } = await checkReadiness(options.readiness, options.log);
      if (ready) sendJson(response, 200, { status: 'ready' });
      else sendJson(response, 503, { status: 'unavailable', failing });
    },
    '/metrics': async (response) => {
      const { contentType, body } = await options.metrics.exposition();
      response.writeHead(200, {
        'content-type': contentType,
        'content-length': Buffer.byteLength(body),
        'cache-control': 'no-store',
      });
      response.end(body);
    },
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?', 1)[0]!;
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
    if (!route) return sendJson(response, 404, { error: 'not_found', message: `No admin endpoint ${path}` });
    if (request.method !== 'GET') {
      return sendJson(
        response,
        405,
        { error: 'method_not_allowed', message: `${request.method} is not allowed on ${path}: use GET` },
        { allow: 'GET' },
      );
    }
    await route(response);
  };

  const server: Server = createServer((request, response) => {
    // A request body, if any, is not read: drain it so the connection stays usable.
    request.resume();
    handle(request, response).catch((error: unknown) => {
      options.log.error({ err: error, path: request.url }, 'admin listener: request failed');
      if (!response.headersSent) sendJson(response, 500, { error: 'internal', message: 'Internal error' });
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  server.listen(options.port, options.host);
  try {
    await once(server, 'listening');
  } catch (error) {
    throw new Error(
      `ADMIN_PORT: cannot listen on ${options.host}:${options.port}: ${error instanceof Error ? error.message : error}`,
    );
  }
  const port = (server.address() as AddressInfo).port;
  options.log.info({ host: options.host, port }, 'admin listener ready (/livez, /readyz, /metrics)');
  return {
    port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
