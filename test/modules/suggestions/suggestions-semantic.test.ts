import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEES_ALL } from '../../../src/access/visibility.js';
import { silentLogger } from '../../../src/lib/logger.js';
import { localEmbeddingsEnv } from '../../embeddings/local-env.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, createProduct, fetchJson, send } from '../../helpers/factories.js';

// Supplier suggestions with the real local embeddings model (multilingual e5): an item's semantic
// hits count only when they are at least SUGGESTIONS_SEMANTIC_THRESHOLD similar (0.85 for e5,
// whose unrelated short texts score 0.75-0.81 and related ones 0.86-0.94),
// so a supplier of something unrelated never becomes a candidate just for being among an item's
// nearest records, and an RFQ whose items match nothing answers an empty list here too.

let t: TestApp;
let buyer: string;
const suppliers: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({
    env: { ...localEmbeddingsEnv(), SEMANTIC_THRESHOLD_DEFAULT: '0.8', SUGGESTIONS_SEMANTIC_THRESHOLD: '0.85' },
  });
  buyer = await t.key(['rfq.read', 'rfq.write']);
  const writer = await t.key(['businesses.write', 'products.write']);
  const catalogue: Array<[string, string, string]> = [
    ['chairs', 'Jepara Teak Works', 'Teak dining chair with a rattan seat'],
    ['seats', 'Kudus Seating', 'Wooden restaurant seat, solid mahogany'],
    ['coffee', 'Toraja Roasters', 'Arabica coffee beans, medium roast'],
    ['solar', 'Surya Energi', 'Photovoltaic solar panel, 450 watt'],
    ['soap', 'Bersih Sabun', 'Liquid hand soap with lemon scent'],
  ];
  for (const [label, name, product] of catalogue) {
    suppliers[label] = (await createBusiness(t, writer, { name })).id;
    await createProduct(t, writer, suppliers[label]!, { name: product, base_price: 100_000 });
  }
  await t.services.embedder(silentLogger)!.reindex();
}, 120_000);
afterAll(() => t?.close());

async function suggestFor(items: Array<{ name: string }>) {
  const created = await send(t, 'POST', '/v1/rfq/inbound', buyer, {
    external_rfq_id: `SEMANTIC-${items.map((item) => item.name).join('-')}`,
    title: 'Semantic suggestions test',
    buyer_name: 'Sari',
    buyer_email: 'sari@example.co.id',
    items: items.map((item) => ({ ...item, quantity: 10, unit_of_measure: 'piece' })),
  });
  expect(created.status).toBe(201);
  const res = await fetchJson(t, `/v1/rfq/${created.body.data.id}/supplier-suggestions`, buyer);
  expect(res.status).toBe(200);
  return (res.body.data as Array<{ business: { id: string } }>).map((entry) => entry.business.id);
}

describe('supplier suggestions with embeddings', () => {
  it('suggests the suppliers of the item, not every supplier the model finds nearest', async () => {
    const found = await suggestFor([{ name: 'Teak dining chair' }]);
    expect(found[0]).toBe(suppliers.chairs);
    for (const unrelated of ['coffee', 'solar', 'soap']) expect(found).not.toContain(suppliers[unrelated]);
  });

  it('finds a paraphrase through the semantic leg (no word in common)', async () => {
    const found = await suggestFor([{ name: 'Beans for espresso' }]);
    expect(found).toContain(suppliers.coffee);
    for (const unrelated of ['chairs', 'solar', 'soap']) expect(found).not.toContain(suppliers[unrelated]);
  });

  it('answers an empty list when no item is anything the directory sells', async () => {
    expect(await suggestFor([{ name: 'Nuclear submarine periscope' }])).toEqual([]);
  });

  it('searches a word of an item alone by keywords: no vector, its total counted', async () => {
    const search = (keywordOnly?: boolean) =>
      t.services.search.itemSearches([])(
        { q: 'chair', type: 'product', limit: 10, offset: 0, semantic_ratio: 0.5, keywordOnly },
        SEES_ALL,
      );
    const [alone, hybrid] = [await search(true), await search()];
    expect(alone.mode).toBe('keyword');
    expect(alone.products!.data.map((product) => product.name)).toEqual(['Teak dining chair with a rattan seat']);
    expect(alone.products!.data.every((product) => product.semantic_rank === null)).toBe(true);
    expect(alone.products!.total).toBe(1);
    // The same search with its semantic leg also reaches the seat no word of "chair" names.
    expect(hybrid.mode).toBe('hybrid');
    expect(hybrid.products!.data.map((product) => product.name)).toContain('Wooden restaurant seat, solid mahogany');
  });
});
