import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_VISIBILITIES,
  type BusinessVisibility,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '../../src/db/schema.js';
import { canSeeBusiness, canSeeProduct, type Visibility, visibilityOf } from '../../src/access/visibility.js';
import type { Scope } from '../../src/access/scopes.js';
import { silentLogger } from '../../src/lib/logger.js';
import { localEmbeddingsEnv } from '../embeddings/local-env.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createBusiness, createProduct, fetchJson, send } from '../helpers/factories.js';

// One table over the visibility rule: a record of every combination (business visibility ×
// product status) and a key of every combination of the two visibility scopes. What each key
// must see is computed from the TypeScript rule (canSeeBusiness, canSeeProduct) and asserted on
// every read path over HTTP: lists and their totals, gets, keyword, semantic and hybrid search,
// and the RFQ supplier paths.
const EMBEDDINGS_ENV = {
  ...localEmbeddingsEnv(),
  // Every record is a semantic match, so the expected set is exactly the visible records.
  SEMANTIC_THRESHOLD_DEFAULT: '0',
};

const PARTNER = 'Rule Partner';
const READS: Scope[] = ['businesses.read', 'products.read', 'search', 'rfq.read', 'rfq.write'];
const VIEWER_SCOPES: Scope[][] = [
  [],
  ['businesses.internal.read'],
  ['products.internal.read'],
  ['businesses.internal.read', 'products.internal.read'],
];

interface BusinessRecord {
  id: string;
  visibility: BusinessVisibility;
}
interface ProductRecord {
  id: string;
  status: ProductStatus;
  businessVisibility: BusinessVisibility;
}

let t: TestApp;
const businessRecords: BusinessRecord[] = [];
const productRecords: ProductRecord[] = [];
let sharedRfq: { id: string; external_rfq_id: string };
let rfqCounter = 0;

async function createRfq(key: string): Promise<{ id: string; external_rfq_id: string }> {
  rfqCounter += 1;
  const { status, body } = await send(t, 'POST', '/v1/rfq/inbound', key, {
    external_rfq_id: `RULE-${rfqCounter}`,
    title: 'Rattan chairs',
    buyer_name: 'Sari',
    buyer_email: 'sari@example.com',
    items: [{ name: 'Rattan chair', quantity: 10, unit_of_measure: 'piece' }],
  });
  if (status !== 201) throw new Error(`createRfq: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  t = await startTestApp({ env: EMBEDDINGS_ENV });
  const writer = await t.key(
    ['businesses.write', 'products.write', 'businesses.internal.read', 'products.internal.read', 'rfq.write'],
    {
      partner: PARTNER,
    },
  );
  for (const visibility of BUSINESS_VISIBILITIES) {
    const business = await createBusiness(t, writer, {
      name: `Rattan workshop ${visibility}`,
      description_en: 'Rattan chairs woven by hand',
      visibility,
    });
    businessRecords.push({ id: business.id, visibility });
    for (const status of PRODUCT_STATUSES) {
      const product = await createProduct(t, writer, business.id, {
        name: `Rattan chair ${visibility} ${status}`,
        description: 'Woven rattan chair',
        status,
      });
      productRecords.push({ id: product.id, status, businessVisibility: visibility });
    }
  }
  await t.services.embedder(silentLogger)!.reindex();
  // One RFQ of the partner with every business attached, read below by each viewer of the partner.
  sharedRfq = await createRfq(writer);
  for (const business of businessRecords) {
    expect(
      (await send(t, 'POST', `/v1/rfq/${sharedRfq.id}/suppliers`, writer, { business_id: business.id })).status,
    ).toBe(201);
  }
}, 180_000);
afterAll(() => t?.close());

const sorted = (ids: string[]) => [...ids].sort();

for (const scopes of VIEWER_SCOPES) {
  describe(`a key with [${scopes.join(', ') || 'no visibility scope'}]`, () => {
    const viewer: Visibility = visibilityOf(new Set(scopes));
    // Functions: the records are created in beforeAll, after the table is declared.
    const visibleBusinesses = () =>
      sorted(businessRecords.filter((record) => canSeeBusiness(viewer, record.visibility)).map((record) => record.id));
    const visibleProducts = () =>
      sorted(
        productRecords
          .filter((record) => canSeeProduct(viewer, record.status, record.businessVisibility))
          .map((record) => record.id),
      );
    let key: string;

    beforeAll(async () => {
      key = await t.key([...READS, ...scopes], { partner: PARTNER });
    });

    const page = async (url: string) => {
      const { status, body } = await fetchJson(t, url, key);
      expect(status).toBe(200);
      return body;
    };
    const idsOf = (group: { data: Array<{ id: string }>; total: number }) => ({
      ids: sorted(group.data.map((hit) => hit.id)),
      total: group.total,
    });

    it('lists and counts exactly the businesses and products the rule lets it see', async () => {
      expect(idsOf(await page('/v1/businesses?limit=100'))).toEqual({
        ids: visibleBusinesses(),
        total: visibleBusinesses().length,
      });
      expect(idsOf(await page('/v1/products?limit=100'))).toEqual({
        ids: visibleProducts(),
        total: visibleProducts().length,
      });
    });

    it('gets each record it may see and answers 404 for the others', async () => {
      for (const record of businessRecords) {
        expect((await fetchJson(t, `/v1/businesses/${record.id}`, key)).status, `business ${record.visibility}`).toBe(
          canSeeBusiness(viewer, record.visibility) ? 200 : 404,
        );
      }
      for (const record of productRecords) {
        const expected = canSeeProduct(viewer, record.status, record.businessVisibility) ? 200 : 404;
        expect(
          (await fetchJson(t, `/v1/products/${record.id}`, key)).status,
          `product ${record.status} of ${record.businessVisibility}`,
        ).toBe(expected);
      }
    });

    for (const [path, query] of [
      ['search', 'q=rattan'],
      ['semantic-search', 'q=rattan%20chair&threshold=0'],
      ['hybrid-search', 'q=rattan%20chair'],
    ] as const) {
      it(`finds and counts exactly those records in /v1/${path}`, async () => {
        const body = await page(`/v1/${path}?${query}&limit=100`);
        expect(idsOf(body.businesses)).toEqual({ ids: visibleBusinesses(), total: visibleBusinesses().length });
        expect(idsOf(body.products)).toEqual({ ids: visibleProducts(), total: visibleProducts().length });
      });
    }

    it('attaches to its RFQ only the suppliers it may see, and counts and shows only those on a shared RFQ', async () => {
      const rfq = await createRfq(key);
      for (const record of businessRecords) {
        const { status } = await send(t, 'POST', `/v1/rfq/${rfq.id}/suppliers`, key, { business_id: record.id });
        expect(status, `attach a ${record.visibility} business`).toBe(
          canSeeBusiness(viewer, record.visibility) ? 201 : 404,
        );
      }
      const quotes = await page(`/v1/rfq/${sharedRfq.id}/quotes`);
      expect(sorted(quotes.suppliers.map((entry: { supplier_id: string }) => entry.supplier_id))).toEqual(
        visibleBusinesses(),
      );
      const listed = await page(`/v1/rfq?external_rfq_id=${sharedRfq.external_rfq_id}`);
      expect(listed.data[0]).toMatchObject({ suppliers_count: visibleBusinesses().length, quotes_count: 0 });
    });
  });
}
