import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../src/access/scopes.js';
import { TALLY_ROWS_BEFORE_FOLDING } from '../../src/access/visible-totals.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createBusiness, createProduct, fetchJson, send } from '../helpers/factories.js';

// An unfiltered list's exact total is the sum of the tallies that triggers keep
// (migrations/0019), not a count of the rows. After every kind of write, through the API and
// through plain SQL, each viewer's total must equal a count of what that viewer sees, and the
// tallies must equal the rows bucket by bucket.
let t: TestApp;
let writer: string;
/** One key per viewer shape: every combination of the two visibility scopes. */
const viewers: Array<{ name: string; key: string; businesses: string; products: string }> = [];

const sql = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);

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
  for (const hidden of [false, true]) {
    for (const inactive of [false, true]) {
      const scopes: Scope[] = [
        'businesses.read',
        'products.read',
        ...(hidden ? (['businesses.internal.read'] as const) : []),
        ...(inactive ? (['products.internal.read'] as const) : []),
      ];
      viewers.push({
        name: `${hidden ? 'sees' : 'no'} hidden businesses, ${inactive ? 'sees' : 'no'} inactive products`,
        key: await t.key(scopes),
        // The rule spelled out again in SQL (src/access/visibility.ts): what this viewer counts.
        businesses: `SELECT count(*)::int AS n FROM businesses${hidden ? '' : " WHERE visibility = 'public'"}`,
        products: `SELECT count(*)::int AS n FROM products p JOIN businesses b ON b.id = p.business_id WHERE true${hidden ? '' : " AND b.visibility = 'public'"}${inactive ? '' : " AND p.status = 'active'"}`,
      });
    }
  }
});
afterAll(() => t.close());

/** Every viewer's list totals against a count of the rows they see, and the tallies against the rows. */
async function mismatches(): Promise<unknown[]> {
  const found: unknown[] = [];
  for (const viewer of viewers) {
    for (const kind of ['businesses', 'products'] as const) {
      const listed = (await fetchJson(t, `/v1/${kind}?limit=1`, viewer.key)).body.total;
      const counted = (await sql(viewer[kind])).rows[0].n;
      if (listed !== counted) found.push({ viewer: viewer.name, kind, listed, counted });
    }
  }
  const buckets = await sql(`
    (SELECT kind, status, visibility, sum(delta)::int AS n FROM record_tallies GROUP BY 1, 2, 3 HAVING sum(delta) <> 0)
    EXCEPT ALL
    (SELECT 'product', status, business_visibility, count(*)::int FROM products GROUP BY 2, 3
     UNION ALL SELECT 'business', '', visibility, count(*)::int FROM businesses GROUP BY 3)`);
  const rows = await sql(`
    (SELECT 'product' AS kind, status, business_visibility AS visibility, count(*)::int AS n FROM products GROUP BY 2, 3
     UNION ALL SELECT 'business', '', visibility, count(*)::int FROM businesses GROUP BY 3)
    EXCEPT ALL
    (SELECT kind, status, visibility, sum(delta)::int FROM record_tallies GROUP BY 1, 2, 3 HAVING sum(delta) <> 0)`);
  return [...found, ...buckets.rows.map((row) => ({ tallied: row })), ...rows.rows.map((row) => ({ untallied: row }))];
}

const firstId = async (table: string, where: string) =>
  (await sql(`SELECT id FROM ${table} WHERE ${where} ORDER BY created_at LIMIT 1`)).rows[0].id as string;

