import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { BODY_LIMIT_BYTES } from './limits.js';

/**
 * Where the health check points integrators: DOCS_URL when the operator set it (the public
 * address behind a proxy), else the document on the address this process listens on. Never the
 * request's Host header, which any client can set to anything.
 */
export function docsUrl(config: Pick<Config, 'DOCS_URL' | 'HOST' | 'PORT'>): string {
  if (config.DOCS_URL) return config.DOCS_URL;
  const wildcard = config.HOST === '0.0.0.0' || config.HOST === '::';
  const host = wildcard ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}/v1/openapi.json`;
}

/**
 * What each status means on every route, for responses whose schema carries no description of its
 * own (@fastify/swagger would write "Default Response"). The messages follow the contract.
 */
export const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'Success',
  201: 'Created',
  400: 'Invalid request: the message names each offending field (or the path is not under /v1/)',
  401: 'Missing API key, invalid (unknown or deactivated) API key, or API key expired',
  403: 'The key lacks the scope this route needs: "Forbidden: <scope> required"',
  404: 'Not found, or hidden from this key',
  409: 'Conflicts with the current state; the message names it',
  413: `Request body over ${BODY_LIMIT_BYTES / 1024 / 1024} MiB`,
  415: 'The body is not sent as Content-Type: application/json (UTF-8)',
  429: 'Rate limit exceeded (no Retry-After header)',
  500: 'Internal server error (the log holds the cause under the X-Request-Id)',
  503: 'Unavailable: the database does not answer, a background worker died, or the embeddings provider is not configured or failing',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Strips what standard validators refuse from schemas: zod writes each registered component with
 * `$id: "#/components/schemas/X"` (JSON Schema forbids a non-empty fragment in $id) and its own
 * `$schema` (the document's dialect is stated once, by OpenAPI 3.1). References use JSON pointers,
 * so nothing depends on either.
 */
function withoutSchemaIdentifiers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSchemaIdentifiers);
  if (!isObject(value)) return value;
  const copy: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if ((key === '$id' || key === '$schema') && typeof item === 'string') continue;
    copy[key] = withoutSchemaIdentifiers(item);
  }
  return copy;
}

/**
 * Drops component schemas nothing refers to: zod registers an input twin of every response schema
 * ("BusinessInput") that no operation uses.
 */
function withoutUnusedComponents(document: Json): void {
  const components = isObject(document.components) ? document.components : undefined;
  const schemas = components && isObject(components.schemas) ? components.schemas : undefined;
  if (!components || !schemas) return;
  const referencedIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
  // Reachable from the operations (and other components), following references between schemas.
  const used = new Set(referencedIn({ ...document, components: { ...components, schemas: {} } }));
  const pending = [...used];
  while (pending.length > 0) {
    for (const name of referencedIn(schemas[pending.pop()!] ?? {})) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

function withResponseDescriptions(paths: Json): Json {
  for (const operations of Object.values(paths).filter(isObject)) {
    for (const operation of Object.values(operations).filter(isObject)) {
      for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        if (isObject(response) && (response.description === undefined || response.description === 'Default Response')) {
          response.description = RESPONSE_DESCRIPTIONS[status] ?? `HTTP ${status}`;
        }
      }
    }
  }
  return paths;
}

/** What tells one process's document from another's (the API's, the agent gateway's). */
export interface OpenApiHeader {
  title: string;
  description: string;
  /** Where the process listens locally, for the server entry's description. */
  localAddress: string;
}

const API_HEADER: OpenApiHeader = {
  title: 'Directory Service API',
  description: 'Machine-to-machine API for B2B sourcing. Every route but the health check needs an X-API-Key header.',
  localAddress: 'http://127.0.0.1:3000',
};

/** The @fastify/swagger options: the document's header and the transforms that keep it valid OpenAPI 3.1. */
export function openApiOptions(version: string, header: OpenApiHeader = API_HEADER): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: header.title, version, description: header.description },
      // Relative: the document is served by the service it describes, so clients resolve it against
      // the address they fetched it from (GET / names that address in `docs`).
      servers: [
        { url: '/', description: `The address this document was fetched from (locally ${header.localAddress})` },
      ],
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document = withoutSchemaIdentifiers(jsonSchemaTransformObject(documentObject)) as Json;
      if (isObject(document.paths)) withResponseDescriptions(document.paths);
      withoutUnusedComponents(document);
      return document as ReturnType<typeof jsonSchemaTransformObject>;
    },
  };
}
