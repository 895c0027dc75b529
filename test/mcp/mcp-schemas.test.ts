import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../src/access/scopes.js';
import { silentLogger } from '../../src/lib/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createBusiness, createProduct, fetchJson, send } from '../helpers/factories.js';
import { embeddingsEnv, type FakeEmbeddingsServer, startFakeEmbeddings } from '../helpers/fake-embeddings.js';

// What strict MCP clients check: the SDK's own client validates every tool
// result's structuredContent against the tool's declared outputSchema (as the Inspector and the
// Python SDK do), and an agent reads a tool's arguments only from their descriptions.

const DIMENSIONS = 8;
const ALL: Scope[] = [
  'search',
  'businesses.read',
  'products.read',
  'categories.read',
  'regions.read',
  'rfq.read',
  'rfq.write',
];

let provider: FakeEmbeddingsServer;
/** An app with an embeddings provider (a real OpenAI-protocol server), and one without any. */
let served: TestApp;
let plain: TestApp;
const clients: Client[] = [];
/** Tools called successfully through a validating client, per app: every listed tool must be among them. */
const called = new Set<string>();
const ids: Record<string, string> = {};

async function listen(t: TestApp): Promise<URL> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return new URL(`http://127.0.0.1:${address.port}/v1/mcp`);
}

/** The SDK's client over real HTTP with a key holding every tool's scope; it has listed the tools, so it validates their results. */
async function connect(t: TestApp): Promise<Client> {
  const key = await t.key(ALL, { partner: 'Schema Checker' });
  const client = new Client({ name: 'strict-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(await urlOf(t), { requestInit: { headers: { 'x-api-key': key } } }),
  );
  await client.listTools();
  clients.push(client);
  return client;
}

const urls = new Map<TestApp, URL>();
const urlOf = async (t: TestApp) => urls.get(t) ?? urls.set(t, await listen(t)).get(t)!;

/** Calls a tool and fails the test on a tool error; the client itself throws when the result breaks the output schema. */
async function call(client: Client, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
  called.add(name);
  return result.structuredContent as Record<string, unknown>;
}

beforeAll(async () => {
  provider = await startFakeEmbeddings(DIMENSIONS);
  served = await startTestApp({ env: embeddingsEnv(provider.url, DIMENSIONS) });
  plain = await startTestApp();
  for (const t of [served, plain]) {
    const writer = await t.key(['businesses.write', 'products.write']);
    const business = await createBusiness(t, writer, {
      name: 'Jepara Teak Works',
      description_en: 'Teak furniture: dining chairs and tables',
    });
    await createBusiness(t, writer, { name: 'Bali Rattan House', description_en: 'Rattan chairs and baskets' });
    await createProduct(t, writer, business.id, {
      name: 'Teak dining chair',
      description: 'Solid teak chair',
      base_price: 1250000,
    });
    ids[t === served ? 'business' : 'plainBusiness'] = business.id;
  }
  await served.services.embedder(silentLogger)!.reindex();
}, 120_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await served?.close();
  await plain?.close();
  await provider?.close();
});

