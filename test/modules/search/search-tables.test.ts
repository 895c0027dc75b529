import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, createProduct, fetchJson, referenceIds, send } from '../../helpers/factories.js';

// The Postgres keyword engine reads the narrow search tables (product_search, business_search,
// migrations/0018), never the records: each must hold, after every kind of write, exactly what
// its record says, with the document built as migrations/0003 built the records' own
// search_document (the same lexemes, weights and positions, so ts_rank ranks as before).
// The expected rows are computed here from the records with that formula, spelled out again.
let t: TestApp;
let writer: string;
let ids: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  t = await startTestApp();
  writer = await t.key([
    'businesses.write',
    'businesses.read',
    'businesses.internal.read',
    'products.write',
    'products.read',
    'products.internal.read',
    'search',
  ]);
  ids = await referenceIds(t);
});
afterAll(() => t.close());

const EXPECTED_PRODUCTS = `
  SELECT p.id, p.status, p.business_visibility, p.business_id, p.category_id, p.updated_at, lower(p.name) AS name,
         search_weighted(p.name, 'A', ARRAY['english', 'indonesian', 'simple']::regconfig[]) ||
         search_weighted(p.sku, 'A', ARRAY['simple']::regconfig[]) AS name_document,
         search_weighted(p.name, 'A', ARRAY['english', 'indonesian', 'simple']::regconfig[]) ||
         search_weighted(p.sku, 'A', ARRAY['simple']::regconfig[]) ||
         search_weighted(p.description, 'B', ARRAY['english', 'indonesian', 'simple']::regconfig[]) ||
         search_weighted(c.name, 'C', ARRAY['english', 'simple']::regconfig[]) AS document
  FROM products p LEFT JOIN product_categories c ON c.id = p.category_id`;
const STORED_PRODUCTS =
  'SELECT id, status, business_visibility, business_id, category_id, updated_at, name, name_document, document FROM product_search';
const EXPECTED_BUSINESSES = `
  SELECT b.id, b.visibility, b.category_id, b.region_id, b.country_id, b.updated_at, lower(b.name) AS name,
         search_weighted(b.name, 'A', ARRAY['english', 'indonesian', 'simple']::regconfig[]) AS name_document,
         search_weighted(b.name, 'A', ARRAY['english', 'indonesian', 'simple']::regconfig[]) ||
         search_weighted(b.description_en, 'B', ARRAY['english', 'simple']::regconfig[]) ||
         search_weighted(b.description_id, 'B', ARRAY['indonesian', 'simple']::regconfig[]) ||
         search_weighted(c.name, 'C', ARRAY['english', 'simple']::regconfig[]) AS document
  FROM businesses b LEFT JOIN categories c ON c.id = b.category_id`;
const STORED_BUSINESSES =
  'SELECT id, visibility, category_id, region_id, country_id, updated_at, name, name_document, document FROM business_search';

/** Rows in one and not the other, both ways: empty when the search tables are exactly in step. */
async function drift(): Promise<unknown[]> {
  const differences = async (a: string, b: string) => (await t.database.pool.query(`(${a}) EXCEPT (${b})`)).rows;
  return [
    ...(await differences(EXPECTED_PRODUCTS, STORED_PRODUCTS)).map((row) => ({ missing: 'product', ...row })),
    ...(await differences(STORED_PRODUCTS, EXPECTED_PRODUCTS)).map((row) => ({ stale: 'product', ...row })),
    ...(await differences(EXPECTED_BUSINESSES, STORED_BUSINESSES)).map((row) => ({ missing: 'business', ...row })),
    ...(await differences(STORED_BUSINESSES, EXPECTED_BUSINESSES)).map((row) => ({ stale: 'business', ...row })),
  ];
}

const sql = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);

