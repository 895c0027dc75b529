import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import {
  businesses,
  categories,
  countries,
  productCategories,
  productPricingTiers,
  products,
  productVariants,
  regions,
  supplierPerformance,
} from '../db/schema.js';
import { DEMO_DATA_SOURCE, DEMO_OTHER_COUNTRIES, type DemoBatch, type DemoReference } from './generator.js';

/*
 * Bulk loading of demo data. Deliberately writes NO outbox events: a demo load is tens of
 * thousands of rows that no partner subscribed to, webhook subscribers must not be flooded
 * with synthetic `*.created` events, and the indexer's full reindex (`npm run indexer --
 * reindex`) picks the rows up from the tables themselves. The Postgres search engine reads
 * the tables directly and sees them as soon as each chunk commits.
 */

// Multi-row INSERTs: large enough to amortise the round trip, small enough to stay far below
// Postgres' 65,535 bind parameters (businesses have 26 columns: 500 rows = 13,000 parameters).
const BUSINESS_CHUNK = 500;
const ROW_CHUNK = 1000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

interface TaxonomyRow {
  id: string;
  parentId: string | null;
  name: string;
}

function pathOf(row: TaxonomyRow, byId: Map<string, TaxonomyRow>): string[] {
  const names = [row.name];
  for (
    let parent = row.parentId ? byId.get(row.parentId) : undefined;
    parent;
    parent = parent.parentId ? byId.get(parent.parentId) : undefined
  ) {
    names.unshift(parent.name);
  }
  return names;
}

export interface DemoRepository {
  /** The reference ids the generator draws from (categories, Indonesia and its provinces, a few partner countries). */
  loadReference(): Promise<DemoReference>;
  /** The largest business and product numbers of earlier demo loads (0 when none). */
  lastNumbers(): Promise<{ business: number; product: number }>;
  /** Inserts one batch in one transaction: businesses, performance, products, variants, tiers. */
  insertBatch(batch: DemoBatch): Promise<void>;
  counts(): Promise<{ businesses: number; products: number }>;
  /** Planner statistics and the visibility map after a bulk load (PGlite has no autovacuum). */
  vacuumAnalyze(): Promise<void>;
}

export function createDemoRepository(db: Db): DemoRepository {
  return {
    async loadReference() {
      const businessRows = await db
        .select({ id: categories.id, parentId: categories.parentId, name: categories.name, depth: categories.depth })
        .from(categories);
      const businessById = new Map(businessRows.map((row) => [row.id, row]));
      const productRows = await db
        .select({ id: productCategories.id, parentId: productCategories.parentId, name: productCategories.name })
        .from(productCategories);
      const productById = new Map(productRows.map((row) => [row.id, row]));

      const countryRows = await db.select().from(countries);
      const indonesia = countryRows.find((country) => country.code === 'ID');
      if (!indonesia)
        throw new Error('Reference data is missing Indonesia; run the server once or check the reference seed');
      const indonesianRegions = await db
        .select({ id: regions.id, code: regions.code, name: regions.name })
        .from(regions)
        .where(eq(regions.countryId, indonesia.id));

      const wanted = new Set<string>(DEMO_OTHER_COUNTRIES);
      return {
        businessCategories: businessRows
          .filter((row) => row.depth === 2)
          .map((row) => ({ id: row.id, name: row.name, sector: pathOf(row, businessById)[0]! })),
        productCategories: productRows.map((row) => ({ id: row.id, path: pathOf(row, productById).join(' > ') })),
        indonesia: { id: indonesia.id, regions: indonesianRegions },
        otherCountries: countryRows
          .filter((country) => wanted.has(country.code))
          .map(({ id, code, name, currency }) => ({ id, code, name, currency })),
      };
    },

    async lastNumbers() {
      // Demo slugs end in "-<number>"; numbering continues after the largest one still present.
      const [row] = await db
        .select({
          business: sql<string>`coalesce(max(substring(${businesses.slug} from '-([0-9]+)$')::bigint), 0)`,
        })
        .from(businesses)
        .where(eq(businesses.dataSource, DEMO_DATA_SOURCE));
      const [productRow] = await db
        .select({ product: sql<string>`coalesce(max(substring(${products.slug} from '-([0-9]+)$')::bigint), 0)` })
        .from(products)
        .innerJoin(businesses, eq(businesses.id, products.businessId))
        .where(eq(businesses.dataSource, DEMO_DATA_SOURCE));
      return { business: Number(row?.business ?? 0), product: Number(productRow?.product ?? 0) };
    },

    async insertBatch(batch) {
      await db.transaction(async (tx) => {
        for (const rows of chunks(batch.businesses, BUSINESS_CHUNK)) await tx.insert(businesses).values(rows);
        for (const rows of chunks(batch.performance, ROW_CHUNK)) await tx.insert(supplierPerformance).values(rows);
        for (const rows of chunks(batch.products, ROW_CHUNK)) await tx.insert(products).values(rows);
        for (const rows of chunks(batch.variants, ROW_CHUNK)) await tx.insert(productVariants).values(rows);
        for (const rows of chunks(batch.tiers, ROW_CHUNK)) await tx.insert(productPricingTiers).values(rows);
      });
    },

    async counts() {
      return { businesses: await db.$count(businesses), products: await db.$count(products) };
    },

    async vacuumAnalyze() {
      // Without statistics the planner picks a nested loop for the products list (50 ms for 20
      // rows at 10k on PGlite); without the visibility map counts cannot be index-only. The keyword
      // engine's search tables need their tsvector statistics for the GIN index to be chosen.
      await db.execute(
        sql`VACUUM (ANALYZE) businesses, supplier_performance, products, product_variants, product_pricing_tiers, search_vocabulary, business_search, product_search`,
      );
    },
  };
}
