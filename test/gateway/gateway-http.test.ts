import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOpenApiDocument } from '../../src/openapi.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createBusiness, createProduct, referenceIds } from '../helpers/factories.js';
import { agentApp, ask, parseEvents } from './harness.js';

let t: TestApp;
let agent: FastifyInstance;
let asker: string;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let baliSupplier: { id: string };
let hiddenSupplier: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  agent = await agentApp(t);
  ids = await referenceIds(t);
  const writer = await t.key(['businesses.write', 'businesses.internal.read', 'products.write'], {
    partner: 'Catalogue feed',
  });
  baliSupplier = await createBusiness(t, writer, {
    name: 'Ubud Rattan Works',
    description_en: 'Rattan chairs and rattan furniture, hand-woven',
    region_id: ids.baliId,
    country_id: ids.indonesiaId,
  });
  hiddenSupplier = await createBusiness(t, writer, {
    name: 'Secret Rattan House',
    description_en: 'Rattan chairs for export',
    region_id: ids.baliId,
    country_id: ids.indonesiaId,
    visibility: 'internal',
  });
  const bandung = await createBusiness(t, writer, {
    name: 'Bandung Rattan Studio',
    description_en: 'Rattan chairs and tables',
    region_id: ids.westJavaId,
    country_id: ids.indonesiaId,
  });
  // The listed suppliers are the owners of the listed products: each supplier sells its chairs.
  await createProduct(t, writer, baliSupplier.id, { name: 'Hand-woven rattan chair', base_price: 750000 });
  await createProduct(t, writer, hiddenSupplier.id, { name: 'Rattan export chair', base_price: 650000 });
  await createProduct(t, writer, bandung.id, { name: 'Rattan dining chair', base_price: 820000 });
  asker = await t.key(
    ['agent.query', 'search', 'businesses.read', 'products.read', 'categories.read', 'regions.read'],
    { partner: 'Asking partner' },
  );
});
const storedCount = async () =>
  Number((await t.database.pool.query('SELECT count(*) AS n FROM agent_queries')).rows[0].n);

afterAll(async () => {
  await agent?.close();
  await t?.close();
});

