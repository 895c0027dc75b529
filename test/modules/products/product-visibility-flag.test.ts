import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canSeeProduct, visibilityOf } from '../../../src/access/visibility.js';
import type { Scope } from '../../../src/access/scopes.js';
import { BUSINESS_VISIBILITIES } from '../../../src/db/schema.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, createProduct, fetchJson, send } from '../../helpers/factories.js';

// Products carry their business's visibility (products.business_visibility, kept by the triggers
// of migration 0016) so the product list counts without a join. Every change of a business's
// visibility, from each value to each other, must reach its products in the same transaction,
// and the list (rows and total) must follow the rule for a key without visibility scopes.
let t: TestApp;
let writer: string;
let reader: string;
const READER_SCOPES: Scope[] = ['products.read'];

beforeAll(async () => {
  t = await startTestApp();
  writer = await t.key([
    'businesses.write',
    'businesses.read',
    'businesses.internal.read',
    'products.write',
    'products.read',
    'products.internal.read',
  ]);
  reader = await t.key(READER_SCOPES);
});
afterAll(() => t.close());

async function flags(businessId: string): Promise<string[]> {
  const result = await t.database.pool.query<{ business_visibility: string }>(
    'SELECT business_visibility FROM products WHERE business_id = $1 ORDER BY id',
    [businessId],
  );
  return result.rows.map((row) => row.business_visibility);
}

const changes = BUSINESS_VISIBILITIES.flatMap((from) =>
  BUSINESS_VISIBILITIES.filter((to) => to !== from).map((to) => [from, to] as const),
);

describe('products.business_visibility follows its business', () => {
  for (const visibility of BUSINESS_VISIBILITIES) {
    it(`a product of a ${visibility} business is stored with ${visibility}`, async () => {
      const business = await createBusiness(t, writer, { visibility });
      await createProduct(t, writer, business.id);
      expect(await flags(business.id)).toEqual([visibility]);
    });
  }

  for (const [from, to] of changes) {
    it(`a business changed from ${from} to ${to} changes its products' flag, and the list follows the rule`, async () => {
      const business = await createBusiness(t, writer, { visibility: from });
      await createProduct(t, writer, business.id);
      await createProduct(t, writer, business.id, { status: 'draft' });
      const { status } = await send(t, 'PATCH', `/v1/businesses/${business.id}`, writer, { visibility: to });
      expect(status).toBe(200);
      expect(await flags(business.id)).toEqual([to, to]);
      const viewer = visibilityOf(new Set(READER_SCOPES));
      const expected = (['active', 'draft'] as const).filter((productStatus) =>
        canSeeProduct(viewer, productStatus, to),
      ).length;
      const { body } = await fetchJson(t, `/v1/products?business_id=${business.id}&limit=100`, reader);
      expect({ rows: body.data.length, total: body.total }).toEqual({ rows: expected, total: expected });
    });
  }

  it('changes the flag in the same transaction as the business, and not at all when it rolls back', async () => {
    const business = await createBusiness(t, writer, { visibility: 'public' });
    await createProduct(t, writer, business.id);
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("UPDATE businesses SET visibility = 'draft' WHERE id = $1", [business.id]);
      const inside = await client.query<{ business_visibility: string }>(
        'SELECT business_visibility FROM products WHERE business_id = $1',
        [business.id],
      );
      expect(inside.rows.map((row) => row.business_visibility)).toEqual(['draft']);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await flags(business.id)).toEqual(['public']);
  });

  it('cannot be written apart from the business', async () => {
    const business = await createBusiness(t, writer, { visibility: 'internal' });
    await createProduct(t, writer, business.id);
    await t.database.pool.query("UPDATE products SET business_visibility = 'public' WHERE business_id = $1", [
      business.id,
    ]);
    expect(await flags(business.id)).toEqual(['internal']);
  });
});
