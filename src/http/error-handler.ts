import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
} from '../lib/errors.js';
import { BODY_LIMIT_BYTES } from './limits.js';
import { MethodNotAllowedError } from './route-table.js';

/** Each domain error class and the status it answers with. */
const STATUS_OF: Array<[new (...args: never[]) => DomainError, number]> = [
  [ValidationError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [RateLimitedError, 429],
  [UnavailableError, 503],
];

export function statusOf(error: DomainError): number {
  return STATUS_OF.find(([type]) => error instanceof type)?.[1] ?? 500;
}

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported Content-Type: send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Content-Length does not match the body' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: `Request body is larger than ${BODY_LIMIT_BYTES / 1024 / 1024} MiB`,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty; send a JSON object' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON body' },
};

export const DATABASE_UNAVAILABLE = 'Service unavailable: the database is not reachable; retry shortly';

/** The one place errors become responses: `{ error }`, never internals on a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof MethodNotAllowedError)
      return reply.status(405).header('allow', error.allow).send({ error: error.message });
    if (error instanceof DomainError) {
      const status = statusOf(error);
      if (status !== 500) return reply.status(status).send({ error: error.message });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message });
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send({ error: 'Malformed JSON body' });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // Retryable: the database is restarting or out of reach; the pool reconnects on its own.
      request.log.warn({ err: error, requestId: request.id }, 'database unavailable');
      return reply.status(503).send({ error: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error, requestId: request.id }, 'request failed');
    return reply.status(500).send({ error: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