describe('POST /v1/query without a model', () => {
  it('answers an English question with the plan, the matching suppliers as search cards and model null, and stores it', async () => {
    const { status, body } = await ask(agent, asker, { question: 'Who can supply rattan chairs in Bali?' });
    expect(status).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({
      question: 'Who can supply rattan chairs in Bali?',
      language: 'en',
      model: null,
      usage: { prompt_tokens: 0, completion_tokens: 0 },
    });
    expect(data.plan).toMatchObject({ intent: 'search_suppliers', region_id: ids.baliId });
    expect(data.results.businesses.map((hit: { id: string }) => hit.id)).toContain(baliSupplier.id);
    // Never a record the key could not see over REST.
    expect(JSON.stringify(data.results)).not.toContain(hiddenSupplier.id);
    expect(data.answer.length).toBeGreaterThan(0);
    expect(data.conversation_id).toBe(data.id);
    expect(data.latency_ms).toBeGreaterThanOrEqual(0);
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);

    const stored = await agent.inject({ method: 'GET', url: `/v1/query/${data.id}`, headers: { 'x-api-key': asker } });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data).toEqual(data);
  });

  it('detects Indonesian and answers in it, and keeps a language the caller names', async () => {
    const indonesian = await ask(agent, asker, { question: 'pemasok kursi rotan di Bali untuk 300 unit' });
    expect(indonesian.status).toBe(200);
    expect(indonesian.body.data.language).toBe('id');
    expect(indonesian.body.data.plan.region_id).toBe(ids.baliId);
    const named = await ask(agent, asker, { question: 'pemasok kursi rotan di Bali', language: 'en' });
    expect(named.body.data.language).toBe('en');
  });

  it('carries the previous plan into a follow-up of the same conversation ("and in Bali?")', async () => {
    const first = (await ask(agent, asker, { question: 'Who can supply rattan chairs?' })).body.data;
    expect(first.plan.region_id).toBeNull();
    const followUp = await ask(agent, asker, { question: 'and in Bali?', conversation_id: first.conversation_id });
    expect(followUp.status).toBe(200);
    expect(followUp.body.data.conversation_id).toBe(first.conversation_id);
    expect(followUp.body.data.plan.region_id).toBe(ids.baliId);
    expect(followUp.body.data.plan.keywords).toContain('rattan');
    expect(followUp.body.data.results.businesses.map((hit: { id: string }) => hit.id)).toContain(baliSupplier.id);
  });

  it("answers 404 for another partner's query and conversation, and for an unknown conversation", async () => {
    const mine = (await ask(agent, asker, { question: 'rattan chairs' })).body.data;
    const stranger = await t.key(['agent.query', 'search'], { partner: 'Another partner' });
    const read = await agent.inject({ method: 'GET', url: `/v1/query/${mine.id}`, headers: { 'x-api-key': stranger } });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: `Query ${mine.id} not found` });
    const continued = await ask(agent, stranger, { question: 'and in Bali?', conversation_id: mine.conversation_id });
    expect(continued.status).toBe(404);
    expect(continued.body.error).toContain(mine.conversation_id);
    const unknown = await ask(agent, asker, {
      question: 'and in Bali?',
      conversation_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the guard and validation, as on the API', () => {
  it('answers 401 without or with an unknown key, 403 naming agent.query without the scope', async () => {
    const missing = await agent.inject({
      method: 'POST',
      url: '/v1/query',
      headers: { 'content-type': 'application/json' },
      payload: '{"question":"x"}',
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: 'Missing API key' });
    expect((await ask(agent, 'dsk_unknown', { question: 'x' })).body).toEqual({ error: 'Invalid API key' });
    const searchOnly = await t.key(['search', 'businesses.read']);
    const forbidden = await ask(agent, searchOnly, { question: 'rattan chairs' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: 'Forbidden: agent.query required' });
    const read = await agent.inject({
      method: 'GET',
      url: '/v1/query/00000000-0000-4000-8000-000000000000',
      headers: { 'x-api-key': searchOnly },
    });
    expect(read.statusCode).toBe(403);
  });

  it("counts each query once against the key's rate limit (its tool calls are not counted), then 429", async () => {
    const limited = await t.key(['agent.query', 'search', 'businesses.read'], { rateLimitPerMinute: 2 });
    expect((await ask(agent, limited, { question: 'Who can supply rattan chairs in Bali?' })).status).toBe(200);
    expect((await ask(agent, limited, { question: 'rattan chairs' })).status).toBe(200);
    const third = await ask(agent, limited, { question: 'rattan chairs' });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ error: 'Rate limit exceeded' });
    expect(third.raw.headers['retry-after']).toBeUndefined();
  });

  const invalid: Array<[string, unknown, string]> = [
    ['question missing', {}, 'question'],
    ['question empty', { question: '' }, 'question'],
    ['question blank', { question: '   ' }, 'question'],
    ['question over 2000 characters', { question: 'a'.repeat(2001) }, 'question'],
    ['question not text', { question: 42 }, 'question'],
    ['conversation_id not a UUID', { question: 'rattan', conversation_id: 'abc' }, 'conversation_id'],
    ['language not en or id', { question: 'rattan', language: 'fr' }, 'language'],
    ['allow_actions not a boolean', { question: 'rattan', allow_actions: 'yes' }, 'allow_actions'],
    ['an unknown field', { question: 'rattan', tone: 'friendly' }, 'tone'],
  ];
  it.each(invalid)('answers 400 naming the field when %s, and stores nothing', async (_case, body, field) => {
    const before = await storedCount();
    const { status, body: answer } = await ask(agent, asker, body);
    expect(status).toBe(400);
    expect(answer.error).toContain(field);
    expect(await storedCount()).toBe(before);
  });

  it('accepts a question of exactly 2000 characters', async () => {
    expect((await ask(agent, asker, { question: `rattan ${'a'.repeat(1993)}` })).status).toBe(200);
  });

  it('answers 415 without a JSON content type, 400 for a non-UUID id and outside /v1, 405 with Allow', async () => {
    const plain = await agent.inject({
      method: 'POST',
      url: '/v1/query',
      headers: { 'x-api-key': asker, 'content-type': 'text/plain' },
      payload: 'rattan',
    });
    expect(plain.statusCode).toBe(415);
    expect(
      (await agent.inject({ method: 'GET', url: '/v1/query/abc', headers: { 'x-api-key': asker } })).statusCode,
    ).toBe(400);
    expect((await agent.inject({ method: 'GET', url: '/query', headers: { 'x-api-key': asker } })).statusCode).toBe(
      400,
    );
    const wrongMethod = await agent.inject({ method: 'DELETE', url: '/v1/query', headers: { 'x-api-key': asker } });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
  });
});