describe('MCP tool results pass the SDK client’s output-schema validation', () => {
  it.each([
    ['keyword', {}],
    ['semantic', {}],
    ['hybrid', {}],
    ['hybrid', { semantic_ratio: 0.8 }],
    ['semantic', { threshold: 0.1, limit: 1 }],
  ] as const)('search in %s mode %j, every group', async (mode, extra) => {
    const agent = await connect(served);
    const result = await call(agent, 'search', { q: 'teak chair', mode, ...extra });
    const businesses = result.businesses as { data: Array<Record<string, unknown>>; total: number };
    const products = result.products as { data: Array<Record<string, unknown>>; total: number };
    // Hits in both groups, so the hit shapes themselves were validated.
    expect(businesses.data.length).toBeGreaterThan(0);
    expect(products.data.length).toBeGreaterThan(0);
    if (mode === 'hybrid') {
      expect(result).toMatchObject({
        mode: 'hybrid',
        semantic_ratio: 'semantic_ratio' in extra ? extra.semantic_ratio : 0.5,
      });
      expect(businesses.data[0]).toHaveProperty('keyword_rank');
      expect(businesses.data[0]).toHaveProperty('semantic_rank');
    } else {
      expect(result).not.toHaveProperty('mode');
    }
  });

  it('search in hybrid mode without an embeddings provider answers from keywords (mode keyword)', async () => {
    const agent = await connect(plain);
    const result = await call(agent, 'search', { q: 'teak chair', mode: 'hybrid' });
    expect(result).toMatchObject({ mode: 'keyword', semantic_ratio: 0 });
    expect((result.businesses as { data: Array<{ keyword_rank: number; semantic_rank: null }> }).data[0]).toMatchObject(
      { keyword_rank: 1, semantic_rank: null },
    );
  });

  it('search when the provider fails: hybrid falls back to keywords, semantic is a tool error naming the way out', async () => {
    const agent = await connect(served);
    provider.behaviour = 'wrong-dimensions';
    try {
      const hybrid = await call(agent, 'search', { q: 'teak chair', mode: 'hybrid' });
      expect(hybrid).toMatchObject({ mode: 'keyword', semantic_ratio: 0 });
      const semantic = await agent.callTool({ name: 'search', arguments: { q: 'teak chair', mode: 'semantic' } });
      expect(semantic).toMatchObject({
        isError: true,
        content: [
          {
            type: 'text',
            text: 'Semantic search is unavailable: the embeddings provider did not answer; use /v1/search or try again later',
          },
        ],
      });
      // The semantic mode is not available without a provider either, and says so.
      const unconfigured = await (await connect(plain)).callTool({
        name: 'search',
        arguments: { q: 'teak chair', mode: 'semantic' },
      });
      expect(unconfigured).toMatchObject({
        isError: true,
        content: [{ text: 'Semantic search is not configured; use /v1/search' }],
      });
    } finally {
      provider.behaviour = 'healthy';
    }
  });

  it('every directory tool', async () => {
    const agent = await connect(served);
    await call(agent, 'get_business', { id: ids.business });
    const products = (await call(agent, 'search', { q: 'teak chair', type: 'product' })).products as {
      data: Array<{ id: string }>;
    };
    await call(agent, 'get_product', { id: products.data[0]!.id });
    await call(agent, 'list_categories', {});
    await call(agent, 'list_categories', { taxonomy: 'product' });
    const regions = await call(agent, 'list_regions', { country_code: 'id', limit: 500 });
    // Paging as over REST: an out-of-range limit is clamped, not refused.
    expect(regions).toMatchObject({ limit: 100, offset: 0, total: 38 });
  });

  it('every RFQ tool, with quote amounts filled in', async () => {
    const agent = await connect(served);
    const rfq = await call(agent, 'create_rfq', {
      external_rfq_id: 'SCHEMA-1',
      title: 'Teak chairs',
      buyer_name: 'Sari',
      buyer_email: 'sari@example.co.id',
      items: [{ name: 'Teak dining chair', quantity: 50, unit_of_measure: 'piece', target_price: 1200000 }],
    });
    await call(agent, 'attach_supplier', { rfq_id: rfq.id, business_id: ids.business });
    const suggested = await call(agent, 'suggest_suppliers', { rfq_id: rfq.id });
    expect(suggested).toMatchObject({ limit: 20, offset: 0, total: (suggested.data as unknown[]).length });
    const reader = await served.key(['rfq.read'], { partner: 'Schema Checker' });
    const items = (await fetchJson(served, `/v1/rfq/${rfq.id}`, reader)).body.data.items as Array<{ id: string }>;
    const quoter = await served.key(['quotes.write']);
    const quoted = await send(served, 'POST', `/v1/rfq/${rfq.id}/quotes`, quoter, {
      supplier_id: ids.business,
      quoted_price: 60000000,
      quoted_lead_time_days: 30,
      line_items: [{ item_id: items[0]!.id, unit_price: 1200000, quantity: 50 }],
    });
    expect(quoted.status).toBe(201);
    const overview = await call(agent, 'get_rfq_quotes', { rfq_id: rfq.id });
    expect(overview.suppliers).toEqual([expect.objectContaining({ status: 'quoted', quoted_price: 60000000 })]);
    const listed = await call(agent, 'list_rfqs', { status: 'quoted' });
    expect(listed).toMatchObject({ total: 1, data: [{ id: rfq.id }] });
  });

  it('covers every tool the server lists', async () => {
    const { tools } = await (await connect(served)).listTools();
    expect(tools.length).toBeGreaterThan(0);
    expect([...called].sort()).toEqual(tools.map((tool) => tool.name).sort());
  });
});

describe('MCP tool inputs', () => {
  it('describe every property of every tool', async () => {
    const { tools } = await (await connect(served)).listTools();
    const undescribed = tools.flatMap((tool) =>
      Object.entries(tool.inputSchema.properties ?? {}).flatMap(([name, schema]) => {
        const description = (schema as { description?: unknown }).description;
        return typeof description === 'string' && description.trim().length > 0 ? [] : [`${tool.name}.${name}`];
      }),
    );
    expect(undescribed).toEqual([]);
    // Every tool takes arguments, so the check above looked at something in each.
    for (const tool of tools)
      expect(Object.keys(tool.inputSchema.properties ?? {}).length, tool.name).toBeGreaterThan(0);
  });
});
