import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../src/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createBusiness, createProduct, fetchJson } from '../helpers/factories.js';

let t: TestApp;
let url: URL;
let writer: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = new URL(`http://127.0.0.1:${address.port}/v1/mcp`);
  writer = await t.key(['businesses.write', 'products.write', 'businesses.internal.read'], {
    partner: 'Catalogue feed',
  });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await t.close();
});

/** The SDK's own client over real HTTP, acting with a key holding `scopes`. */
async function connect(scopes: Scope[], options: { rateLimitPerMinute?: number; partner?: string } = {}) {
  const key = await t.key(scopes, options);
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { 'x-api-key': key } } }));
  clients.push(client);
  return client;
}

const ALL: Scope[] = [
  'search',
  'businesses.read',
  'products.read',
  'categories.read',
  'regions.read',
  'rfq.read',
  'rfq.write',
];
const TOOL_SCOPES: Record<string, Scope> = {
  search: 'search',
  get_business: 'businesses.read',
  get_product: 'products.read',
  list_categories: 'categories.read',
  list_regions: 'regions.read',
  create_rfq: 'rfq.write',
  attach_supplier: 'rfq.write',
  get_rfq_quotes: 'rfq.read',
  list_rfqs: 'rfq.read',
  suggest_suppliers: 'rfq.read',
};