describe('streaming (Accept: text/event-stream)', () => {
  it('streams plan, answer deltas and done (the full data, as GET reads it back), parsed as SSE', async () => {
    const res = await ask(
      agent,
      asker,
      { question: 'Who can supply rattan chairs in Bali?' },
      { accept: 'text/event-stream' },
    );
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.raw.headers['x-request-id']).toBeTruthy();
    const events = parseEvents(res.raw.body);
    const names = events.map((event) => event.event);
    expect(names[0]).toBe('plan');
    expect(names.at(-1)).toBe('done');
    expect(names).toContain('answer');
    expect(JSON.parse(events[0]!.data).region_id).toBe(ids.baliId);
    const done = JSON.parse(events.at(-1)!.data);
    const answer = events
      .filter((event) => event.event === 'answer')
      .map((event) => JSON.parse(event.data).delta)
      .join('');
    expect(answer).toBe(done.answer);
    for (const action of events.filter((event) => event.event === 'action'))
      expect(done.actions).toContainEqual(JSON.parse(action.data));
    const stored = await agent.inject({ method: 'GET', url: `/v1/query/${done.id}`, headers: { 'x-api-key': asker } });
    expect(stored.json().data).toEqual(done);
  });

  it("answers an error before the stream starts as JSON (another partner's conversation: 404)", async () => {
    const res = await ask(
      agent,
      asker,
      { question: 'and in Bali?', conversation_id: '00000000-0000-4000-8000-000000000000' },
      { accept: 'text/event-stream' },
    );
    expect(res.status).toBe(404);
    expect(res.body.error).toContain('not found');
  });
});

describe("the gateway's own OpenAPI document", () => {
  it('is served at /v1/openapi.json to any valid key and matches docs/agent-openapi.json (run `npm run openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(new URL('../../docs/agent-openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(await agentOpenApiDocument());
    const anyKey = await t.key(['search']);
    const served = await agent.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'x-api-key': anyKey } });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(committed);
    expect(Object.keys(committed.paths)).toEqual(expect.arrayContaining(['/v1/query', '/v1/query/{id}']));
  });

  it('declares an operationId, a summary and response descriptions on every operation, and no $id or $schema (what the linters refuse)', async () => {
    const document = (await agentOpenApiDocument()) as {
      paths: Record<
        string,
        Record<string, { operationId?: string; summary?: string; responses: Record<string, { description?: string }> }>
      >;
    };
    expect(JSON.stringify(document)).not.toMatch(/"\$(id|schema)"/);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(operation.summary, `${method} ${path}`).toMatch(/\w/);
        for (const response of Object.values(operation.responses))
          expect(response.description).not.toBe('Default Response');
      }
    }
  });

  it('answers the health check without a key, pointing at its own document', async () => {
    const health = await agent.inject({ method: 'GET', url: '/' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      service: 'directory-service',
      status: 'ok',
      docs: 'http://127.0.0.1:3100/v1/openapi.json',
    });
  });
});

describe('prices in the results', () => {
  it('carries a product price with every digit, as REST writes it (the tools answer exact decimals)', async () => {
    const writer = await t.key(['businesses.write', 'products.write'], { partner: 'Catalogue feed' });
    const business = await createBusiness(t, writer, {
      name: 'Makassar Ebony Carvers',
      description_en: 'Ebony carvings',
    });
    // More digits than a double holds: 9007199254740993 read as a number would be …992.
    const product = await createProduct(t, writer, business.id, {
      name: 'Ebony carving',
      description: 'Hand-carved ebony',
      base_price: '9007199254740993',
    });
    const res = await ask(agent, asker, { question: 'price of ebony carving' });
    expect(res.status).toBe(200);
    expect(res.body.data.results.products.map((hit: { id: string }) => hit.id)).toContain(product.id);
    expect(res.raw.body).toContain('"base_price":9007199254740993');
    const stored = await agent.inject({
      method: 'GET',
      url: `/v1/query/${res.body.data.id}`,
      headers: { 'x-api-key': asker },
    });
    expect(stored.body).toContain('"base_price":9007199254740993');
  });
});
