import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCOPES } from '../../src/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// App-wide body handling is exercised through a probe route registered only here: it isolates
// the parser, the limits and the validator from any one feature's rules.
function probeRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/v1/test-probe', {
    config: { scope: 'businesses.write' },
    schema: {
      body: z.strictObject({
        name: z.string().min(1),
        items: z.array(z.strictObject({ quantity: z.number().gt(0) })).optional(),
      }),
    },
    handler: async (request, reply) => reply.status(201).send({ data: request.body }),
  });
  app.get('/v1/test-crash', async () => {
    throw new Error('connection string postgres://secret@db leaked?');
  });
}

let t: TestApp;
let readKey: string;

beforeAll(async () => {
  t = await startTestApp({ extraRoutes: probeRoute });
  readKey = await t.key(['categories.read', 'regions.read', 'businesses.write']);
});
afterAll(() => t.close());

const get = (url: string, key?: string) =>
  t.app.inject({ method: 'GET', url, headers: key ? { 'x-api-key': key } : {} });

describe('health', () => {
  it('answers without a key with the package version and the absolute docs URL of the configured address', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      service: 'directory-service',
      version: '1.1.0',
      status: 'ok',
      docs: 'http://127.0.0.1:3000/v1/openapi.json',
    });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });
});

describe('version prefix', () => {
  for (const url of ['/v2/categories', '/foo', '/v1x/categories', '/api/v1/categories']) {
    it(`answers 400 for ${url} without a key`, async () => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/\/v1\//);
    });
    it(`answers 400 for ${url} with a valid key`, async () => {
      const res = await get(url, readKey);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['error']);
    });
  }
});

describe('authentication', () => {
  it('answers 401 Missing API key without the header', async () => {
    const res = await get('/v1/categories');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Missing API key' });
  });

  it('answers 401 Invalid API key for an unknown key', async () => {
    const res = await get('/v1/categories', 'dsk_not-a-real-key');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid API key' });
  });

  it('answers 401 Invalid API key for a revoked key, from the next request on', async () => {
    const key = await t.key(['categories.read']);
    expect((await get('/v1/categories', key)).statusCode).toBe(200);
    const [record] = (await t.services.keys.list()).slice(-1);
    await t.services.keys.revoke(record!.id);
    const res = await get('/v1/categories', key);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid API key' });
  });

  it('answers 401 API key expired for a key past expires_at', async () => {
    const key = await t.key(['categories.read'], { expiresAt: new Date(Date.now() - 1000) });
    const res = await get('/v1/categories', key);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'API key expired' });
  });

  it('accepts a key whose expires_at is in the future', async () => {
    const key = await t.key(['categories.read'], { expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await get('/v1/categories', key)).statusCode).toBe(200);
  });

  it('checks the key before the route: an unknown /v1 route answers 401 without a key, 404 with one', async () => {
    expect((await get('/v1/nothing-here')).statusCode).toBe(401);
    const res = await get('/v1/nothing-here', readKey);
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json())).toEqual(['error']);
  });
});

describe('scopes', () => {
  it('answers 403 naming the missing scope', async () => {
    const key = await t.key(['regions.read']);
    const res = await get('/v1/categories', key);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden: categories.read required' });
  });

  it('checks the scope before validating input', async () => {
    const key = await t.key(['categories.read']);
    const res = await get('/v1/countries?limit=abc', key);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden: regions.read required' });
  });

  it('serves the OpenAPI document to any valid key, and not without one', async () => {
    const key = await t.key([]);
    const res = await get('/v1/openapi.json', key);
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
    expect((await get('/v1/openapi.json')).statusCode).toBe(401);
  });
});

describe('paging', () => {
  const cases: Array<[string, number, number]> = [
    ['', 20, 0],
    ['limit=0', 1, 0],
    ['limit=-5', 1, 0],
    ['limit=1000', 100, 0],
    ['limit=7&offset=3', 7, 3],
    ['offset=-1', 20, 0],
  ];
  for (const [query, limit, offset] of cases) {
    it(`clamps "${query}" to limit ${limit}, offset ${offset}`, async () => {
      const res = await get(`/v1/countries?${query}`, readKey);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['data', 'limit', 'offset', 'total']);
      expect(body.limit).toBe(limit);
      expect(body.offset).toBe(offset);
      expect(body.data).toHaveLength(Math.min(limit, body.total - offset));
    });
  }

  for (const [query, name] of [
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=x', 'offset'],
  ]) {
    it(`answers 400 naming the parameter for ${query}`, async () => {
      const res = await get(`/v1/countries?${query}`, readKey);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: `${name}: must be an integer` });
    });
  }

  it('visits every country exactly once when paging through the list', async () => {
    const seen: string[] = [];
    let total = Infinity;
    for (let offset = 0; offset < total; offset += 37) {
      const body = (await get(`/v1/countries?limit=37&offset=${offset}`, readKey)).json();
      total = body.total;
      seen.push(...body.data.map((country: { code: string }) => country.code));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(total).toBe(249);
  });
});

describe('path ids', () => {
  it('answers 400 for an id that is not a UUID', async () => {
    const res = await get('/v1/categories/not-a-uuid', readKey);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'id: must be a UUID' });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get('/v1/categories/00000000-0000-4000-8000-000000000000', readKey);
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json())).toEqual(['error']);
  });
});