// Every way a record changes, through the API and through plain SQL (bulk statements included).
const WRITES: Array<[string, () => Promise<unknown>]> = [
  [
    'businesses and products created through the API',
    async () => {
      const business = await createBusiness(t, writer, {
        name: 'Jepara Teak Works',
        description_en: 'Carved teak furniture',
        description_id: 'Mebel jati ukir',
        category_id: ids.categoryId,
        region_id: ids.westJavaId,
        country_id: ids.indonesiaId,
      });
      await createProduct(t, writer, business.id, {
        name: 'Kursi Jati',
        sku: 'KJ-001',
        description: 'Kursi makan dari kayu jati',
        category_id: ids.productCategoryId,
      });
      await createProduct(t, writer, business.id, { name: 'Rattan Chair', status: 'draft' });
    },
  ],
  [
    'a product renamed and re-described',
    async () => {
      const { rows } = await sql("SELECT id FROM products WHERE name = 'Kursi Jati'");
      expect(
        (
          await send(t, 'PATCH', `/v1/products/${rows[0].id}`, writer, {
            name: 'Meja Jati',
            description: 'Meja makan',
            sku: 'MJ-002',
          })
        ).status,
      ).toBe(200);
    },
  ],
  [
    'a product moved to another category and status',
    async () => {
      const { rows } = await sql("SELECT id FROM products WHERE name = 'Rattan Chair'");
      expect(
        (
          await send(t, 'PATCH', `/v1/products/${rows[0].id}`, writer, {
            category_id: ids.productCategoryId,
            status: 'active',
          })
        ).status,
      ).toBe(200);
    },
  ],
  [
    'a business re-described, moved and hidden (its products follow)',
    async () => {
      const { rows } = await sql("SELECT id FROM businesses WHERE name = 'Jepara Teak Works'");
      const patch = {
        description_en: 'Rattan and teak',
        category_id: ids.otherCategoryId,
        region_id: ids.baliId,
        visibility: 'internal',
      };
      expect((await send(t, 'PATCH', `/v1/businesses/${rows[0].id}`, writer, patch)).status).toBe(200);
    },
  ],
  [
    'many products inserted by one SQL statement',
    () =>
      sql(`INSERT INTO products (business_id, name, slug, description, sku)
         SELECT b.id, 'Batik ' || n, 'batik-bulk-' || n, 'Kain batik tulis ' || n, 'B-' || n
         FROM (SELECT id FROM businesses ORDER BY created_at LIMIT 1) b, generate_series(1, 25) n`),
  ],
  [
    'many products updated by one SQL statement, text of some only',
    () =>
      sql(`UPDATE products SET description = CASE WHEN slug LIKE 'batik-bulk-1%' THEN 'Batik cap' ELSE description END, status = 'archived'
         WHERE slug LIKE 'batik-bulk-%'`),
  ],
  [
    'a business updated by SQL without any change of text',
    () => sql("UPDATE businesses SET phone = '+62 21 555' WHERE name = 'Jepara Teak Works'"),
  ],
  ['products deleted', () => sql("DELETE FROM products WHERE slug LIKE 'batik-bulk-2%'")],
];

describe('the narrow search tables follow the records', () => {
  it('start in step', async () => {
    expect(await drift()).toEqual([]);
  });

  for (const [name, write] of WRITES) {
    it(`after ${name}`, async () => {
      await write();
      expect(await drift()).toEqual([]);
    });
  }

  it("a row changed behind the triggers' back is seen as drift (the check above can fail)", async () => {
    const { rows } = await sql('SELECT id, name FROM product_search LIMIT 1');
    await sql("UPDATE product_search SET name = 'tampered' WHERE id = $1", [rows[0].id]);
    try {
      expect(await drift()).toHaveLength(2);
    } finally {
      await sql('UPDATE product_search SET name = $2 WHERE id = $1', [rows[0].id, rows[0].name]);
    }
    expect(await drift()).toEqual([]);
  });

  it('keeps every document out of line, so the rows the engine visits stay narrow', async () => {
    // Each insert and each new document must cross Postgres's toasting threshold (toast_pad,
    // migrations/0018), else the document stays inline and the row is ~1.4 kB again.
    for (const table of ['product_search', 'business_search']) {
      const { rows } = await sql(
        `SELECT count(*)::int AS inline, (SELECT count(*)::int FROM ${table}) AS rows FROM ${table} WHERE pg_column_toast_chunk_id(document) IS NULL`,
      );
      expect({ table, inline: rows[0].inline }).toEqual({ table, inline: 0 });
      expect(rows[0].rows).toBeGreaterThan(0);
    }
  });

  it('a write is searchable in its own transaction, and gone again when it rolls back', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("UPDATE businesses SET name = 'Zanzibar Clove Traders' WHERE name = 'Jepara Teak Works'");
      const inside = await client.query(
        "SELECT count(*)::int AS n FROM business_search WHERE document @@ 'zanzibar'::tsquery",
      );
      expect(inside.rows[0].n).toBe(1);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(
      (await sql("SELECT count(*)::int AS n FROM business_search WHERE document @@ 'zanzibar'::tsquery")).rows[0].n,
    ).toBe(0);
    expect(await drift()).toEqual([]);
  });

  it('the search finds a write at once', async () => {
    const business = await createBusiness(t, writer, { name: 'Quokkafresh Spices' });
    const { body } = await fetchJson(t, '/v1/search?q=quokkafresh&type=business', writer);
    expect(body.businesses.data.map((hit: { id: string }) => hit.id)).toEqual([business.id]);
  });
});
