import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, createProduct, fetchJson, referenceIds, send } from '../../helpers/factories.js';

let t: TestApp;
let buyer: string; // partner A: rfq.read, rfq.write
let insider: string; // partner A too, also sees hidden businesses and inactive products
let otherPartner: string;
let writer: string;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let productTree: Array<{
  id: string;
  slug: string;
  children: Array<{ id: string; slug: string; children?: Array<{ id: string; slug: string }> }>;
}>;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await t.key(['rfq.read', 'rfq.write'], { partner: 'Buyer A' });
  insider = await t.key(['rfq.read', 'rfq.write', 'businesses.internal.read', 'products.internal.read'], {
    partner: 'Buyer A',
  });
  otherPartner = await t.key(['rfq.read', 'rfq.write'], { partner: 'Buyer B' });
  writer = await t.key(
    ['businesses.write', 'products.write', 'businesses.read', 'businesses.internal.read', 'products.internal.read'],
    { partner: 'Catalogue feed' },
  );
  ids = await referenceIds(t);
  productTree = (await fetchJson(t, '/v1/product-categories', await t.key(['categories.read']))).body.data;
});
afterAll(() => t.close());

let external = 0;
async function createRfq(items: Array<Record<string, unknown>>, fields: Record<string, unknown> = {}, key = buyer) {
  external += 1;
  const res = await send(t, 'POST', '/v1/rfq/inbound', key, {
    external_rfq_id: `SUGGEST-${external}`,
    title: 'Suggestions test',
    buyer_name: 'Sari',
    buyer_email: 'sari@example.co.id',
    items,
    ...fields,
  });
  if (res.status !== 201) throw new Error(`inbound: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; items: Array<{ id: string; name: string }> };
}

const suggestions = (rfqId: string, key = buyer, query = '') =>
  fetchJson(t, `/v1/rfq/${rfqId}/supplier-suggestions${query}`, key);
type Entry = {
  business: { id: string; name: string };
  score: number;
  coverage: number;
  matched_items: Array<{
    item_id: string;
    item_name: string;
    product: { id: string; name: string };
    unit_price: number | null;
    currency: string;
    vs_target_percent: number | null;
    keyword_rank: number | null;
    semantic_rank: number | null;
  }>;
  region_match: boolean | null;
  performance: Record<string, unknown> | null;
  attached: boolean;
};

describe('GET /v1/rfq/:id/supplier-suggestions', () => {
  let bali: { id: string };
  let westJava: { id: string };
  let usd: { id: string };
  let hidden: { id: string };
  let draftOnly: { id: string };
  let rfq: Awaited<ReturnType<typeof createRfq>>;

  beforeAll(async () => {
    bali = await createBusiness(t, writer, { name: 'Ubud Zorblax Workshop', region_id: ids.baliId });
    westJava = await createBusiness(t, writer, { name: 'Bandung Zorblax House', region_id: ids.westJavaId });
    usd = await createBusiness(t, writer, { name: 'Export Zorblax Trading' });
    hidden = await createBusiness(t, writer, {
      name: 'Secret Zorblax Maker',
      region_id: ids.baliId,
      visibility: 'internal',
    });
    draftOnly = await createBusiness(t, writer, { name: 'Draft Zorblax Studio', region_id: ids.baliId });

    await createProduct(t, writer, bali.id, {
      name: 'Zorblax teak chair',
      base_price: 4_500_000,
      product_pricing_tiers: [
        { min_quantity: 1, max_quantity: 49, unit_price: 4_400_000 },
        { min_quantity: 50, max_quantity: null, unit_price: 4_200_000 },
      ],
    });
    await createProduct(t, writer, bali.id, { name: 'Zorblax teak table', base_price: 9_000_000 });
    await createProduct(t, writer, westJava.id, { name: 'Zorblax teak chair classic', base_price: 4_000_000 });
    await createProduct(t, writer, usd.id, { name: 'Zorblax teak chair export', base_price: 280, currency: 'USD' });
    await createProduct(t, writer, hidden.id, { name: 'Zorblax teak chair secret', base_price: 1_000 });
    await createProduct(t, writer, draftOnly.id, {
      name: 'Zorblax teak table draft',
      base_price: 1_000,
      status: 'draft',
    });
    const performance = await send(t, 'POST', `/v1/businesses/${bali.id}/performance`, writer, {
      reliability_score: 4.5,
      on_time_delivery_percent: 97.5,
    });
    expect(performance.status).toBe(201);

    rfq = await createRfq(
      [
        { name: 'Zorblax teak chair', quantity: 50, unit_of_measure: 'piece', target_price: 4_350_000 },
        {
          name: 'Zorblax teak table',
          quantity: 5,
          unit_of_measure: 'piece',
          target_price: 10_000_000,
          target_currency: 'IDR',
        },
      ],
      { delivery_location: 'Denpasar, Bali, Indonesia' },
    );
  });

  it('groups matched products by business, with coverage, the price at quantity, the target comparison, region and performance', async () => {
    const res = await suggestions(rfq.id);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'limit', 'offset', 'total']);
    const data = res.body.data as Entry[];
    expect(data[0]!.business.id).toBe(bali.id);
    expect(
      data
        .slice(1)
        .map((entry) => entry.business.id)
        .sort(),
    ).toEqual([westJava.id, usd.id].sort());
    expect(res.body).toMatchObject({ total: 3, limit: 20, offset: 0 });

    const [first, ...rest] = data;
    expect(first).toMatchObject({
      coverage: 1,
      region_match: true,
      attached: false,
      performance: { business_id: bali.id, reliability_score: 4.5, on_time_delivery_percent: 97.5 },
    });
    expect(first!.score).toBeGreaterThan(rest[0]!.score);
    const [chair, table] = first!.matched_items;
    expect(chair).toMatchObject({
      item_id: rfq.items[0]!.id,
      item_name: 'Zorblax teak chair',
      unit_price: 4_200_000,
      currency: 'IDR',
      vs_target_percent: -3.45,
      keyword_rank: 1,
      semantic_rank: null,
    });
    expect(chair!.product).toMatchObject({ name: 'Zorblax teak chair', business_id: bali.id });
    expect(table).toMatchObject({
      item_id: rfq.items[1]!.id,
      unit_price: 9_000_000,
      currency: 'IDR',
      vs_target_percent: -10,
    });

    const byId = new Map(rest.map((entry) => [entry.business.id, entry]));
    expect(byId.get(westJava.id)).toMatchObject({ coverage: 0.5, region_match: false, performance: null });
    expect(byId.get(westJava.id)!.matched_items[0]).toMatchObject({ unit_price: 4_000_000, vs_target_percent: -8.05 });
    // A business without a region: the match is unknown. A price in USD is never compared with an IDR target.
    expect(byId.get(usd.id)).toMatchObject({ region_match: null });
    expect(byId.get(usd.id)!.matched_items[0]).toMatchObject({
      unit_price: 280,
      currency: 'USD',
      vs_target_percent: null,
    });
  });

  it('never shows hidden businesses or inactive products, and shows them to a key that may see them, as search does', async () => {
    const seen = ((await suggestions(rfq.id)).body.data as Entry[]).map((entry) => entry.business.id);
    expect(seen).not.toContain(hidden.id);
    expect(seen).not.toContain(draftOnly.id);
    const inside = ((await suggestions(rfq.id, insider)).body.data as Entry[]).map((entry) => entry.business.id);
    expect(inside).toEqual(expect.arrayContaining([hidden.id, draftOnly.id]));
  });

  it('marks suppliers already attached', async () => {
    expect((await send(t, 'POST', `/v1/rfq/${rfq.id}/suppliers`, buyer, { business_id: westJava.id })).status).toBe(
      201,
    );
    const data = (await suggestions(rfq.id)).body.data as Entry[];
    expect(new Map(data.map((entry) => [entry.business.id, entry.attached]))).toEqual(
      new Map([
        [bali.id, false],
        [westJava.id, true],
        [usd.id, false],
      ]),
    );
  });

  it('pages the ordered suggestions with limit and offset', async () => {
    const all = ((await suggestions(rfq.id)).body.data as Entry[]).map((entry) => entry.business.id);
    const pages = [];
    for (let offset = 0; offset < all.length; offset += 1) {
      const res = await suggestions(rfq.id, buyer, `?limit=1&offset=${offset}`);
      expect(res.body).toMatchObject({ total: all.length, limit: 1, offset });
      pages.push(...(res.body.data as Entry[]).map((entry) => entry.business.id));
    }
    expect(pages).toEqual(all);
    expect((await suggestions(rfq.id, buyer, '?offset=50')).body).toMatchObject({ data: [], total: all.length });
    expect((await suggestions(rfq.id, buyer, '?limit=abc')).status).toBe(400);
  });

  it('reads the English or the Indonesian name of the delivery region, and says null when it names none', async () => {
    const items = [{ name: 'Zorblax teak chair', quantity: 1, unit_of_measure: 'piece' }];
    const westJavaFirst = async (location: string | undefined) => {
      const created = await createRfq(items, location ? { delivery_location: location } : {});
      const data = (await suggestions(created.id)).body.data as Entry[];
      return new Map(data.map((entry) => [entry.business.id, entry.region_match]));
    };
    for (const location of ['Bandung, West Java', 'Bandung, Jawa Barat']) {
      const matches = await westJavaFirst(location);
      expect([matches.get(westJava.id), matches.get(bali.id), matches.get(usd.id)], location).toEqual([
        true,
        false,
        null,
      ]);
    }
    for (const location of ['Gudang 4, Pelabuhan', undefined]) {
      const matches = await westJavaFirst(location);
      expect([matches.get(westJava.id), matches.get(bali.id)], String(location)).toEqual([null, null]);
    }
  });

  it('restricts an item with category_slug to products of that category and its descendants', async () => {
    const [root, otherRoot] = productTree;
    const child = root!.children[0]!;
    const elsewhere = otherRoot!.children[0]!;
    const inChild = await createBusiness(t, writer, { name: 'Quillary Goods' });
    const outside = await createBusiness(t, writer, { name: 'Quillary Elsewhere' });
    await createProduct(t, writer, inChild.id, { name: 'Quillary basket', category_id: child.id });
    await createProduct(t, writer, outside.id, { name: 'Quillary basket', category_id: elsewhere.id });

    const restricted = await createRfq([
      { name: 'Quillary basket', quantity: 3, unit_of_measure: 'piece', category_slug: root!.slug },
    ]);
    expect(((await suggestions(restricted.id)).body.data as Entry[]).map((entry) => entry.business.id)).toEqual([
      inChild.id,
    ]);
    const exact = await createRfq([
      { name: 'Quillary basket', quantity: 3, unit_of_measure: 'piece', category_slug: elsewhere.slug },
    ]);
    expect(((await suggestions(exact.id)).body.data as Entry[]).map((entry) => entry.business.id)).toEqual([
      outside.id,
    ]);
    const open = await createRfq([{ name: 'Quillary basket', quantity: 3, unit_of_measure: 'piece' }]);
    expect(((await suggestions(open.id)).body.data as Entry[]).map((entry) => entry.business.id).sort()).toEqual(
      [inChild.id, outside.id].sort(),
    );
  });

  it('searches an item by its name alone when name and description together match nothing', async () => {
    const created = await createRfq([
      {
        name: 'Zorblax teak table',
        description: 'with a walnut inlay and brass feet',
        quantity: 2,
        unit_of_measure: 'piece',
      },
    ]);
    const data = (await suggestions(created.id)).body.data as Entry[];
    expect(data[0]!.business.id).toBe(bali.id);
    expect(data[0]!.matched_items[0]!.product.name).toBe('Zorblax teak table');
    // Fewer than five suppliers name the item, so its words fill the list up (teak chairs),
    // after the table: their names carry two of its three words.
    for (const entry of data.slice(1)) expect(entry.score).toBeLessThan(data[0]!.score);
  });

  it('searches word by word when the item text matches nothing, keeping products that match at least half of its words', async () => {
    const ringsmith = await createBusiness(t, writer, { name: 'Ringsmith Atelier' });
    const decoy = await createBusiness(t, writer, { name: 'Bangle House' });
    await createProduct(t, writer, ringsmith.id, {
      name: 'Vintrelle ring',
      description: 'Alloy ring for women with a gold finish',
    });
    await createProduct(t, writer, decoy.id, { name: 'Vintrelle bracelet', description: 'Alloy bracelet' });
    const created = await createRfq([
      { name: 'Gold plated vintrelle ring for women', quantity: 20, unit_of_measure: 'piece' },
    ]);
    const data = (await suggestions(created.id)).body.data as Entry[];
    expect(data.map((entry) => entry.business.id)).toEqual([ringsmith.id]);
    expect(data[0]!.matched_items[0]).toMatchObject({ product: { name: 'Vintrelle ring' }, keyword_rank: 1 });
  });

  it('puts suppliers whose product is named as the item before those whose description mentions it, and fills a thin item from its words', async () => {
    const named = await createBusiness(t, writer, { name: 'Plomquist Flask Works' });
    const mentions = await createBusiness(t, writer, { name: 'Plomquist Sofa House' });
    const partial = await createBusiness(t, writer, { name: 'Plomquist Traveller Goods' });
    const pouches = await createBusiness(t, writer, { name: 'Plomquist Pouch Makers' });
    await createProduct(t, writer, mentions.id, {
      name: 'Plomquist sofa cover',
      description: 'Keep away from the plomquist flask and hot water',
    });
    await createProduct(t, writer, named.id, { name: 'Plomquist flask', description: 'Steel, 750 ml' });
    await createProduct(t, writer, partial.id, { name: 'Traveller flask 1500 ml', description: 'Leak proof' });
    await createProduct(t, writer, pouches.id, { name: 'Plomquist pouch', description: 'Canvas' });
    const created = await createRfq([
      { name: 'Plomquist flask', quantity: 10, unit_of_measure: 'piece' },
      { name: 'Plomquist pouch', quantity: 10, unit_of_measure: 'piece' },
    ]);
    const data = (await suggestions(created.id)).body.data as Entry[];
    const flaskItem = (entry: Entry) => entry.matched_items.find((matched) => matched.item_id === created.items[0]!.id);
    // The flask item: the product named so first, the one only mentioning it after, and the
    // word-by-word fill adds the traveller flask (its name carries "flask") but not the pouch
    // maker, whose name carries only the word the two items share.
    const flaskRanks = new Map(data.flatMap((entry) => (flaskItem(entry) ? [[entry.business.id, entry]] : [])));
    expect([...flaskRanks.keys()].sort()).toEqual([named.id, mentions.id, partial.id].sort());
    expect(
      data
        .filter((entry) => flaskItem(entry))
        .map((entry) => entry.business.id)
        .slice(0, 1),
    ).toEqual([named.id]);
    expect(data.find((entry) => entry.business.id === pouches.id)).toMatchObject({ coverage: 0.5 });
  });

  it('answers an empty list when no item matches anything', async () => {
    const created = await createRfq([{ name: 'Xyloquent flurbish', quantity: 1, unit_of_measure: 'piece' }]);
    const res = await suggestions(created.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], total: 0, limit: 20, offset: 0 });
  });

  it("answers 404 for another partner's RFQ or an unknown one, 403 without rfq.read, 400 for a malformed id", async () => {
    expect((await suggestions(rfq.id, otherPartner)).status).toBe(404);
    expect((await suggestions('6c1f3a52-7a51-4a8e-bb0e-2f3c4d5e6f70')).status).toBe(404);
    const noScope = await t.key(['rfq.write', 'search'], { partner: 'Buyer A' });
    expect(await suggestions(rfq.id, noScope)).toEqual({
      status: 403,
      body: { error: 'Forbidden: rfq.read required' },
    });
    expect((await suggestions('not-a-uuid')).status).toBe(400);
  });
});

describe('MCP tool suggest_suppliers', () => {
  it('answers what the REST route answers, with the same scope, and 404s another partner', async () => {
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const url = new URL(`http://127.0.0.1:${address.port}/v1/mcp`);
    const connect = async (key: string) => {
      const client = new Client({ name: 'test-agent', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { 'x-api-key': key } } }));
      return client;
    };

    const supplier = await createBusiness(t, writer, { name: 'Mcp Plonkwise Works' });
    await createProduct(t, writer, supplier.id, { name: 'Plonkwise lamp', base_price: 125000.5 });
    const rfq = await createRfq([
      { name: 'Plonkwise lamp', quantity: 10, unit_of_measure: 'piece', target_price: 100000 },
    ]);

    const agent = await connect(buyer);
    const listed = (await agent.listTools()).tools.find((tool) => tool.name === 'suggest_suppliers');
    expect(listed).toMatchObject({ annotations: { readOnlyHint: true }, outputSchema: { type: 'object' } });
    const result = await agent.callTool({ name: 'suggest_suppliers', arguments: { rfq_id: rfq.id, limit: 5 } });
    expect(result.isError).toBeFalsy();
    const rest = (await suggestions(rfq.id, buyer, '?limit=5')).body;
    expect(result.structuredContent).toEqual(rest);
    expect((result.structuredContent as { data: Entry[] }).data[0]!.matched_items[0]).toMatchObject({
      unit_price: 125000.5,
      vs_target_percent: 25,
    });
    expect((result.content as Array<{ text: string }>)[0]!.text).toContain('Mcp Plonkwise Works');

    const stranger = await connect(otherPartner);
    expect(await stranger.callTool({ name: 'suggest_suppliers', arguments: { rfq_id: rfq.id } })).toMatchObject({
      isError: true,
      content: [{ text: `RFQ ${rfq.id} not found` }],
    });
    const withoutScope = await connect(await t.key(['search'], { partner: 'Buyer A' }));
    expect((await withoutScope.listTools()).tools.map((tool) => tool.name)).not.toContain('suggest_suppliers');
    await Promise.all([agent.close(), stranger.close(), withoutScope.close()]);
  });
});