// Every way a record's bucket changes, one at a time.
const WRITES: Array<[string, () => Promise<unknown>]> = [
  [
    'businesses and products created through the API, in each status and visibility',
    async () => {
      const open = await createBusiness(t, writer, { name: 'Tally Open Traders' });
      const hidden = await createBusiness(t, writer, { name: 'Tally Hidden Traders', visibility: 'internal' });
      const draft = await createBusiness(t, writer, { name: 'Tally Draft Traders', visibility: 'draft' });
      for (const business of [open, hidden, draft]) {
        for (const status of ['active', 'draft', 'archived']) await createProduct(t, writer, business.id, { status });
      }
    },
  ],
  [
    'a product archived',
    async () => {
      const id = await firstId('products', "status = 'active'");
      expect((await send(t, 'PATCH', `/v1/products/${id}`, writer, { status: 'archived' })).status).toBe(200);
    },
  ],
  [
    'a product updated without a change of bucket',
    async () => {
      const id = await firstId('products', "status = 'active'");
      expect((await send(t, 'PATCH', `/v1/products/${id}`, writer, { name: 'Renamed Tally Product' })).status).toBe(
        200,
      );
    },
  ],
  [
    'a business hidden: its products follow',
    async () => {
      const id = await firstId('businesses', "name = 'Tally Open Traders'");
      expect((await send(t, 'PATCH', `/v1/businesses/${id}`, writer, { visibility: 'internal' })).status).toBe(200);
    },
  ],
  [
    'a hidden business made public again',
    async () => {
      const id = await firstId('businesses', "name = 'Tally Hidden Traders'");
      expect((await send(t, 'PATCH', `/v1/businesses/${id}`, writer, { visibility: 'public' })).status).toBe(200);
    },
  ],
  [
    'products moved to another business by SQL',
    async () => {
      const to = await firstId('businesses', "name = 'Tally Draft Traders'");
      await sql(
        "UPDATE products SET business_id = $1 WHERE business_id IN (SELECT id FROM businesses WHERE name = 'Tally Hidden Traders')",
        [to],
      );
    },
  ],
  [
    'many products inserted by one SQL statement',
    () =>
      sql(`INSERT INTO products (business_id, name, slug, status)
         SELECT b.id, 'Tally bulk ' || n, 'tally-bulk-' || n, CASE WHEN n % 3 = 0 THEN 'draft' ELSE 'active' END
         FROM (SELECT id FROM businesses ORDER BY created_at LIMIT 1) b, generate_series(1, 30) n`),
  ],
  [
    'many products changed by one SQL statement, some of them to another bucket',
    () =>
      sql(
        "UPDATE products SET status = CASE WHEN slug LIKE 'tally-bulk-1%' THEN 'archived' ELSE status END WHERE slug LIKE 'tally-bulk-%'",
      ),
  ],
  ['products deleted', () => sql("DELETE FROM products WHERE slug LIKE 'tally-bulk-2%'")],
  [
    'a business deleted with its products',
    async () => {
      const id = await firstId('businesses', "name = 'Tally Draft Traders'");
      await sql('DELETE FROM product_variants WHERE product_id IN (SELECT id FROM products WHERE business_id = $1)', [
        id,
      ]);
      await sql(
        'DELETE FROM product_pricing_tiers WHERE product_id IN (SELECT id FROM products WHERE business_id = $1)',
        [id],
      );
      await sql('DELETE FROM products WHERE business_id = $1', [id]);
      await sql('DELETE FROM businesses WHERE id = $1', [id]);
    },
  ],
];

describe('an unfiltered list total is the sum of the tallies', () => {
  it('starts in step', async () => {
    expect(await mismatches()).toEqual([]);
  });

  for (const [name, write] of WRITES) {
    it(`after ${name}`, async () => {
      await write();
      expect(await mismatches()).toEqual([]);
    });
  }

  it("a tally changed behind the triggers' back shows (the check above can fail)", async () => {
    await sql("INSERT INTO record_tallies (kind, status, visibility, delta) VALUES ('product', 'active', 'public', 7)");
    try {
      expect(await mismatches()).toContainEqual(
        expect.objectContaining({ kind: 'products', viewer: viewers[0]!.name }),
      );
    } finally {
      await sql(
        "INSERT INTO record_tallies (kind, status, visibility, delta) VALUES ('product', 'active', 'public', -7)",
      );
    }
    expect(await mismatches()).toEqual([]);
  });

  it('a write rolled back leaves the totals as they were', async () => {
    const before = (await fetchJson(t, '/v1/products?limit=1', viewers[0]!.key)).body.total;
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("UPDATE products SET status = 'archived' WHERE status = 'active'");
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect((await fetchJson(t, '/v1/products?limit=1', viewers[0]!.key)).body.total).toBe(before);
    expect(await mismatches()).toEqual([]);
  });

  it('a read folds the appended rows once there are too many, and the totals stay', async () => {
    const business = await createBusiness(t, writer, { name: 'Tally Fold Traders' });
    for (let n = 0; n <= TALLY_ROWS_BEFORE_FOLDING; n += 1) await createProduct(t, writer, business.id);
    const rows = async () =>
      (await sql("SELECT count(*)::int AS n FROM record_tallies WHERE kind = 'product'")).rows[0].n as number;
    expect(await rows()).toBeGreaterThan(TALLY_ROWS_BEFORE_FOLDING);
    const listed = (await fetchJson(t, '/v1/products?limit=1', writer)).body.total;
    // One row per bucket left: three statuses by three visibilities at most.
    expect(await rows()).toBeLessThanOrEqual(9);
    expect((await fetchJson(t, '/v1/products?limit=1', writer)).body.total).toBe(listed);
    expect(await mismatches()).toEqual([]);
  });

  it('concurrent writers and readers end in step', async () => {
    const business = await createBusiness(t, writer, { name: 'Tally Busy Traders' });
    const writes = Array.from({ length: 40 }, (_, n) =>
      n % 4 === 3
        ? fetchJson(t, '/v1/products?limit=1', viewers[0]!.key)
        : createProduct(t, writer, business.id, { status: n % 2 === 0 ? 'active' : 'draft' }),
    );
    await Promise.all(writes);
    expect(await mismatches()).toEqual([]);
  });

  it('truncating the records empties their tallies', async () => {
    await sql('TRUNCATE products CASCADE');
    expect(
      (await sql("SELECT coalesce(sum(delta), 0)::int AS n FROM record_tallies WHERE kind = 'product'")).rows[0].n,
    ).toBe(0);
    expect(await mismatches()).toEqual([]);
  });
});