describe('MCP over Streamable HTTP (POST /v1/mcp)', () => {
  it('lists exactly the tools whose REST scope the key holds, each with schemas and annotations', async () => {
    const everything = await connect(ALL);
    const { tools } = await everything.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.keys(TOOL_SCOPES).sort());
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.annotations).toMatchObject({
        readOnlyHint: !['create_rfq', 'attach_supplier'].includes(tool.name),
        destructiveHint: false,
      });
    }
    for (const scope of new Set(Object.values(TOOL_SCOPES))) {
      const client = await connect([scope]);
      const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
      expect(names, scope).toEqual(
        Object.entries(TOOL_SCOPES)
          .filter(([, needed]) => needed === scope)
          .map(([name]) => name)
          .sort(),
      );
    }
  });

  it('answers each directory tool from the same services as REST, and never returns a hidden business', async () => {
    const agent = await connect(ALL);
    const visible = await createBusiness(t, writer, {
      name: 'Sumba Ikat Weavers',
      description_en: 'Hand-woven ikat textiles',
    });
    const hidden = await createBusiness(t, writer, {
      name: 'Sumba Secret Weavers',
      description_en: 'Hand-woven ikat textiles',
      visibility: 'internal',
    });
    const product = await createProduct(t, writer, visible.id, { name: 'Ikat shawl', base_price: 350000 });

    const found = await agent.callTool({ name: 'search', arguments: { q: 'ikat weavers', type: 'business' } });
    const businesses = (found.structuredContent as { businesses: { data: Array<{ id: string }>; total: number } })
      .businesses;
    expect(businesses.data.map((hit) => hit.id)).toEqual([visible.id]);
    expect(businesses.total).toBe(1);
    expect((found.content as Array<{ text: string }>)[0]!.text).toContain('Sumba Ikat Weavers');

    const business = await agent.callTool({ name: 'get_business', arguments: { id: visible.id } });
    expect(business.structuredContent).toMatchObject({ id: visible.id, name: 'Sumba Ikat Weavers' });
    const secret = await agent.callTool({ name: 'get_business', arguments: { id: hidden.id } });
    expect(secret).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: `Business ${hidden.id} not found` }],
    });

    const shawl = await agent.callTool({ name: 'get_product', arguments: { id: product.id } });
    expect(shawl.structuredContent).toMatchObject({ id: product.id, base_price: 350000, business: { id: visible.id } });

    const tree = (await agent.callTool({ name: 'list_categories', arguments: {} })).structuredContent as {
      data: Array<{ id: string; slug: string; children: unknown[] }>;
    };
    expect(tree.data.length).toBeGreaterThanOrEqual(10);
    const subtree = await agent.callTool({ name: 'list_categories', arguments: { slug: tree.data[1]!.slug } });
    expect((subtree.structuredContent as { data: Array<{ id: string }> }).data).toEqual([
      expect.objectContaining({ id: tree.data[1]!.id }),
    ]);

    const regions = (await agent.callTool({ name: 'list_regions', arguments: { country_code: 'id', limit: 100 } }))
      .structuredContent as { total: number };
    expect(regions.total).toBe(38);
  });

  it('runs the RFQ flow: create, attach a supplier, list, read quotes', async () => {
    const agent = await connect(ALL, { partner: 'Agent Buyer' });
    const supplier = await createBusiness(t, writer, { name: 'Bandung Steel Fabricators' });
    const created = await agent.callTool({
      name: 'create_rfq',
      arguments: {
        external_rfq_id: 'AGENT-1',
        title: 'Steel shelving',
        buyer_name: 'Budi',
        buyer_email: 'budi@example.co.id',
        items: [{ name: 'Shelf unit', quantity: 40, unit_of_measure: 'set', target_price: 1250000 }],
      },
    });
    expect(created.isError).toBeFalsy();
    const rfq = created.structuredContent as { id: string; rfq_number: string; status: string; items_created: number };
    expect(rfq).toMatchObject({ status: 'pending', items_created: 1 });

    const attached = await agent.callTool({
      name: 'attach_supplier',
      arguments: { rfq_id: rfq.id, business_id: supplier.id },
    });
    expect(attached.structuredContent).toMatchObject({ supplier_id: supplier.id, status: 'invited', created: true });

    const listed = (await agent.callTool({ name: 'list_rfqs', arguments: { external_rfq_id: 'AGENT-1' } }))
      .structuredContent as { data: Array<{ id: string; status: string }> };
    expect(listed.data).toEqual([expect.objectContaining({ id: rfq.id, status: 'sourcing' })]);
    const quotes = (await agent.callTool({ name: 'get_rfq_quotes', arguments: { rfq_id: rfq.id } }))
      .structuredContent as { suppliers: Array<{ status: string; quoted_price: null }> };
    expect(quotes.suppliers).toEqual([expect.objectContaining({ status: 'invited', quoted_price: null })]);

    // The same external id again: the REST 409 message, as a tool error.
    const again = await agent.callTool({
      name: 'create_rfq',
      arguments: {
        external_rfq_id: 'AGENT-1',
        title: 'x',
        buyer_name: 'x',
        buyer_email: 'x@example.com',
        items: [{ name: 'x', quantity: 1, unit_of_measure: 'piece' }],
      },
    });
    expect(again).toMatchObject({
      isError: true,
      content: [{ text: `An RFQ with external_rfq_id "AGENT-1" already exists: ${rfq.id}` }],
    });
    // Another partner's agent cannot see it.
    const stranger = await connect(['rfq.read'], { partner: 'Someone Else' });
    expect(await stranger.callTool({ name: 'get_rfq_quotes', arguments: { rfq_id: rfq.id } })).toMatchObject({
      isError: true,
      content: [{ text: `RFQ ${rfq.id} not found` }],
    });
  });

  it('refuses a tool the key has no scope for, and names the field of a malformed argument', async () => {
    const reader = await connect(['categories.read']);
    const refused = await reader
      .callTool({ name: 'search', arguments: { q: 'kursi' } })
      .catch((error: Error) => ({ isError: true, content: [{ text: error.message }] }));
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain('search');

    const agent = await connect(['regions.read']);
    const malformed = await agent.callTool({ name: 'list_regions', arguments: { country_code: 'Indonesia' } });
    expect(malformed.isError).toBe(true);
    expect(JSON.stringify(malformed.content)).toContain('country_code');
  });

  it('answers 401 without a key and counts MCP calls against the rate limit (429)', async () => {
    const anonymous = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Missing API key' });

    const key = await t.key(['categories.read'], { rateLimitPerMinute: 3 });
    const call = (id: number) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'x-api-key': key,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list' }),
      });
    for (let id = 1; id <= 3; id += 1) expect((await call(id)).status).toBe(200);
    const limited = await call(4);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Rate limit exceeded' });
    expect((await fetchJson(t, '/v1/categories', key)).status).toBe(429);
  });
});