describe('request bodies', () => {
  const post = (payload: string | object, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/test-probe',
      headers: { 'x-api-key': readKey, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('accepts a valid JSON body', async () => {
    const res = await post({ name: 'ok' });
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/application\/json/);
  });

  it('answers 415 when Content-Type is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test-probe',
      headers: { 'x-api-key': readKey },
      payload: '{"name":"x"}',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const res = await post({ name: 'x'.repeat(1024 * 1024 + 1) });
    expect(res.statusCode).toBe(413);
    expect(Object.keys(res.json())).toEqual(['error']);
  });

  it('names each offending field path, unknown fields included', async () => {
    const res = await post({ name: '', items: [{ quantity: 0 }], colour: 'red' });
    expect(res.statusCode).toBe(400);
    const message: string = res.json().error;
    expect(message).toContain('name: must not be empty');
    expect(message).toContain('items[0].quantity: must be greater than 0');
    expect(message).toContain('colour: unknown field');
  });

  it('names a missing required field', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'name: is required' });
  });
});

describe('unexpected failures', () => {
  it('answer 500 Internal server error without internals, with a request id', async () => {
    const res = await get('/v1/test-crash', readKey);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('request ids', () => {
  it('gives every response, errors included, an X-Request-Id', async () => {
    for (const url of ['/', '/foo', '/v1/categories', '/v1/nothing']) {
      const res = await get(url);
      expect(res.headers['x-request-id'], url).toBeTruthy();
    }
  });

  it('keeps a sane incoming X-Request-Id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('methods a path does not have', () => {
  const cases: Array<[string, string, string]> = [
    ['DELETE', '/v1/countries', 'GET, HEAD'],
    ['TRACE', '/v1/countries', 'GET, HEAD'],
    ['OPTIONS', '/v1/categories', 'GET, HEAD'],
    ['PUT', '/v1/rfq/inbound', 'POST'],
    ['DELETE', '/v1/rfq/00000000-0000-4000-8000-000000000000', 'GET, HEAD, PATCH, PUT'],
  ];
  for (const [method, url, allow] of cases) {
    it(`answers ${method} ${url} with 405 and Allow: ${allow}`, async () => {
      const res = await t.app.inject({ method: method as 'DELETE', url, headers: { 'x-api-key': readKey } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({ error: `Method ${method} not allowed on ${url}; allowed: ${allow}` });
    });
  }

  it('checks the version and the key first, and answers 405 on the health check without a key', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v2/countries', headers: { 'x-api-key': readKey } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/countries' })).statusCode).toBe(401);
    const health = await t.app.inject({ method: 'TRACE' as 'GET', url: '/' });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
  });
});

describe('what PostgreSQL cannot store', () => {
  it('refuses an integer past the column with 400 naming the field, and stores nothing', async () => {
    const key = await t.key(['businesses.write', 'businesses.read']);
    const business = await t.app.inject({
      method: 'POST',
      url: '/v1/businesses',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      payload: { name: 'Overflow Co', description_en: 'x' },
    });
    const id = business.json().data.id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/businesses/${id}/performance`,
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      payload: { total_orders: 9007199254740990 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^total_orders: /);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/businesses/${id}/performance`, headers: { 'x-api-key': key } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a NUL character anywhere in a body with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test-probe',
      headers: { 'x-api-key': readKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'a\u0000b' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'name: must not contain NUL characters' });
  });

  // Generated from the document: every numeric query parameter of every GET operation, sent empty
  // or blank, is refused with 400 naming it (coercion alone would read it as 0: a threshold of 0
  // returns every record, a limit of 0 clamps to 1).
  it('refuses an empty or blank numeric query parameter instead of reading it as 0, naming it', async () => {
    const allScopes = await t.key([...SCOPES]);
    const document = (await get('/v1/openapi.json', allScopes)).json() as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string; schema: { type?: string } }> } }>;
    };
    const cases = Object.entries(document.paths).flatMap(([path, item]) =>
      (item.get?.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && ['integer', 'number'].includes(parameter.schema.type ?? ''))
        .flatMap((parameter) => ['', '%20'].map((value) => ({ path, name: parameter.name, value }))),
    );
    // The listings' paging and the semantic searches' threshold and semantic_ratio at least.
    expect(new Set(cases.map((c) => c.name))).toEqual(new Set(['limit', 'offset', 'threshold', 'semantic_ratio']));
    for (const { path, name, value } of cases) {
      const url = `${path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}?q=chair&${name}=${value}`;
      const res = await get(url, allScopes);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(new RegExp(`^${name}: must be (an integer|a number from 0 to 1)`));
    }
  });
});

describe('the OpenAPI document states what requests are checked against', () => {
  it('lists the ISO 4217 codes, the 4-decimal rule, the 16-digit bound and non-blank text', async () => {
    const document = (
      await t.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'x-api-key': readKey } })
    ).json();
    const product = document.paths['/v1/products'].post.requestBody.content['application/json'].schema;
    expect(product.properties.currency.enum).toContain('IDR');
    expect(product.properties.currency.enum).not.toContain('XYZ');
    expect(product.properties.base_price.anyOf?.[0] ?? product.properties.base_price).toMatchObject({
      multipleOf: 0.0001,
      minimum: 0,
      exclusiveMaximum: 1e16,
    });
    expect(product.properties.name.pattern).toBe('\\S');
    const search = document.paths['/v1/search'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'q',
    );
    expect(search.schema.pattern).toBe('\\S');
  });
});
