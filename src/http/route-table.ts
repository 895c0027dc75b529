import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A method the path does not have: 405 with `Allow` (the contract's order puts it with "route exists"). */
export class MethodNotAllowedError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly allow: string,
  ) {
    super(`Method ${method} not allowed on ${path}; allowed: ${allow}`);
  }
}

interface RouteEntry {
  url: string;
  pattern: RegExp;
  methods: Set<string>;
  isStatic: boolean;
}

/** A route's path as a regular expression over concrete paths (`:id` matches one segment). */
function pathPattern(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Every registered path with its methods, collected as routes are added. `check` answers 405
 * for a method a path does not have, also where a parameter route would otherwise catch a
 * static path (PUT /v1/rfq/inbound is not PUT /v1/rfq/:id).
 */
export function createRouteTable(app: FastifyInstance) {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    let entry = routes.find((existing) => existing.url === route.url);
    if (!entry) {
      entry = {
        url: route.url,
        pattern: pathPattern(route.url),
        methods: new Set(),
        isStatic: !route.url.includes(':'),
      };
      routes.push(entry);
    }
    for (const method of [route.method].flat()) entry.methods.add(method);
  });

  return {
    /** Throws MethodNotAllowedError when the request's path exists only under other methods. */
    check(request: FastifyRequest, path: string): void {
      const matched = request.routeOptions.url;
      const exact = routes.find((route) => route.isStatic && route.pattern.test(path));
      const known = exact ?? (matched === undefined ? routes.find((route) => route.pattern.test(path)) : undefined);
      if (!known || known.methods.has(request.method)) return;
      if (matched !== undefined && matched === known.url) return;
      throw new MethodNotAllowedError(request.method, path, [...known.methods].sort().join(', '));
    },
  };
}

export type RouteTable = ReturnType<typeof createRouteTable>;
