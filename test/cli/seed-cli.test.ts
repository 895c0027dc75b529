import { count, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.js';
import { businesses, products } from '../../src/db/schema.js';
import { processDatabaseEnv } from '../helpers/app.js';
import { runScript } from '../../tools/harness/processes.js';

// The real seed command on a fresh persistent database. In embedded mode the command hosts the
// database itself and releases it when it exits; only then does the test open the directory.
let target: Awaited<ReturnType<typeof processDatabaseEnv>>;
beforeAll(async () => {
  target = await processDatabaseEnv();
});
const seed = (...args: string[]) => runScript('src/cli/demo-data.ts', args, { ...target.env, LOG_LEVEL: 'warn' });

async function inspect() {
  const database = await openDatabase({
    databaseUrl: target.env.DATABASE_URL,
    dataDir: target.env.DATA_DIR ?? '',
    poolSize: 1,
  });
  try {
    const [businessRow] = await database.db
      .select({
        total: count(),
        described: sql<number>`count(*) filter (where ${businesses.descriptionEn} <> '' and ${businesses.descriptionId} <> '')::int`,
        demo: sql<number>`count(*) filter (where ${businesses.dataSource} = 'demo')::int`,
      })
      .from(businesses);
    const [productRow] = await database.db.select({ total: count() }).from(products);
    const [undescribed] = await database.db
      .select({ total: count() })
      .from(products)
      .where(isNull(products.description));
    return { businesses: businessRow!, products: productRow!.total, productsWithoutDescription: undescribed!.total };
  } finally {
    await database.close();
  }
}

afterAll(() => target?.cleanup());

describe('npm run demo-data (and its deprecated alias seed -- --demo)', () => {
  it('loads the requested businesses and products, with descriptions in both languages', async () => {
    const result = await seed('--demo', '--businesses', '30', '--products', '120');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Inserted 30 businesses, 120 products/);

    const state = await inspect();
    expect(state.businesses).toEqual({ total: 30, described: 30, demo: 30 });
    expect(state.products).toBe(120);
    expect(state.productsWithoutDescription).toBe(0);
  }, 120_000);

  it('refuses a non-positive count with exit code 2 and inserts nothing', async () => {
    const result = await seed('--demo', '--businesses', '0');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--businesses must be a whole number');

    const state = await inspect();
    expect(state.businesses.total).toBe(30);
    expect(state.products).toBe(120);
  }, 120_000);

  it('adds to an earlier load with the same seed: numbering continues, no slug collides', async () => {
    const result = await seed('--demo', '--businesses', '5', '--products', '10');
    expect(result.code, result.stderr).toBe(0);
    const state = await inspect();
    expect(state.businesses.total).toBe(35);
    expect(state.products).toBe(130);
  }, 120_000);

  it('prints usage and exits 2 on an unexpected argument', async () => {
    const result = await seed('--businesses', '5', 'everything');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage:');
  }, 60_000);

  it('loads demo data without --demo (the flag is only kept for the deprecated alias)', async () => {
    const result = await seed('--businesses', '2', '--products', '3', '--seed', 'no-flag');
    expect(result.code, result.stderr).toBe(0);
  }, 120_000);
});
