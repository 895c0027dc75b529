import type { FastifyInstance } from 'fastify';
import type { Admission, AuthenticatedKey } from '../access/authenticated-key.js';
import type { Scope } from '../access/scopes.js';
import { ForbiddenError, RateLimitedError, ValidationError } from '../lib/errors.js';
import type { RouteTable } from './route-table.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a route needs; absent: any valid key. `public`: no key at all (health). */
    scope?: Scope;
    public?: boolean;
  }
  interface FastifyRequest {
    apiKey: AuthenticatedKey | null;
  }
}

export interface GuardDeps {
  /** The key (or its 401) and whether the rate limit lets the request through. */
  admit(header: string | string[] | undefined): Promise<Admission>;
  routes: RouteTable;
}

const VERSIONED_PATH = /^\/v1(\/|$)/;

/**
 * The contract's order of checks, in one hook that every request passes, unknown routes
 * included: version prefix (400), key (401), rate limit (429), route (404), scope (403).
 * Body parsing and validation (400/413/415) come after, in Fastify's own stages.
 */
export function registerGuards(app: FastifyInstance, deps: GuardDeps): void {
  app.decorateRequest('apiKey', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const path = request.url.split('?', 1)[0]!;
    if (path === '/') {
      if (request.routeOptions.config.public) return;
      deps.routes.check(request, path); // the health check has GET and HEAD only: 405, no key needed
    }
    if (!VERSIONED_PATH.test(path)) {
      throw new ValidationError(`Unsupported path ${path}: every endpoint starts with /v1/`);
    }
    const { key, admitted } = await deps.admit(request.headers['x-api-key']);
    request.apiKey = key;
    if (!admitted) throw new RateLimitedError();
    deps.routes.check(request, path);
    // An unknown route has no url in its options; the not-found handler answers 404 next.
    if (request.routeOptions.url === undefined) return;
    const scope = request.routeOptions.config.scope;
    if (scope && !key.scopes.has(scope)) throw new ForbiddenError(scope);
  });
}

/** The authenticated key of a guarded route (the guard has run, so it is present). */
export function requireKey(request: { apiKey: AuthenticatedKey | null }): AuthenticatedKey {
  if (!request.apiKey) throw new Error('route reached without an authenticated key');
  return request.apiKey;
}
