import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../src/access/scopes.js';
import { canSeeBusiness, canSeeProduct, visibilityOf } from '../../src/access/visibility.js';
import {
  BUSINESS_VISIBILITIES,
  type BusinessVisibility,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '../../src/db/schema.js';
import { createBusiness, createProduct, fetchJson, send } from '../helpers/factories.js';
import { type ElasticHarness, startElasticApp } from './harness.js';

// The table of test/access-rule.test.ts on the Elasticsearch engine: every business visibility ×
// product status against every combination of the visibility scopes, expectations from the
// TypeScript rule. The sync is driven by hand (settle), so the test can also hold the index
// behind a write and check that a hit hidden since it was indexed never reaches a key.
const VIEWER_SCOPES: Scope[][] = [
  [],
  ['businesses.internal.read'],
  ['products.internal.read'],
  ['businesses.internal.read', 'products.internal.read'],
];

let h: ElasticHarness;
let writer: string;
const businessRecords: Array<{ id: string; visibility: BusinessVisibility }> = [];
const productRecords: Array<{ id: string; status: ProductStatus; businessVisibility: BusinessVisibility }> = [];

beforeAll(async () => {
  h = await startElasticApp();
  writer = await h.t.key(['businesses.write', 'products.write', 'businesses.internal.read', 'products.internal.read']);
  for (const visibility of BUSINESS_VISIBILITIES) {
    const business = await createBusiness(h.t, writer, {
      name: `Rattan workshop ${visibility}`,
      description_en: 'Rattan chairs woven by hand',
      visibility,
    });
    businessRecords.push({ id: business.id, visibility });
    for (const status of PRODUCT_STATUSES) {
      const product = await createProduct(h.t, writer, business.id, {
        name: `Rattan chair ${visibility} ${status}`,
        status,
      });
      productRecords.push({ id: product.id, status, businessVisibility: visibility });
    }
  }
  await h.settle();
}, 180_000);
afterAll(() => h?.close());

const sorted = (ids: string[]) => [...ids].sort();
const idsOf = (group: { data: Array<{ id: string }>; total: number }) => ({
  ids: sorted(group.data.map((hit) => hit.id)),
  total: group.total,
});

describe('the visibility rule on Elasticsearch', () => {
  for (const scopes of VIEWER_SCOPES) {
    it(`finds and counts exactly what [${scopes.join(', ') || 'no visibility scope'}] may see`, async () => {
      const viewer = visibilityOf(new Set(scopes));
      const businesses = sorted(
        businessRecords.filter((record) => canSeeBusiness(viewer, record.visibility)).map((record) => record.id),
      );
      const products = sorted(
        productRecords
          .filter((record) => canSeeProduct(viewer, record.status, record.businessVisibility))
          .map((record) => record.id),
      );
      const key = await h.t.key(['search', ...scopes]);
      const { status, body } = await fetchJson(h.t, '/v1/search?q=rattan&limit=100', key);
      expect(status).toBe(200);
      expect(idsOf(body.businesses)).toEqual({ ids: businesses, total: businesses.length });
      expect(idsOf(body.products)).toEqual({ ids: products, total: products.length });
    });
  }

  it('never shows a record hidden after it was indexed, while the index still lags the write', async () => {
    const key = await h.t.key(['search']);
    const business = await createBusiness(h.t, writer, {
      name: 'Lagging Rattan House',
      description_en: 'Rattan stools',
    });
    const product = await createProduct(h.t, writer, business.id, { name: 'Lagging rattan stool' });
    await h.settle();
    const found = async () => (await fetchJson(h.t, '/v1/search?q=lagging&limit=100', key)).body;
    expect(idsOf((await found()).products).ids).toEqual([product.id]);

    expect((await send(h.t, 'PATCH', `/v1/businesses/${business.id}`, writer, { visibility: 'draft' })).status).toBe(
      200,
    );
    // Not settled: the index still holds both records as visible.
    const lagging = await found();
    expect(lagging.businesses.data).toEqual([]);
    expect(lagging.products.data).toEqual([]);

    await h.settle();
    const caughtUp = await found();
    expect([caughtUp.businesses.total, caughtUp.products.total]).toEqual([0, 0]);
  });
});
