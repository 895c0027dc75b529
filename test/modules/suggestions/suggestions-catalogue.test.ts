import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATES_PER_ITEM } from '../../../src/modules/suggestions/suggestions.service.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, createProduct, fetchJson, send } from '../../helpers/factories.js';

// Supplier suggestions credit a supplier with every item it sells: a visible product named as the
// item anywhere in its catalogue counts, not only one inside the item search's first page.

let t: TestApp;
let buyer: string;
let insider: string;
let searcher: string;
let writer: string;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await t.key(['rfq.read', 'rfq.write'], { partner: 'Buyer A' });
  insider = await t.key(['rfq.read', 'rfq.write', 'businesses.internal.read', 'products.internal.read'], {
    partner: 'Buyer A',
  });
  searcher = await t.key(['search'], { partner: 'Buyer A' });
  writer = await t.key(
    ['businesses.write', 'products.write', 'businesses.read', 'businesses.internal.read', 'products.internal.read'],
    { partner: 'Catalogue feed' },
  );
});
afterAll(() => t.close());

let external = 0;
async function createRfq(items: string[], key = buyer) {
  external += 1;
  const res = await send(t, 'POST', '/v1/rfq/inbound', key, {
    external_rfq_id: `CATALOGUE-${external}`,
    title: 'Catalogue credit test',
    buyer_name: 'Sari',
    buyer_email: 'sari@example.co.id',
    items: items.map((name) => ({ name, quantity: 10, unit_of_measure: 'piece' })),
  });
  if (res.status !== 201) throw new Error(`inbound: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; items: Array<{ id: string; name: string }> };
}

type Entry = {
  business: { id: string; name: string };
  coverage: number;
  matched_items: Array<{ item_name: string; product: { id: string; name: string }; keyword_rank: number | null }>;
};
const suggestions = async (rfqId: string, key = buyer) => {
  const res = await fetchJson(t, `/v1/rfq/${rfqId}/supplier-suggestions?limit=100`, key);
  expect(res.status).toBe(200);
  return res.body as { data: Entry[]; total: number };
};

describe('coverage counts every item a supplier sells, wherever its product stands', () => {
  const ITEMS = ['Quillon bracket', 'Quillon hinge', 'Quillon latch'];
  let complete: { id: string };
  let hidden: { id: string };
  let partlyInactive: { id: string };
  const ownProducts = new Map<string, string>();

  beforeAll(async () => {
    // Per item, a supplier of its own whose listings, named exactly as the item, fill the item
    // search's first page; the complete supplier's longer names rank after them.
    for (const item of ITEMS) {
      const filler = await createBusiness(t, writer, { name: `${item.split(' ')[1]} specialist` });
      for (let index = 0; index <= CANDIDATES_PER_ITEM; index += 1)
        await createProduct(t, writer, filler.id, { name: item.toLowerCase(), sku: `${item}-${index}` });
    }
    complete = await createBusiness(t, writer, { name: 'Everything Hardware' });
    for (const item of ITEMS) {
      const product = await createProduct(t, writer, complete.id, {
        name: `${item} galvanised steel, heavy duty, for workshop gates and fences, model 7`,
      });
      ownProducts.set(item, product.id);
    }
    hidden = await createBusiness(t, writer, { name: 'Hidden Hardware', visibility: 'internal' });
    for (const item of ITEMS) await createProduct(t, writer, hidden.id, { name: `${item} hidden stock` });
    partlyInactive = await createBusiness(t, writer, { name: 'Partly Listed Hardware' });
    await createProduct(t, writer, partlyInactive.id, { name: `${ITEMS[0]} listed` });
    for (const item of ITEMS.slice(1))
      await createProduct(t, writer, partlyInactive.id, { name: `${item} unlisted`, status: 'draft' });
  });

  it("the complete supplier's products are beyond each item search's first page", async () => {
    for (const item of ITEMS) {
      const res = await fetchJson(
        t,
        `/v1/search?type=product&limit=${CANDIDATES_PER_ITEM}&q=${encodeURIComponent(item)}`,
        searcher,
      );
      expect(res.status).toBe(200);
      const owners = (res.body.products.data as Array<{ business_id: string }>).map((hit) => hit.business_id);
      expect(owners).toHaveLength(CANDIDATES_PER_ITEM);
      expect(owners).not.toContain(complete.id);
    }
  });

  it('credits a supplier selling all three items with 3 of 3 and ranks it first', async () => {
    const rfq = await createRfq(ITEMS);
    const { data } = await suggestions(rfq.id);
    expect(data[0]!.business.id).toBe(complete.id);
    expect(data[0]!.coverage).toBe(1);
    expect(
      data[0]!.matched_items.map((matched) => [matched.item_name, matched.product.id, matched.keyword_rank]),
    ).toEqual(ITEMS.map((item) => [item, ownProducts.get(item), null]));
    // Each filler sells one item.
    for (const entry of data.slice(1).filter((candidate) => candidate.business.name.endsWith('specialist')))
      expect(entry.coverage).toBeCloseTo(1 / 3, 4);
  });

  it('never credits a hidden business or an inactive product', async () => {
    const rfq = await createRfq(ITEMS);
    const { data } = await suggestions(rfq.id);
    expect(data.map((entry) => entry.business.id)).not.toContain(hidden.id);
    const partly = data.find((entry) => entry.business.id === partlyInactive.id)!;
    expect(partly.coverage).toBeCloseTo(1 / 3, 4);
    expect(partly.matched_items.map((matched) => matched.item_name)).toEqual([ITEMS[0]]);
  });

  it('credits them to a key that may see them, as search does', async () => {
    const rfq = await createRfq(ITEMS, insider);
    const { data } = await suggestions(rfq.id, insider);
    expect(data.find((entry) => entry.business.id === hidden.id)?.coverage).toBe(1);
    expect(data.find((entry) => entry.business.id === partlyInactive.id)?.coverage).toBe(1);
  });
});

describe('one term, not its words, in item matching', () => {
  let rebar: { id: string };
  let cinnamon: { id: string };
  let carver: { id: string };

  beforeAll(async () => {
    rebar = await createBusiness(t, writer, { name: 'Baja Prima' });
    await createProduct(t, writer, rebar.id, { name: 'Reinforcing Steel Bar 12 mm' });
    cinnamon = await createBusiness(t, writer, { name: 'Rempah Kerinci' });
    await createProduct(t, writer, cinnamon.id, { name: 'Cinnamon Sticks grade A' });
    carver = await createBusiness(t, writer, { name: 'Jepara Carving' });
    await createProduct(t, writer, carver.id, { name: 'Ukiran kayu jati', description: 'Hiasan dinding dari Jepara' });
  });

  it('matches "besi beton" in an RFQ item to listings named "Reinforcing Steel Bar"', async () => {
    const rfq = await createRfq(['Besi beton']);
    const { data } = await suggestions(rfq.id);
    const entry = data.find((candidate) => candidate.business.id === rebar.id);
    expect(entry?.coverage).toBe(1);
    expect(entry?.matched_items[0]?.product.name).toBe('Reinforcing Steel Bar 12 mm');
  });

  it('reads "kayu manis" as cinnamon, never as wood', async () => {
    const rfq = await createRfq(['Kayu manis']);
    const { data } = await suggestions(rfq.id);
    expect(data.map((entry) => entry.business.id)).toContain(cinnamon.id);
    expect(data.map((entry) => entry.business.id)).not.toContain(carver.id);
  });
});
